/**
 * Screen texts of the Packages (/update-new) and Updates (/update) screens and of the header's updates indicator
 * (spec sections 2, 4 and 8). Quoted texts are the spec's own wording; texts the contracts hold
 * (feedbackMessages.packages*) come from there instead.
 */
export const updatesTexts = {
  packagesTitle: 'Packages Available',
  packagesDescription: 'The installed packages, their versions and the updates available for them.',
  packagesListLabel: 'Packages',
  installationAdminOnlyTitle: 'Updates are for the installation administrator',
  installationAdminOnly:
    'Downloading, installing and rolling back packages change the installation for every company, so only the user admin that the setup created can do them. You can follow their state here.',
  loadingPackages: 'Loading packages',
  installedVersion: (version: string) => `Installed Version: V${version}`,
  latestVersion: (version: string | undefined) => `Latest Version: ${version ? `V${version}` : 'N/A'}`,
  notAvailable: 'N/A',
  download: 'Download',
  downloadAndInstall: 'Download and Install',
  install: 'Install',
  checkingForUpdates: 'Checking for updates...',
  actionFailed: (action: string, message: string) => `Failed to execute '${action}': ${message}`,
  /** Logged (not shown) when the system message call fails; the cause follows. */
  systemMessageFailed: 'Failed to execute action: ',
  lastActionFailed: 'The last action failed',
  releaseNotes: 'Release notes',
  releaseNotesOf: (name: string, version: string | undefined) =>
    version ? `Release notes of ${name} V${version}` : `Release notes of ${name}`,
  ok: 'OK',

  updatesAvailable: 'Updates Available',

  updatesTitle: 'Updates',
  updatesDescription: 'Content, model and software updates.',
  updateTaskColumn: 'Update Task',
  releaseNotesColumn: 'Release Notes',
  versionsColumn: 'Versions',
  updateLink: '[Update]',
  updateAll: 'Update All',
  updatedInLast30Days: 'Updated in Last 30 Days',
} as const;
