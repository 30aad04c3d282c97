import { queryOptions, useQuery } from '@tanstack/react-query';
import { parseCsvTable } from '../parse-csv.ts';

/** The preview file: the sample dataset the Submit screen offers, served as a static file with the app. */
export const SAMPLE_CSV_URL = `${import.meta.env.BASE_URL}samples/rnorm-sample-dataset.csv`;

/** A static file of the app, not an API call: it needs no key and goes through plain fetch. */
export async function getSampleCsv() {
  const response = await fetch(SAMPLE_CSV_URL, { headers: { Accept: 'text/csv' } });
  if (!response.ok) throw new Error(`The CSV file answered with status ${response.status}.`);
  return parseCsvTable(await response.text());
}

export function sampleCsvQueryOptions() {
  return queryOptions({ queryKey: ['sample-csv'], queryFn: getSampleCsv, staleTime: Infinity });
}

export function useSampleCsv() {
  return useQuery(sampleCsvQueryOptions());
}
