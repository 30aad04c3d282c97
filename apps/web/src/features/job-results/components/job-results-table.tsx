import {
  Anchor,
  Badge,
  Box,
  Button,
  Group,
  Paper,
  Select,
  Table,
  Text,
  TextInput,
  type MantineColor,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  RESULT_CATALOG_FILTERS,
  RowStatusSchema,
  VulnerabilityFilterSchema,
  type JobResultRow,
  type JobStatus,
} from '@rnorm/contracts';
import { IconAlertTriangle, IconSearch } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { EmptyTableRow } from '../../../components/ui/list-table.tsx';
import { NoticePanel } from '../../../components/ui/notice-panel.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { focusableScrollRegion } from '../../../components/ui/scroll-region.ts';
import { BusyOverlay } from '../../../components/ui/spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { uiTexts } from '../../../config/ui-texts.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { isFilterValueActive } from '../../../lib/list-filter.ts';
import { pageCount } from '../../../lib/paging.ts';
import { RESULTS_PAGE_SIZE, useJobResults } from '../api/get-job-results.ts';
import { cveRecordUrl, humanize, lifecycleColor, rowStatusColor, vulnerabilityColor } from '../result-labels.ts';
import { isCatalogFilter, RESULTS_TABLE_ID, useResultFilters, type ResultFilters } from '../use-result-filters.ts';

/** Typing settles for this long before the search goes to the server. */
export const SEARCH_DEBOUNCE_MS = 300;

type Cell = JobResultRow[string] | undefined;

/** A cell that shows its value as a badge of the value's colour, in words (`end_of_life` → "End of life"). */
function badge(
  variant: 'light' | 'dot',
  colorOf: (value: string) => MantineColor,
  text: (value: string) => string = humanize,
): (value: Cell) => ReactNode {
  return function BadgeCell(value) {
    return typeof value === 'string' ? (
      <Badge variant={variant} color={colorOf(value)} tt="none" radius="sm">
        {text(value)}
      </Badge>
    ) : null;
  };
}

/** A CVE id as a link to its public record. */
function CveLink({ cve }: { cve: string }) {
  return (
    <Anchor href={cveRecordUrl(cve)} target="_blank" rel="noopener noreferrer" size="sm">
      {cve}
    </Anchor>
  );
}

const vulnerabilityBadge = badge('light', vulnerabilityColor);

/** The row's vulnerability status; an affected row's CVEs are listed, each linked, in a disclosure. */
function VulnerabilityCell({ row }: { row: JobResultRow }) {
  const cves = typeof row.cves === 'string' && row.cves ? row.cves.split(';') : [];
  const count = typeof row.vulnerabilities === 'number' ? Math.max(row.vulnerabilities, cves.length) : cves.length;
  return (
    <>
      {vulnerabilityBadge(row.vulnerability_status)}
      {cves.length > 0 && (
        <Box component="details" mt={4}>
          <Text component="summary" fz="sm" style={{ cursor: 'pointer' }}>
            {uiTexts.cveCount(count)}
          </Text>
          <Group gap={4} wrap="wrap" mt={4}>
            {cves.map((cve) => (
              <CveLink key={cve} cve={cve} />
            ))}
          </Group>
          {count > cves.length && (
            <Text fz="xs" c="gray.7" mt={4}>
              {uiTexts.moreCves(count - cves.length)}
            </Text>
          )}
        </Box>
      )}
    </>
  );
}

