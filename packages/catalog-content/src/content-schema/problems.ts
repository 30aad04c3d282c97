import type { z } from 'zod';

/** One thing wrong with content: where it is (file, entry, field) and what is wrong. */
export interface ContentProblem {
  /** `content/catalog/products.json`, or `model package`. */
  source: string;
  /** `entry 12 ("curated:foo")`, `entry "x64"`; absent for the file as a whole. */
  entry?: string | undefined;
  /** `nameLine.line`, `aliases[3]`, `cycleBranches.prefix`. */
  field?: string | undefined;
  message: string;
}

/** At most this many problems are listed in an error; the rest are counted. */
export const LISTED_PROBLEMS = 50;

/** `content/catalog/products.json: entry 12 ("curated:foo") field "releaseLineInNme": unknown key` */
export function formatProblem(problem: ContentProblem): string {
  const where = [problem.entry, problem.field === undefined ? undefined : `field "${problem.field}"`].filter(Boolean);
  return `${problem.source}: ${where.length ? `${where.join(' ')}: ` : ''}${problem.message}`;
}

/** The problems one a line, at most `LISTED_PROBLEMS` of them, then how many more there are. */
export function formatProblems(problems: readonly ContentProblem[]): string {
  const lines = problems.slice(0, LISTED_PROBLEMS).map(formatProblem);
  const more = problems.length - LISTED_PROBLEMS;
  if (more > 0) lines.push(`… and ${more} more problem${more === 1 ? '' : 's'}`);
  return lines.join('\n');
}

/** Content that must not build a pack: every problem found, not only the first. */
export class ContentValidationError extends Error {
  readonly problems: readonly ContentProblem[];

  constructor(problems: readonly ContentProblem[]) {
    const count = `${problems.length} problem${problems.length === 1 ? '' : 's'}`;
    super(`content is not valid (${count}):\n${formatProblems(problems)}`);
    this.name = 'ContentValidationError';
    this.problems = problems;
  }
}

/** The name an entry goes by in a message: its id, else its name or title, else the text it is. */
export function entryLabel(list: string | undefined, index: number, value: unknown): string {
  const record = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  const name = [record.id, record.name, record.title, value].find(
    (candidate): candidate is string => typeof candidate === 'string' && candidate !== '',
  );
  const shown = name === undefined ? '' : ` ("${name.length > 60 ? `${name.slice(0, 59)}…` : name}")`;
  return `${list ? `${list} ` : ''}entry ${index}${shown}`;
}

/** `aliases[3]`, `cycleBranches.prefix`. */
export function fieldPath(path: ReadonlyArray<PropertyKey>): string {
  return path
    .map((segment, position) =>
      typeof segment === 'number' ? `[${segment}]` : `${position === 0 ? '' : '.'}${String(segment)}`,
    )
    .join('');
}

/** How a file's entries are laid out, for locating a problem. */
export interface EntryLayout {
  /** Keys of the top-level lists whose items are entries (`products`). */
  lists: readonly string[];
  /** The file is value → spellings: each top-level key but `$schema` is an entry. */
  isDictionary?: boolean;
  /** Keys an entry of each list may have, to suggest one for a misspelled key. */
  entryKeys?: Readonly<Record<string, readonly string[]>>;
  /** Keys the file's top level may have. */
  topKeys?: readonly string[];
}

/** zod's issues as problems that name the file, the entry and the field. */
export function problemsFromIssues(
  source: string,
  layout: EntryLayout,
  raw: unknown,
  issues: readonly z.core.$ZodIssue[],
): ContentProblem[] {
  const problems: ContentProblem[] = [];
  for (const issue of issues) {
    const { entry, rest, knownKeys } = locate(layout, raw, issue.path);
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) {
        const suggestion = closestKey(key, knownKeys);
        problems.push({
          source,
          entry,
          field: fieldPath([...rest, key]),
          message: `unknown key${suggestion ? ` (did you mean "${suggestion}"?)` : ''}`,
        });
      }
      continue;
    }
    const field = rest.length ? fieldPath(rest) : undefined;
    problems.push({ source, entry, field, message: issueMessage(issue, valueAt(raw, issue.path)) });
  }
  return problems;
}

function locate(
  layout: EntryLayout,
  raw: unknown,
  path: ReadonlyArray<PropertyKey>,
): { entry?: string; rest: ReadonlyArray<PropertyKey>; knownKeys: readonly string[] } {
  const [first, second] = path;
  if (typeof first === 'string' && layout.lists.includes(first) && typeof second === 'number') {
    const list = layout.lists.length > 1 ? first : undefined;
    return {
      entry: entryLabel(list, second, valueAt(raw, [first, second])),
      rest: path.slice(2),
      knownKeys: path.length === 2 ? (layout.entryKeys?.[first] ?? []) : [],
    };
  }
  if (layout.isDictionary && typeof first === 'string' && first !== '$schema') {
    return { entry: `entry "${first}"`, rest: path.slice(1), knownKeys: [] };
  }
  return { rest: path, knownKeys: path.length === 0 ? (layout.topKeys ?? []) : [] };
}

function issueMessage(issue: z.core.$ZodIssue, value: unknown): string {
  if (issue.code === 'invalid_type') {
    if (value === undefined) return `missing (expected ${issue.expected})`;
    return `wrong type: expected ${issue.expected}, got ${describeValue(value)}`;
  }
  return issue.message.replace(/^Invalid input: /, '');
}

function describeValue(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'object') return 'an object';
  if (typeof value === 'string') {
    return `string ${JSON.stringify(value.length > 40 ? `${value.slice(0, 39)}…` : value)}`;
  }
  return `${typeof value} ${String(value)}`;
}

function valueAt(raw: unknown, path: ReadonlyArray<PropertyKey>): unknown {
  let value = raw;
  for (const segment of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<PropertyKey, unknown>)[segment];
  }
  return value;
}

/** The known key one or two edits away from a misspelled one (`nameLnie` → `nameLine`). */
function closestKey(key: string, known: readonly string[]): string | undefined {
  let best: { key: string; distance: number } | undefined;
  for (const candidate of known) {
    const distance = editDistance(key.toLowerCase(), candidate.toLowerCase());
    if (distance <= 2 && (!best || distance < best.distance)) best = { key: candidate, distance };
  }
  return best?.key;
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length]!;
}
