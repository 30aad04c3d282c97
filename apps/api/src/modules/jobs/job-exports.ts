import { randomUUID } from 'node:crypto';
import type { JobsRepository, MatchfixOwner, MatchfixRow, StoredRow } from '@rnorm/db';
import { csvHeader, formatCsvField, formatCsvRecord, outputColumnsFor } from '@rnorm/inventory-files';
import { CLOSED_LICENSES, type JobType, type VulnerabilityMatch } from '@rnorm/engine';

/** Excel reads a CSV as UTF-8 only with a BOM. */
const BOM = '\uFEFF';

/** A stored row with its raw columns back in place, as the export writes it. */
export function exportRecord(row: StoredRow): Record<string, unknown> {
  return {
    raw_publisher: row.rawPublisher,
    raw_title: row.rawTitle,
    raw_version: row.rawVersion,
    ...row.output,
    status: row.status,
  };
}

/** The job's rows as CSV (the engine's output columns, formulas neutralized), in input order. */
export async function* exportCsv(jobs: JobsRepository, jobId: number, jobType: JobType): AsyncGenerator<string> {
  const columns = outputColumnsFor(jobType);
  yield BOM + csvHeader(columns);
  for await (const batch of jobs.streamRows(jobId)) {
    let text = '';
    for (const row of batch) text += formatCsvRecord(exportRecord(row), columns);
    yield text;
  }
}

/** The job's rows as `{"Results":[…]}`, mirroring the upload's `RawEntry`, one row per line. */
export async function* exportJson(jobs: JobsRepository, jobId: number, jobType: JobType): AsyncGenerator<string> {
  const columns = outputColumnsFor(jobType);
  yield '{"Results":[';
  let first = true;
  for await (const batch of jobs.streamRows(jobId)) {
    let text = '';
    for (const row of batch) {
      const record = exportRecord(row);
      const ordered = Object.fromEntries(columns.map((column) => [column, record[column] ?? null]));
      text += (first ? '\n' : ',\n') + JSON.stringify(ordered);
      first = false;
    }
    yield text;
  }
  yield '\n]}\n';
}

const SPDX_ID = /^[A-Za-z0-9.+-]+$/;

// The names CycloneDX gets for a closed licence, which no SPDX expression states: the catalog's words for them.
const CLOSED_LICENSE_NAMES: ReadonlyMap<string, string> = new Map(
  Object.entries(CLOSED_LICENSES).map(([word, licenseType]) => [licenseType, word]),
);

/**
 * A CycloneDX licence choice: the SPDX id or expression when the row has one, the kind of a closed licence as a
 * name otherwise, nothing when the licence is not known.
 */
export function licenceOf(license: unknown, licenseType: unknown): Record<string, unknown>[] | undefined {
  if (typeof license === 'string' && license !== '') {
    return SPDX_ID.test(license) ? [{ license: { id: license } }] : [{ expression: license }];
  }
  const closedName = typeof licenseType === 'string' ? CLOSED_LICENSE_NAMES.get(licenseType) : undefined;
  return closedName ? [{ license: { name: closedName } }] : undefined;
}

/** The CVEs known to affect a CPE at its version, as the job's content says (see the engine's matchVulnerabilities). */
export interface CveFinder {
  vulnerabilitiesOf(cpe: string): Pick<VulnerabilityMatch, 'cves' | 'knownExploited'>;
  /** The data's date, "vulnerability data as of …". */
  asOf: string | undefined;
}

/** A CVE of the BOM's `vulnerabilities`: the components it affects, and whether CISA knows it exploited. */
interface BomVulnerability {
  refs: string[];
  isKnownExploited: boolean;
}

/**
 * The job's normalized software as a CycloneDX 1.6 SBOM: one component per distinct publisher, name and version,
 * with CPE, purl and licence where the content has them, so the result can feed SBOM and vulnerability tools; and,
 * with `cves`, a `vulnerabilities` section: each CVE known to affect a component's version (its id, its public
 * record, the components it affects) and, as a property, whether it is in CISA's Known Exploited Vulnerabilities.
 */
