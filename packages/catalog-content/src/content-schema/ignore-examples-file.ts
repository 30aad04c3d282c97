import { parseContentFile, CONTENT_FILES } from './content-files.ts';
import type { IgnoreExample } from './ignore-examples.ts';
import { ContentValidationError, type ContentProblem } from './problems.ts';

/** A row of content/model/ignore-examples.json: a title alone is a row without publisher and version. */
export interface IgnoreExampleRow {
  publisher: string;
  title: string;
  version: string;
}

/** Reads content/model/ignore-examples.json; a file with problems throws them all (`ContentValidationError`). */
export function parseIgnoreExamples(text: string): { ignored: IgnoreExampleRow[]; kept: IgnoreExampleRow[] } {
  const problems: ContentProblem[] = [];
  const { data } = parseContentFile(CONTENT_FILES['model/ignore-examples.json'], text, problems);
  if (!data) throw new ContentValidationError(problems);
  const toRow = (example: IgnoreExample): IgnoreExampleRow =>
    typeof example === 'string'
      ? { publisher: '', title: example, version: '' }
      : { publisher: example.publisher ?? '', title: example.title, version: example.version ?? '' };
  return { ignored: data.ignored.map(toRow), kept: data.kept.map(toRow) };
}
