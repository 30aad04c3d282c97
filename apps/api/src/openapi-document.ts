import type { FastifyInstance } from 'fastify';

/** Recursively sorts object keys so the committed document only changes when the API does. */
function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([key, inner]) => [key, sortKeys(inner)]),
    );
  }
  return value;
}

/** The OpenAPI document of a ready app, as the stable text committed in apps/api/openapi.json. */
export async function renderOpenApiDocument(app: FastifyInstance): Promise<string> {
  await app.ready();
  return `${JSON.stringify(sortKeys(app.swagger()), null, 2)}\n`;
}
