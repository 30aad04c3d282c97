import type { MantineColor } from '@mantine/core';
import type { ChartDatum } from '../../components/ui/chart-data-table.tsx';

const statusColors: Record<string, MantineColor> = {
  normalized: 'green',
  normalized_title_only: 'lime',
  matchfix: 'orange',
  ignored: 'gray',
  error: 'red',
};

const lifecycleColors: Record<string, MantineColor> = {
  supported: 'green',
  extended_support: 'yellow',
  end_of_life: 'red',
  unknown: 'gray',
};

const vulnerabilityColors: Record<string, MantineColor> = {
  affected: 'red',
  unconfirmed: 'orange',
  none_known: 'gray',
  no_data: 'gray',
};

export function vulnerabilityColor(status: string): MantineColor {
  return vulnerabilityColors[status] ?? 'gray';
}

/** A CVE's public record. */
export const cveRecordUrl = (cve: string) => `https://www.cve.org/CVERecord?id=${encodeURIComponent(cve)}`;

export function rowStatusColor(status: string): MantineColor {
  return statusColors[status] ?? 'gray';
}

export function lifecycleColor(status: string): MantineColor {
  return lifecycleColors[status] ?? 'gray';
}

/** `end_of_life` → "End of life", `operating-system` → "Operating system": the API's values, readable. */
export function humanize(value: string): string {
  const words = value.replace(/[_-]/g, ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : value;
}

/**
 * Rows per status with the normalized rows told apart: `normalized` those matched to a catalog product, and
 * `normalized_title_only` those named from their title only (issue 30's honest results). Unchanged when the job did
 * not count its catalog matches (`catalogMatched` null) or has no normalized rows.
 */
export function statusCountsWithCatalog(byStatus: readonly ChartDatum[], catalogMatched: number | null): ChartDatum[] {
  const normalized = byStatus.find((datum) => datum.label === 'normalized');
  if (catalogMatched === null || !normalized) return [...byStatus];
  return byStatus.flatMap((datum) =>
    datum === normalized
      ? [
          { label: 'normalized', count: Math.min(catalogMatched, datum.count) },
          { label: 'normalized_title_only', count: Math.max(0, datum.count - catalogMatched) },
        ]
      : [datum],
  );
}
