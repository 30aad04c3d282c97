import { Box, Button, Group, Paper, Table, Text, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { uiTexts } from '../../config/ui-texts.ts';
import { Pagination } from './pagination.tsx';
import { BusyOverlay } from './spinner.tsx';

/** A column title with its filter input, as every filterable list shows it (spec: autocomplete off). */
export function ColumnFilter({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <>
      <Text fw={700} fz="sm" mb={6}>
        {label}
      </Text>
      <TextInput
        size="xs"
        aria-label={`Filter ${label}`}
        placeholder={uiTexts.filterPlaceholder}
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
    </>
  );
}

/** The one row a list shows when it has nothing to show: the reason, centred across every column. */
export function EmptyTableRow({ colSpan, children }: { colSpan: number; children: ReactNode }) {
  return (
    <Table.Tr>
      <Table.Td colSpan={colSpan}>
        <Box py="xl" ta="center">
          <Text c="dimmed">{children}</Text>
        </Box>
      </Table.Td>
    </Table.Tr>
  );
}

/** What a filter header needs of the list's view (useListView). */
interface FilterableList<Field extends string> {
  filters: Partial<Record<Field, string>>;
  setFilter: (field: Field, value: string) => void;
}

/** The header cell of a filterable column, bound to the list's filter of that field. */
export function FilterHeaderCell<Field extends string>({
  list,
  field,
  label,
  width,
}: {
  list: FilterableList<Field>;
  field: Field;
  label: string;
  width: string;
}) {
  return (
    <Table.Th scope="col" w={width}>
      <ColumnFilter
        label={label}
        value={list.filters[field] ?? ''}
        onChange={(value) => list.setFilter(field, value)}
      />
    </Table.Th>
  );
}

/** The header cell of a column without a filter; its title stays level with the filterable columns' titles. */
export function TitleHeaderCell({ title, width }: { title: string; width?: string }) {
  return (
    <Table.Th scope="col" w={width} style={{ verticalAlign: 'top' }}>
      <Text fw={700} fz="sm">
        {title}
      </Text>
    </Table.Th>
  );
}

/** The Actions column's header, over buttons that sit at the row's end. */
export function ActionsHeaderCell() {
  return (
    <Table.Th scope="col" ta="right" style={{ verticalAlign: 'top' }}>
      <Text fw={700} fz="sm">
        {uiTexts.actionsColumn}
      </Text>
    </Table.Th>
  );
}

/** What the pager needs of the list's view (useListView). */
interface PagedList {
  filteredCount: number;
  page: number;
  totalPages: number;
  setPage: (page: number) => void;
}

/** The pages of a list paged on the client; none while no row passes the filters. */
export function ListPager({ list }: { list: PagedList }) {
  if (list.filteredCount === 0) return null;
  return (
    <Box pb="md">
      <Pagination page={list.page} totalPages={list.totalPages} onChange={list.setPage} />
    </Box>
  );
}

interface RowEditDeleteActionsProps {
  editHref: string;
  /** Names the row's Edit, since every row has one. */
  editLabel: string;
  /** Names the row's Delete, since every row has one. */
  deleteLabel: string;
  /** While a row is being deleted no row can act: Edit stops being a link, so it cannot be followed either. */
  isDisabled: boolean;
  /** Whether Edit keeps its name while disabled; otherwise only its text names it then. */
  isEditNamedWhileDisabled?: boolean;
  onDelete: () => void;
}

/** A row's Edit link and Delete button, at the row's end. */
export function RowEditDeleteActions({
  editHref,
  editLabel,
  deleteLabel,
  isDisabled,
  isEditNamedWhileDisabled = true,
  onDelete,
}: RowEditDeleteActionsProps) {
  return (
    <Group gap="xs" justify="flex-end" wrap="nowrap">
      {isDisabled ? (
        <Button size="xs" variant="default" disabled aria-label={isEditNamedWhileDisabled ? editLabel : undefined}>
          {uiTexts.edit}
        </Button>
      ) : (
        <Button size="xs" variant="default" component={Link} to={editHref} aria-label={editLabel}>
          {uiTexts.edit}
        </Button>
      )}
      <Button size="xs" color="red" variant="light" disabled={isDisabled} aria-label={deleteLabel} onClick={onDelete}>
        {uiTexts.delete}
      </Button>
    </Group>
  );
}

interface ListTableProps {
  /** Names the table. */
  label: string;
  /** Below this width the table scrolls sideways rather than squeezing its columns. */
  minWidth: number;
  /** Covers the list while something runs that it has to wait for. */
  overlay: { isVisible: boolean; label: string };
  /** The list's view (useListView): the page shown and the pages. */
  list: PagedList & { pageRows: readonly unknown[] };
  headerCells: ReactNode;
  columnCount: number;
  /** Why the page shows no row; null while that is not known yet. */
  emptyText: ReactNode;
  /** The page's rows. */
  children: ReactNode;
}

/** A list screen's table (spec sections 4 and 5): header cells, the page's rows or why there are none, the pages. */
export function ListTable({
  label,
  minWidth,
  overlay,
  list,
  headerCells,
  columnCount,
  emptyText,
  children,
}: ListTableProps) {
  return (
    <Paper withBorder radius="md" pos="relative" mih={240}>
      <BusyOverlay isVisible={overlay.isVisible} label={overlay.label} />
      <Table.ScrollContainer minWidth={minWidth}>
        <Table layout="fixed" verticalSpacing="sm" highlightOnHover aria-label={label}>
          <Table.Thead>
            <Table.Tr>{headerCells}</Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {children}
            {list.pageRows.length === 0 && emptyText !== null && (
              <EmptyTableRow colSpan={columnCount}>{emptyText}</EmptyTableRow>
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <ListPager list={list} />
    </Paper>
  );
}
