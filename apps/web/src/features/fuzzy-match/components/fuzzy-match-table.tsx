import { Box, Button, Group, Paper, Switch, Table, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { feedbackMessages, LIST_PAGE_SIZE, type FuzzyMatchEntry, type MatchRequest } from '@rnorm/contracts';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmModal } from '../../../components/ui/confirm-modal.tsx';
import { ColumnFilter, EmptyTableRow } from '../../../components/ui/list-table.tsx';
import { NoticePanel } from '../../../components/ui/notice-panel.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { BusyOverlay, Spinner } from '../../../components/ui/spinner.tsx';
import { uiTexts } from '../../../config/ui-texts.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { isFilterValueActive } from '../../../lib/list-filter.ts';
import { notify } from '../../../lib/notify.ts';
import { pageAfterRemoval, pageCount } from '../../../lib/paging.ts';
import { useDeleteFuzzyMatch } from '../api/delete-fuzzy-match.ts';
import { useFuzzyMatchList, type FuzzyMatchFilterField, type FuzzyMatchFilters } from '../api/get-fuzzy-matches.ts';
import { useMatchFuzzyEntry } from '../api/match-fuzzy-entry.ts';
import { FuzzyMatchRow } from './fuzzy-match-row.tsx';

/** Typing settles for this long before the filters go to the server. */
export const FILTER_DEBOUNCE_MS = 300;

const columns: { field: FuzzyMatchFilterField; label: string; width: string }[] = [
  { field: 'job_id', label: uiTexts.fuzzyJobIdColumn, width: '12%' },
  { field: 'publisher', label: uiTexts.fuzzyMatchFields.publisher, width: '22%' },
  { field: 'name', label: uiTexts.fuzzyTitleColumn, width: '26%' },
  { field: 'version', label: uiTexts.fuzzyMatchFields.version, width: '14%' },
];
const COLUMN_COUNT = columns.length + 1;

type Question =
  { kind: 'match'; entry: FuzzyMatchEntry; request: MatchRequest } | { kind: 'remove'; entry: FuzzyMatchEntry };

/**
 * Whether a match names one of the entry's suggestions, all of them catalog products (issue 30: say where a rule
 * leads). Values typed in edit mode may name a product too; the rule list says so once it is made.
 */
function isSuggestedProduct(entry: FuzzyMatchEntry, request: MatchRequest): boolean {
  const key = (publisher: string, name: string) =>
    `${publisher.trim().toLowerCase()}\u0000${name.trim().toLowerCase()}`;
  const asked = key(request.publisher_normalised, request.name_normalised);
  return Object.values(entry.fuzzy_matches).some((suggestion) => key(suggestion.publisher, suggestion.name) === asked);
}

function questionTexts(question: Question | null) {
  if (question?.kind === 'remove') {
    return {
      title: uiTexts.confirmDeleteTitle,
      message: feedbackMessages.confirmDelete,
      confirmLabel: uiTexts.delete,
      color: 'red',
    };
  }
  return {
    title: uiTexts.confirmMatchTitle,
    message: question
      ? `${uiTexts.confirmMatchText(
          question.request.publisher_normalised,
          question.request.name_normalised,
          question.request.version_normalised,
        )} ${isSuggestedProduct(question.entry, question.request) ? uiTexts.matchToCatalogProduct : uiTexts.matchToOwnValues}`
      : '',
    confirmLabel: uiTexts.ok,
    color: 'green',
  };
}

/**
 * The raw entries the catalog matched only loosely, filtered and paged on the server (spec section 2, Fuzzy Match),
 * with their suggestions behind the View Fuzzy Match toggle, and Match, Edit and Remove per row.
 */
