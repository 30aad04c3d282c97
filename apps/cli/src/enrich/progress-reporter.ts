/** Where progress goes: process.stderr, or anything with the same shape in tests. */
export interface ProgressStream {
  isTTY?: boolean;
  columns?: number;
  write(text: string): unknown;
}

export interface ProgressReporterOptions {
  now?: () => number;
  /** Label in front of the bar, e.g. `enrich`. */
  label: string;
}

/** On a terminal the bar is redrawn at most 10 times per second; redrawing more often only costs time. */
const TERMINAL_INTERVAL_MS = 100;
/** In a log (stderr redirected), one line every 10 seconds, so that long runs show they are alive. */
const LOG_INTERVAL_MS = 10_000;
const BAR_WIDTH = 24;

/**
 * Shows how far a run has come on stderr: a bar redrawn in place on a terminal, a plain line now and then when
 * stderr is a file or a pipe. {@link finish} clears the bar so the summary starts on a clean line.
 */
export class ProgressReporter {
  readonly #stream: ProgressStream;
  readonly #now: () => number;
  readonly #label: string;
  readonly #startedAt: number;
  readonly #interval: number;
  #lastShownAt: number;
  #isBarShown = false;

  constructor(stream: ProgressStream, options: ProgressReporterOptions) {
    this.#stream = stream;
    this.#now = options.now ?? (() => performance.now());
    this.#label = options.label;
    this.#startedAt = this.#now();
    this.#lastShownAt = this.#startedAt;
    this.#interval = stream.isTTY ? TERMINAL_INTERVAL_MS : LOG_INTERVAL_MS;
  }

  /** `fraction` is the share of the input read (0 to 1); `rows` the rows written so far. */
  update(fraction: number, rows: number): void {
    const now = this.#now();
    if (now - this.#lastShownAt < this.#interval) return;
    this.#lastShownAt = now;
    const seconds = (now - this.#startedAt) / 1000;
    const rate = seconds > 0 ? Math.round(rows / seconds) : 0;
    const percent = Math.floor(Math.min(1, Math.max(0, fraction)) * 100);
    const figures = `${String(percent).padStart(3)} %  ${rows.toLocaleString('en-US')} rows  ${rate.toLocaleString('en-US')} rows/s`;
    if (this.#stream.isTTY) {
      const filled = Math.round((percent / 100) * BAR_WIDTH);
      const bar = '█'.repeat(filled) + '░'.repeat(BAR_WIDTH - filled);
      this.#stream.write(`\r${this.#label} ${bar} ${figures}\x1b[K`);
      this.#isBarShown = true;
    } else {
      this.#stream.write(`${this.#label}: ${figures}\n`);
    }
  }

  /** Clears the bar, if one is shown. */
  finish(): void {
    if (this.#isBarShown) this.#stream.write('\r\x1b[K');
    this.#isBarShown = false;
  }
}
