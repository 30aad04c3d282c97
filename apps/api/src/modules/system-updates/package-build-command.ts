import { execFile } from 'node:child_process';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { parseArgs } from 'node:util';
import type { KeyObject } from 'node:crypto';
import { buildContentPack, resolveContentPaths } from '@rnorm/catalog-content';
import { PackageKindSchema, type PackageKind, type PackageManifest } from '@rnorm/contracts';
import { API_VERSION } from '../../api-version.ts';
import { DEVELOPMENT_KEY_NOTICE, resolveSigningKey } from '../licensing/signing-key.ts';
import { encodeContentPackage } from './content-package.ts';
import { MANIFEST_SUFFIX } from './package-catalog.routes.ts';
import { sha256Of, signManifest } from './package-signing.ts';

export const PACKAGE_BUILD_USAGE = `Usage: npm run package:build -- content|model|software [options]

Builds a signed package into the folder the update server serves.
  content          the catalog half of the content pack (publishers, products, lifecycles, licences)
  model            the model half (dictionaries, legal suffixes, ignore rules)
  software         the product's source at HEAD (git archive), installed as a checkout is: npm ci && npm start,
                   which compiles it before it runs
  --version <v>    the package's version (default: the content's own version, or the product's for software)
  --notes <text>   release notes (or --notes-file <file>)
  --out <dir>      where to write (default: RNORM_PACKAGES_DIR, else <data dir>/packages)
  --key <file>     the vendor's Ed25519 private key (default: RNORM_LICENSE_SIGNING_KEY_FILE, else the development
                   key, which only non-production installs trust)
  --content-dir <dir>  authored content to build from (default: the repository's content/)
`;

// This file sits in apps/api/src/modules/system-updates.
const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');

export function defaultPackagesDir(env: NodeJS.ProcessEnv): string {
  return env.RNORM_PACKAGES_DIR
    ? path.resolve(env.RNORM_PACKAGES_DIR)
    : path.join(resolveContentPaths(env).dataDir, 'packages');
}

export interface BuildPackageOptions {
  kind: PackageKind;
  version?: string | undefined;
  releaseNotes: string;
  outDir: string;
  privateKey: KeyObject;
  contentDir?: string | undefined;
  env?: NodeJS.ProcessEnv;
  now?: Date;
}

async function packageBody(
  options: BuildPackageOptions,
): Promise<{ body: Buffer; version: string; extension: string }> {
  if (options.kind === 'software') {
    const { stdout } = await promisify(execFile)('git', ['archive', '--format=tar.gz', 'HEAD'], {
      cwd: REPO_ROOT,
      encoding: 'buffer',
      maxBuffer: 512 * 1024 * 1024,
    });
    return { body: stdout, version: options.version ?? API_VERSION, extension: '.tar.gz' };
  }
  const paths = resolveContentPaths(options.env ?? process.env);
  const pack = await buildContentPack({
    contentDir: options.contentDir ? path.resolve(options.contentDir) : paths.contentDir,
    sourcesDir: paths.sourcesDir,
  });
  const builtAt = (options.now ?? new Date()).toISOString();
  if (options.kind === 'content') {
    const version = options.version ?? pack.catalog.version;
    const body = encodeContentPackage({ kind: 'content', catalog: { ...pack.catalog, version, builtAt } });
    return { body, version, extension: '.json.gz' };
  }
  const version = options.version ?? pack.model.version;
  const body = encodeContentPackage({ kind: 'model', model: { ...pack.model, version, builtAt } });
  return { body, version, extension: '.json.gz' };
}

/** Builds one package and its signed manifest into `outDir`. */
export async function buildPackage(options: BuildPackageOptions): Promise<PackageManifest> {
  const { body, version, extension } = await packageBody(options);
  return writePackage({ ...options, version, body, extension });
}

/**
 * Writes a package file and its signed manifest; the manifest is written last, so the update server never lists half
 * a package.
 */
export async function writePackage(options: {
  kind: PackageKind;
  version: string;
  body: Uint8Array;
  extension: string;
  releaseNotes: string;
  outDir: string;
  privateKey: KeyObject;
  now?: Date | undefined;
}): Promise<PackageManifest> {
  const { kind, version, body } = options;
  if (!/^[\w.+-]{1,64}$/.test(version)) {
    throw new Error(`A version may hold letters, digits and . + - _ only: ${version}`);
  }
  const file = `${kind}-${version}${options.extension}`;
  const unsigned = {
    kind,
    version,
    releaseNotes: options.releaseNotes,
    builtAt: (options.now ?? new Date()).toISOString(),
    file,
    bytes: body.byteLength,
    sha256: sha256Of(body),
  };
  const manifest: PackageManifest = { ...unsigned, signature: signManifest(unsigned, options.privateKey) };
  await mkdir(options.outDir, { recursive: true });
  await writeFile(path.join(options.outDir, file), body);
  const manifestPath = path.join(options.outDir, `${kind}-${version}${MANIFEST_SUFFIX}`);
  await writeFile(`${manifestPath}.tmp`, `${JSON.stringify(manifest, null, 2)}\n`);
  await rename(`${manifestPath}.tmp`, manifestPath);
  return manifest;
}

/** `npm run package:build`: returns the exit code (0 built, 2 bad arguments, 1 the build failed). */
export async function runPackageBuild(
  argv: string[],
  env: NodeJS.ProcessEnv,
  output: { out: (text: string) => void; err: (text: string) => void },
): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        version: { type: 'string' },
        notes: { type: 'string' },
        'notes-file': { type: 'string' },
        out: { type: 'string' },
        key: { type: 'string' },
        'content-dir': { type: 'string' },
        help: { type: 'boolean' },
      },
    });
  } catch (error) {
    output.err(`${(error as Error).message}\n\n${PACKAGE_BUILD_USAGE}`);
    return 2;
  }
  const { values, positionals } = parsed;
  if (values.help) {
    output.out(PACKAGE_BUILD_USAGE);
    return 0;
  }
  const kind = PackageKindSchema.safeParse(positionals[0]);
  if (!kind.success || positionals.length !== 1) {
    output.err(`Name one package: content, model or software.\n\n${PACKAGE_BUILD_USAGE}`);
    return 2;
  }
  let signingKey;
  let releaseNotes = values.notes ?? '';
  try {
    signingKey = resolveSigningKey(values.key, env);
    if (values['notes-file']) releaseNotes = await readFile(values['notes-file'], 'utf8');
  } catch (error) {
    output.err(`${(error as Error).message}\n`);
    return 2;
  }
  if (!signingKey.file) output.err(DEVELOPMENT_KEY_NOTICE);
  const outDir = path.resolve(values.out ?? defaultPackagesDir(env));
  try {
    const manifest = await buildPackage({
      kind: kind.data,
      version: values.version,
      releaseNotes: releaseNotes.trim() || `${kind.data} ${values.version ?? ''}`.trim(),
      outDir,
      privateKey: signingKey.privateKey,
      contentDir: values['content-dir'],
      env,
    });
    output.out(
      `${manifest.kind} ${manifest.version}: ${path.join(outDir, manifest.file)} (${manifest.bytes} bytes, sha256 ${manifest.sha256})\n`,
    );
    return 0;
  } catch (error) {
    output.err(`The package could not be built: ${(error as Error).message}\n`);
    return 1;
  }
}
