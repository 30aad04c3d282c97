import { MatchfixGroupIgnoreRequestSchema } from '@rnorm/contracts';

/** A group as the screen names it: its raw publisher and the raw title of its newest entry. */
const productName = (publisher: string, title: string) =>
  publisher ? `${publisher} — ${title || '(no title)'}` : title || '(no title)';

const plural = (count: number, one: string, many: string) => `${count.toLocaleString()} ${count === 1 ? one : many}`;

/** The most characters a reason takes (the contract's limit). */
export const MAX_REASON_LENGTH = MatchfixGroupIgnoreRequestSchema.shape.reason.maxLength ?? 500;

/**
 * Texts of a list's "By product" view (issue 30, beyond the spec): Matchfix and Fuzzy Match each group their entries
 * by product, so that one rule fixes every version, and several products are fixed at once. The two views differ in
 * the list they name and in what they can do (Fuzzy Match can also remove entries, as its rows can).
 */
export function productGroupTexts(list: {
  /** "Matchfix", "Fuzzy Match". */
  name: string;
  /** The table's accessible name. */
  tableLabel: string;
  /** When the user has no entry at all. */
  noGroups: string;
  /** What the bulk bar offers, when nothing is selected. */
  noneSelected: string;
}) {
  return {
    viewLabel: `${list.name} view`,
    eachRowView: 'Each row',
    byProductView: 'By product',

    tableLabel: list.tableLabel,
    loading: `Loading ${list.name} products`,
    loadFailed: `The ${list.name} products could not be loaded`,
    noGroups: list.noGroups,
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
    showVersions: (publisher: string, title: string, count: number) =>
      `Show the ${plural(count, 'version', 'versions')} of ${productName(publisher, title)}`,
    hideVersions: (publisher: string, title: string) => `Show fewer versions of ${productName(publisher, title)}`,
    suggestion: (publisher: string, name: string) => (publisher ? `${publisher} — ${name}` : name),
    noSuggestion: 'No suggestion',
    createRuleFor: (publisher: string, title: string) =>
      `Create rule for every version of ${productName(publisher, title)}`,

    bulkActionsLabel: 'Actions on the selected products',
    noneSelected: list.noneSelected,
    selectedCount: (count: number) => `${plural(count, 'product', 'products')} selected`,
    withoutSuggestion: (count: number) =>
      count === 1
        ? '1 of them has no suggestion and is skipped.'
        : `${count} of them have no suggestion and are skipped.`,
    acceptSuggestions: 'Accept suggestions',
    ignore: 'Ignore…',
    remove: 'Remove…',
    accepting: 'Accepting the suggestions',
    ignoring: 'Ignoring the products',
    removing: 'Removing the products',

    ignoreTitle: 'Ignore the selected products',
    ignoreText: (count: number) =>
      `A rule will ignore every version of the ${plural(count, 'selected product', 'selected products')}: ` +
      `they leave the ${list.name} list, and later jobs ignore their rows, giving this reason.`,
    reasonLabel: 'Reason',
    reasonDescription: `Shown in the output of the ignored rows. At most ${MAX_REASON_LENGTH} characters.`,
    confirmIgnore: 'Ignore products',

    removeTitle: 'Remove the selected products?',
    removeText: (count: number, entries: number) =>
      `${plural(entries, 'entry', 'entries')} of the ${plural(count, 'selected product', 'selected products')} ` +
      `will leave the ${list.name} list for everyone in your company. No rule is made: the jobs' results stay as ` +
      'they are, and versions that later jobs bring are listed again.',
    confirmRemove: 'Remove products',
  } as const;
}

export type ProductGroupTexts = ReturnType<typeof productGroupTexts>;
