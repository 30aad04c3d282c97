import { classifyTitle, type CompiledIgnoreRule } from '../classify/classify-title.ts';
import type { ReadRow } from './read-row.ts';
import type { StageTrace } from './trace.ts';

/**
 * The classify stage: the first ignore rule the title meets, as written or as read (rules are written for either: a
 * Windows system app by its identity, an update by its words).
 */
export function classifyRow(
  read: ReadRow,
  rules: readonly CompiledIgnoreRule[],
): { rule: CompiledIgnoreRule | undefined; trace: StageTrace } {
  const publisher = read.publisherText;
  const rule =
    classifyTitle(read.writtenTitle, rules, publisher) ??
    (read.identity ? classifyTitle(read.title, rules, publisher) : undefined);
  return { rule, trace: { stage: 'classify', decision: rule ? `ignore rule "${rule.id}"` : 'no ignore rule' } };
}
