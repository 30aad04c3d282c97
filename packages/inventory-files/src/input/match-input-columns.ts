import type { JobType } from '@rnorm/engine';
import { InvalidInputError } from '../invalid-input-error.ts';

export type InputField = 'publisher' | 'title' | 'version';

/** Where each field is found: a column index in a CSV header. `undefined` when the input has no such column. */
export type ColumnPositions = Record<InputField, number | undefined>;

/** The names of the spec's templates, as printed in messages. */
export const FIELD_HEADERS: Readonly<Record<InputField, string>> = {
  publisher: 'Publisher',
  title: 'Title',
  version: 'Version',
};

/**
 * Header names that mean each field, most specific first, compared after {@link headerKey}. The first is the spec's
 * template; the others are what Add/Remove Programs (`DisplayName`, `DisplayVersion`), SCCM's views (`…0` columns of
 * v_Add_Remove_Programs and v_GS_INSTALLED_SOFTWARE), Intune's discovered apps (`ApplicationName`,
 * `ApplicationPublisher`, `ApplicationVersion`), Lansweeper (`softwareName`, `softwareVersion`) and osquery's `programs`
 * table (`name`, `version`, `publisher`) export, so that their files need no renaming.
 */
const HEADER_NAMES: Readonly<Record<InputField, readonly string[]>> = {
  publisher: ['publisher', 'publisher0', 'applicationpublisher', 'softwarepublisher', 'vendor', 'manufacturer'],
  title: [
    'title',
    'displayname',
    'displayname0',
    'arpdisplayname0',
    'productname',
    'productname0',
    'applicationname',
    'softwarename',
    'name',
  ],
  version: [
    'version',
    'displayversion',
    'displayversion0',
    'version0',
    'productversion',
    'productversion0',
    'applicationversion',
    'applicationshortversion',
    'softwareversion',
  ],
};

/** Which fields a job cannot do without. A missing `Version` column only leaves versions empty. */
export const REQUIRED_FIELDS: Readonly<Record<JobType, readonly InputField[]>> = {
  title: ['publisher', 'title'],
  publisher: ['publisher'],
};

/** Header names compare case-insensitively, trimmed, and ignoring spaces, `_` and `-` (`Display Name` = `displayname`). */
export function headerKey(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '');
}

/** The field a header or JSON key means, or undefined for a column we ignore. */
export function fieldOfHeader(name: string): InputField | undefined {
  const key = headerKey(name);
  for (const field of Object.keys(HEADER_NAMES) as InputField[]) {
    if (HEADER_NAMES[field].includes(key)) return field;
  }
  return undefined;
}

/**
 * Finds the input fields in a header row. When several columns could mean a field, the more specific name wins
 * (`Title` over `Name`), then the leftmost. Publisher jobs read only `Publisher`.
 *
 * @throws InvalidInputError naming each missing required column and the header that was found.
 */
export function matchInputColumns(header: readonly string[], jobType: JobType): ColumnPositions {
  const keys = header.map(headerKey);
  const find = (field: InputField): number | undefined => {
    for (const name of HEADER_NAMES[field]) {
      const index = keys.indexOf(name);
      if (index !== -1) return index;
    }
    return undefined;
  };
  const positions: ColumnPositions =
    jobType === 'publisher'
      ? { publisher: find('publisher'), title: undefined, version: undefined }
      : { publisher: find('publisher'), title: find('title'), version: find('version') };
  const missing = REQUIRED_FIELDS[jobType].filter((field) => positions[field] === undefined);
  if (missing.length > 0) throw missingColumnsError(missing, header, jobType);
  return positions;
}

export function missingColumnsError(missing: readonly InputField[], found: readonly string[], jobType: JobType) {
  const names = missing.map((field) => `"${FIELD_HEADERS[field]}"`).join(' and ');
  const expected = jobType === 'publisher' ? 'Publisher' : 'Publisher,Title,Version';
  const shown = found.length > 0 ? found.map((name) => JSON.stringify(name)).join(', ') : 'nothing';
  return new InvalidInputError(
    `the input has no ${names} column (found ${shown}); a ${jobType} job expects the header ${expected}.`,
  );
}
