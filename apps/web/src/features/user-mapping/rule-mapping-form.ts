import {
  NORMALIZED_FIELDS,
  validationMessages,
  type NormalizedFieldName,
  type NormalizedSection,
  type RuleMappingCreateRequest,
  type RuleMappingUpdateRequest,
} from '@rnorm/contracts';
import { uiTexts } from '../../config/ui-texts.ts';
import type { QueryParams } from '../../lib/user-api-path.ts';

export type { NormalizedFieldName };
export const normalizedFields = NORMALIZED_FIELDS;

export type NormalizedValues = Record<NormalizedFieldName, string>;
/** Which values came from the suggestions (picked, or typed and found among them); others need a pick. */
export type ChosenFlags = Partial<Record<NormalizedFieldName, boolean>>;
export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/** The 12 normalized values and whether each was chosen from the suggestions. */
export interface NormalizedState {
  values: NormalizedValues;
  chosen: ChosenFlags;
}

export type RawField = 'publisher' | 'name' | 'version';
export type RawValues = Record<RawField, string>;
export const rawFields: readonly RawField[] = ['publisher', 'name', 'version'];

const requiredMessages = {
  publisher: validationMessages.publisherRequired,
  name: validationMessages.nameRequired,
  version: validationMessages.versionRequired,
} as const;

/** Spec: normalized publisher, name and version are required, as the raw ones are. */
export const requiredNormalizedFields: readonly NormalizedFieldName[] = ['publisher', 'name', 'version'];

/** Spec: Name waits for Publisher, Version waits for Name. */
const parentOf: Partial<Record<NormalizedFieldName, NormalizedFieldName>> = { name: 'publisher', version: 'name' };

/** Publisher and Name may take a value the catalog does not know (in-house software), picked as “new”. */
export const fieldsAllowingNew: readonly NormalizedFieldName[] = ['publisher', 'name'];

/** The parts Version fills when picked and they are still empty. */
const versionPartFields = ['major', 'minor', 'patch', 'build'] as const;

const hasText = (value: string | null | undefined): value is string => !!value && value.trim().length > 0;

export function emptyNormalizedState(): NormalizedState {
  return {
    values: Object.fromEntries(normalizedFields.map((field) => [field, ''])) as NormalizedValues,
    chosen: {},
  };
}

/** The raw row the address names (`?publisher=&name=&version=`, see `paths.userMappingCreateFrom`); empty fields else. */
export function rawValuesFrom(params: URLSearchParams): RawValues {
  return {
    publisher: params.get('publisher') ?? '',
    name: params.get('name') ?? '',
    version: params.get('version') ?? '',
  };
}

/** Whether the address asks for a rule for every version of the raw title (`?any_version=1`). */
export function anyVersionFrom(params: URLSearchParams): boolean {
  return params.get('any_version') === '1';
}

/** The normalized fields a rule for every version leaves to each row: its version and the parts of it. */
export const rowVersionFields: readonly NormalizedFieldName[] = ['version', 'major', 'minor', 'patch', 'build'];

/** The values without the version and its parts, which a rule for every version leaves to each row. */
export function withoutVersion(state: NormalizedState): NormalizedState {
  const values = { ...state.values };
  const chosen = { ...state.chosen };
  for (const field of rowVersionFields) {
    values[field] = '';
    chosen[field] = false;
  }
  return { values, chosen };
}

/** A stored rule's values: all of them count as chosen, the server holds them already. */
export function normalizedStateOf(section: NormalizedSection): NormalizedState {
  const values = Object.fromEntries(normalizedFields.map((field) => [field, section[field] ?? ''])) as NormalizedValues;
  const chosen = Object.fromEntries(normalizedFields.map((field) => [field, hasText(values[field])])) as ChosenFlags;
  return { values, chosen };
}

/** Whether a field can be typed in: its parent (and so the parent's parent) has a value. */
export function isFieldEnabled(field: NormalizedFieldName, values: NormalizedValues): boolean {
  const parent = parentOf[field];
  return !parent || (hasText(values[parent]) && isFieldEnabled(parent, values));
}

/** The fields that wait for this one, directly or through another. */
function descendantsOf(field: NormalizedFieldName): NormalizedFieldName[] {
  const children = normalizedFields.filter((candidate) => parentOf[candidate] === field);
  return children.flatMap((child) => [child, ...descendantsOf(child)]);
}

/** A field's new value. Clearing a parent clears its children too, which the form then disables. */
export function changeField(
  state: NormalizedState,
  field: NormalizedFieldName,
  value: string,
  isChosen: boolean,
): NormalizedState {
  const values = { ...state.values, [field]: value };
  const chosen = { ...state.chosen, [field]: isChosen };
  if (!hasText(value)) {
    for (const child of descendantsOf(field)) {
      values[child] = '';
      chosen[child] = false;
    }
  }
  return { values, chosen };
}

