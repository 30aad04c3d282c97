import { Table } from '@mantine/core';
import { feedbackMessages, type UserCatalogRecord } from '@rnorm/contracts';
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
import { paths } from '../../../config/paths.ts';
import { personalizationTexts as texts } from '../../../config/personalization-texts.ts';
import { useConfirmedDelete } from '../../../hooks/use-confirmed-delete.ts';
import { useListView } from '../../../hooks/use-list-view.ts';
import { failureMessage } from '../../../lib/return-envelope.ts';
import { useDeleteUserCatalogEntry } from '../api/delete-user-catalog.ts';
import { useUserCatalogList } from '../api/get-user-catalog.ts';
import { catalogFilterFields } from '../user-catalog-rules.ts';

const COLUMN_COUNT = catalogFilterFields.length + 2;
const NO_ROWS: UserCatalogRecord[] = [];
const wrapping = { wordBreak: 'break-word' } as const;

/**
 * The company catalog's entries, filtered and paged on the client (spec sections 2, 4 and 5), with Edit and Delete
 * per row.
 */
export function UserCatalogTable() {
  const entries = useUserCatalogList();
  const list = useListView(entries.data ?? NO_ROWS);
  const deletion = useConfirmedDelete({
    remover: useDeleteUserCatalogEntry(),
    variablesOf: (record: UserCatalogRecord) => record.u_cat_ref_id,
    rowKey: (record) => record.u_cat_ref_id,
    successText: () => feedbackMessages.catalogDeleted,
    failureText: (error) => failureMessage(error, feedbackMessages.somethingWentWrong),
    onRowRemoved: list.onRowRemoved,
  });

  if (entries.isPending) return <Spinner label={texts.loadingUserCatalog} />;
  if (entries.isError && !entries.data) {
    return <LoadFailedPanel title={texts.userCatalogLoadFailed} onRetry={() => void entries.refetch()} />;
  }

  return (
    <>
      <ListTable
        label={texts.userCatalogTableLabel}
        minWidth={960}
        overlay={{ isVisible: deletion.isDeleting, label: texts.deletingUserCatalogEntry }}
        list={list}
        headerCells={
          <>
            {catalogFilterFields.map((field) => (
              <FilterHeaderCell
                key={field}
                list={list}
                field={field}
                label={texts.fieldLabels[field]}
                width={field === 'publisher' || field === 'name' ? '18%' : '12%'}
              />
            ))}
            <TitleHeaderCell title={texts.updatedColumn} width="14%" />
            <ActionsHeaderCell />
          </>
        }
        columnCount={COLUMN_COUNT}
        emptyText={entries.data.length > 0 ? texts.noMatchingUserCatalogEntries : texts.noUserCatalogEntries}
      >
        {list.pageRows.map((record) => {
          const name = `${record.publisher} ${record.name}`;
          return (
            <Table.Tr key={record.u_cat_ref_id} {...deletion.busyRowProps(record)}>
              {catalogFilterFields.map((field) => (
                <Table.Td key={field} style={wrapping}>
                  {record[field] || texts.noValue}
                </Table.Td>
              ))}
              <Table.Td>
                <UpdatedStamp at={record.updated_at} by={record.updated_by} />
              </Table.Td>
              <Table.Td>
                <RowEditDeleteActions
                  editHref={paths.userCatalogEdit.href(String(record.u_cat_ref_id))}
                  editLabel={texts.editUserCatalogEntry(name)}
                  deleteLabel={texts.deleteUserCatalogEntry(name)}
                  isDisabled={deletion.isDeleting}
                  onDelete={() => deletion.ask(record)}
                />
              </Table.Td>
            </Table.Tr>
          );
        })}
      </ListTable>
      <DeleteConfirmModal {...deletion.confirmModal} />
    </>
  );
}
