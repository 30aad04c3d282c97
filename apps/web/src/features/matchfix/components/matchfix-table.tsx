import { Box, Button, Paper, Table } from '@mantine/core';
import { Link } from 'react-router';
import { useDebouncedValue } from '@mantine/hooks';
import { LIST_PAGE_SIZE } from '@rnorm/contracts';
import { IconAlertTriangle, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { ColumnFilter, EmptyTableRow } from '../../../components/ui/list-table.tsx';
import { NoticePanel } from '../../../components/ui/notice-panel.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { BusyOverlay } from '../../../components/ui/spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { uiTexts } from '../../../config/ui-texts.ts';
import { isFilterValueActive } from '../../../lib/list-filter.ts';
import { pageCount } from '../../../lib/paging.ts';
import { useMatchfixList, type MatchfixFilterField, type MatchfixFilters } from '../api/get-matchfix-list.ts';

/** Typing settles for this long before the filters go to the server. */
export const FILTER_DEBOUNCE_MS = 300;

const columns: { field: MatchfixFilterField; label: string; width: string }[] = [
  { field: 'publisher', label: 'Publisher', width: '27%' },
  { field: 'name', label: 'Name', width: '32%' },
  { field: 'version', label: 'Version', width: '16%' },
  { field: 'job_id', label: 'Job ID', width: '11%' },
];
/** The last column: "Create rule" for the row (beyond the spec's four). */
const ACTIONS_WIDTH = '14%';

/** The entries that could not be normalized, filtered and paged on the server (spec section 2, Matchfix). */
export function MatchfixTable() {
  const [filters, setFilters] = useState<MatchfixFilters>({});
  const [page, setPage] = useState(1);
  const [debouncedFilters] = useDebouncedValue(filters, FILTER_DEBOUNCE_MS);
  const entries = useMatchfixList({ page, filters: debouncedFilters });

  const setFilter = (field: MatchfixFilterField, value: string) => {
    setFilters((current) => ({ ...current, [field]: value }));
    // Spec section 4: any filter change starts again from page 1.
    setPage(1);
  };

  if (entries.isError && !entries.data) {
    return (
      <NoticePanel
        icon={<IconAlertTriangle size={30} />}
        title={uiTexts.matchfixLoadFailed}
        color="orange"
        actions={<Button onClick={() => void entries.refetch()}>{uiTexts.retry}</Button>}
      />
    );
  }

  const total = entries.data?.total ?? 0;
  const isFiltered = Object.values(filters).some(isFilterValueActive);

  return (
    <Paper withBorder radius="md" pos="relative" mih={240}>
      <BusyOverlay
        isVisible={entries.isPending || (entries.isFetching && entries.isPlaceholderData)}
        label={uiTexts.loadingMatchfix}
      />
      <Table.ScrollContainer minWidth={720}>
        <Table layout="fixed" verticalSpacing="sm" highlightOnHover aria-label={uiTexts.matchfixTableLabel}>
          <Table.Thead>
            <Table.Tr>
              {columns.map(({ field, label, width }) => (
                <Table.Th key={field} scope="col" w={width}>
                  <ColumnFilter
                    label={label}
                    value={filters[field] ?? ''}
                    onChange={(value) => setFilter(field, value)}
                  />
                </Table.Th>
              ))}
              <Table.Th scope="col" w={ACTIONS_WIDTH}>
                {uiTexts.actionsColumn}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {entries.data?.MatchFix.map((entry, index) => (
              <Table.Tr key={`${entry.JobID}-${entry.Publisher}-${entry.Name}-${entry.Version}-${index}`}>
                <Table.Td style={{ wordBreak: 'break-word' }}>{entry.Publisher || uiTexts.noValue}</Table.Td>
                <Table.Td style={{ wordBreak: 'break-word' }}>{entry.Name || uiTexts.noValue}</Table.Td>
                <Table.Td style={{ wordBreak: 'break-word' }}>{entry.Version || uiTexts.noValue}</Table.Td>
                <Table.Td>{entry.JobID}</Table.Td>
                <Table.Td>
                  <Button
                    component={Link}
                    to={paths.userMappingCreateFrom({
                      publisher: entry.Publisher,
                      name: entry.Name,
                      version: entry.Version,
                    })}
                    size="compact-sm"
                    variant="light"
                    leftSection={<IconPlus size={14} />}
                    aria-label={uiTexts.createRuleFromRow(entry.Name)}
                  >
                    {uiTexts.createRule}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
            {entries.data && entries.data.MatchFix.length === 0 && (
              <EmptyTableRow colSpan={columns.length + 1}>
                {isFiltered ? uiTexts.noMatchingMatchfix : uiTexts.noMatchfixEntries}
              </EmptyTableRow>
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {total > 0 && (
        <Box pb="md">
          <Pagination page={page} totalPages={pageCount(total, LIST_PAGE_SIZE)} onChange={setPage} />
        </Box>
      )}
    </Paper>
  );
}
