import { Box, Button, Checkbox, Group, Paper, Table, Text, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { feedbackMessages, type MatchfixGroup } from '@rnorm/contracts';
import { IconChevronDown, IconChevronUp, IconPlus } from '@tabler/icons-react';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { ConfirmModal } from '../ui/confirm-modal.tsx';
import { ActionsHeaderCell, ColumnFilter, EmptyTableRow, TitleHeaderCell } from '../ui/list-table.tsx';
import { LoadFailedPanel } from '../ui/notice-panel.tsx';
import { Pagination } from '../ui/pagination.tsx';
import { BusyOverlay } from '../ui/spinner.tsx';
import { paths } from '../../config/paths.ts';
import type { ProductGroupTexts } from '../../config/product-group-texts.ts';
import { uiTexts } from '../../config/ui-texts.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { activeFilters, isFilterValueActive } from '../../lib/list-filter.ts';
import { notify } from '../../lib/notify.ts';
import { clampPage, pageCount } from '../../lib/paging.ts';
import { GroupBulkBar, type GroupAction } from './group-bulk-bar.tsx';
import { IgnoreGroupsModal } from './ignore-groups-modal.tsx';

/** Typing settles for this long before the filters go to the server (as on the per-row lists). */
const FILTER_DEBOUNCE_MS = 300;
/** Versions a collapsed group lists; the rest (those the API sends) show when it is expanded. */
export const COLLAPSED_VERSIONS = 3;

/** The group's fields the list filters on (substrings): the raw publisher, and the raw title as `name`. */
export type ProductGroupFilterField = 'publisher' | 'name';
export type ProductGroupFilters = Partial<Record<ProductGroupFilterField, string>>;
export interface ProductGroupListQuery {
  page: number;
  filters: ProductGroupFilters;
}

/** What a list's groups have in common (Matchfix's and Fuzzy Match's are the same shape). */
export type ProductGroup = MatchfixGroup;

type ActionAnswer = { ReturnObject: { message: string } };
type Mutation<TVariables, TAnswer extends ActionAnswer = ActionAnswer> = Pick<
  UseMutationResult<TAnswer, Error, TVariables>,
  'mutate' | 'isPending'
>;

export interface ProductGroupTableProps {
  texts: ProductGroupTexts;
  pageSize: number;
  /** The list's groups for a page and filters: a query hook, called on every render (a module-level function). */
  useGroups: (query: ProductGroupListQuery) => UseQueryResult<{ Groups: ProductGroup[]; total: number }>;
  accepter: Mutation<readonly string[], ActionAnswer & { ReturnObject: { rules_made: number } }>;
  ignorer: Mutation<
    { groupKeys: readonly string[]; reason: string },
    ActionAnswer & { ReturnObject: { rules_made: number } }
  >;
  /** Where the list's entries can leave it without a rule (Fuzzy Match): removes whole groups, after a question. */
  remover?: Mutation<readonly string[], ActionAnswer & { ReturnObject: { removed: number } }> | undefined;
}

const filterColumns = (
  texts: ProductGroupTexts,
): { field: ProductGroupFilterField; label: string; width: string }[] => [
  { field: 'publisher', label: texts.publisherColumn, width: '16%' },
  { field: 'name', label: texts.titleColumn, width: '22%' },
];
/** The checkbox, the two filtered columns, Versions, Rows, Jobs, Suggestion and Create rule. */
const COLUMN_COUNT = 8;

const NO_KEYS: ReadonlySet<string> = new Set();

/** The versions a group lists (at most `shown` of them), and how many more it has than it lists. */
export function versionsText(
  group: Pick<ProductGroup, 'versions' | 'version_count'>,
  texts: Pick<ProductGroupTexts, 'moreVersions'>,
  shown = group.versions.length,
): string {
  const versions = group.versions.slice(0, shown);
  const listed = versions.join(', ');
  const more = group.version_count - versions.length;
  if (more <= 0) return listed || uiTexts.noValue;
  return listed ? `${listed} ${texts.moreVersions(more)}` : texts.moreVersions(more);
}

/** A group's versions: the first few, and a disclosure for the rest of those the API lists. */
function VersionsCell({ group, texts }: { group: ProductGroup; texts: ProductGroupTexts }) {
  const [isExpanded, setIsExpanded] = useState(false);
  const canExpand = group.versions.length > COLLAPSED_VERSIONS;
  const shown = isExpanded || !canExpand ? group.versions.length : COLLAPSED_VERSIONS;
  return (
    <Group gap={4} wrap="nowrap" align="flex-start" justify="space-between">
      <Text span fz="sm" style={{ wordBreak: 'break-word' }}>
        {versionsText(group, texts, shown)}
      </Text>
      {canExpand && (
        <UnstyledButton
          aria-expanded={isExpanded}
          aria-label={
            isExpanded
              ? texts.hideVersions(group.publisher, group.title)
              : texts.showVersions(group.publisher, group.title, group.version_count)
          }
          onClick={() => setIsExpanded((current) => !current)}
          c="var(--mantine-color-anchor)"
          style={{ lineHeight: 0, flexShrink: 0 }}
        >
          {isExpanded ? <IconChevronUp size={18} aria-hidden /> : <IconChevronDown size={18} aria-hidden />}
        </UnstyledButton>
      )}
    </Group>
  );
}

/**
 * A list's entries grouped by product (raw publisher and title without its version), the most rows first, paged and
 * filtered on the server: one rule per product fixes every version, for one product (Create rule) or for the selected
 * products at once (accept their suggestions, or ignore them), and where the list allows it, whole products removed.
 */
export function ProductGroupTable({ texts, pageSize, useGroups, accepter, ignorer, remover }: ProductGroupTableProps) {
  const [filters, setFilters] = useState<ProductGroupFilters>({});
  const [page, setPage] = useState(1);
  const [debouncedFilters] = useDebouncedValue(filters, FILTER_DEBOUNCE_MS);
  const groups = useGroups({ page, filters: debouncedFilters });
  const [question, setQuestion] = useState<'ignore' | 'remove' | null>(null);
  // The question's counts outlive the modal's closing animation, as the selection is cleared when the call succeeds.
  const [asked, setAsked] = useState({ count: 0, entries: 0 });

  // A selection belongs to the page it was made on: another page, or other filters, start with none selected.
  const shownQuery = JSON.stringify({ page, filters: activeFilters(debouncedFilters) });
  const [selection, setSelection] = useState<{ query: string; keys: ReadonlySet<string> }>({
    query: shownQuery,
    keys: NO_KEYS,
  });
  const selectedKeys = selection.query === shownQuery ? selection.keys : NO_KEYS;
  const select = (keys: ReadonlySet<string>) => setSelection({ query: shownQuery, keys });

  const setFilter = (field: ProductGroupFilterField, value: string) => {
    setFilters((current) => ({ ...current, [field]: value }));
    // As every list: a filter change starts again from page 1.
    setPage(1);
  };

  if (groups.isError && !groups.data) {
    return <LoadFailedPanel title={texts.loadFailed} onRetry={() => void groups.refetch()} />;
  }

  const shown = groups.data?.Groups ?? [];
  const total = groups.data?.total ?? 0;
  const isFiltered = Object.values(filters).some(isFilterValueActive);
  const acting: GroupAction | null = accepter.isPending
    ? 'accept'
    : ignorer.isPending
      ? 'ignore'
      : remover?.isPending
        ? 'remove'
        : null;
  // While another page loads, the rows on show are the previous page's: nothing to select there.
  const canSelect = acting === null && !groups.isPlaceholderData;

  const selected = shown.filter((group) => selectedKeys.has(group.group_key));
  const isAllSelected = shown.length > 0 && selected.length === shown.length;
  const selectedGroupKeys = selected.map((group) => group.group_key);

  const toggle = (groupKey: string, isChecked: boolean) => {
    const keys = new Set(selectedKeys);
    if (isChecked) keys.add(groupKey);
    else keys.delete(groupKey);
    select(keys);
  };

  /** After an action: its message, no selection, and a page within those left once the groups done leave the list. */
  const onDone = (message: string, groupsGone: number) => {
    notify.success(message);
    select(NO_KEYS);
    setQuestion(null);
    setPage((current) => clampPage(current, total - groupsGone, pageSize));
  };
  const onFailed = (error: unknown) => notify.error(errorMessage(error, feedbackMessages.submitError));
  const ask = (kind: 'ignore' | 'remove') => {
    setAsked({ count: selected.length, entries: selected.reduce((sum, group) => sum + group.entries, 0) });
    setQuestion(kind);
  };

  const accept = () =>
    accepter.mutate(selectedGroupKeys, {
      onSuccess: ({ ReturnObject }) => onDone(ReturnObject.message, ReturnObject.rules_made),
      onError: onFailed,
    });
  const ignore = (reason: string) =>
    ignorer.mutate(
      { groupKeys: selectedGroupKeys, reason },
      { onSuccess: ({ ReturnObject }) => onDone(ReturnObject.message, ReturnObject.rules_made), onError: onFailed },
    );
  const remove = () => {
    // The question closes at once: the table's overlay says the removal is under way.
    setQuestion(null);
    remover?.mutate(selectedGroupKeys, {
      onSuccess: ({ ReturnObject }) => onDone(ReturnObject.message, ReturnObject.removed),
      onError: onFailed,
    });
  };

  const overlayLabel = {
    accept: texts.accepting,
    ignore: texts.ignoring,
    remove: texts.removing,
  }[acting ?? 'accept'];

  return (
    <>
      <GroupBulkBar
        texts={texts}
        selected={selected}
        acting={acting}
        onAccept={accept}
        onIgnore={() => ask('ignore')}
        onRemove={remover && (() => ask('remove'))}
      />
      <Paper withBorder radius="md" pos="relative" mih={240}>
        <BusyOverlay
          isVisible={groups.isPending || acting !== null || (groups.isFetching && groups.isPlaceholderData)}
          label={acting === null ? texts.loading : overlayLabel}
        />
        <Table.ScrollContainer minWidth={1000}>
          <Table layout="fixed" verticalSpacing="sm" highlightOnHover aria-label={texts.tableLabel}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col" w={48} style={{ verticalAlign: 'top' }}>
                  <Checkbox
                    aria-label={texts.selectAll}
                    checked={isAllSelected}
                    indeterminate={selected.length > 0 && !isAllSelected}
                    disabled={!canSelect || shown.length === 0}
                    onChange={(event) =>
                      select(event.currentTarget.checked ? new Set(shown.map((group) => group.group_key)) : NO_KEYS)
                    }
                  />
                </Table.Th>
                {filterColumns(texts).map(({ field, label, width }) => (
                  <Table.Th key={field} scope="col" w={width}>
                    <ColumnFilter
                      label={label}
                      value={filters[field] ?? ''}
                      onChange={(value) => setFilter(field, value)}
                    />
                  </Table.Th>
                ))}
                <TitleHeaderCell title={texts.versionsColumn} width="17%" />
                <TitleHeaderCell title={texts.rowsColumn} width="8%" />
                <TitleHeaderCell title={texts.jobsColumn} width="7%" />
                <TitleHeaderCell title={texts.suggestionColumn} width="17%" />
                <ActionsHeaderCell />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {shown.map((group) => {
                const isSelected = selectedKeys.has(group.group_key);
                return (
                  <Table.Tr key={group.group_key} bg={isSelected ? 'var(--mantine-primary-color-light)' : undefined}>
                    <Table.Td>
                      <Checkbox
                        aria-label={texts.selectGroup(group.publisher, group.title)}
                        checked={isSelected}
                        disabled={!canSelect}
                        onChange={(event) => toggle(group.group_key, event.currentTarget.checked)}
                      />
                    </Table.Td>
                    <Table.Td style={{ wordBreak: 'break-word' }}>{group.publisher || uiTexts.noValue}</Table.Td>
                    <Table.Td style={{ wordBreak: 'break-word' }}>{group.title || uiTexts.noValue}</Table.Td>
                    <Table.Td>
                      <VersionsCell group={group} texts={texts} />
                    </Table.Td>
                    <Table.Td>{group.rows.toLocaleString()}</Table.Td>
                    <Table.Td>{group.jobs.toLocaleString()}</Table.Td>
                    <Table.Td style={{ wordBreak: 'break-word' }}>
                      {group.suggestion ? (
                        texts.suggestion(group.suggestion.publisher, group.suggestion.name)
                      ) : (
                        <Text span c="dimmed" fz="sm">
                          {texts.noSuggestion}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td ta="right">
                      <Button
                        component={Link}
                        to={paths.userMappingCreateFrom(
                          { publisher: group.publisher, name: group.title, version: group.version },
                          { anyVersion: true },
                        )}
                        size="compact-sm"
                        variant="light"
                        leftSection={<IconPlus size={14} />}
                        aria-label={texts.createRuleFor(group.publisher, group.title)}
                      >
                        {uiTexts.createRule}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
              {groups.data && shown.length === 0 && (
                <EmptyTableRow colSpan={COLUMN_COUNT}>
                  {isFiltered ? texts.noMatchingGroups : texts.noGroups}
                </EmptyTableRow>
              )}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {total > 0 && (
          <Box pb="md">
            <Text ta="center" size="sm" c="dimmed" mt="sm">
              {texts.total(total)}
            </Text>
            <Pagination page={page} totalPages={pageCount(total, pageSize)} onChange={setPage} />
          </Box>
        )}
      </Paper>
      <IgnoreGroupsModal
        texts={texts}
        isOpen={question === 'ignore'}
        count={asked.count}
        isSubmitting={ignorer.isPending}
        onConfirm={ignore}
        onCancel={() => setQuestion(null)}
      />
      {remover && (
        <ConfirmModal
          isOpen={question === 'remove'}
          title={texts.removeTitle}
          message={texts.removeText(asked.count, asked.entries)}
          confirmLabel={texts.confirmRemove}
          cancelLabel={uiTexts.cancel}
          confirmColor="red"
          onConfirm={remove}
          onCancel={() => setQuestion(null)}
        />
      )}
    </>
  );
}
