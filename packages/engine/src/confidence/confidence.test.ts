import { describe, expect, it } from 'vitest';
import type { ConfidenceTable } from '../types.ts';
import { compileConfidence, STATED_CONFIDENCE, STATED_MATCHFIX_BELOW } from './confidence-table.ts';
import { droppedEvidence, evidenceKey, titleEvidence, versionEvidence, type RowEvidence } from './row-evidence.ts';
import { droppedWords } from '../pipeline/row-reason.ts';

const COMPONENT_WORDS = new Set(['sdk', 'templates', 'development', 'add-on']);

describe(titleEvidence.name, () => {
  it.each([
    ['python3', 'identifier'],
    ['cups-client', 'identifier'],
    ['Microsoft.iOS.Sdk.net9.0_18.0 (x64)', 'identifier'],
    ['ENE_EHD_M2_HAL', 'identifier'],
    ['CURAND Development', 'component'],
    ['NVIDIA Tools Extension SDK (NVTX) - 64 bit', 'component'],
    ['AURA lighting effect add-on', 'component'],
    ['Mozilla Firefox', 'words'],
    ['CUPTI', 'words'],
    ['Spider4', 'words'],
    ['КриптоПро CSP', 'words'],
  ])('%j is %s', (title, shape) => {
    expect(titleEvidence(title, COMPONENT_WORDS)).toBe(shape);
  });
});

describe(versionEvidence.name, () => {
  it.each([
    ['raw', '3.12.150.0', 'raw'],
    ['raw', 'v2.0.11', 'raw'],
    ['raw', '2.2.0-5.fc25', 'raw-other'],
    ['raw', '1.2.71.421.g794ff5e5', 'raw-other'],
    ['title', '', 'title'],
    ['marketing', '15.0.1234', 'scheme'],
    ['none', null, 'none'],
  ] as const)('a version from %s (raw %j) is %s', (from, raw, expected) => {
    expect(versionEvidence(from, raw)).toBe(expected);
  });
});

describe(droppedEvidence.name, () => {
  it.each([
    ['Super User Run (SuRun)', 'Super User Run', 'words'],
    ['FLICK version 1.0.0.40', 'FLICK', 'words'],
    ['Matrox Graphics Software (remove only)', 'Matrox Graphics Software', 'words'],
    ['Microsoft Office Home and Student 2016 - ko-kr', 'Microsoft Office', 'words'],
    ['Mozilla Firefox 128.0 (x64 en-US)', 'Mozilla Firefox', 'none'],
    ['USBPcap 1.5.4.0', 'USBPcap', 'none'],
    ['Hard Disk Low Level Format Tool 4.40', 'Hard Disk Low Level Format Tool', 'none'],
    ['PDFCreator', 'PDFCreator', 'none'],
  ] as const)('%j named %j leaves out %s', (title, name, expected) => {
    expect(droppedEvidence(droppedWords(title, name))).toBe(expected);
  });
});

describe(compileConfidence.name, () => {
  const evidence: RowEvidence = {
    way: 'title_parse',
    publisher: 'broad',
    version: 'raw',
    title: 'component',
    dropped: 'none',
  };
  const table: ConfidenceTable = {
    measuredOn: 'a test',
    matchfixBelow: 0.55,
    broadPublisher: 12,
    ways: [{ way: 'title_parse', rows: 800, right: 500, confidence: 0.63 }],
    classes: [{ evidence: evidenceKey(evidence), rows: 30, right: 4, confidence: 0.25 }],
  };

  it('names a class by its way and evidence', () => {
    expect(evidenceKey(evidence)).toBe('title_parse publisher:broad version:raw title:component dropped:none');
  });

  it("rates by the class's own measure, else by its way's, else by the stated confidence", () => {
    const compiled = compileConfidence(table);
    expect(compiled.rate(evidence)).toEqual({ confidence: 0.25, rows: 30, right: 4, basis: 'class' });
    expect(compiled.rate({ ...evidence, title: 'words' })).toEqual({
      confidence: 0.63,
      rows: 800,
      right: 500,
      basis: 'way',
    });
    expect(compiled.rate({ ...evidence, way: 'alias' })).toEqual({
      confidence: STATED_CONFIDENCE.alias,
      rows: 0,
      right: 0,
      basis: 'stated',
    });
    expect([compiled.matchfixBelow, compiled.broadPublisher]).toEqual([0.55, 12]);
  });

  it('states every confidence when the content has no measure', () => {
    const compiled = compileConfidence(undefined);
    expect(compiled.rate(evidence).basis).toBe('stated');
    expect(compiled.matchfixBelow).toBe(STATED_MATCHFIX_BELOW);
  });
});
