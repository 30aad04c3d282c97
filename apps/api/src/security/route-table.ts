import type { FastifyInstance } from 'fastify';

/** One route of a built app: its method and its path as Fastify writes it (`/v2/:userId/jobs/list`). */
export interface RouteEntry {
  method: string;
  path: string;
}

const LINE = /^((?:│ {3}| {4})*)(?:├── |└── )(.+?)(?: \(([A-Z, ]+)\))?$/;

/**
 * Every route of a ready app, read from Fastify's own route tree (`printRoutes`), so that routes the OpenAPI document
 * hides (Swagger UI, static files) are listed too. HEAD routes that Fastify adds for each GET are left out.
 */
export function listRoutes(app: FastifyInstance): RouteEntry[] {
  const prefixes: string[] = [];
  const routes: RouteEntry[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = LINE.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    const path = (depth === 0 ? '' : prefixes[depth - 1]!) + match[2]!;
    prefixes[depth] = path;
    prefixes.length = depth + 1;
    for (const method of (match[3] ?? '').split(', ').filter(Boolean)) {
      if (method !== 'HEAD') routes.push({ method, path });
    }
  }
  return routes;
}

/** The operations of the app's OpenAPI document, with paths written as Fastify writes them. */
export function documentedRoutes(app: FastifyInstance): RouteEntry[] {
  const paths = (app.swagger() as { paths?: Record<string, Record<string, unknown>> }).paths ?? {};
  return Object.entries(paths).flatMap(([path, operations]) =>
    Object.keys(operations).map((method) => ({
      method: method.toUpperCase(),
      path: path.replace(/\{(\w+)\}/g, ':$1'),
    })),
  );
}

export const routeKey = (route: RouteEntry) => `${route.method} ${route.path}`;
