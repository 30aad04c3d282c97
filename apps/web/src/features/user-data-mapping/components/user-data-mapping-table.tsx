import { Table } from '@mantine/core';
import { feedbackMessages } from '@rnorm/contracts';
import { useMemo } from 'react';
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
import { UpdatedStamp } from '../../../components/ui/updated-stamp.tsx';
import { personalizationTexts as texts } from '../../../config/personalization-texts.ts';
import { useConfirmedDelete } from '../../../hooks/use-confirmed-delete.ts';
import { useListView } from '../../../hooks/use-list-view.ts';
import { useUserDataMappings } from '../api/get-user-data-mappings.ts';
import { useDeleteUserDataMapping } from '../api/save-user-data-mapping.ts';
import {
  dataMappingEditHref,
  dataMappingRows,
  type DataMappingFilterField,
  type DataMappingRow,
} from '../user-data-mapping-rules.ts';

const columns: { field: DataMappingFilterField; label: string; width: string }[] = [
  { field: 'field_label', label: texts.fieldNameLabel, width: '16%' },
  { field: 'normalized_value', label: texts.normalizedValueLabel, width: '26%' },
  { field: 'custom_value', label: texts.customizedValueLabel, width: '26%' },
];
const COLUMN_COUNT = columns.length + 2;
const wrapping = { wordBreak: 'break-word' } as const;

/**
 * The company's data mappings, filtered and paged on the client (spec sections 2, 4 and 5), with Edit and Delete
 * per row.
 */
export function UserDataMappingTable() {
  const mappings = useUserDataMappings();
  const rows = useMemo(() => dataMappingRows(mappings.data ?? []), [mappings.data]);
  const list = useListView(rows);
  const deletion = useConfirmedDelete({
    remover: useDeleteUserDataMapping(),
    variablesOf: (row: DataMappingRow) => ({ normalizedValue: row.normalized_value, fieldName: row.field_name }),
    rowKey: (row) => row.hash_key,
    successText: (response) => response.ReturnObject.message,
    failureText: () => feedbackMessages.dataMappingDeleteFailed,
    onRowRemoved: list.onRowRemoved,
  });

  if (mappings.isPending) return <Spinner label={texts.loadingUserDataMappings} />;
  if (mappings.isError && !mappings.data) {
    return <LoadFailedPanel title={texts.userDataMappingsLoadFailed} onRetry={() => void mappings.refetch()} />;
  }

  return (
    <>
      <ListTable
        label={texts.userDataMappingTableLabel}
        minWidth={860}
        overlay={{ isVisible: deletion.isDeleting, label: texts.deletingUserDataMapping }}
        list={list}
        headerCells={
          <>
            {columns.map(({ field, label, width }) => (
              <FilterHeaderCell key={field} list={list} field={field} label={label} width={width} />
            ))}
            <TitleHeaderCell title={texts.updatedColumn} width="16%" />
            <ActionsHeaderCell />
          </>
        }
        columnCount={COLUMN_COUNT}
        emptyText={rows.length > 0 ? texts.noMatchingUserDataMappings : texts.noUserDataMappings}
      >
        {list.pageRows.map((row) => (
          <Table.Tr key={row.hash_key} {...deletion.busyRowProps(row)}>
            <Table.Td>{row.field_label}</Table.Td>
            <Table.Td style={wrapping}>{row.normalized_value}</Table.Td>
            <Table.Td style={wrapping}>{row.custom_value}</Table.Td>
            <Table.Td>
              <UpdatedStamp at={row.updated_at} by={row.updated_by} />
            </Table.Td>
            <Table.Td>
              <RowEditDeleteActions
                editHref={dataMappingEditHref(row)}
                editLabel={texts.editUserDataMapping(row.field_label, row.normalized_value)}
                deleteLabel={texts.deleteUserDataMapping(row.field_label, row.normalized_value)}
                isDisabled={deletion.isDeleting}
                onDelete={() => deletion.ask(row)}
              />
            </Table.Td>
          </Table.Tr>
        ))}
      </ListTable>
      <DeleteConfirmModal {...deletion.confirmModal} />
    </>
  );
}
