import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { KeyObject } from 'node:crypto';
import {
  PACKAGE_NAMES,
  PACKAGE_STATES,
  PackageActionSchema,
  PackageCatalogResponseSchema,
  PackageNameSchema,
  packageActionId,
  type PackageKind,
  type PackageManifest,
  type PackageName,
  type UpdateStateEntry,
  type UpdateStateResponse,
} from '@rnorm/contracts';
import type { SystemPackageRow, SystemUpdatesRepository } from '@rnorm/db';
import { buildCatalogIndex, createNormalizer, type ContentPack } from '@rnorm/engine';
import { AppError } from '../../app-error.ts';
import type { ContentVersions, LoadedEngine } from '../jobs/engine-provider.ts';
import { decodeContentPackage } from './content-package.ts';
import {
  comparePackageVersions,
  isManifestSigned,
  isNewerVersion,
  packageProblem,
  sha256Of,
} from './package-signing.ts';

const KIND_OF: Record<PackageName, PackageKind> = { Content: 'content', Model: 'model', Software: 'software' };
/** The largest package the product downloads. */
const MAX_PACKAGE_BYTES = 512 * 1024 * 1024;
const REQUEST_TIMEOUT_MS = 60_000;

export interface SystemUpdatesDependencies {
  repository: SystemUpdatesRepository;
  /** The update server and the licence key sent to it; without them no update is ever offered. */
  updateServerUrl: string | undefined;
  licenseKey: string | undefined;
  /** The vendor keys a package's manifest must be signed with. */
  trustedKeys: readonly KeyObject[];
  /** The active engine, which an install builds on. */
  engine: () => Promise<LoadedEngine>;
  /** The installed Content and Model versions, without building an engine (else read from the engine). */
  contentVersions?: (() => Promise<ContentVersions>) | undefined;
  softwareVersion: string;
  /** How old the last answer of the update server may be before it is asked again. */
  checkIntervalMs: number;
  /** Where verified software updates wait for a restart. */
  stagingDir: string;
  /** Called after content or model was installed, so that new jobs use it at once. */
  onInstalled?: () => void;
  fetch?: typeof fetch;
  log?: (message: string, details?: Record<string, unknown>) => void;
}

/**
 * Updates of Content, Model and Software (spec: Packages): what the update server offers, downloads verified
 * against the manifest's sha256 and the vendor's signature, installs that swap the active content in one
 * transaction, and software staged until a restart.
 */
