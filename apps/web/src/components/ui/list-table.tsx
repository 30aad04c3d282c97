import { Box, Table, Text, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { uiTexts } from '../../config/ui-texts.ts';

/** A column title with its filter input, as every filterable list shows it (spec: autocomplete off). */
export function ColumnFilter({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <>
      <Text fw={700} fz="sm" mb={6}>
        {label}
      </Text>
      <TextInput
        size="xs"
        aria-label={`Filter ${label}`}
        placeholder={uiTexts.filterPlaceholder}
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
    </>
  );
}

/** The one row a list shows when it has nothing to show: the reason, centred across every column. */
export function EmptyTableRow({ colSpan, children }: { colSpan: number; children: ReactNode }) {
  return (
    <Table.Tr>
      <Table.Td colSpan={colSpan}>
        <Box py="xl" ta="center">
          <Text c="dimmed">{children}</Text>
        </Box>
      </Table.Td>
    </Table.Tr>
  );
}
