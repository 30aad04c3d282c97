import { describe, expect, it } from 'vitest';
import { ProgressReporter } from './progress-reporter.ts';

function fakeStream(isTTY: boolean) {
  const writes: string[] = [];
  return { isTTY, writes, write: (text: string) => writes.push(text) };
}

describe(ProgressReporter.name, () => {
  it('redraws the bar on a terminal at most ten times per second, and clears it when done', () => {
    const stream = fakeStream(true);
    let now = 0;
    const progress = new ProgressReporter(stream, { label: 'enrich', now: () => now });
    for (let ms = 0; ms <= 1000; ms += 10) {
      now = ms;
      progress.update(ms / 1000, ms * 100);
    }
    expect(stream.writes).toHaveLength(10);
    const lastBar = stream.writes.at(-1) ?? '';
    expect(lastBar.startsWith('\renrich █')).toBe(true);
    expect(lastBar.endsWith(' 100 %  100,000 rows  100,000 rows/s\u001b[K')).toBe(true);
    progress.finish();
    expect(stream.writes.at(-1)).toBe('\r\x1b[K');
  });

  it('writes a plain line every 10 seconds when stderr is a file or a pipe', () => {
    const stream = fakeStream(false);
    let now = 0;
    const progress = new ProgressReporter(stream, { label: 'enrich', now: () => now });
    for (let ms = 0; ms <= 25_000; ms += 100) {
      now = ms;
      progress.update(ms / 25_000, ms);
    }
    progress.finish();
    expect(stream.writes).toEqual([
      'enrich:  40 %  10,000 rows  1,000 rows/s\n',
      'enrich:  80 %  20,000 rows  1,000 rows/s\n',
    ]);
  });
});