const columns: {
  key: string;
  label: string;
  width: number;
  render?: (value: Cell) => ReactNode;
  renderRow?: (row: JobResultRow) => ReactNode;
  /** A column of actions on the row rather than of one of its values: rendered for every row. */
  isAction?: true;
}[] = [
  { key: 'raw_publisher', label: 'Raw Publisher', width: 170 },
  { key: 'raw_title', label: 'Raw Title', width: 220 },
  { key: 'raw_version', label: 'Raw Version', width: 130 },
  { key: 'status', label: 'Status', width: 130, render: badge('light', rowStatusColor, (value) => value) },
  { key: 'publisher', label: 'Publisher', width: 170 },
  { key: 'name', label: 'Name', width: 190 },
  { key: 'version', label: 'Version', width: 130 },
  { key: 'edition', label: 'Edition', width: 110 },
  { key: 'architecture', label: 'Architecture', width: 110 },
  { key: 'lifecycle_status', label: 'Lifecycle Status', width: 160, render: badge('dot', lifecycleColor) },
  { key: 'end_of_support', label: 'End of Support', width: 120 },
  {
    key: 'vulnerability_status',
    label: 'Vulnerabilities',
    width: 160,
    renderRow: (row) => <VulnerabilityCell row={row} />,
  },
  {
    key: 'known_exploited',
    label: 'Known Exploited',
    width: 160,
    render: (value) =>
      typeof value === 'string' ? (
        <Group gap={4} wrap="wrap">
          {value.split(';').map((cve) => (
            <CveLink key={cve} cve={cve} />
          ))}
        </Group>
      ) : null,
  },
  { key: 'license', label: 'Licence', width: 130 },
  {
    key: 'license_type',
    label: 'Licence Type',
    width: 120,
    render: (value) => (typeof value === 'string' ? humanize(value) : null),
  },
  {
    key: 'confidence',
    label: 'Confidence',
    width: 100,
    render: (value) => (typeof value === 'number' ? value.toFixed(2) : null),
  },
  { key: 'matched_by', label: 'Matched By', width: 120 },
  // Why the row came out as it did: where each value came from, or why it was refused.
  { key: 'reason', label: 'Reason', width: 320 },
  {
    key: 'actions',
    label: uiTexts.actionsColumn,
    width: 140,
    isAction: true,
    renderRow: (row) => <CreateRuleLink row={row} />,
  },
];

/** "Create rule" for a row: the rule form with the row's raw values filled in. */
function CreateRuleLink({ row }: { row: JobResultRow }) {
  const text = (key: string) => (typeof row[key] === 'string' ? (row[key] as string) : '');
  return (
    <Button
      component={Link}
      to={paths.userMappingCreateFrom({
        publisher: text('raw_publisher'),
        name: text('raw_title'),
        version: text('raw_version'),
      })}
      size="compact-sm"
      variant="light"
      aria-label={uiTexts.createRuleFromRow(text('raw_title'))}
    >
      {uiTexts.createRule}
    </Button>
  );
}

const TABLE_MIN_WIDTH = columns.reduce((width, column) => width + column.width, 0);

/** Longer cell texts show their first lines only: a broken export's 200,000-character title must not fill the page. */
const LONG_CELL_CHARS = 160;
const LONG_CELL_LINES = 3;
/** How much of a long text the cell holds and its tooltip shows: more than its lines show, never the whole of it. */
const LONG_CELL_SHOWN_CHARS = 1_000;

function plainCell(text: string) {
  if (text.length <= LONG_CELL_CHARS) return text;
  const shown = text.length > LONG_CELL_SHOWN_CHARS ? `${text.slice(0, LONG_CELL_SHOWN_CHARS)}…` : text;
  return (
    <Text fz="sm" lineClamp={LONG_CELL_LINES} title={shown} style={{ overflowWrap: 'anywhere' }}>
      {shown}
    </Text>
  );
}

function renderCell(column: (typeof columns)[number], row: JobResultRow) {
  if (column.isAction) return column.renderRow?.(row);
  const value = row[column.key];
  if (value === null || value === undefined || value === '') return <Text c="dimmed">{uiTexts.noValue}</Text>;
  return column.renderRow?.(row) ?? column.render?.(value) ?? plainCell(String(value));
}

const vulnerabilityOptions = [
  { value: '', label: uiTexts.allVulnerabilities },
  ...VulnerabilityFilterSchema.options.map((filter) => ({ value: filter, label: humanize(filter) })),
];

/** The status filter's options for normalized rows by how they were named (`catalog:product`). */
const CATALOG_OPTION = 'catalog:';

const statusOptions = [
  { value: '', label: uiTexts.allStatuses },
  ...RowStatusSchema.options.flatMap((status) => [
    { value: status, label: humanize(status) },
    ...(status === 'normalized'
      ? RESULT_CATALOG_FILTERS.map((catalog) => ({
          value: `${CATALOG_OPTION}${catalog}`,
          label: uiTexts.statusWithCatalog[catalog === 'product' ? 'normalized' : 'normalized_title_only']!,
        }))
      : []),
  ]),
];

/** The filters a status option stands for: a row status, or normalized rows by how they were named. */
function statusFilterOf(value: string | null): Pick<ResultFilters, 'status' | 'catalog'> {
  const catalog = value?.startsWith(CATALOG_OPTION) ? value.slice(CATALOG_OPTION.length) : '';
  if (isCatalogFilter(catalog)) return { status: '', catalog };
  return { status: RowStatusSchema.safeParse(value).data ?? '', catalog: '' };
}

