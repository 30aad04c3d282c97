import { Badge, Table, Text, Tooltip } from '@mantine/core';
import { feedbackMessages, type RuleMappingRecord, type RuleTargetPlace } from '@rnorm/contracts';
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
  { field: 'publisher', width: '17%' },
  { field: 'name', width: '21%' },
  { field: 'version', width: '10%' },
];
/** The raw fields, the target ("Normalized to"), Updated and the actions. */
const COLUMN_COUNT = columns.length + 3;

const targetColors: Record<RuleTargetPlace, string> = { catalog: 'green', company_catalog: 'blue', none: 'gray' };

/** What a rule normalizes its row to, and whether a catalog knows that product (issue 30: raw → target). */
function RuleTarget({ record }: { record: RuleMappingRecord }) {
  const anyVersion = record.any_version && (
    <Tooltip label={uiTexts.ruleAnyVersionHelp} multiline w={280} withArrow>
      <Badge variant="light" color="grape" size="sm" tt="none" mt={4} ml={4} tabIndex={0}>
        {uiTexts.ruleAnyVersion}
      </Badge>
    </Tooltip>
  );
  if (record.ignore_reason !== null) {
    return (
      <>
        <Tooltip label={uiTexts.ruleIgnoresHelp(record.ignore_reason)} multiline w={280} withArrow>
          <Badge variant="light" color="orange" size="sm" tt="none" tabIndex={0}>
            {uiTexts.ruleIgnores}
          </Badge>
        </Tooltip>
        {anyVersion}
        <Text fz="xs" c="dimmed" style={wrapping}>
          {record.ignore_reason}
        </Text>
      </>
    );
  }
  return (
    <>
      <Text fz="sm" style={wrapping}>
        {uiTexts.ruleTarget(record.target_publisher, record.target_name, record.target_version)}
      </Text>
      <Tooltip label={uiTexts.ruleTargetHelp[record.target_in]} multiline w={280} withArrow>
        <Badge variant="light" color={targetColors[record.target_in]} size="sm" tt="none" mt={4} tabIndex={0}>
          {uiTexts.ruleTargetIn[record.target_in]}
        </Badge>
      </Tooltip>
      {anyVersion}
    </>
  );
}

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
        minWidth={980}
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
            <TitleHeaderCell title={uiTexts.ruleMappingTargetColumn} width="22%" />
            <TitleHeaderCell title={uiTexts.ruleMappingUpdatedColumn} width="16%" />
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
              <RuleTarget record={record} />
            </Table.Td>
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
