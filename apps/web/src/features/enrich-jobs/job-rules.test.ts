import { JOB_LIST_REFETCH_MS, type JobListItem } from '@rnorm/contracts';
import { describe, expect, it } from 'vitest';
import { ACTIVE_JOB_REFETCH_MS, jobListRefetchInterval } from './api/get-job-list.ts';
import {
  durationText,
  exportFileName,
  jobActionState,
  catalogMatchedPercent,
  jobTimingText,
  jobTypeLabel,
  progressPercent,
  progressText,
} from './job-rules.ts';

describe(durationText.name, () => {
  it.each([
    [0.4, '0.4 s'],
    [41.25, '41.3 s'],
    [59.94, '59.9 s'],
    [125, '2 min 5 s'],
    [3_599.4, '59 min 59 s'],
    [3_840, '1 h 4 min'],
  ])('%s s → %s', (seconds, text) => {
    expect(durationText(seconds)).toBe(text);
  });
});

describe(catalogMatchedPercent.name, () => {
  it.each([
    [3, 7, 43],
    [0, 7, 0],
    [7, 7, 100],
    [1, 400, 0.3],
    [null, 7, null],
    [undefined, 7, null],
    [0, 0, null],
    [3, null, null],
  ])('%s of %s rows → %s %%', (catalog_matched_rows, rows_total, percent) => {
    expect(catalogMatchedPercent({ catalog_matched_rows, rows_total })).toBe(percent);
  });

  it('leaves ignored rows out of the base, as Insights does', () => {
    expect(catalogMatchedPercent({ catalog_matched_rows: 3, rows_total: 10, rows_ignored: 4 })).toBe(50);
    expect(catalogMatchedPercent({ catalog_matched_rows: 0, rows_total: 4, rows_ignored: 4 })).toBeNull();
    expect(catalogMatchedPercent({ catalog_matched_rows: 3, rows_total: 10, rows_ignored: null })).toBe(30);
  });
});

describe(jobTimingText.name, () => {
  it('says when a job was submitted, and how long it took once it has finished', () => {
    const created_at = '2026-12-06T09:12:40.000Z';
    expect(jobTimingText({ created_at, duration_seconds: null }, 'en-GB')).toMatch(/^Submitted 6 Dec 2026, \d\d:\d\d$/);
    expect(jobTimingText({ created_at, duration_seconds: 41.3 }, 'en-GB')).toMatch(
      /^Submitted 6 Dec 2026, \d\d:\d\d · took 41\.3 s$/,
    );
  });
});

const job = (status: JobListItem['Job Status']) => ({ 'Job Status': status }) as JobListItem;

describe(jobActionState.name, () => {
  it('enables both actions of a completed job', () => {
    expect(jobActionState('completed', false)).toEqual({
      isExportDisabled: false,
      isStatsDisabled: false,
      doesStatsDoNothing: false,
      isRerunDisabled: false,
      isDeleteDisabled: false,
    });
  });

  it.each(['created', 'processing'] as const)('disables every action while the job is %s', (status) => {
    expect(jobActionState(status, false)).toMatchObject({
      isExportDisabled: true,
      isStatsDisabled: true,
      isRerunDisabled: true,
      isDeleteDisabled: true,
    });
  });

  it('greys out export of a failed job, and its stats do nothing', () => {
    expect(jobActionState('error', false)).toEqual({
      isExportDisabled: true,
      isStatsDisabled: false,
      doesStatsDoNothing: true,
      isRerunDisabled: false,
      isDeleteDisabled: false,
    });
  });

  it('disables both actions of every job while an action is in flight', () => {
    expect(jobActionState('completed', true)).toMatchObject({
      isExportDisabled: true,
      isStatsDisabled: true,
      isRerunDisabled: true,
    });
  });
});

describe(exportFileName.name, () => {
  it('names the export after the job and the format of its file', () => {
    expect(exportFileName({ job_id: 5, 'Job Name': 'inventory.json' }, 'default')).toBe('job_5.json');
    expect(exportFileName({ job_id: 5, 'Job Name': 'inventory.csv' }, 'default')).toBe('job_5.csv');
    expect(exportFileName({ job_id: 5, 'Job Name': 'json-export.txt' }, 'default')).toBe('job_5.csv');
    expect(exportFileName({ job_id: 5, 'Job Name': 'inventory.csv' }, 'cyclonedx')).toBe('job_5.cdx.json');
  });
});

describe(jobTypeLabel.name, () => {
  it('names the tab the job came from', () => {
    expect(jobTypeLabel(1)).toBe('Software Title');
    expect(jobTypeLabel(2)).toBe('Software Publisher');
  });
});

describe(progressText.name, () => {
  it('shows rows done over rows total, and while the file is read the rows read so far', () => {
    expect(progressText({ rows_done: 40, rows_total: 100, rows_read: 100 })).toBe('40 / 100');
    expect(progressText({ rows_done: 0, rows_total: null, rows_read: 0 })).toBe('Reading the file…');
    expect(progressText({ rows_done: 20_000, rows_total: null, rows_read: 60_000 })).toBe('20000 / 60000+ read');
    expect(progressPercent({ rows_done: 40, rows_total: 100 })).toBe(40);
    expect(progressPercent({ rows_done: 0, rows_total: null })).toBe(0);
  });
});

describe(jobListRefetchInterval.name, () => {
  it('refetches every 30 s, and every 2 s while a job is created or processing', () => {
    expect(jobListRefetchInterval(undefined)).toBe(JOB_LIST_REFETCH_MS);
    expect(jobListRefetchInterval([job('completed'), job('error')])).toBe(JOB_LIST_REFETCH_MS);
    expect(jobListRefetchInterval([job('completed'), job('processing')])).toBe(ACTIVE_JOB_REFETCH_MS);
    expect(jobListRefetchInterval([job('created')])).toBe(ACTIVE_JOB_REFETCH_MS);
  });
});
