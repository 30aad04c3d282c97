import { productGroupTexts } from './product-group-texts.ts';

/**
 * Texts of the Matchfix screen's views and of its "By product" view (issue 30, beyond the spec: the Matchfix entries
 * grouped by product, so that one rule fixes every version, and several products are fixed at once).
 */
export const matchfixGroupTexts = productGroupTexts({
  name: 'Matchfix',
  tableLabel: 'Matchfix entries by product',
  noGroups: 'No Matchfix entries to group: every row of your jobs was normalized.',
  noneSelected: 'Select products to accept or ignore several at once.',
});