export async function* exportCycloneDx(
  jobs: JobsRepository,
  job: { id: number; name: string },
  toolVersion: string,
  cves?: CveFinder,
): AsyncGenerator<string> {
  const header = {
    bomFormat: 'CycloneDX',
    specVersion: '1.6',
    serialNumber: `urn:uuid:${randomUUID()}`,
    version: 1,
    metadata: {
      timestamp: new Date().toISOString(),
      tools: { components: [{ type: 'application', name: 'rnorm', version: toolVersion }] },
      component: { type: 'application', name: job.name, 'bom-ref': `job-${job.id}` },
      ...(cves?.asOf && { properties: [{ name: 'rnorm:vulnerability_data_as_of', value: cves.asOf }] }),
    },
  };
  yield JSON.stringify(header).slice(0, -1) + ',"components":[';
  const seen = new Set<string>();
  const vulnerabilities = new Map<string, BomVulnerability>();
  let first = true;
  for await (const batch of jobs.streamRows(job.id)) {
    let text = '';
    for (const row of batch) {
      if (row.status !== 'normalized' || !row.name) continue;
      const version = typeof row.output.version === 'string' ? row.output.version : undefined;
      const key = `${row.publisher ?? ''}\u0000${row.name}\u0000${version ?? ''}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const licenses = licenceOf(row.output.license, row.output.license_type);
      const component = {
        type: 'application',
        'bom-ref': `component-${seen.size}`,
        ...(row.publisher && { publisher: row.publisher }),
        name: row.name,
        ...(version && { version }),
        ...(typeof row.output.cpe === 'string' && { cpe: row.output.cpe }),
        ...(typeof row.output.purl === 'string' && { purl: row.output.purl }),
        ...(licenses && { licenses }),
      };
      text += (first ? '\n' : ',\n') + JSON.stringify(component);
      first = false;
      if (cves && component.cpe && row.output.vulnerability_status === 'affected') {
        addVulnerabilities(vulnerabilities, component['bom-ref'], cves.vulnerabilitiesOf(component.cpe));
      }
    }
    if (text) yield text;
  }
  yield '\n]';
  if (cves) yield* vulnerabilitySection(vulnerabilities);
  yield '}\n';
}

function addVulnerabilities(
  vulnerabilities: Map<string, BomVulnerability>,
  ref: string,
  found: Pick<VulnerabilityMatch, 'cves' | 'knownExploited'>,
): void {
  const exploited = new Set(found.knownExploited);
  for (const cve of found.cves) {
    const entry = vulnerabilities.get(cve) ?? { refs: [], isKnownExploited: exploited.has(cve) };
    entry.refs.push(ref);
    vulnerabilities.set(cve, entry);
  }
}

/** The BOM's `vulnerabilities`, one per CVE, in id order. */
function* vulnerabilitySection(vulnerabilities: ReadonlyMap<string, BomVulnerability>): Generator<string> {
  yield ',"vulnerabilities":[';
  let first = true;
  for (const [cve, { refs, isKnownExploited }] of [...vulnerabilities].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const vulnerability = {
      'bom-ref': `vulnerability-${cve}`,
      id: cve,
      source: { name: 'CVE', url: `https://www.cve.org/CVERecord?id=${cve}` },
      affects: refs.map((ref) => ({ ref })),
      properties: [{ name: 'rnorm:known_exploited', value: String(isKnownExploited) }],
    };
    yield (first ? '\n' : ',\n') + JSON.stringify(vulnerability);
    first = false;
  }
  yield '\n]';
}

/** The user's Matchfix entries as CSV (the client zips it into Matchfix_{userId}.zip). */
export async function* exportMatchfixCsv(jobs: JobsRepository, owner: MatchfixOwner): AsyncGenerator<string> {
  yield BOM + 'Publisher,Name,Version,JobID\r\n';
  for await (const batch of jobs.streamMatchfix(owner)) {
    yield batch.map(matchfixLine).join('');
  }
}

const matchfixLine = (row: MatchfixRow) =>
  `${formatCsvField(row.publisher)},${formatCsvField(row.title)},${formatCsvField(row.version)},${row.jobId}\r\n`;
