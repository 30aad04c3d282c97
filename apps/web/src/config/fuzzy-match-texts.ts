import { productGroupTexts } from './product-group-texts.ts';

/**
 * Texts of the Fuzzy Match screen's views and of its "By product" view (issue 30, beyond the spec, whose per-row
 * screen stays the default): the Fuzzy Match entries grouped by product, to accept, ignore or remove several at once.
 */
export const fuzzyMatchGroupTexts = productGroupTexts({
  name: 'Fuzzy Match',
  tableLabel: 'Fuzzy Match entries by product',
  noGroups: 'No Fuzzy Match entries to group: no row of your jobs needs a look.',
  noneSelected: 'Select products to accept, ignore or remove several at once.',
});
