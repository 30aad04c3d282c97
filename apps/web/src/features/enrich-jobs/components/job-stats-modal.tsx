import { Button, Group, Modal, Table } from '@mantine/core';
import type { JobStats } from '@rnorm/contracts';
import { focusableScrollRegion } from '../../../components/ui/scroll-region.ts';
import { uiTexts } from '../../../config/ui-texts.ts';

/** The columns of spec section 2, in its order, and the catalog products' count after the normalized rows. */
const columns: { label: string; value: (stats: JobStats) => string }[] = [
  { label: 'Job ID', value: (stats) => String(stats.job_id) },
  { label: 'Total Records Processed', value: (stats) => String(stats.total_records_processed) },
  { label: 'Total Normalized', value: (stats) => String(stats.total_normalized) },
  // Beyond the spec: the normalized rows a catalog product was found for, the others were named from their text.
  {
    label: uiTexts.statsCatalogMatched,
    value: (stats) =>
      typeof stats.total_catalog_matched === 'number' ? String(stats.total_catalog_matched) : uiTexts.noValue,
  },
  { label: 'Total Matchfix', value: (stats) => String(stats.total_matchfix) },
  { label: 'Total Ignored', value: (stats) => String(stats.total_ignored) },
  { label: 'Total Errors', value: (stats) => String(stats.total_errors) },
  { label: 'Start Time', value: (stats) => formatTime(stats.start_time) },
  { label: 'End Time', value: (stats) => formatTime(stats.end_time) },
  { label: 'Total time Taken', value: (stats) => stats.total_time_taken ?? uiTexts.noValue },
];

/** Spec section 9: the stats table is at least 850 px wide; narrower screens scroll it sideways. */
const STATS_TABLE_MIN_WIDTH = 850;

function formatTime(value: string | null): string {
  if (!value) return uiTexts.noValue;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toLocaleString();
}

interface JobStatsModalProps {
  stats: JobStats | null;
  isOpen: boolean;
  onClose: () => void;
  /**
   * The dialog has gone: the focus goes back to the button that opened it. Mantine's own return cannot do that,
   * since that button was disabled, and so had lost the focus, while the stats loaded.
   */
  onClosed: () => void;
}

/** One job's figures. Mantine's modal hides the page's scrollbar while open and restores it on close. */
export function JobStatsModal({ stats, isOpen, onClose, onClosed }: JobStatsModalProps) {
  return (
    <Modal
      opened={isOpen}
      onClose={onClose}
      title={uiTexts.jobStatsTitle}
      size={STATS_TABLE_MIN_WIDTH + 60}
      centered
      lockScroll
      transitionProps={{ duration: 0 }}
      returnFocus={false}
      onExitTransitionEnd={onClosed}
      closeButtonProps={{ 'aria-label': uiTexts.close }}
    >
      {stats && (
        <Table.ScrollContainer
          minWidth={STATS_TABLE_MIN_WIDTH}
          scrollAreaProps={focusableScrollRegion(uiTexts.jobStatsTitle)}
        >
          <Table withTableBorder withColumnBorders verticalSpacing="sm" aria-label={uiTexts.jobStatsTitle}>
            <Table.Thead>
              <Table.Tr>
                {columns.map((column) => (
                  <Table.Th key={column.label} scope="col" fz="xs">
                    {column.label}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              <Table.Tr>
                {columns.map((column) => (
                  <Table.Td key={column.label}>{column.value(stats)}</Table.Td>
                ))}
              </Table.Tr>
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onClose}>
          {uiTexts.close}
        </Button>
      </Group>
    </Modal>
  );
}
