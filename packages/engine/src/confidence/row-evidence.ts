import type { MatchedBy } from '../types.ts';
import type { VersionChoice } from '../version/parse-version.ts';

/** The ways of finding a row whose confidence is measured (the others are stated: the company's own, a mapping). */
export type MeasuredWay = Extract<MatchedBy, 'alias' | 'exact' | 'template' | 'fuzzy' | 'title_parse'> | 'ignored';

/**
 * What a row's outcome rests on, beyond the way it was found: the evidence confidence is measured by
 * (`npm run eval -- --calibration`). Each part takes a few values, so that every class has rows enough to measure.
 */
export interface RowEvidence {
  way: MeasuredWay;
  /**
   * `catalog`: the row names a publisher the catalog knows (for a catalog match: the product's own); `other`: one
   * the catalog does not know, or another maker than the product's; `none`: no publisher, a placeholder, or one
   * inferred from the title (the title cannot confirm what it found itself);
   * `broad`, for a row the catalog has no product for: a publisher it knows many products of (the content's
   * `broadPublisher`), whose unknown titles are more often parts of its products than products of their own.
   */
  publisher: 'catalog' | 'broad' | 'other' | 'none';
  /**
   * Where the version came from: the raw version as plain numbers (`raw`) or as anything else (`raw-other`:
   * `2.2.0-5.fc25`, `1.0 beta`), the title, the product's version scheme, or nowhere.
   */
  version: 'raw' | 'raw-other' | 'title' | 'scheme' | 'none';
  /**
   * The title's shape: `identifier` (one token a program reads, such as a package name: `python3`,
   * `Microsoft.iOS.Sdk.net9.0_18.0`), `component` (words naming a part of something larger: `SDK`, `Templates`,
   * `Development`, from the content's component words), or `words`.
   */
  title: 'identifier' | 'component' | 'words';
  /**
   * Whether the reported name leaves out a word of letters of the title (`words`: "Super User Run (SuRun)" named
   * "Super User Run"), or none (`none`: only versions, architectures such as "x64", punctuation).
   */
  dropped: 'none' | 'words';
}

/** A class of evidence as the content's confidence table names it: `alias publisher:catalog version:raw title:words dropped:none`. */
export function evidenceKey(evidence: RowEvidence): string {
  return `${evidence.way} publisher:${evidence.publisher} version:${evidence.version} title:${evidence.title} dropped:${evidence.dropped}`;
}

/** A version of numbers only, as installers write them (`3.12.150.0`, `v2.4`). */
const PLAIN_VERSION = /^v?\d+(?:\.\d+)*$/iu;

/** How the version read relates to the raw one. */
export function versionEvidence(from: VersionChoice['from'], rawVersion: string | null): RowEvidence['version'] {
  if (from === 'marketing' || from === 'installer') return 'scheme';
  // A package's version is measured as the raw one it was read from ("2.2.0-5.fc25" is not a plain version).
  if (from === 'package') return 'raw-other';
  if (from !== 'raw') return from;
  return PLAIN_VERSION.test((rawVersion ?? '').trim()) ? 'raw' : 'raw-other';
}

/** A title of one token with a dot, dash or underscore in it, or of lower-case letters only: a program's name for it. */
const IDENTIFIER = /^(?:\S*[._-]\S*|[\p{Ll}\p{N}+]+)$/u;

/** The title's shape (see `RowEvidence.title`); `componentWords` are lower case. */
export function titleEvidence(title: string, componentWords: ReadonlySet<string>): RowEvidence['title'] {
  // A remark in brackets ("(x64)") says nothing of the title's shape.
  const trimmed = title.replace(/\s*\([^()]*\)/gu, '').trim() || title.trim();
  if (IDENTIFIER.test(trimmed) && !/\s/u.test(trimmed)) return 'identifier';
  const words = trimmed.toLowerCase().split(/[^\p{L}\p{N}+#-]+/u);
  return words.some((word) => componentWords.has(word)) ? 'component' : 'words';
}

/** A word of letters only: "SuRun", "Workstation", not "8.54", "x64" or "-". */
const LETTER_WORD = /^\p{L}+$/u;

/**
 * Whether the words a name leaves out of its title (row-reason.ts `droppedWords`) include a word of letters only:
 * "SuRun" of "Super User Run (SuRun)", "version" of "FLICK version 1.0.0.40", not a version, "x64" or "-". (The
 * words a template leaves out are its own to leave out: a template match is rated `none`, see rate-row.ts.)
 */
export function droppedEvidence(dropped: string): RowEvidence['dropped'] {
  return dropped.split(' ').some((word) => LETTER_WORD.test(word)) ? 'words' : 'none';
}
