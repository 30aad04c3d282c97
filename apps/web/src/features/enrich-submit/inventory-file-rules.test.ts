import { JOB_TYPE_PUBLISHER, JOB_TYPE_TITLE, UPLOAD_MAX_BYTES } from '@rnorm/contracts';
import { describe, expect, it } from 'vitest';
import { checkInventoryFile, formatFileSize, submitPathFor, templateLinksFor } from './inventory-file-rules.ts';

describe(checkInventoryFile.name, () => {
  it.each([
    ['inventory.csv', 'text/csv'],
    ['inventory.csv', 'application/vnd.ms-excel'],
    ['inventory.json', 'application/json'],
    ['INVENTORY.CSV', ''],
    ['export.json', 'application/octet-stream'],
    ['export', 'text/csv'],
  ])('accepts %j of type %j', (name, type) => {
    expect(checkInventoryFile({ name, type, size: 10 })).toBeNull();
  });

  it.each([
    ['inventory.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    ['notes.txt', 'text/plain'],
    ['csv', ''],
  ])('rejects %j of type %j', (name, type) => {
    expect(checkInventoryFile({ name, type, size: 10 })).toBe('type');
  });

  it('accepts exactly 50 MB and rejects one byte more', () => {
    expect(checkInventoryFile({ name: 'a.csv', type: 'text/csv', size: UPLOAD_MAX_BYTES })).toBeNull();
    expect(checkInventoryFile({ name: 'a.csv', type: 'text/csv', size: UPLOAD_MAX_BYTES + 1 })).toBe('size');
  });
});

describe(submitPathFor.name, () => {
  it('sends titles to sw_job and publishers to pub_job', () => {
    expect(submitPathFor(JOB_TYPE_TITLE)).toBe('/normalize/sw_job');
    expect(submitPathFor(JOB_TYPE_PUBLISHER)).toBe('/normalize/pub_job');
  });
});

describe(templateLinksFor.name, () => {
  it('offers the templates of each tab and the same sample dataset', () => {
    expect(templateLinksFor(JOB_TYPE_TITLE)).toEqual({
      csvTemplate: '/samples/rnorm-template.csv',
      jsonTemplate: '/samples/rnorm-template.json',
      sampleDataset: '/samples/rnorm-sample-dataset.csv',
    });
    expect(templateLinksFor(JOB_TYPE_PUBLISHER)).toEqual({
      csvTemplate: '/samples/rnorm-publisher-template.csv',
      jsonTemplate: '/samples/rnorm-publisher-template.json',
      sampleDataset: '/samples/rnorm-sample-dataset.csv',
    });
  });
});

describe(formatFileSize.name, () => {
  it('uses B, KB and MB', () => {
    expect(formatFileSize(12)).toBe('12 B');
    expect(formatFileSize(2048)).toBe('2 KB');
    expect(formatFileSize(UPLOAD_MAX_BYTES)).toBe('50.0 MB');
  });
});
