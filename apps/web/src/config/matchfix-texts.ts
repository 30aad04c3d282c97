import { MatchfixGroupIgnoreRequestSchema } from '@rnorm/contracts';

/** A group as the screen names it: its raw publisher and the raw title of its newest entry. */
const productName = (publisher: string, title: string) =>
  publisher ? `${publisher} — ${title || '(no title)'}` : title || '(no title)';

const plural = (count: number, one: string, many: string) => `${count.toLocaleString()} ${count === 1 ? one : many}`;

/** The most characters a reason takes (the contract's limit). */
export const MAX_REASON_LENGTH = MatchfixGroupIgnoreRequestSchema.shape.reason.maxLength ?? 500;

/**
 * Texts of the Matchfix screen's views and of its "By product" view (issue 30, beyond the spec: the Matchfix entries
 * grouped by product, so that one rule fixes every version, and several products are fixed at once).
 */
export const matchfixGroupTexts = {
  viewLabel: 'Matchfix view',
  eachRowView: 'Each row',
  byProductView: 'By product',

  tableLabel: 'Matchfix entries by product',
  loading: 'Loading Matchfix products',
  loadFailed: 'The Matchfix products could not be loaded',
  noGroups: 'No Matchfix entries to group: every row of your jobs was normalized.',
  noMatchingGroups: 'No products match the filters',
  total: (count: number) => plural(count, 'product', 'products'),

  publisherColumn: 'Publisher',
  titleColumn: 'Title',
  versionsColumn: 'Versions',
  rowsColumn: 'Rows',
  jobsColumn: 'Jobs',
  suggestionColumn: 'Suggestion',
  selectColumn: 'Select',

  selectAll: 'Select all products on this page',
  selectGroup: (publisher: string, title: string) => `Select ${productName(publisher, title)}`,
  /** After the versions listed, when the group has more than it lists. */
  moreVersions: (count: number) => `+${count.toLocaleString()} more`,
  suggestion: (publisher: string, name: string) => (publisher ? `${publisher} — ${name}` : name),
  noSuggestion: 'No suggestion',
  createRuleFor: (publisher: string, title: string) =>
    `Create rule for every version of ${productName(publisher, title)}`,

  bulkActionsLabel: 'Actions on the selected products',
  noneSelected: 'Select products to accept or ignore several at once.',
  selectedCount: (count: number) => `${plural(count, 'product', 'products')} selected`,
  withoutSuggestion: (count: number) =>
    count === 1
      ? '1 of them has no suggestion and is skipped.'
      : `${count} of them have no suggestion and are skipped.`,
  acceptSuggestions: 'Accept suggestions',
  ignore: 'Ignore…',
  accepting: 'Accepting the suggestions',
  ignoring: 'Ignoring the products',

  ignoreTitle: 'Ignore the selected products',
  ignoreText: (count: number) =>
    `A rule will ignore every version of the ${plural(count, 'selected product', 'selected products')}: ` +
    'they leave the Matchfix list, and later jobs ignore their rows, giving this reason.',
  reasonLabel: 'Reason',
  reasonDescription: `Shown in the output of the ignored rows. At most ${MAX_REASON_LENGTH} characters.`,
  confirmIgnore: 'Ignore products',
} as const;
