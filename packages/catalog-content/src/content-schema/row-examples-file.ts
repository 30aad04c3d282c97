import { CONTENT_FILES, parseContentFile } from './content-files.ts';
import { ContentValidationError, type ContentProblem } from './problems.ts';
import type { RowExample } from './row-examples.ts';

/** Reads content/catalog/row-examples.json; a file with problems throws them all (`ContentValidationError`). */
export function parseRowExamples(text: string): RowExample[] {
  const problems: ContentProblem[] = [];
  const { data } = parseContentFile(CONTENT_FILES['catalog/row-examples.json'], text, problems);
  if (!data) throw new ContentValidationError(problems);
  return data.examples;
}
