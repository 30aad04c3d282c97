import {
  ENGINE_VALUE_FIELDS,
  MatchRequestSchema,
  type EngineValues,
  type FuzzyMatchEntry,
  type MatchRequest,
  type NormalizationRule,
} from '@rnorm/contracts';

/** The normalized values a match stores, named as the engine and the suggestions name them. */
export type NormalizedField = keyof EngineValues;

export const normalizedFields = ENGINE_VALUE_FIELDS;

/** The spec's required fields of the fuzzy edit row; the others may stay empty. */
export const requiredFields: readonly NormalizedField[] = ['publisher', 'name', 'version'];

/** The values of an edit row, as typed: empty text for a missing value. */
export type MatchValues = Record<NormalizedField, string>;

export type MatchErrors = Partial<Record<NormalizedField, string>>;

/**
 * The entry's suggestions, best first. The record is sent best first, but an object puts integer-like keys ahead
 * of the others, so the order is restored from the scores (a stable sort keeps the server's order between ties).
 */
export function suggestionsOf(entry: FuzzyMatchEntry): NormalizationRule[] {
  return Object.values(entry.fuzzy_matches).sort((a, b) => b.score - a.score);
}

/**
 * The values a match starts from: the chosen suggestion, else what the engine made of the entry. A suggestion names
 * a catalog product, which often has no version, edition and the like; those come from the engine's reading of the
 * raw entry, which describes the installed copy.
 */
export function initialMatchValues(entry: FuzzyMatchEntry, suggestion: NormalizationRule | undefined): MatchValues {
  return Object.fromEntries(
    normalizedFields.map((field) => [field, suggestion?.[field] ?? entry.engine[field] ?? '']),
  ) as MatchValues;
}

/** The Match submit: the raw entry exactly as listed, and the normalized values trimmed, empty ones as null. */
export function matchRequest(entry: FuzzyMatchEntry, values: MatchValues): MatchRequest {
  const normalized = (field: NormalizedField) => values[field].trim() || null;
  return {
    Publisher: entry.publisher,
    Title: entry.name,
    Version: entry.version,
    publisher_normalised: values.publisher.trim(),
    name_normalised: values.name.trim(),
    version_normalised: values.version.trim(),
    edition_normalised: normalized('edition'),
    release_normalised: normalized('release'),
    servicepack_normalised: normalized('servicepack'),
    architecture_normalised: normalized('architecture'),
    language_normalised: normalized('language'),
    major_normalised: normalized('major'),
    minor_normalised: normalized('minor'),
  };
}

const fieldOfRequestKey = new Map<PropertyKey, NormalizedField>(
  normalizedFields.map((field) => [`${field}_normalised`, field]),
);

/** The first problem of each field, checked by the contract's schema so the messages are the spec's. */
export function matchErrors(request: MatchRequest): MatchErrors {
  const parsed = MatchRequestSchema.safeParse(request);
  if (parsed.success) return {};
  const errors: MatchErrors = {};
  for (const issue of parsed.error.issues) {
    const field = fieldOfRequestKey.get(issue.path[0] ?? '');
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

export function hasErrors(errors: MatchErrors): boolean {
  return Object.keys(errors).length > 0;
}

/** A similarity in [0, 1] as a whole percentage. */
export function scorePercent(score: number): string {
  return `${Math.round(Math.min(Math.max(score, 0), 1) * 100)}%`;
}