export function createSystemUpdatesService(deps: SystemUpdatesDependencies) {
  const fetchImpl = deps.fetch ?? fetch;
  const log = deps.log ?? (() => undefined);

  async function currentVersions(): Promise<Record<PackageName, string>> {
    const versions = deps.contentVersions
      ? await deps.contentVersions()
      : await deps.engine().then((engine) => ({ catalog: engine.catalogVersion, model: engine.modelVersion }));
    return { Content: versions.catalog, Model: versions.model, Software: deps.softwareVersion };
  }

  async function callServer(pathName: string): Promise<Response> {
    if (!deps.updateServerUrl || !deps.licenseKey) {
      throw new AppError('CONFLICT', 'No update server is configured.');
    }
    const url = `${deps.updateServerUrl}${pathName}`;
    let response: Response;
    try {
      response = await fetchImpl(url, {
        headers: { authorization: `Bearer ${deps.licenseKey}` },
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch (error) {
      throw new Error(`the update server at ${deps.updateServerUrl} cannot be reached: ${(error as Error).message}`, {
        cause: error,
      });
    }
    if (!response.ok) {
      const body = (await response.json().catch(() => undefined)) as { message?: string } | undefined;
      throw new Error(`the update server answered ${response.status}${body?.message ? `: ${body.message}` : ''}`);
    }
    return response;
  }

  function entryOf(name: PackageName, row: SystemPackageRow | undefined, current: string): UpdateStateEntry {
    const offered = row?.offered && isNewerVersion(row.offered.version, current) ? row.offered : undefined;
    const downloaded = row?.downloaded && isNewerVersion(row.downloaded.version, current) ? row.downloaded : undefined;
    const next = downloaded ?? offered;
    const entry: UpdateStateEntry = { currentVersion: current, state: PACKAGE_STATES.latest };
    if (next) {
      entry.nextVersion = next.version;
      entry.releaseNotes = next.releaseNotes;
    }
    if (row?.lastError) entry.message = row.lastError;
    if (row?.activity) return { ...entry, state: row.activity };
    if (downloaded && name === 'Software') return { ...entry, state: PACKAGE_STATES.restartToApply };
    if (downloaded) {
      return { ...entry, state: PACKAGE_STATES.updateDownloaded, stateAction: [packageActionId('install', name)] };
    }
    if (offered) {
      return {
        ...entry,
        state: PACKAGE_STATES.updateAvailable,
        stateAction: [packageActionId('download', name), packageActionId('download_install', name)],
      };
    }
    return entry;
  }

  // The update server is asked when the state is read and the last answer is older than the check interval; the
  // first read waits for the answer, later ones are answered at once from the last one.
  let checking: Promise<void> | undefined;
  function refreshOffers(rows: SystemPackageRow[]): Promise<void> | undefined {
    if (!deps.updateServerUrl || !deps.licenseKey) return undefined;
    const checkedAt = Math.min(...PACKAGE_NAMES.map((n) => rows.find((r) => r.name === n)?.checkedAt?.getTime() ?? 0));
    if (Date.now() - checkedAt < deps.checkIntervalMs) return undefined;
    checking ??= check()
      .catch((error: unknown) => log('update check failed', { cause: (error as Error).message }))
      .finally(() => {
        checking = undefined;
      });
    return checkedAt === 0 ? checking : undefined;
  }

  async function state(): Promise<UpdateStateResponse> {
    let rows = await deps.repository.list();
    const first = refreshOffers(rows);
    if (first) {
      await first;
      rows = await deps.repository.list();
    }
    const current = await currentVersions();
    const byName = new Map(rows.map((row) => [row.name, row]));
    const UpdateState: Record<string, UpdateStateEntry> = {};
    for (const name of PACKAGE_NAMES) UpdateState[name] = entryOf(name, byName.get(name), current[name]);
    return { UpdateState };
  }

  /** Asks the update server for its packages and records the newest of each kind that is signed. */
  async function check(): Promise<void> {
    if (!deps.updateServerUrl || !deps.licenseKey) return;
    const parsed = PackageCatalogResponseSchema.safeParse(await (await callServer('/v2/packages')).json());
    if (!parsed.success) throw new Error('the update server sent a package list this product cannot read');
    for (const name of PACKAGE_NAMES) {
      const newest = parsed.data.packages
        .filter((manifest) => manifest.kind === KIND_OF[name] && isManifestSigned(manifest, deps.trustedKeys))
        .sort((a, b) => comparePackageVersions(b.version, a.version))[0];
      await deps.repository.recordOffer(name, newest);
    }
  }

  async function download(name: PackageName, manifest: PackageManifest): Promise<void> {
    const response = await callServer(`/v2/packages/${encodeURIComponent(manifest.file)}`);
    const declared = Number(response.headers.get('content-length') ?? manifest.bytes);
    if (declared > MAX_PACKAGE_BYTES) throw new Error(`the package is larger than ${MAX_PACKAGE_BYTES} bytes`);
    const body = new Uint8Array(await response.arrayBuffer());
    const problem = packageProblem(manifest, body, deps.trustedKeys);
    if (problem) throw new Error(`the downloaded package was refused: ${problem}`);
    if (name === 'Software') {
      await mkdir(deps.stagingDir, { recursive: true });
      const staged = path.join(deps.stagingDir, path.basename(manifest.file));
      await writeFile(staged, body);
      await writeFile(`${staged}.manifest.json`, `${JSON.stringify(manifest, null, 2)}\n`);
      log('software update staged', { file: staged, version: manifest.version });
      await deps.repository.end(name, { downloaded: manifest, body: null });
      return;
    }
    await deps.repository.end(name, { downloaded: manifest, body });
  }

  /** Proves the package works (it decodes, and the engine builds and normalizes with it) before it becomes active. */
  async function install(name: PackageName, manifest: PackageManifest): Promise<void> {
    const body = await deps.repository.downloadedBody(name);
    if (!body) throw new Error('the download is missing: download it again');
    if (sha256Of(body) !== manifest.sha256) throw new Error('the stored download is damaged: download it again');
    const decoded = decodeContentPackage(body);
    if (decoded.kind !== KIND_OF[name]) throw new Error(`the package holds ${decoded.kind}, not ${KIND_OF[name]}`);
    const version = decoded.kind === 'content' ? decoded.catalog.version : decoded.model.version;
    if (version !== manifest.version) throw new Error(`the package holds version ${version}, not ${manifest.version}`);
    const active = await deps.engine();
    const pack: ContentPack =
      decoded.kind === 'content'
        ? { catalog: decoded.catalog, model: active.index.model }
        : { catalog: active.index.catalog, model: decoded.model };
    const normalizer = createNormalizer(buildCatalogIndex(pack));
    const smoke = normalizer.normalize({
      publisher: 'Mozilla',
      title: 'Mozilla Firefox (x64 en-US)',
      version: '128.0',
    });
    if (smoke.status === 'error') throw new Error(`the engine fails with it: ${smoke.reason ?? 'error'}`);
    await deps.repository.install(name, {
      kind: decoded.kind,
      version: manifest.version,
      sha256: manifest.sha256,
      body,
    });
    deps.onInstalled?.();
    log('package installed', { package: name, version: manifest.version });
  }

  return {
    state,
    check,

    /**
     * Runs one action from `stateAction`, to its end: `download`, `download_install`, `install`. A refused package
     * or a failed install is recorded on the package (its `message`) and answered as an error; nothing changes.
     */
    async run(actionId: string): Promise<string> {
      const [actionText, nameText] = actionId.split(':');
      const action = PackageActionSchema.safeParse(actionText);
      const name = PackageNameSchema.safeParse(nameText);
      if (!action.success || !name.success) throw new AppError('VALIDATION_FAILED', `Unknown action ${actionId}.`);
      const entry = (await state()).UpdateState[name.data]!;
      if (!entry.stateAction?.includes(actionId)) {
        throw new AppError('CONFLICT', `${actionId} is not possible now: ${name.data} is '${entry.state}'.`);
      }
      const row = (await deps.repository.list()).find((r) => r.name === name.data);
      const steps = action.data === 'download_install' ? (['download', 'install'] as const) : [action.data];
      for (const step of steps) {
        const activity = step === 'download' ? PACKAGE_STATES.downloading : PACKAGE_STATES.installing;
        if (!(await deps.repository.begin(name.data, activity))) {
          throw new AppError('CONFLICT', `${name.data} is busy: another action on it is running.`);
        }
        try {
          if (step === 'download') await download(name.data, row!.offered!);
          else {
            const downloaded = (await deps.repository.list()).find((r) => r.name === name.data)?.downloaded;
            if (!downloaded) throw new Error('nothing is downloaded');
            await install(name.data, downloaded);
          }
        } catch (error) {
          const message = `${step === 'download' ? 'Download' : 'Install'} of ${name.data} failed: ${(error as Error).message}`;
          await deps.repository.end(name.data, { error: message });
          log('package action failed', { action: actionId, cause: message });
          throw new AppError('CONFLICT', message, { statusCode: 422 });
        }
      }
      if (name.data === 'Software') return `${name.data} is downloaded and verified: restart rnorm to apply it.`;
      return action.data === 'download' ? `${name.data} is downloaded and verified.` : `${name.data} is installed.`;
    },
  };
}
export type SystemUpdatesService = ReturnType<typeof createSystemUpdatesService>;
