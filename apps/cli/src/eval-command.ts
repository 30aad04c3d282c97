import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeFile } from 'node:fs/promises';
import { resolveContentPaths } from '@rnorm/catalog-content';
import {
  createNormalizer,
  evidenceKey,
  STATED_BROAD_PUBLISHER,
  STATED_MATCHFIX_BELOW,
  type CatalogIndex,
  type Normalizer,
} from '@rnorm/engine';
import { loadCatalogIndex } from './content/load-catalog-index.ts';
import { EVAL_TARGETS } from './eval/eval-targets.ts';
import {
  formatEvalReport,
  formatIgnoreMisses,
  formatIgnoreReport,
  formatMismatches,
} from './eval/format-eval-report.ts';
import { foldOfPackage, mergeScores, oneRowPerTitleShape, parseArpEntries, rowsOfFold } from './eval/cross-check.ts';
import { packageFamily, packageIdOfSource } from './eval/package-family.ts';
import { readDevset, readLabelledFile, type DevsetRow } from './eval/read-devset.ts';
import { readIgnoreExamples, scoreIgnoreExamples } from './eval/score-ignore-examples.ts';
import { scoreDevset, type DevsetScore } from './eval/score-devset.ts';
import { formatRealMisses, formatRealReport } from './eval/format-real-report.ts';
import { parseInventory, parseRealLabels, scoreRealMachines, type RealOutcome } from './eval/score-real-machines.ts';
import { formatCalibration } from './eval/calibration.ts';
import { fitConfidence, type EvidencedRow } from './eval/fit-confidence.ts';
import type { JudgedRow } from './eval/score-devset.ts';
import { compareSnapshots, snapshotLines, snapshotRows } from './eval/output-snapshot.ts';
import { parseCommandLine, parseCount } from './parse-command-line.ts';
import { runCommand } from './run-command.ts';
import { InvalidInputError } from '@rnorm/inventory-files';

const USAGE = `Usage: npm run eval [-- --unseen | --folds N | --entries | --real | --calibration [--write]] [-- --show-errors N]

Scores the engine on devset.csv of the content sources: publisher, product and version accuracy (compared
leniently: case, punctuation, legal suffixes, a publisher in front of the product, architecture words in the name,
a release channel the row's title does not show or the output reports as its release, trailing .0 version components), the matchfix rate, and ignored recall and false positives (from
content/model/ignore-examples.json).

  --unseen           Build the content without the devset's winget package families (the first two segments of
                     each package id; in memory, the stored pack is not touched), to measure software the catalog
                     has never seen.
  --folds <N>        Cross-check on every entry of winget-pkgs/arp_entries.csv (about 5,800 distinct rows, drawn
                     as the devset was): the package families are split into N folds, and each fold is scored on
                     content built without it (N builds, in memory). Measures unseen software on 13 times the
                     devset's rows.
  --entries          Score every entry of winget-pkgs/arp_entries.csv on the full content: what the plain run
                     measures, on 13 times its rows (the devset's packages and the others alike).
  --real             Score the rows of real-machines/inventory.csv (Windows, macOS and Linux machines) against our
                     labels (apps/cli/eval-data/real-machines-labels.csv, keyed by row number): statuses, the
                     products' publisher, product and version, the rows recognized, and CPE, lifecycle, category and
                     licence coverage of the normalized rows, by machine.
  --calibration      For the devset, --unseen, --folds 5 (one row per package family and title shape) and --real:
                     rows and observed accuracy per confidence bucket (0.5–0.6 … 0.9–1.0), and per way of matching.
  --write            With --calibration: measure each way's and each class of evidence's accuracy on those rows
                     and write them to content/model/confidence.json, the confidences the engine gives (then run
                     --calibration again to see the table they make).
  --snapshot <file>  Write the whole output (JSON lines) of the devset, the real-machine rows and every winget
                     entry, each also with a blank publisher, a placeholder one and no version: 27,500 rows.
  --against <file>   Normalize the same rows and print those whose output differs from that snapshot (exit 1
                     if any): proof that a refactoring changes nothing, or exactly what a change changes.
  --show-errors <N>  Print N mismatches per field (raw row → found vs expected).
  --help             This text.`;

const OPTIONS = {
  unseen: { type: 'boolean' },
  folds: { type: 'string' },
  entries: { type: 'boolean' },
  real: { type: 'boolean' },
  calibration: { type: 'boolean' },
  write: { type: 'boolean' },
  snapshot: { type: 'string' },
  against: { type: 'string' },
  'show-errors': { type: 'string' },
  help: { type: 'boolean' },
} as const;

