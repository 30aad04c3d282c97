import type { RawRow } from '@rnorm/engine';
import { COMMON_TITLES, LANGUAGE_TAGS, type CommonTitle } from './common-titles.ts';
import {
  LEGAL_FORMS,
  TAIL_COMPANIES,
  TAIL_DOMAINS,
  TAIL_KINDS,
  TAIL_QUALIFIERS,
  VENDOR_HEADS,
  VENDOR_TAILS,
} from './long-tail-words.ts';
import { createSeededRandom, type SeededRandom } from '../testing/seeded-random.ts';

/** One inventory row as the generator writes it. */
export type InventoryRow = Required<{ [K in keyof RawRow]: string }>;

/** Updates, hotfixes and service packs as Add/Remove Programs lists them (`{kb}` is the article number). */
const UPDATE_TITLES: readonly [title: string, version: string][] = [
  ['Security Update for Microsoft Office 2016 (KB{kb}) 32-Bit Edition', ''],
  ['Update for Microsoft Office 2016 (KB{kb}) 64-Bit Edition', ''],
  ['Security Update for Microsoft Excel 2016 (KB{kb}) 32-Bit Edition', ''],
  ['Update for Skype for Business 2016 (KB{kb}) 32-Bit Edition', ''],
  ['Security Update for Microsoft Outlook 2013 (KB{kb}) 64-Bit Edition', ''],
  ['Definition Update for Microsoft Office 2016 (KB{kb}) 64-Bit Edition', ''],
  ['Hotfix for Microsoft .NET Framework 4.8 (KB{kb})', '1'],
  ['Security Update for Microsoft .NET Framework 4.8.1 (KB{kb})', '1'],
  ['Update for Windows 10 for x64-based Systems (KB{kb})', '2.88.0.0'],
  ['Service Pack 1 for Microsoft Office 2013 (KB{kb}) 64-Bit Edition', ''],
  ['Cumulative Update for SQL Server 2019 (KB{kb}) (64-bit)', '15.0.4345.5'],
  ['Hotfix 3465 for SQL Server 2017 (KB{kb}) (64-bit)', '14.0.3465.1'],
];

/** Distinct long-tail applications: a large pool drawn Zipf-like, so that each new machine brings new titles. */
const TAIL_POOL_SIZE = 80_000;
/** Update articles in circulation; a few are on many machines, most on few. */
const KB_POOL_SIZE = 600;

/**
 * An endless, deterministic inventory, machine after machine: the common titles each machine has (a share of
 * machines per title, recent versions more often, publishers sometimes spelled with another legal suffix, language
 * and architecture variants), 0–8 KB/hotfix rows (about 5 % of rows), and 3–14 applications of the long tail.
 * The same seed always yields the same rows.
 */
export function* generateInventoryRows(seed: number): Generator<InventoryRow> {
  const random = createSeededRandom(seed);
  const kbNumbers = Array.from({ length: KB_POOL_SIZE }, () => String(4_000_000 + random.below(1_050_000)));
  for (;;) {
    const language = random.pickRecent(LANGUAGE_TAGS, 0.3);
    for (const title of COMMON_TITLES) {
      if (random.chance(title.share)) yield commonRow(title, random, language);
    }
    const updates = random.below(9);
    for (let i = 0; i < updates; i++) {
      const [template, version] = random.pickRecent(UPDATE_TITLES, 0.6);
      // Skewed towards the start of the pool: recent articles are on most machines.
      const kb = kbNumbers[Math.floor(random.next() * random.next() * KB_POOL_SIZE)] ?? '5000000';
      yield { publisher: 'Microsoft Corporation', title: template.replace('{kb}', kb), version };
    }
    const tail = 3 + random.below(12);
    for (let i = 0; i < tail; i++) {
      // Log-uniform index: application i is on about 1/(i+1) as many machines as the first one.
      yield tailRow(Math.floor(Math.exp(random.next() * Math.log(TAIL_POOL_SIZE))) - 1, seed, random);
    }
  }
}

