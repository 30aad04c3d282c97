import { describe, expect, it } from 'vitest';
import type { CatalogPublisher } from '../types.ts';
import { mayNameSameMaker } from './may-name-same-maker.ts';

const publisher = (name: string, aliases: string[] = []): CatalogPublisher => ({ id: 'p', name, aliases });

describe(mayNameSameMaker.name, () => {
  it.each([
    // Spellings of one name, and names sharing a distinctive word.
    ['Mozila', publisher('Mozilla', ['Mozilla Corporation']), true],
    ['Eclipse Foundation', publisher('Eclipse Adoptium'), true],
    ['Revopoint 3D Technologies', publisher('Revopoint'), true],
    ['Henk Westhuis', publisher('Git Extensions Team', ['Henk Westhuis']), true],
    // Other makers, even when they share a generic word.
    ['Cockos', publisher('ScytheLabs'), false],
    ['Loom', publisher('Teradata'), false],
    ['Krita Foundation', publisher('KDE community'), false],
    ['Git Extensions Team', publisher('Henk Westhuis'), false],
    ['Alice Team, Carnegie Mellon University', publisher('CMU'), false],
    ['Contoso Software', publisher('Fabrikam Software'), false],
  ])('%j and %j → %s', (row, catalogPublisher, expected) => {
    expect(mayNameSameMaker(row, catalogPublisher)).toBe(expected);
  });
});
