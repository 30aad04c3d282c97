import { JOB_TYPE_PUBLISHER, UPLOAD_MAX_BYTES, type JobTypeCode } from '@rnorm/contracts';

/**
 * CSV, the type spreadsheet programs give CSV files (Excel on Windows says application/vnd.ms-excel), and JSON
 * (spec section 5). Browsers report no type, or a generic one, for some files, so the extension counts too.
 */
export const ACCEPTED_MIME_TYPES = ['text/csv', 'application/vnd.ms-excel', 'application/json'] as const;
export const ACCEPTED_EXTENSIONS = ['.csv', '.json'] as const;

/** The file picker's `accept` attribute. */
export const FILE_INPUT_ACCEPT = [...ACCEPTED_EXTENSIONS, ...ACCEPTED_MIME_TYPES].join(',');

export type InventoryFileProblem = 'type' | 'size';

/** Why a chosen file cannot be uploaded, or null when it can. */
export function checkInventoryFile(file: Pick<File, 'name' | 'type' | 'size'>): InventoryFileProblem | null {
  const name = file.name.toLowerCase();
  const hasAcceptedType = (ACCEPTED_MIME_TYPES as readonly string[]).includes(file.type.toLowerCase());
  const hasAcceptedExtension = ACCEPTED_EXTENSIONS.some((extension) => name.endsWith(extension));
  if (!hasAcceptedType && !hasAcceptedExtension) return 'type';
  if (file.size > UPLOAD_MAX_BYTES) return 'size';
  return null;
}

/** The upload's optional `json` part: the title tab always sends both datapacks (spec section 9). */
export const TITLE_JOB_OPTIONS = { Options: { datapack_slc: 1, datapack_ospi: 1 } } as const;

/** The API path of a job type: sw_job for titles, pub_job for publishers (spec section 7). */
export function submitPathFor(jobType: JobTypeCode): string {
  return jobType === JOB_TYPE_PUBLISHER ? '/normalize/pub_job' : '/normalize/sw_job';
}

/** The static files served from public/samples/. */
const samplesBase = `${import.meta.env.BASE_URL}samples/`;

export interface TemplateLinks {
  csvTemplate: string;
  jsonTemplate: string;
  sampleDataset: string;
}

/** The templates of each tab (CSV columns Publisher, Title, Version, or Publisher only) and the sample dataset. */
export function templateLinksFor(jobType: JobTypeCode): TemplateLinks {
  const stem = jobType === JOB_TYPE_PUBLISHER ? 'rnorm-publisher-template' : 'rnorm-template';
  return {
    csvTemplate: `${samplesBase}${stem}.csv`,
    jsonTemplate: `${samplesBase}${stem}.json`,
    sampleDataset: `${samplesBase}rnorm-sample-dataset.csv`,
  };
}

/** "1.4 MB", "820 KB", "12 B". */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
