/**
 * Screen texts of the Settings screen (spec section 2) that @rnorm/contracts does not hold; the spec names the
 * read-only note and the SAVE button without fixing the note's wording.
 */
export const settingsTexts = {
  title: 'Settings',
  description: 'The configuration rnorm runs with.',
  readOnlyTitle: 'Read-only',
  readOnlyNote: 'Settings are read-only in this version. They will be editable in a future update.',
  save: 'SAVE',
  loading: 'Loading settings',
  loadFailed: 'The settings could not be loaded',
  empty: 'No settings to show',
  emptyText: 'The server reported no configuration that this screen shows.',
  sectionsLabel: 'Settings sections',
} as const;
