/** Filter values typed into a list's column inputs, keyed by the row field they filter. */
export type ListFilters<Row> = Partial<Record<keyof Row & string, string>>;

/**
 * A lone space is what a user types to clear a box by accident, so it filters nothing (spec section 5).
 * An empty value filters nothing either.
 */
export function isFilterValueActive(value: string | undefined): value is string {
  if (!value) return false;
  return !(value.length === 1 && value.startsWith(' '));
}

/** Only the filters that filter, for lists filtered on the server: they go out as query parameters. */
export function activeFilters<Filters extends Partial<Record<string, string>>>(filters: Filters): Filters {
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => isFilterValueActive(value))) as Filters;
}

function fieldText(value: unknown): string {
  if (value === null || value === undefined) return '';
  // Ids are numbers; spec section 5 matches them on their string form.
  return typeof value === 'string' ? value : String(value as number | boolean);
}

/**
 * Rows whose every filtered field contains its filter value, ignoring case (spec section 5: substring, AND,
 * client-side). Rows keep their order; the input is not changed.
 */
export function filterRows<Row extends object>(rows: readonly Row[], filters: ListFilters<Row>): Row[] {
  const active = Object.entries(filters)
    .filter((entry): entry is [keyof Row & string, string] => isFilterValueActive(entry[1] as string | undefined))
    .map(([field, value]) => [field, value.toLowerCase()] as const);
  if (active.length === 0) return [...rows];
  return rows.filter((row) =>
    active.every(([field, needle]) =>
      fieldText(row[field as keyof Row])
        .toLowerCase()
        .includes(needle),
    ),
  );
}
