import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// The engine's knowledge of the world is the content pack's: no engine code names a publisher or a product in a
// string, template or regular expression (comments may: they explain). A word list that names them belongs in
// content/model/. This test lives here, not in packages/engine, because it reads files, and the engine (its tests
// included) may not use Node built-ins.

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ENGINE_SRC = path.join(ROOT, 'packages/engine/src');

/** Names of 4+ characters of the curated publishers and products, lower-cased. */
function catalogNames(): string[] {
  const read = (file: string) => JSON.parse(readFileSync(path.join(ROOT, 'content/catalog', file), 'utf8'));
  const publishers = read('publishers.json').publishers as Array<{ name: string }>;
  const products = read('products.json').products as Array<{ name: string }>;
  const names = [...publishers, ...products].map((entry) => entry.name.trim().toLowerCase());
  return [...new Set(names)].filter((name) => name.length >= 4);
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Non-test TypeScript files of the engine, outside testing/. */
function engineFiles(directory = ENGINE_SRC): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : engineFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** Every string, template and regular-expression literal of a file, with its line. */
function literalsOf(file: string): Array<{ line: number; text: string }> {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: Array<{ line: number; text: string }> = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isRegularExpressionLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node)
    ) {
      const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
      found.push({ line, text: ts.isRegularExpressionLiteral(node) ? node.text : node.text });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('engine code names no catalog publisher or product', () => {
  it('has no string, template or regex literal with a curated name as a whole word', () => {
    const names = catalogNames();
    expect(names.length).toBeGreaterThan(100);
    // Whole words: "Ubuntu" in "0ubuntu1" would not count, "microsoft" in "(?:microsoft\s+)?" does.
    const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(${names.map(escapeRegex).join('|')})(?![\\p{L}\\p{N}])`, 'iu');
    const offences: string[] = [];
    for (const file of engineFiles()) {
      for (const { line, text } of literalsOf(file)) {
        const match = pattern.exec(text);
        if (match) offences.push(`${path.relative(ROOT, file)}:${line}: "${match[1]}" in ${JSON.stringify(text)}`);
      }
    }
    expect(offences).toEqual([]);
  });
});
