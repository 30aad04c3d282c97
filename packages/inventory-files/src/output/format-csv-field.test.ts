import { describe, expect, it } from 'vitest';
import { formatCsvField } from './format-csv-field.ts';

describe(formatCsvField.name, () => {
  it.each([
    ['Mozilla Firefox', 'Mozilla Firefox'],
    ['', ''],
    ['Acme, Inc.', '"Acme, Inc."'],
    ['27" Monitor', '"27"" Monitor"'],
    ['two\nlines', '"two\nlines"'],
    ['cr\ronly', '"cr\ronly"'],
    // Formulas (OWASP CSV injection): a leading ' makes spreadsheets show them as text.
    ["=cmd|' /C calc'!A0", "'=cmd|' /C calc'!A0"],
    ['=1+1', "'=1+1"],
    ['+1+cmd|x', "'+1+cmd|x"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1:A9)', "'@SUM(A1:A9)"],
    ['\t=1', "'\t=1"],
    ['\r=1', `"'\r=1"`],
    ['=HYPERLINK("http://x","y")', `"'=HYPERLINK(""http://x"",""y"")"`],
    ['-', "'-"],
    ['-abc', "'-abc"],
    ['-1e5', "'-1e5"],
    // Plain numbers and versions cannot be formulas: written as they are.
    ['-1', '-1'],
    ['+3', '+3'],
    ['-1.5', '-1.5'],
    ['-2.0.1', '-2.0.1'],
    ['1.2.3', '1.2.3'],
    ['3.12.150.0', '3.12.150.0'],
    // Only the first character counts.
    ['Tool =1+1', 'Tool =1+1'],
    [' =1+1', ' =1+1'],
  ])('%j → %j', (value, written) => {
    expect(formatCsvField(value)).toBe(written);
  });
});
