import type { DataMappingField, NormalizedFieldName } from '@rnorm/contracts';

/**
 * Screen texts of the User Catalog and User Data Mapping screens (spec sections 2, 4, 5 and 8) that
 * @rnorm/contracts does not hold. Titles the spec names are the spec's; texts the spec fixes (validation and
 * feedback messages) come from the contracts' message constants instead.
 */
export const personalizationTexts = {
  cancel: 'Cancel',
  create: 'Create',
  updatedColumn: 'Updated',
  noValue: '—',
  /** When and by whom a record was changed last, as the Updated column shows it. */
  updatedBy: (by: string) => `by ${by}`,

  /** The normalized fields, as labels (spec: Service Pack, not servicepack). */
  fieldLabels: {
    publisher: 'Publisher',
    name: 'Name',
    version: 'Version',
    major: 'Major',
    minor: 'Minor',
    patch: 'Patch',
    build: 'Build',
    release: 'Release',
    edition: 'Edition',
    servicepack: 'Service Pack',
    architecture: 'Architecture',
    language: 'Language',
    category: 'Category',
  } satisfies Record<NormalizedFieldName | DataMappingField, string>,

  userCatalogTitle: 'User Catalog',
  userCatalogDescription: 'Your company’s own catalog entries. Normalization uses them alongside the product catalog.',
  userCatalogTableLabel: 'User catalog entries',
  loadingUserCatalog: 'Loading the user catalog',
  userCatalogLoadFailed: 'The user catalog could not be loaded',
  noUserCatalogEntries: 'Your company catalog has no entries yet.',
  noMatchingUserCatalogEntries: 'No entries match the filters',
  deletingUserCatalogEntry: 'Deleting the entry',
  editUserCatalogTitle: 'Edit User Catalog Entry',
  addUserCatalogTitle: 'Add User Catalog Entry',
  addUserCatalogDescription:
    'Software the product catalog does not know, such as your in-house tools: jobs you submit afterwards recognize rows of this name.',
  addUserCatalogEntry: 'Add entry',
  userCatalogFormLabel: 'User catalog entry',
  loadingUserCatalogEntry: 'Loading the entry',
  savingUserCatalogEntry: 'Saving the entry',
  userCatalogEntryLoadFailed: 'The entry could not be loaded',
  userCatalogEntryNotFoundTitle: 'Entry not found',
  userCatalogEntryNotFoundText: 'Your company catalog has no entry with this reference. Open the list to find it.',
  backToUserCatalog: 'Back to User Catalog',
  editUserCatalogEntry: (name: string) => `Edit ${name}`,
  deleteUserCatalogEntry: (name: string) => `Delete ${name}`,

  userDataMappingTitle: 'User Data Mapping',
  userDataMappingDescription:
    'Replace an enriched field value with your own wording, for example a publisher name with its abbreviation.',
  userDataMappingTableLabel: 'User data mappings',
  loadingUserDataMappings: 'Loading the data mappings',
  userDataMappingsLoadFailed: 'The data mappings could not be loaded',
  noUserDataMappings: 'No data mappings yet. Create a mapping rule to use your own wording.',
  noMatchingUserDataMappings: 'No mappings match the filters',
  deletingUserDataMapping: 'Deleting the mapping',
  createMappingRule: 'Create New Mapping Rule',
  createUserDataMappingTitle: 'Create User Data Mapping',
  createCrumb: 'Create',
  editUserDataMappingTitle: 'Edit User Data Mapping',
  fieldNameLabel: 'Field Name',
  normalizedValueLabel: 'Normalized Value',
  customizedValueLabel: 'Customized Value',
  fieldNamePlaceholder: 'Select a field',
  normalizedValuePlaceholder: 'Start typing to search the values',
  customizedValuePlaceholder: 'Your wording',
  fieldNamesLoadFailed: 'The field names could not be loaded.',
  loadingUserDataMapping: 'Loading the mapping',
  savingUserDataMapping: 'Saving the mapping',
  userDataMappingLoadFailed: 'The mapping could not be loaded',
  userDataMappingFormLabel: 'User data mapping',
  /** The spec's breadcrumb of the edit screen: `field_name-normalized_value`. */
  userDataMappingCrumb: (fieldName: string, normalizedValue: string) => `${fieldName}-${normalizedValue}`,
  editUserDataMapping: (fieldName: string, value: string) => `Edit ${fieldName} ${value}`,
  deleteUserDataMapping: (fieldName: string, value: string) => `Delete ${fieldName} ${value}`,
} as const;

/** A field's label, or the field name itself for one the list does not know yet. */
export function fieldLabel(field: string): string {
  const labels: Record<string, string> = personalizationTexts.fieldLabels;
  return labels[field] ?? field;
}