function commonRow(entry: CommonTitle, random: SeededRandom, language: string): InventoryRow {
  const version = random.pickRecent(entry.versions);
  const publisher = random.chance(0.85) ? (entry.publishers[0] ?? '') : random.pick(entry.publishers);
  const architecture = entry.architectures ? random.pickRecent(entry.architectures, 0.3) : '';
  const title = random
    .pick(entry.titles)
    .replace('{v}', version)
    .replace('{arch}', architecture)
    .replace('{lang}', language)
    .replace('{locale}', language.toLowerCase());
  return { publisher, title, version: entry.displayVersion ? entry.displayVersion(version) : version };
}

/** Long-tail application number `index`: the same name and versions for the same seed, whatever the machine. */
function tailRow(index: number, seed: number, machineRandom: SeededRandom): InventoryRow {
  const app = createSeededRandom((seed * 1_000_003 + index) | 0);
  const vendor = app.chance(0.3)
    ? app.pick(TAIL_COMPANIES)
    : app.pick(VENDOR_HEADS) +
      app.pick(VENDOR_TAILS) +
      (app.chance(0.2) ? ' ' + app.pick(['Systems', 'Software', 'Solutions']) : '');
  const legalForm = app.pick(LEGAL_FORMS);
  const name = `${app.chance(0.6) ? vendor + ' ' : ''}${app.pick(TAIL_DOMAINS)} ${app.pick(TAIL_KINDS)}`;
  const qualifier = app.chance(0.35) ? ' ' + app.pick(TAIL_QUALIFIERS) : '';
  const major = 1 + app.below(12);
  const versions = [0, 1, 2].map(
    () => `${major}.${app.below(10)}.${app.below(400)}${app.chance(0.5) ? '.' + app.below(9999) : ''}`,
  );
  // An installer writes the same publisher on every machine; apps differ in how they spell it.
  const spelling = app.next();
  const publisher =
    spelling < 0.03
      ? ''
      : spelling < 0.75
        ? `${vendor} ${legalForm}`
        : spelling < 0.9
          ? vendor
          : `${vendor.toUpperCase()} ${legalForm.toUpperCase()}`;
  const version = machineRandom.pickRecent(versions, 0.4);
  const hasVersionInTitle = app.chance(0.15);
  return {
    publisher,
    title: hasVersionInTitle ? `${name}${qualifier} ${version}` : name + qualifier,
    version: machineRandom.chance(0.02) ? '' : version,
  };
}

const NEEDS_QUOTES = /[",\r\n]/;
const csvCell = (value: string) => (NEEDS_QUOTES.test(value) ? `"${value.replaceAll('"', '""')}"` : value);

/** The CSV line of a row (Publisher,Title,Version), with CRLF as Windows tools write it. */
export function formatInventoryLine(row: InventoryRow): string {
  return `${csvCell(row.publisher)},${csvCell(row.title)},${csvCell(row.version)}\r\n`;
}

const CHUNK_CHARS = 1024 * 1024;

/** The first `rows` rows of the inventory as CSV text with a header, in chunks of about 1 MiB. */
export function* generateInventoryCsv(rows: number, seed: number): Generator<string> {
  let chunk = 'Publisher,Title,Version\r\n';
  let written = 0;
  for (const row of generateInventoryRows(seed)) {
    if (written === rows) break;
    chunk += formatInventoryLine(row);
    written++;
    if (chunk.length >= CHUNK_CHARS) {
      yield chunk;
      chunk = '';
    }
  }
  if (chunk !== '') yield chunk;
}

/**
 * The first `count` distinct rows of the inventory, in order of first appearance: what a normalizer meets cold on
 * a large estate (common titles and their versions first, then mostly long-tail applications).
 */
export function collectDistinctRows(count: number, seed: number): InventoryRow[] {
  const seen = new Set<string>();
  const rows: InventoryRow[] = [];
  for (const row of generateInventoryRows(seed)) {
    if (rows.length === count) break;
    const key = `${row.publisher}\u0000${row.title}\u0000${row.version}`;
    if (seen.has(key)) continue;
    seen.add(key);
    rows.push(row);
  }
  return rows;
}