async function main(): Promise<void> {
  const values = parseCommandLine(process.argv.slice(2), OPTIONS, USAGE);
  if (values.help) {
    process.stdout.write(USAGE + '\n');
    return;
  }
  const isUnseen = values.unseen ?? false;
  const errorLimit = parseCount(values['show-errors'], '--show-errors', 0, 0);
  const { sourcesDir, contentDir } = resolveContentPaths();
  if (!sourcesDir) {
    throw new InvalidInputError(
      'no content sources found: set RNORM_CONTENT_SOURCES to the folder that holds devset.csv.',
    );
  }
  const modes = [
    isUnseen,
    values.folds !== undefined,
    values.entries,
    values.real,
    values.calibration,
    values.snapshot !== undefined || values.against !== undefined,
  ];
  if (modes.filter(Boolean).length > 1) {
    throw new InvalidInputError(
      '--unseen, --folds, --entries, --real, --calibration and --snapshot/--against are different runs: choose one.',
    );
  }
  if (values.write && !values.calibration) throw new InvalidInputError('--write goes with --calibration.');
  if (values.calibration) {
    await calibrate(sourcesDir, values.write ? join(contentDir, 'model', 'confidence.json') : undefined);
    return;
  }
  if (values.snapshot !== undefined || values.against !== undefined) {
    await snapshot(sourcesDir, values.snapshot, values.against, errorLimit || 20);
    return;
  }
  if (values.real) {
    const { outcomes, path } = await scoreReal(sourcesDir);
    let report = formatRealReport(outcomes, path);
    if (errorLimit > 0) report += formatRealMisses(outcomes, errorLimit);
    process.stdout.write(report);
    return;
  }
  if (values.entries) {
    await scoreEntries(sourcesDir, errorLimit);
    return;
  }
  if (values.folds !== undefined) {
    const folds = parseCount(values.folds, '--folds', 5, 2);
    await crossCheck(sourcesDir, folds, errorLimit);
    return;
  }
  const { score, normalizer, report: devsetReport } = await scoreDevsetRun(sourcesDir, isUnseen);
  let report = devsetReport;
  const examplesPath = join(contentDir, 'model', 'ignore-examples.json');
  const examples = await readIgnoreExamples(examplesPath);
  const ignoreScore = examples && scoreIgnoreExamples(examples, normalizer);
  report += formatIgnoreReport(ignoreScore, examplesPath);
  if (errorLimit > 0) {
    report += formatMismatches(score, errorLimit);
    if (ignoreScore) report += formatIgnoreMisses(ignoreScore, errorLimit);
  }
  process.stdout.write(report);
}

/** The devset, scored on the full content or (`isUnseen`) on content built without its package families. */
async function scoreDevsetRun(
  sourcesDir: string,
  isUnseen: boolean,
  withEvidence = false,
): Promise<{ score: DevsetScore; normalizer: Normalizer; index: CatalogIndex; report: string }> {
  const devsetPath = join(sourcesDir, 'devset.csv');
  const devset = await readDevset(devsetPath);
  const families = new Set(devset.flatMap((row) => packageIdOfSource(row.source) ?? []).map(packageFamily));

  const log = (line: string) => process.stderr.write(line + '\n');
  // Left out of the build itself, not only of the index: a curated product that absorbs a package in a full build
  // would otherwise carry its Add/Remove Programs titles, the devset's rows among them.
  const excludedPackages = new Set<string>();
  const isExcludedPackage = (packageId: string) => {
    const isExcluded = families.has(packageFamily(packageId));
    if (isExcluded) excludedPackages.add(packageId);
    return isExcluded;
  };
  const { index, pack } = await loadCatalogIndex({ log, ...(isUnseen && { isExcludedPackage }) });
  const normalizer = createNormalizer(index, { jobType: 'title' });
  const startedAt = performance.now();
  const score = scoreDevset(devset, normalizer, withEvidence ? normalizer : undefined);
  const seconds = (performance.now() - startedAt) / 1000;

  const products = pack.catalog.products.length;
  const indexNote = isUnseen
    ? `unseen: content built without the devset's ${families.size} package families (${excludedPackages.size} winget ` +
      `packages left out, ${products.toLocaleString('en-US')} products kept)`
    : `plain: full index (${products.toLocaleString('en-US')} products)`;
  const report =
    `eval ${devsetPath}: ${devset.length} rows in ${seconds.toFixed(2)} s; ${indexNote}\n` +
    formatEvalReport(score, EVAL_TARGETS[isUnseen ? 'unseen' : 'plain']);

  return { score, normalizer, index, report };
}

