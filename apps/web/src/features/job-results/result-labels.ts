import type { MantineColor } from '@mantine/core';

const statusColors: Record<string, MantineColor> = {
  normalized: 'green',
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
