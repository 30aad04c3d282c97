import { extname, resolve } from 'node:path';
import { ensureContentPackFile, resolveContentPaths } from '@rnorm/catalog-content';
import { createNormalizer, type JobType } from '@rnorm/engine';
import { loadCatalogIndex } from './content/load-catalog-index.ts';
import { formatExplanation, parseExplainRow } from './enrich/explain-row.ts';
import { createWorkerNormalizer } from './enrich/create-worker-normalizer.ts';
import { enrichInventory } from './enrich/enrich-inventory.ts';
import { formatEnrichSummary } from './enrich/format-enrich-summary.ts';
import { ProgressReporter } from './enrich/progress-reporter.ts';
import { InvalidInputError, openInventoryInput, OutputFileWriter, type OutputFormat } from '@rnorm/inventory-files';
import { parseCommandLine } from './parse-command-line.ts';
import { runCommand } from './run-command.ts';

const USAGE = `Usage: npm run enrich -- --in <file.csv|file.json> --out <file> [--type title|publisher] [--format csv|json]
       npm run enrich -- --explain "Publisher|Title|Version" [--type title|publisher]

Normalizes and enriches a software inventory: one output row per input row, in input order.

  --in <file>        CSV with the header Publisher,Title,Version (publisher jobs: Publisher), separated by commas,
                     semicolons or tabs; or JSON {"RawEntry": [{"Publisher": …, "Title": …, "Version": …}]}.
                     UTF-8 (with or without BOM), UTF-16 or windows-1252, recognized by itself.
  --out <file>       The result, with the columns raw_publisher … reason. Written to a temporary file that
                     replaces <file> only when the run succeeds.
  --type <job>       title (default) or publisher.
  --format <format>  csv or json; by default json when <file> ends in .json, csv otherwise.
  --quiet            No progress bar; the summary is still printed.
  --explain <row>    Explain one row instead ("Publisher|Title|Version"; a publisher job: the publisher): what
                     each stage decided, the outcome and its reason, the catalog entry and where it is written,
                     and every output field with what set it.
  --help             This text.

Progress and the summary go to stderr. Exit codes: 0 done, 2 bad arguments or input (nothing written),
1 unexpected failure.`;

const OPTIONS = {
  in: { type: 'string' },
  out: { type: 'string' },
  type: { type: 'string' },
  format: { type: 'string' },
  quiet: { type: 'boolean' },
  explain: { type: 'string' },
  help: { type: 'boolean' },
} as const;

interface ExplainArguments {
  explain: string;
  jobType: JobType;
}

interface EnrichArguments {
  inPath: string;
  outPath: string;
  jobType: JobType;
  format: OutputFormat;
  isQuiet: boolean;
}

function readArguments(args: string[]): EnrichArguments | ExplainArguments | undefined {
  const values = parseCommandLine(args, OPTIONS, USAGE);
  if (values.help) return undefined;
  const jobType = values.type ?? 'title';
  if (jobType !== 'title' && jobType !== 'publisher') {
    throw new InvalidInputError(`--type must be title or publisher, not "${jobType}".`);
  }
  if (values.explain !== undefined) {
    if (values.in || values.out) throw new InvalidInputError('--explain takes one row: leave out --in and --out.');
    return { explain: values.explain, jobType };
  }
  if (!values.in || !values.out) throw new InvalidInputError(`--in and --out are required.\n\n${USAGE}`);
  const format = values.format ?? (extname(values.out).toLowerCase() === '.json' ? 'json' : 'csv');
  if (format !== 'csv' && format !== 'json') {
    throw new InvalidInputError(`--format must be csv or json, not "${format}".`);
  }
  const inPath = resolve(values.in);
  const outPath = resolve(values.out);
  if (inPath === outPath) throw new InvalidInputError('--out must not be the input file.');
  return { inPath, outPath, jobType, format, isQuiet: values.quiet ?? false };
}

async function main(): Promise<void> {
  const startedAt = performance.now();
  const args = readArguments(process.argv.slice(2));
  if (!args) {
    process.stdout.write(USAGE + '\n');
    return;
  }
  const log = (line: string) => process.stderr.write(line + '\n');
  if ('explain' in args) {
    const raw = parseExplainRow(args.explain, args.jobType);
    const { index } = await loadCatalogIndex({ log });
    const normalizer = createNormalizer(index, { jobType: args.jobType, suggest: 'unsure' });
    process.stdout.write(formatExplanation(raw, normalizer.explain(raw)));
    return;
  }
  // The input is checked (encoding, format, header) before anything else, so that a wrong file fails fast.
  const input = await openInventoryInput(args.inPath, args.jobType);
  const paths = resolveContentPaths();
  const packFile = await ensureContentPackFile({ ...paths, log });
  const normalizer = createWorkerNormalizer(
    { jobType: args.jobType, format: args.format, content: { filePath: packFile, origin: paths } },
    log,
  );
  let writer: OutputFileWriter | undefined;
  // Ctrl-C or a kill: drop the temporary output before leaving, with the shell's exit code for the signal.
  const abortOnSignal = (signal: NodeJS.Signals) => {
    void Promise.all([writer?.abort(), normalizer.close()]).finally(() =>
      process.exit(signal === 'SIGINT' ? 130 : 143),
    );
  };
  process.once('SIGINT', abortOnSignal);
  process.once('SIGTERM', abortOnSignal);
  const progress = args.isQuiet ? undefined : new ProgressReporter(process.stderr, { label: 'enrich' });
  try {
    writer = await OutputFileWriter.create(args.outPath);
    const rowsStartedAt = performance.now();
    const counts = await enrichInventory(
      input,
      normalizer,
      writer,
      args.format,
      (fraction, rows) => progress?.update(fraction, rows),
      args.jobType,
    );
    // Also for an input without rows, which never asked the worker anything: a content failure must not pass.
    const { contentSeconds } = await normalizer.ready;
    await writer.commit();
    progress?.finish();
    const now = performance.now();
    process.stderr.write(
      formatEnrichSummary({
        inPath: args.inPath,
        outPath: args.outPath,
        input,
        format: args.format,
        counts,
        bytesWritten: writer.bytesWritten,
        rowsSeconds: (now - rowsStartedAt) / 1000,
        totalSeconds: (now - startedAt) / 1000,
        contentSeconds,
        // maxRSS is in kilobytes, and covers the worker thread too.
        peakMemoryBytes: process.resourceUsage().maxRSS * 1024,
      }),
    );
  } catch (error) {
    progress?.finish();
    await writer?.abort();
    throw error;
  } finally {
    process.off('SIGINT', abortOnSignal);
    process.off('SIGTERM', abortOnSignal);
    await normalizer.close();
  }
}

await runCommand('enrich', main);
