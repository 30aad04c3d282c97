import { Box, Button, Checkbox, Paper, Table, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { feedbackMessages, MATCHFIX_GROUP_PAGE_SIZE, type MatchfixGroup } from '@rnorm/contracts';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ActionsHeaderCell, ColumnFilter, EmptyTableRow, TitleHeaderCell } from '../../../components/ui/list-table.tsx';
import { LoadFailedPanel } from '../../../components/ui/notice-panel.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { BusyOverlay } from '../../../components/ui/spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { uiTexts } from '../../../config/ui-texts.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { activeFilters, isFilterValueActive } from '../../../lib/list-filter.ts';
import { notify } from '../../../lib/notify.ts';
import { clampPage, pageCount } from '../../../lib/paging.ts';
import { useAcceptMatchfixGroups, useIgnoreMatchfixGroups } from '../api/act-on-matchfix-groups.ts';
import {
  useMatchfixGroups,
  type MatchfixGroupFilterField,
  type MatchfixGroupFilters,
} from '../api/get-matchfix-groups.ts';
import { matchfixGroupTexts as texts } from '../../../config/matchfix-texts.ts';
import { GroupBulkBar } from './group-bulk-bar.tsx';
import { IgnoreGroupsModal } from './ignore-groups-modal.tsx';
import { FILTER_DEBOUNCE_MS } from './matchfix-table.tsx';

const filterColumns: { field: MatchfixGroupFilterField; label: string; width: string }[] = [
  { field: 'publisher', label: texts.publisherColumn, width: '16%' },
  { field: 'name', label: texts.titleColumn, width: '22%' },
];
/** The checkbox, the two filtered columns, Versions, Rows, Jobs, Suggestion and Create rule. */
const COLUMN_COUNT = 8;

const NO_KEYS: ReadonlySet<string> = new Set();

/** The versions a group lists, and how many more it has than it lists. */
export function versionsText(group: Pick<MatchfixGroup, 'versions' | 'version_count'>): string {
  const listed = group.versions.join(', ');
  const more = group.version_count - group.versions.length;
  if (more <= 0) return listed || uiTexts.noValue;
  return listed ? `${listed} ${texts.moreVersions(more)}` : texts.moreVersions(more);
}

/**
 * The Matchfix entries grouped by product (raw publisher and title without its version), the most rows first, paged
 * and filtered on the server: one rule per product fixes every version, for one product (Create rule) or for the
 * selected products at once (accept their suggestions, or ignore them).
 */
export function MatchfixGroupTable() {
  const [filters, setFilters] = useState<MatchfixGroupFilters>({});
  const [page, setPage] = useState(1);
  const [debouncedFilters] = useDebouncedValue(filters, FILTER_DEBOUNCE_MS);
  const groups = useMatchfixGroups({ page, filters: debouncedFilters });
  const accepter = useAcceptMatchfixGroups();
  const ignorer = useIgnoreMatchfixGroups();
  const [isAskingReason, setIsAskingReason] = useState(false);
  // The question's count outlives the modal's closing animation, as the selection is cleared when the call succeeds.
  const [askedCount, setAskedCount] = useState(0);

  // A selection belongs to the page it was made on: another page, or other filters, start with none selected.
  const shownQuery = JSON.stringify({ page, filters: activeFilters(debouncedFilters) });
  const [selection, setSelection] = useState<{ query: string; keys: ReadonlySet<string> }>({
    query: shownQuery,
    keys: NO_KEYS,
  });
  const selectedKeys = selection.query === shownQuery ? selection.keys : NO_KEYS;
  const select = (keys: ReadonlySet<string>) => setSelection({ query: shownQuery, keys });

  const setFilter = (field: MatchfixGroupFilterField, value: string) => {
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
  const acting = accepter.isPending ? 'accept' : ignorer.isPending ? 'ignore' : null;
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

  const onDone = ({ ReturnObject }: { ReturnObject: { message: string; rules_made: number } }) => {
    notify.success(ReturnObject.message);
    select(NO_KEYS);
    setIsAskingReason(false);
    // The fixed products leave the list: stay within the pages that are left.
    setPage((current) => clampPage(current, total - ReturnObject.rules_made, MATCHFIX_GROUP_PAGE_SIZE));
  };
  const onFailed = (error: unknown) => notify.error(errorMessage(error, feedbackMessages.submitError));

  const accept = () => accepter.mutate(selectedGroupKeys, { onSuccess: onDone, onError: onFailed });
  const ignore = (reason: string) =>
    ignorer.mutate({ groupKeys: selectedGroupKeys, reason }, { onSuccess: onDone, onError: onFailed });

  const overlayLabel = acting === 'accept' ? texts.accepting : acting === 'ignore' ? texts.ignoring : texts.loading;

  return (
    <>
      <GroupBulkBar
        selected={selected}
        acting={acting}
        onAccept={accept}
        onIgnore={() => {
          setAskedCount(selected.length);
          setIsAskingReason(true);
        }}
      />
      <Paper withBorder radius="md" pos="relative" mih={240}>
        <BusyOverlay
          isVisible={groups.isPending || acting !== null || (groups.isFetching && groups.isPlaceholderData)}
          label={overlayLabel}
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
                {filterColumns.map(({ field, label, width }) => (
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
                    <Table.Td style={{ wordBreak: 'break-word' }}>{versionsText(group)}</Table.Td>
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
            <Pagination page={page} totalPages={pageCount(total, MATCHFIX_GROUP_PAGE_SIZE)} onChange={setPage} />
          </Box>
        )}
      </Paper>
      <IgnoreGroupsModal
        isOpen={isAskingReason}
        count={askedCount}
        isSubmitting={ignorer.isPending}
        onConfirm={ignore}
        onCancel={() => setIsAskingReason(false)}
      />
    </>
  );
}
