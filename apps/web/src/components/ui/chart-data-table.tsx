import { Table, VisuallyHidden } from '@mantine/core';

export interface ChartDatum {
  label: string;
  count: number;
}

interface ChartDataTableProps {
  caption: string;
  data: readonly ChartDatum[];
  labelHeader: string;
  countHeader: string;
  formatLabel?: (label: string) => string;
}

/** The numbers behind a chart, for screen readers: the chart itself is decoration to them. */
export function ChartDataTable({ caption, data, labelHeader, countHeader, formatLabel = String }: ChartDataTableProps) {
  return (
    <VisuallyHidden>
      <Table>
        <caption>{caption}</caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{labelHeader}</Table.Th>
            <Table.Th scope="col">{countHeader}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data.map((datum) => (
            <Table.Tr key={datum.label}>
              <Table.Th scope="row">{formatLabel(datum.label)}</Table.Th>
              <Table.Td>{datum.count}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </VisuallyHidden>
  );
}
