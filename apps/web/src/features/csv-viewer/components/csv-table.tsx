import { Box, Button, Paper, Table, Text } from '@mantine/core';
import { IconAlertTriangle, IconFileOff } from '@tabler/icons-react';
import { useState } from 'react';
import { NoticePanel } from '../../../components/ui/notice-panel.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { focusableScrollRegion } from '../../../components/ui/scroll-region.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { uiTexts } from '../../../config/ui-texts.ts';
import { clampPage, pageCount, pageItems } from '../../../lib/paging.ts';
import { useSampleCsv } from '../api/get-sample-csv.ts';

export const CSV_PAGE_SIZE = 25;

/** The preview CSV as a table whose columns come from its header line (spec section 2, CSV viewer). */
export function CsvTable() {
  const csv = useSampleCsv();
  const [requestedPage, setPage] = useState(1);

  if (csv.isPending) return <Spinner label={uiTexts.loadingCsv} />;
  if (csv.isError) {
    return (
      <NoticePanel
        icon={<IconAlertTriangle size={30} />}
        title={uiTexts.csvLoadFailed}
        color="orange"
        actions={<Button onClick={() => void csv.refetch()}>{uiTexts.retry}</Button>}
      />
    );
  }

  const { header, rows } = csv.data;
  if (header.length === 0) {
    return <NoticePanel icon={<IconFileOff size={30} />} title={uiTexts.csvEmpty} />;
  }

  const page = clampPage(requestedPage, rows.length, CSV_PAGE_SIZE);
  const firstRowNumber = (page - 1) * CSV_PAGE_SIZE + 1;

  return (
    <Paper withBorder radius="md">
      <Text fz="sm" c="dimmed" px="md" pt="md">
        {uiTexts.csvRowCount(rows.length, header.length)}
      </Text>
      <Table.ScrollContainer
        minWidth={Math.max(600, header.length * 160)}
        scrollAreaProps={focusableScrollRegion(uiTexts.csvTableLabel)}
      >
        <Table verticalSpacing="xs" striped highlightOnHover aria-label={uiTexts.csvTableLabel}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col" w={64} c="dimmed">
                #
              </Table.Th>
              {header.map((name, index) => (
                <Table.Th key={`${index}-${name}`} scope="col">
                  {name}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {pageItems(rows, page, CSV_PAGE_SIZE).map((row, rowIndex) => (
              <Table.Tr key={firstRowNumber + rowIndex}>
                <Table.Td c="dimmed" fz="sm">
                  {firstRowNumber + rowIndex}
                </Table.Td>
                {row.map((cell, cellIndex) => (
                  <Table.Td key={cellIndex} fz="sm" style={{ wordBreak: 'break-word' }}>
                    {cell}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {rows.length > 0 && (
        <Box pb="md">
          <Pagination page={page} totalPages={pageCount(rows.length, CSV_PAGE_SIZE)} onChange={setPage} />
        </Box>
      )}
    </Paper>
  );
}
