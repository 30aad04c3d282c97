/**
 * Characters that make a spreadsheet read a cell as a formula, per OWASP's CSV injection guidance: `=`, `+`, `-`,
 * `@`, tab and carriage return at the start of the cell. Spreadsheets also trim what comes before the sign (spaces,
 * NBSP, zero-width and control characters) and some read the full-width and small forms of the signs (`＝`, `﹦`,
 * `＋`, `﹢`, `－`, `﹣`, `＠`, `﹫`) as the signs themselves; so those count too.
 */
const FORMULA_START = /^(?:[\t\r]|[\s\p{Cc}\p{Cf}]*[=+\-@\uFF1D\uFE66\uFF0B\uFE62\uFF0D\uFE63\uFF20\uFE6B])/u;
/**
 * Cells that start with `+` or `-` but can only be a number (`-1`, `+3`, `-1.5`, `-2.0.1`): digits and dots cannot
 * call a function or reach another cell, so they are written unchanged.
 */
const PLAIN_NUMBER = /^[+-]?\d+(?:\.\d+)*$/;
const NEEDS_QUOTES = /[",\r\n]/;

/**
 * Writes one CSV cell (RFC 4180). A cell that a spreadsheet would run as a formula gets a leading `'`, which
 * Excel, LibreOffice and Google Sheets show as text: `=cmd|' /C calc'!A0` becomes `'=cmd|' /C calc'!A0`. Cells
 * with a comma, a quote or a line break are quoted, with quotes doubled.
 *
 * @example formatCsvField('Acme, Inc.') // '"Acme, Inc."'
 * @example formatCsvField('@SUM(A1:A2)') // "'@SUM(A1:A2)"
 * @example formatCsvField('-1') // '-1'
 */
export function formatCsvField(value: string): string {
  const text = FORMULA_START.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}
