import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';

export interface EnrichRunMeasurement {
  exitCode: number | null;
  wallSeconds: number;
  /** Peak resident memory of the child, from `/usr/bin/time -v`, else from the summary the child prints. */
  peakMemoryBytes: number | undefined;
  peakMemorySource: '/usr/bin/time -v' | 'enrich summary' | 'unknown';
  /** Seconds the child spent on rows (read, normalize, write), from its summary. */
  rowsSeconds: number | undefined;
  stderr: string;
}

const GNU_TIME = '/usr/bin/time';

/**
 * Runs `node apps/cli/dist/enrich-command.js …` (what `npm run enrich` runs after its build step, which `npm run bench`
 * has taken already) as a child process from the repository root and measures it from the outside: wall time from
 * spawn to exit, and peak memory (RSS).
 */
export async function measureEnrichRun(
  repositoryRoot: string,
  enrichArguments: string[],
): Promise<EnrichRunMeasurement> {
  const command = [process.execPath, 'apps/cli/dist/enrich-command.js', ...enrichArguments];
  const hasGnuTime = existsSync(GNU_TIME);
  const [file, ...args] = hasGnuTime ? [GNU_TIME, '-v', ...command] : command;
  const startedAt = performance.now();
  const { exitCode, stderr } = await new Promise<{ exitCode: number | null; stderr: string }>((resolve, reject) => {
    const child = spawn(file as string, args, { cwd: repositoryRoot, stdio: ['ignore', 'ignore', 'pipe'] });
    let output = '';
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (text: string) => (output += text));
    child.on('error', reject);
    child.on('close', (code) => resolve({ exitCode: code, stderr: output }));
  });
  const wallSeconds = (performance.now() - startedAt) / 1000;
  const timeMemory = /Maximum resident set size \(kbytes\): (\d+)/.exec(stderr)?.[1];
  const summaryMemory = /peak memory ([\d.]+) MB/.exec(stderr)?.[1];
  const rowsSeconds = /rows in ([\d.]+) s/.exec(stderr)?.[1];
  return {
    exitCode,
    wallSeconds,
    peakMemoryBytes: timeMemory ? Number(timeMemory) * 1024 : summaryMemory ? Number(summaryMemory) * 1e6 : undefined,
    peakMemorySource: timeMemory ? '/usr/bin/time -v' : summaryMemory ? 'enrich summary' : 'unknown',
    rowsSeconds: rowsSeconds ? Number(rowsSeconds) : undefined,
    stderr,
  };
}