async function readArpEntries(sourcesDir: string): Promise<{ path: string; rows: DevsetRow[] }> {
  const path = join(sourcesDir, 'winget-pkgs', 'arp_entries.csv');
  return { path, rows: parseArpEntries(await readLabelledFile(path, "winget's Add/Remove Programs entries"), path) };
}

/** `--entries`: every winget Add/Remove Programs entry, scored on the full content. */
async function scoreEntries(sourcesDir: string, errorLimit: number): Promise<void> {
  const { path, rows } = await readArpEntries(sourcesDir);
  const { index } = await loadCatalogIndex({ log: (line) => process.stderr.write(line + '\n') });
  const startedAt = performance.now();
  const score = scoreDevset(rows, createNormalizer(index, { jobType: 'title' }));
  const seconds = (performance.now() - startedAt) / 1000;
  let report =
    `entries ${path}: ${score.rows.toLocaleString('en-US')} distinct entries in ${seconds.toFixed(1)} s on the full ` +
    `content; targets shown are the plain run's\n`;
  report += formatEvalReport(score, EVAL_TARGETS.plain, 'winget');
  if (errorLimit > 0) report += formatMismatches(score, errorLimit);
  process.stdout.write(report);
}

/** `--folds`: every winget Add/Remove Programs entry, scored on content built without its fold. */
async function crossCheck(sourcesDir: string, folds: number, errorLimit: number): Promise<void> {
  const { score, path, seconds } = await scoreFolds(sourcesDir, folds);
  let report =
    `cross-check ${path}: ${score.rows.toLocaleString('en-US')} distinct entries in ${folds} folds, each scored on ` +
    `content built without its package families (${seconds.toFixed(1)} s); targets shown are --unseen's\n`;
  report += formatEvalReport(score, EVAL_TARGETS.unseen, 'winget');
  if (errorLimit > 0) report += formatMismatches(score, errorLimit);
  process.stdout.write(report);
}

async function scoreFolds(
  sourcesDir: string,
  folds: number,
  { withEvidence = false, oneRowPerShape = false } = {},
): Promise<{ score: DevsetScore; path: string; seconds: number }> {
  const { path, rows: entries } = await readArpEntries(sourcesDir);
  const rows = oneRowPerShape ? oneRowPerTitleShape(entries) : entries;
  const log = (line: string) => process.stderr.write(line + '\n');
  const startedAt = performance.now();
  const scores: DevsetScore[] = [];
  for (let fold = 0; fold < folds; fold++) {
    const { index } = await loadCatalogIndex({
      log: () => {},
      isExcludedPackage: (packageId) => foldOfPackage(packageId, folds) === fold,
    });
    const foldRows = rowsOfFold(rows, fold, folds);
    const normalizer = createNormalizer(index, { jobType: 'title' });
    scores.push(scoreDevset(foldRows, normalizer, withEvidence ? normalizer : undefined));
    log(`fold ${fold + 1}/${folds}: ${foldRows.length.toLocaleString('en-US')} rows scored without their packages`);
  }
  return { score: mergeScores(scores), path, seconds: (performance.now() - startedAt) / 1000 };
}

/**
 * `--calibration`: confidence against accuracy on every row set the engine is measured on; with `writePath`, the
 * accuracies measured per way and evidence written as the confidences the engine gives.
 */
