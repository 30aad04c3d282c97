import { z } from 'zod';
import { withExample } from './examples.ts';

/** The packages the product updates, by the names the Packages screen shows. */
export const PACKAGE_NAMES = ['Content', 'Model', 'Software'] as const;
export const PackageNameSchema = z.enum(PACKAGE_NAMES);
export type PackageName = z.infer<typeof PackageNameSchema>;
/** The same, as the update server and `npm run package:build` spell them. */
export const PACKAGE_KINDS = ['content', 'model', 'software'] as const;
export const PackageKindSchema = z.enum(PACKAGE_KINDS);
export type PackageKind = z.infer<typeof PackageKindSchema>;

/**
 * Package states (spec section 4). `Restart to apply` is a downloaded and verified software update waiting for the
 * product to be restarted.
 */
export const PACKAGE_STATES = {
  latest: 'Latest',
  updateAvailable: 'Update available',
  downloading: 'Downloading',
  updateDownloaded: 'Update downloaded',
  installing: 'Installing',
  restartToApply: 'Restart to apply',
} as const;
export type PackageState = (typeof PACKAGE_STATES)[keyof typeof PACKAGE_STATES];

/** The Packages list refreshes this often, and a package's button waits this long after an action. */
export const PACKAGES_REFRESH_MS = 5_000;
export const PACKAGE_CHECKING_WINDOW_MS = 70_000;

/**
 * Action identifiers in `stateAction`: `download:<Package>`, `download_install:<Package>`, `install:<Package>`.
 * 'Update available' offers [download, download_install] (Download uses the first, Download and Install the
 * second); 'Update downloaded' offers [install] (Install uses the first).
 */
export const PackageActionSchema = z.enum(['download', 'download_install', 'install']);
export type PackageAction = z.infer<typeof PackageActionSchema>;
export const packageActionId = (action: PackageAction, name: PackageName) => `${action}:${name}`;

export const UpdateStateEntrySchema = z.object({
  currentVersion: z.string(),
  nextVersion: z.string().optional(),
  state: z
    .string()
    .describe(
      "One of 'Latest', 'Update available', 'Downloading', 'Update downloaded', 'Installing', 'Restart to apply'.",
    ),
  stateAction: z.array(z.string()).optional(),
  releaseNotes: z.string().optional().describe("The next version's release notes."),
  message: z.string().optional().describe('What went wrong with the last action on this package, if it failed.'),
});
export type UpdateStateEntry = z.infer<typeof UpdateStateEntrySchema>;
export const UpdateStateResponseSchema = withExample(
  z.object({ UpdateState: z.record(z.string(), UpdateStateEntrySchema) }),
  {
    UpdateState: {
      Content: {
        currentVersion: '1.0.0',
        nextVersion: '1.1.0',
        state: PACKAGE_STATES.updateAvailable,
        stateAction: [packageActionId('download', 'Content'), packageActionId('download_install', 'Content')],
        releaseNotes:
          'Adds 412 products and lifecycle dates for Mozilla Firefox ESR 128 and Microsoft Office LTSC 2024.',
      },
      Model: { currentVersion: '1.0.0', state: PACKAGE_STATES.latest },
      Software: { currentVersion: '0.1.0', state: PACKAGE_STATES.latest },
    },
  },
);
export type UpdateStateResponse = z.infer<typeof UpdateStateResponseSchema>;

/** `POST /v2/rnorm_system/message`: a list holding one action identifier from `stateAction`. */
export const SystemMessageRequestSchema = withExample(
  z.object({
    message: z.array(z.string().max(100)).min(1, 'message must hold one action identifier').max(1),
  }),
  { message: [packageActionId('download_install', 'Content')] },
);
export const SystemMessageResponseSchema = withExample(
  z.object({
    ReturnCode: z.number().int(),
    ReturnObject: z.object({ message: z.string() }),
  }),
  { ReturnCode: 200, ReturnObject: { message: 'Content is installed.' } },
);

/** One package the update server offers (its catalog, and the manifest beside each package file). */
export const PackageManifestSchema = z.object({
  kind: PackageKindSchema,
  version: z.string().min(1).max(64),
  releaseNotes: z.string().max(20_000),
  builtAt: z.string(),
  file: z.string().describe('File name of the package in the served folder.'),
  bytes: z.number().int().nonnegative(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  signature: z.string().describe('Ed25519 signature (base64url) of the manifest text signedText() gives.'),
});
export type PackageManifest = z.infer<typeof PackageManifestSchema>;
export const PackageCatalogResponseSchema = withExample(z.object({ packages: z.array(PackageManifestSchema) }), {
  packages: [
    {
      kind: 'content',
      version: '1.1.0',
      releaseNotes: 'Adds 412 products and lifecycle dates for Mozilla Firefox ESR 128 and Microsoft Office LTSC 2024.',
      builtAt: '2025-03-10T08:00:00.000Z',
      file: 'content-1.1.0.json.gz',
      bytes: 4_388_890,
      sha256: '5f2c9a41d7e08b36c1f4a92e7d05b8c3e6a1f09d24b7c8e5a3f6d1b09c2e7a48',
      signature: 'EXAMPLE-not-a-real-signature',
    },
  ],
});
export type PackageCatalogResponse = z.infer<typeof PackageCatalogResponseSchema>;
