import type { LicenseInfo } from '@rnorm/engine';
import type { ImportCounts } from '../catalog-draft.ts';

interface SpdxLicenseEntry {
  name?: string;
  osiApproved?: boolean;
}

/** Imports spdx/licenses.json (the `spdx-license-list` package's content) as the pack's `licenses` record. */
export function importSpdxLicenses(text: string): { licenses: Record<string, LicenseInfo>; counts: ImportCounts } {
  const entries = JSON.parse(text) as Record<string, SpdxLicenseEntry>;
  const licenses: Record<string, LicenseInfo> = {};
  for (const id of Object.keys(entries).sort()) {
    const entry = entries[id]!;
    licenses[id] = { name: entry.name ?? id, isOsiApproved: entry.osiApproved === true };
  }
  const osiApproved = Object.values(licenses).filter((license) => license.isOsiApproved).length;
  return { licenses, counts: { licences: Object.keys(licenses).length, osiApproved } };
}
