import {
  classifyTitle,
  type CompiledIgnoreRule,
  type IgnoreMatch,
  type ParentLookup,
} from '../classify/classify-title.ts';
import type { ReadRow } from './read-row.ts';
import type { StageTrace } from './trace.ts';

/**
 * The classify stage: the first ignore rule the title meets, as written or as read (rules are written for either: a
 * Windows system app by its identity, an update by its words); a rule naming the row's parent product applies when
 * `parentOf` finds that product.
 */
export function classifyRow(
  read: ReadRow,
  rules: readonly CompiledIgnoreRule[],
  parentOf?: ParentLookup,
): { ignored: IgnoreMatch | undefined; trace: StageTrace } {
  const publisher = read.publisherText;
  const ignored =
    classifyTitle(read.writtenTitle, rules, publisher, parentOf) ??
    (read.identity ? classifyTitle(read.title, rules, publisher, parentOf) : undefined);
  const decision = ignored
    ? `ignore rule "${ignored.rule.id}"${ignored.parent ? `, a part of ${ignored.parent}` : ''}`
    : 'no ignore rule';
  return { ignored, trace: { stage: 'classify', decision } };
}