async function calibrate(sourcesDir: string, writePath: string | undefined): Promise<void> {
  const plain = await scoreDevsetRun(sourcesDir, false, true);
  const unseen = await scoreDevsetRun(sourcesDir, true, true);
  const folds = await scoreFolds(sourcesDir, 5, { withEvidence: true, oneRowPerShape: true });
  // The real rows are normalized on the full content, as the plain devset is: its normalizer serves both.
  const real = await scoreReal(sourcesDir, plain.normalizer);
  const realJudged: JudgedRow[] = real.outcomes.map(({ input, label, output, isStatusRight, fields }) => {
    const { evidence } = plain.normalizer.explain(input);
    // A product's row sent to Matchfix is judged by its guess, as the devset's are (see JudgedRow).
    const isGuessRight =
      fields !== undefined &&
      (output.status === 'normalized' || output.status === 'matchfix') &&
      fields.publisher &&
      fields.productLine &&
      fields.version;
    return {
      confidence: output.confidence,
      matchedBy: output.matched_by,
      status: output.status,
      isRight: label.status === 'normalized' ? isGuessRight : isStatusRight,
      ...(evidence && { evidence: evidenceKey(evidence), way: evidence.way }),
    };
  });
  const sets = [
    { name: 'devset (plain)', judged: plain.score.judged },
    { name: 'devset --unseen', judged: unseen.score.judged },
    { name: 'winget entries --folds 5, one row per package family and title shape', judged: folds.score.judged },
    { name: 'real machines (our labels)', judged: realJudged },
  ];
  process.stdout.write(formatCalibration(sets));
  if (writePath === undefined) return;
  const evidenced = sets.flatMap(({ judged }) =>
    judged.filter((row): row is EvidencedRow => row.evidence !== undefined && row.way !== undefined),
  );
  const measuredOn =
    `${evidenced.length.toLocaleString('en-US')} labelled rows (the devset plain and --unseen, the winget entries ` +
    `--folds 5 one per title shape, the real machines' rows), ${new Date().toISOString().slice(0, 10)}`;
  // The settings the evidence was read by (the full content's) stay as the content states them.
  const stated = plain.index.model.confidence;
  const table = fitConfidence(evidenced, measuredOn, {
    matchfixBelow: stated?.matchfixBelow ?? STATED_MATCHFIX_BELOW,
    broadPublisher: stated?.broadPublisher ?? STATED_BROAD_PUBLISHER,
  });
  const file = { $schema: '../schema/confidence.schema.json', ...table };
  await writeFile(writePath, JSON.stringify(file, null, 2) + '\n');
  process.stdout.write(
    `\nwrote ${writePath}: ${table.ways.length} ways, ${table.classes.length} classes of evidence; ` +
      `rebuild the content (npm run content:build) and run --calibration again to see the table they make\n`,
  );
}

/** `--snapshot` / `--against`: every output of a fixed set of rows, written or compared. */
async function snapshot(
  sourcesDir: string,
  writePath: string | undefined,
  againstPath: string | undefined,
  limit: number,
): Promise<void> {
  const devset = await readDevset(join(sourcesDir, 'devset.csv'));
  const inventoryPath = join(sourcesDir, 'real-machines', 'inventory.csv');
  const inventory = parseInventory(await readLabelledFile(inventoryPath, 'the real-machines inventory'), inventoryPath);
  const { rows: entries } = await readArpEntries(sourcesDir);
  const raw = [...devset, ...entries].map((row) => ({
    publisher: row.rawPublisher,
    title: row.rawTitle,
    version: row.rawVersion,
  }));
  const rows = snapshotRows([...raw, ...inventory]);
  const { index } = await loadCatalogIndex({ log: (line) => process.stderr.write(line + '\n') });
  const lines = snapshotLines(
    rows,
    createNormalizer(index, { jobType: 'title', suggest: 'unsure', today: SNAPSHOT_DAY }),
  );
  if (writePath !== undefined) {
    await writeFile(writePath, lines.join('\n') + '\n');
    process.stdout.write(`snapshot of ${lines.length.toLocaleString('en-US')} rows written to ${writePath}\n`);
  }
  if (againstPath === undefined) return;
  const before = (await readLabelledFile(againstPath, 'the snapshot')).trimEnd().split('\n');
  const differences = compareSnapshots(before, lines);
  let report = `${differences.length.toLocaleString('en-US')} of ${lines.length.toLocaleString('en-US')} rows differ from ${againstPath}\n`;
  for (const { line, before: old, after } of differences.slice(0, limit)) {
    report += `  #${line} ${JSON.stringify(old)}\n      now ${JSON.stringify(after)}\n`;
  }
  process.stdout.write(report);
  if (differences.length > 0) process.exitCode = 1;
}

/** Lifecycle statuses depend on the day; a snapshot judges them at a fixed one, so that it compares across days. */
const SNAPSHOT_DAY = '2026-11-27';

/** The labels of real-machines/inventory.csv, by row number: ours, so they live in the repository. */
const REAL_LABELS_PATH = fileURLToPath(new URL('../eval-data/real-machines-labels.csv', import.meta.url));

/** `--real`: the rows of real machines, against our labels. */
async function scoreReal(
  sourcesDir: string,
  fullContentNormalizer?: Normalizer,
): Promise<{ outcomes: RealOutcome[]; path: string }> {
  const path = join(sourcesDir, 'real-machines', 'inventory.csv');
  const rows = parseInventory(await readLabelledFile(path, 'the real-machines inventory'), path);
  const labels = parseRealLabels(await readLabelledFile(REAL_LABELS_PATH, 'the labels'), REAL_LABELS_PATH, rows.length);
  const normalizer =
    fullContentNormalizer ??
    createNormalizer((await loadCatalogIndex({ log: (line) => process.stderr.write(line + '\n') })).index, {
      jobType: 'title',
    });
  return { outcomes: scoreRealMachines(rows, labels, normalizer), path };
}

await runCommand('eval', main);
