import { createReadStream } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { KeyObject } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ErrorBodySchema,
  PackageCatalogResponseSchema,
  PackageManifestSchema,
  type PackageManifest,
} from '@rnorm/contracts';
import { AppError } from '../../app-error.ts';
import { verifyLicense } from '../licensing/license-keys.ts';

export const MANIFEST_SUFFIX = '.manifest.json';

/** Every package in the folder, newest first per kind; a manifest that is not one is left out. */
export async function readPackageCatalog(packagesDir: string): Promise<PackageManifest[]> {
  let names: string[];
  try {
    names = await readdir(packagesDir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const manifests: PackageManifest[] = [];
  for (const name of names.filter((n) => n.endsWith(MANIFEST_SUFFIX)).sort()) {
    const parsed = PackageManifestSchema.safeParse(JSON.parse(await readFile(path.join(packagesDir, name), 'utf8')));
    if (parsed.success) manifests.push(parsed.data);
  }
  return manifests.sort((a, b) => b.builtAt.localeCompare(a.builtAt));
}

/**
 * The update server's package catalog: the list of signed packages and their files, for a product with a valid
 * licence key (sent as the bearer token).
 */
export const packageCatalogRoutes: FastifyPluginAsyncZod<{
  packagesDir: string;
  publicKeys: readonly KeyObject[];
}> = async (app, { packagesDir, publicKeys }) => {
  app.addHook('onRequest', async (request) => {
    const key = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    if (!key) throw new AppError('UNAUTHENTICATED', 'Send the licence key as the bearer token.');
    const check = verifyLicense(key, { publicKeys });
    if (!check.valid) throw new AppError('FORBIDDEN', `The licence key was refused: ${check.reason}`);
  });

  app.get('/v2/packages', {
    schema: {
      tags: ['Updates'],
      summary: 'The packages offered (content, model, software), each with version, notes, sha256 and signature',
      response: { 200: PackageCatalogResponseSchema, 401: ErrorBodySchema, 403: ErrorBodySchema },
    },
    handler: async () => ({ packages: await readPackageCatalog(packagesDir) }),
  });

  app.get('/v2/packages/:file', {
    schema: {
      tags: ['Updates'],
      summary: 'One package file, as its manifest names it',
      params: z.object({ file: z.string().max(200) }),
      response: { 401: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema },
    },
    handler: async (request, reply) => {
      // Only files a manifest names are served, so no path can reach outside the folder.
      const manifest = (await readPackageCatalog(packagesDir)).find((m) => m.file === request.params.file);
      if (!manifest || path.basename(manifest.file) !== manifest.file) {
        throw new AppError('NOT_FOUND', `No package file ${request.params.file}.`);
      }
      // The raw reply: the response schemas describe the JSON errors, not the file.
      const raw = reply as unknown as FastifyReply;
      return raw
        .type('application/octet-stream')
        .header('content-length', manifest.bytes)
        .send(createReadStream(path.join(packagesDir, manifest.file)));
    },
  });
};
