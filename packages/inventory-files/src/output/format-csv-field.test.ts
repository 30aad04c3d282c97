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
    // Only the first character counts, after what a spreadsheet trims in front of it.
    ['Tool =1+1', 'Tool =1+1'],
    [' =1+1', "' =1+1"],
    ['\u00a0=1+1', "'\u00a0=1+1"],
    ['\u200b=1+1', "'\u200b=1+1"],
    ['\ufeff@SUM(A1)', "'\ufeff@SUM(A1)"],
    ['\u0001\u0002=1', "'\u0001\u0002=1"],
    ['\u3000 -2+3', "'\u3000 -2+3"],
    // Full-width and small forms of the signs.
    ['\uff1dcmd|x', "'\uff1dcmd|x"],
    ['\ufe66cmd|x', "'\ufe66cmd|x"],
    ['\uff0b1+1', "'\uff0b1+1"],
    ['\ufe62cmd', "'\ufe62cmd"],
    ['\uff0dcmd', "'\uff0dcmd"],
    ['\ufe63cmd', "'\ufe63cmd"],
    ['\uff20SUM(A1)', "'\uff20SUM(A1)"],
    ['\ufe6bSUM(A1)', "'\ufe6bSUM(A1)"],
    // Spaces before a plain word are no formula.
    ['  Mozilla', '  Mozilla'],
  ])('%j → %j', (value, written) => {
    expect(formatCsvField(value)).toBe(written);
  });
});