/** Major, minor, patch and build read from a version: "24.1.2" gives 24, 1 and 2. */
export function versionParts(version: string): Partial<Record<(typeof versionPartFields)[number], string>> {
  const parts = version
    .trim()
    .split('.')
    .map((part) => part.trim());
  const result: Partial<Record<(typeof versionPartFields)[number], string>> = {};
  versionPartFields.forEach((field, index) => {
    const part = parts[index];
    if (hasText(part)) result[field] = part;
  });
  return result;
}

/** Spec: a picked Version fills the empty Major, Minor, Patch and Build; they stay editable and count as chosen. */
export function fillVersionParts(state: NormalizedState, version: string): NormalizedState {
  const values = { ...state.values };
  const chosen = { ...state.chosen };
  for (const [field, part] of Object.entries(versionParts(version)) as [NormalizedFieldName, string][]) {
    if (hasText(values[field])) continue;
    values[field] = part;
    chosen[field] = true;
  }
  return { values, chosen };
}

/** Fields with text that was typed but not found among the suggestions (spec: it must come from them). */
export function fieldsNeedingChoice(state: NormalizedState): NormalizedFieldName[] {
  return normalizedFields.filter((field) => hasText(state.values[field]) && !state.chosen[field]);
}

/** The problems of the normalized values; a rule for every version (`anyVersion`) needs no version. */
export function normalizedErrors(state: NormalizedState, anyVersion = false): FieldErrors<NormalizedFieldName> {
  const errors: FieldErrors<NormalizedFieldName> = {};
  for (const field of requiredNormalizedFields) {
    if (anyVersion && rowVersionFields.includes(field)) continue;
    if (!hasText(state.values[field])) errors[field] = requiredMessages[field as RawField];
  }
  for (const field of fieldsNeedingChoice(state)) errors[field] = uiTexts.chooseSuggestion;
  return errors;
}

export function rawErrors(values: RawValues): FieldErrors<RawField> {
  const errors: FieldErrors<RawField> = {};
  for (const field of rawFields) {
    if (!hasText(values[field])) errors[field] = requiredMessages[field];
  }
  return errors;
}

export const hasErrors = (errors: Partial<Record<string, string>>) => Object.values(errors).some(Boolean);

/**
 * The type-ahead's query for one field (spec): the fields before it in form order, then the typed text last.
 * Empty fields before it are left out.
 */
export function searchParams(field: NormalizedFieldName, typed: string, values: NormalizedValues): QueryParams {
  const index = normalizedFields.indexOf(field);
  const params: QueryParams = {};
  for (const before of normalizedFields.slice(0, index)) {
    if (hasText(values[before])) params[before] = values[before].trim();
  }
  params[field] = typed;
  return params;
}

/** The existence check's query: the normalized values that have one. */
export function checkRecordParams(values: NormalizedValues): QueryParams {
  const params: QueryParams = {};
  for (const field of normalizedFields) {
    if (hasText(values[field])) params[field] = values[field].trim();
  }
  return params;
}

/** Empty optional values are sent as null (spec). */
const optionalValue = (value: string): string | null => (hasText(value) ? value.trim() : null);

export function updateRequest(values: NormalizedValues): RuleMappingUpdateRequest {
  return {
    publisher: values.publisher.trim(),
    name: values.name.trim(),
    version: values.version.trim(),
    major: optionalValue(values.major),
    minor: optionalValue(values.minor),
    patch: optionalValue(values.patch),
    build: optionalValue(values.build),
    release: optionalValue(values.release),
    edition: optionalValue(values.edition),
    servicepack: optionalValue(values.servicepack),
    architecture: optionalValue(values.architecture),
    language: optionalValue(values.language),
  };
}

export function createRequest(raw: RawValues, values: NormalizedValues, anyVersion = false): RuleMappingCreateRequest {
  const normalized = updateRequest(values);
  return {
    Publisher: raw.publisher.trim(),
    Title: raw.name.trim(),
    Version: raw.version.trim(),
    any_version: anyVersion,
    publisher_normalised: normalized.publisher,
    name_normalised: normalized.name,
    version_normalised: normalized.version,
    major_normalised: normalized.major,
    minor_normalised: normalized.minor,
    patch_normalised: normalized.patch,
    build_normalised: normalized.build,
    release_normalised: normalized.release,
    edition_normalised: normalized.edition,
    servicepack_normalised: normalized.servicepack,
    architecture_normalised: normalized.architecture,
    language_normalised: normalized.language,
  };
}