export function FuzzyMatchTable() {
  const [filters, setFilters] = useState<FuzzyMatchFilters>({});
  const [page, setPage] = useState(1);
  const [showSuggestions, setShowSuggestions] = useState(false);
  const [debouncedFilters] = useDebouncedValue(filters, FILTER_DEBOUNCE_MS);
  const entries = useFuzzyMatchList({ page, filters: debouncedFilters });
  const matcher = useMatchFuzzyEntry();
  const remover = useDeleteFuzzyMatch();
  // The question outlives the modal's closing animation, so its text does not vanish while it fades out.
  const [question, setQuestion] = useState<Question | null>(null);
  const [isAsking, setIsAsking] = useState(false);

  const isActing = matcher.isPending || remover.isPending;
  const actingHashKey = matcher.isPending
    ? matcher.variables.hashKey
    : remover.isPending
      ? remover.variables
      : undefined;

  const setFilter = (field: FuzzyMatchFilterField, value: string) => {
    setFilters((current) => ({ ...current, [field]: value }));
    // Spec section 4: any filter change starts again from page 1.
    setPage(1);
  };

  if (entries.isPending) return <Spinner label={uiTexts.loadingFuzzyMatches} />;
  if (entries.isError && !entries.data) {
    return (
      <NoticePanel
        icon={<IconAlertTriangle size={30} />}
        title={uiTexts.fuzzyMatchLoadFailed}
        color="orange"
        actions={<Button onClick={() => void entries.refetch()}>{uiTexts.retry}</Button>}
      />
    );
  }

  const total = entries.data.total;
  const isFiltered = Object.values(filters).some(isFilterValueActive);

  const ask = (next: Question) => {
    setQuestion(next);
    setIsAsking(true);
  };

  /** Spec section 4, Paging: the row left the list; step back when it was the last page's only row. */
  const onRowRemoved = () => setPage((current) => pageAfterRemoval(current, total, LIST_PAGE_SIZE));

  const confirm = () => {
    if (!question) return;
    setIsAsking(false);
    const { entry } = question;
    if (question.kind === 'match') {
      matcher.mutate(
        { hashKey: entry.hash_key, body: question.request },
        {
          onSuccess: () => {
            notify.success(feedbackMessages.matched);
            onRowRemoved();
          },
          onError: (error) => notify.error(errorMessage(error, feedbackMessages.submitError)),
        },
      );
      return;
    }
    remover.mutate(entry.hash_key, {
      onSuccess: (response) => {
        notify.success(response.ReturnObject.message);
        onRowRemoved();
      },
      onError: (error) => notify.error(errorMessage(error, feedbackMessages.somethingWentWrong)),
    });
  };

  const texts = questionTexts(question);
  const overlayLabel = matcher.isPending
    ? uiTexts.matchingEntry
    : remover.isPending
      ? uiTexts.removingEntry
      : uiTexts.loadingFuzzyMatches;

  return (
    <>
      <Group justify="flex-end" mb="sm">
        <Switch
          label={uiTexts.viewFuzzyMatch}
          checked={showSuggestions}
          onChange={(event) => setShowSuggestions(event.currentTarget.checked)}
        />
      </Group>
      <Paper withBorder radius="md" pos="relative" mih={240}>
        <BusyOverlay isVisible={isActing || (entries.isFetching && entries.isPlaceholderData)} label={overlayLabel} />
        <Table.ScrollContainer minWidth={860}>
          <Table layout="fixed" verticalSpacing="sm" aria-label={uiTexts.fuzzyMatchTableLabel}>
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
                <Table.Th scope="col" ta="right" style={{ verticalAlign: 'top' }}>
                  <Text fw={700} fz="sm">
                    {uiTexts.actionsColumn}
                  </Text>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {entries.data.FuzzyMatches.map((entry) => (
                <FuzzyMatchRow
                  key={entry.hash_key}
                  entry={entry}
                  columnCount={COLUMN_COUNT}
                  showSuggestions={showSuggestions}
                  isListBusy={isActing}
                  isBusy={entry.hash_key === actingHashKey}
                  onMatch={(matched, request) => ask({ kind: 'match', entry: matched, request })}
                  onRemove={(removed) => ask({ kind: 'remove', entry: removed })}
                />
              ))}
              {entries.data.FuzzyMatches.length === 0 && (
                <EmptyTableRow colSpan={COLUMN_COUNT}>
                  {isFiltered ? uiTexts.noMatchingFuzzyMatches : uiTexts.noFuzzyMatches}
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
      <ConfirmModal
        isOpen={isAsking}
        title={texts.title}
        message={texts.message}
        confirmLabel={texts.confirmLabel}
        cancelLabel={uiTexts.cancel}
        confirmColor={texts.color}
        onConfirm={confirm}
        onCancel={() => setIsAsking(false)}
      />
    </>
  );
}
