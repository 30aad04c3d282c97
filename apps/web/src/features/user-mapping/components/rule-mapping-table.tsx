import { Table, Text } from '@mantine/core';
import { feedbackMessages, type RuleMappingRecord } from '@rnorm/contracts';
import { DeleteConfirmModal } from '../../../components/ui/confirm-modal.tsx';
import {
  ActionsHeaderCell,
  FilterHeaderCell,
  ListTable,
  RowEditDeleteActions,
  TitleHeaderCell,
} from '../../../components/ui/list-table.tsx';
import { LoadFailedPanel } from '../../../components/ui/notice-panel.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { uiTexts } from '../../../config/ui-texts.ts';
import { useConfirmedDelete } from '../../../hooks/use-confirmed-delete.ts';
import { useListView } from '../../../hooks/use-list-view.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useDeleteRuleMapping } from '../api/delete-rule-mapping.ts';
import { useRuleMappings } from '../api/get-rule-mappings.ts';

type FilterField = 'publisher' | 'name' | 'version';

const columns: { field: FilterField; width: string }[] = [
  { field: 'publisher', width: '24%' },
  { field: 'name', width: '28%' },
  { field: 'version', width: '14%' },
];
const COLUMN_COUNT = columns.length + 2;

const NO_ROWS: RuleMappingRecord[] = [];
const wrapping = { wordBreak: 'break-word' } as const;

function formatDateTime(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toLocaleString();
}

/**
 * The company's rule mappings (spec section 2, User Rule Mapping): filtered and paged here, six to a page, with Edit
 * and Delete per row. While a delete runs its row is dimmed, an overlay covers the list and no row can act.
 */
export function RuleMappingTable() {
  const mappings = useRuleMappings();
  const list = useListView(mappings.data ?? NO_ROWS);
  const deletion = useConfirmedDelete({
    remover: useDeleteRuleMapping(),
    variablesOf: (record: RuleMappingRecord) => record.hash_key,
    rowKey: (record) => record.hash_key,
    successText: (response) => response.ReturnObject.message,
    failureText: (error) => errorMessage(error, feedbackMessages.somethingWentWrong),
    onRowRemoved: list.onRowRemoved,
  });

  if (mappings.isPending) return <Spinner label={uiTexts.loadingRuleMappings} />;
  if (mappings.isError) {
    return <LoadFailedPanel title={uiTexts.ruleMappingsLoadFailed} onRetry={() => void mappings.refetch()} />;
  }

  return (
    <>
      <ListTable
        label={uiTexts.ruleMappingsTableLabel}
        minWidth={820}
        overlay={{ isVisible: deletion.isDeleting, label: uiTexts.deletingRuleMapping }}
        list={list}
        headerCells={
          <>
            {columns.map(({ field, width }) => (
              <FilterHeaderCell
                key={field}
                list={list}
                field={field}
                label={uiTexts.ruleMappingRawFields[field]}
                width={width}
              />
            ))}
            <TitleHeaderCell title={uiTexts.ruleMappingUpdatedColumn} width="18%" />
            <ActionsHeaderCell />
          </>
        }
        columnCount={COLUMN_COUNT}
        emptyText={mappings.data.length > 0 ? uiTexts.noMatchingRuleMappings : uiTexts.noRuleMappings}
      >
        {list.pageRows.map((record) => (
          <Table.Tr key={record.hash_key} {...deletion.busyRowProps(record)}>
            <Table.Td style={wrapping}>{record.publisher || uiTexts.noValue}</Table.Td>
            <Table.Td style={wrapping}>{record.name || uiTexts.noValue}</Table.Td>
            <Table.Td style={wrapping}>{record.version || uiTexts.noValue}</Table.Td>
            <Table.Td>
              <Text fz="sm">{formatDateTime(record.updated_at)}</Text>
              {record.updated_by && (
                <Text fz="xs" c="dimmed" style={wrapping}>
                  {uiTexts.ruleMappingUpdatedBy(record.updated_by)}
                </Text>
              )}
            </Table.Td>
            <Table.Td>
              <RowEditDeleteActions
                editHref={paths.userMappingEdit.href(record.hash_key)}
                editLabel={uiTexts.editRuleMappingOf(record.name, record.version)}
                deleteLabel={uiTexts.deleteRuleMappingOf(record.name, record.version)}
                isDisabled={deletion.isDeleting}
                isEditNamedWhileDisabled={false}
                onDelete={() => deletion.ask(record)}
              />
            </Table.Td>
          </Table.Tr>
        ))}
      </ListTable>
      <DeleteConfirmModal {...deletion.confirmModal} />
    </>
  );
}
