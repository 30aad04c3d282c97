import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Frame, type Page } from '@playwright/test';
import type { AxeResults, ImpactValue, Result, RunOptions } from 'axe-core';

/**
 * axe-core, run inside the page. `@axe-core/playwright` needs a newer Node, so the spec injects axe's own bundle.
 *
 * The product sends a Content-Security-Policy without inline scripts, so `page.addScriptTag({ path })` (which inserts
 * the file's text as an inline `<script>`) is refused by the browser. `frame.evaluate` runs through the DevTools
 * protocol, which CSP does not govern: the checks run under the product's real headers, without `bypassCSP`.
 */
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** WCAG 2.0 and 2.1, levels A and AA, plus axe's best practices. */
const RUN_OPTIONS: RunOptions = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
  resultTypes: ['violations'],
};

const BLOCKING: ImpactValue[] = ['serious', 'critical'];

/** Which part of the page to check: CSS selectors of the elements to check, or to leave out, with what they hold. */
export interface CheckScope {
  include?: string[];
  exclude?: string[];
}

async function injectAxe(frame: Frame): Promise<void> {
  // A frame that goes away meanwhile needs no axe.
  const isPresent = await frame.evaluate(() => 'axe' in window).catch(() => true);
  // `evaluate` of a string runs it as a script in the frame's main world, where the bundle defines `window.axe`.
  if (!isPresent) await frame.evaluate(`${axeSource}\n;void 0`);
}

/**
 * Runs axe over the page as it is now (with its same-origin frames, which need axe of their own to answer) and
 * returns the violations of impact serious or critical.
 */
export async function seriousViolations(page: Page, scope: CheckScope = {}): Promise<Result[]> {
  // A dialog or menu that is fading in has blended colours that nobody reads: wait for the transitions that end
  // (spinners spin for ever).
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
  for (const frame of page.frames()) {
    await injectAxe(frame);
  }
  const context: { include?: string[][]; exclude?: string[][] } = {
    ...(scope.include ? { include: scope.include.map((selector) => [selector]) } : {}),
    ...(scope.exclude ? { exclude: scope.exclude.map((selector) => [selector]) } : {}),
  };
  const results = await page.evaluate(
    ([runContext, options]) =>
      (window as unknown as { axe: { run: (c: unknown, o: unknown) => Promise<AxeResults> } }).axe.run(
        Object.keys(runContext).length > 0 ? runContext : document,
        options,
      ),
    [context, RUN_OPTIONS] as const,
  );
  return results.violations.filter((violation) => violation.impact && BLOCKING.includes(violation.impact));
}

/** One line per violation, then one per element: what a reader of a failed CI run needs to find and fix it. */
export function describeViolations(violations: Result[]): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes.map((node) => {
        const summary = node.failureSummary ? `\n      ${node.failureSummary.replace(/\n\s*/g, ' ')}` : '';
        return `    - ${node.target.join(' >> ')}${summary}`;
      });
      return `  [${violation.impact}] ${violation.id}: ${violation.help} (${violation.helpUrl})\n${nodes.join('\n')}`;
    })
    .join('\n');
}

/**
 * Fails the test when the page, as it is now, has a serious or critical axe violation. The failure is soft: the test
 * goes on, so that one run reports the violations of every screen it visits.
 */
export async function expectNoSeriousViolations(page: Page, screenName: string, scope?: CheckScope): Promise<void> {
  const violations = await seriousViolations(page, scope);
  expect
    .soft(
      violations.map((violation) => `${violation.id} (${violation.impact})`),
      `${screenName} (${page.url()}) has serious or critical accessibility violations:\n${describeViolations(violations)}`,
    )
    .toEqual([]);
}