/** A job's result rows, paged, filtered and searched on the server. */
export function JobResultsTable({ jobId, jobStatus }: { jobId: number; jobStatus: JobStatus | undefined }) {
  const { status, catalog, vulnerability, setFilters } = useResultFilters();
  const [search, setSearch] = useState('');
  // The page starts over whenever a filter changes, here or from a chart (through the address).
  const filterKey = `${status}|${catalog}|${vulnerability}`;
  const [paging, setPaging] = useState({ filterKey, page: 1 });
  const page = paging.filterKey === filterKey ? paging.page : 1;
  const setPage = (next: number) => setPaging({ filterKey, page: next });
  const [debouncedSearch] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const results = useJobResults(
    {
      jobId,
      page,
      status: status || undefined,
      catalog: catalog || undefined,
      search: isFilterValueActive(debouncedSearch) ? debouncedSearch : undefined,
      vulnerability: vulnerability || undefined,
    },
    jobStatus,
  );

  const total = results.data?.total ?? 0;
  const isFiltered = status !== '' || catalog !== '' || vulnerability !== '' || isFilterValueActive(search);

  return (
    <Paper withBorder radius="md" pos="relative" id={RESULTS_TABLE_ID} style={{ scrollMarginTop: 16 }}>
      <Group p="md" gap="md" align="flex-end" justify="space-between">
        <Group gap="md" align="flex-end">
          <Select
            label={uiTexts.statusFilterLabel}
            data={statusOptions}
            value={catalog ? `${CATALOG_OPTION}${catalog}` : status}
            onChange={(value) => setFilters(statusFilterOf(value))}
            allowDeselect={false}
            w={180}
          />
          <Select
            label={uiTexts.vulnerabilityFilterLabel}
            data={vulnerabilityOptions}
            value={vulnerability}
            onChange={(value) => setFilters({ vulnerability: VulnerabilityFilterSchema.safeParse(value).data ?? '' })}
            allowDeselect={false}
            w={180}
          />
          <TextInput
            label={uiTexts.searchLabel}
            placeholder={uiTexts.searchPlaceholder}
            leftSection={<IconSearch size={16} />}
            autoComplete="off"
            type="search"
            value={search}
            onChange={(event) => {
              setSearch(event.currentTarget.value);
              setPage(1);
            }}
            w={280}
          />
        </Group>
        {results.data && (
          <Text fz="sm" c="dimmed" aria-live="polite">
            {uiTexts.resultsCount(total)}
          </Text>
        )}
      </Group>
      {results.isError && !results.data ? (
        <Box px="md" pb="md">
          <NoticePanel
            icon={<IconAlertTriangle size={30} />}
            title={uiTexts.resultsLoadFailed}
            color="orange"
            actions={<Button onClick={() => void results.refetch()}>{uiTexts.retry}</Button>}
          >
            {errorMessage(results.error, '')}
          </NoticePanel>
        </Box>
      ) : (
        <Box pos="relative" mih={200}>
          <BusyOverlay
            isVisible={results.isFetching && (results.isPending || results.isPlaceholderData)}
            label={uiTexts.loadingResults}
          />
          <Table.ScrollContainer
            minWidth={TABLE_MIN_WIDTH}
            scrollAreaProps={focusableScrollRegion(uiTexts.resultsTableLabel)}
          >
            <Table layout="fixed" verticalSpacing="xs" striped highlightOnHover aria-label={uiTexts.resultsTableLabel}>
              <Table.Thead>
                <Table.Tr>
                  {columns.map((column) => (
                    <Table.Th key={column.key} scope="col" w={column.width} fz="sm">
                      {column.label}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {results.data?.rows.map((row, index) => (
                  <Table.Tr key={String(row.row_number ?? index)}>
                    {columns.map((column) => (
                      <Table.Td key={column.key} fz="sm" style={{ wordBreak: 'break-word' }}>
                        {renderCell(column, row)}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
                {results.data && results.data.rows.length === 0 && (
                  <EmptyTableRow colSpan={columns.length}>
                    {isFiltered ? uiTexts.noMatchingResults : uiTexts.noResultsYet}
                  </EmptyTableRow>
                )}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Box>
      )}
      {total > 0 && (
        <Box pb="md">
          <Pagination page={page} totalPages={pageCount(total, RESULTS_PAGE_SIZE)} onChange={setPage} />
        </Box>
      )}
    </Paper>
  );
}
