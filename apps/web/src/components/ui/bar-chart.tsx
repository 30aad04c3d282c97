import { Box, Stack, Text, Tooltip, type MantineColor } from '@mantine/core';
import { ChartPart, type ChartSelect } from './chart-part.tsx';
import { ChartDataTable, type ChartDatum } from './chart-data-table.tsx';

interface BarChartProps {
  /** Names the chart for assistive technology; the visible title is the caller's. */
  title: string;
  data: readonly ChartDatum[];
  labelHeader: string;
  countHeader: string;
  formatLabel?: (label: string) => string;
  colorFor?: (label: string) => MantineColor;
  /** Makes each bar a button that shows its rows. */
  select?: ChartSelect | undefined;
}

/**
 * Horizontal bars, longest first as given, each scaled to the largest count. With `select`, each bar is a button,
 * reachable by keyboard; the numbers stay in the chart's table for screen readers.
 */
export function BarChart({
  title,
  data,
  labelHeader,
  countHeader,
  formatLabel = String,
  colorFor,
  select,
}: BarChartProps) {
  const largest = Math.max(1, ...data.map((datum) => datum.count));
  return (
    <>
      <Stack gap={8} aria-hidden={select ? undefined : true}>
        {data.map((datum) => {
          const color = colorFor?.(datum.label) ?? 'brand';
          const label = formatLabel(datum.label);
          return (
            <ChartPart
              key={datum.label}
              label={datum.label}
              select={select}
              style={{ display: 'block', width: '100%' }}
            >
              <Box style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
                <Tooltip label={label} openDelay={300}>
                  <Text fz="xs" truncate="end" style={{ minWidth: 0 }}>
                    {label}
                  </Text>
                </Tooltip>
                <Text fz="xs" fw={600} style={{ fontVariantNumeric: 'tabular-nums' }}>
                  {datum.count.toLocaleString()}
                </Text>
              </Box>
              <Box h={8} bg="gray.1" style={{ borderRadius: 4, overflow: 'hidden' }}>
                <Box
                  h="100%"
                  bg={`${color}.6`}
                  style={{ width: `${(datum.count / largest) * 100}%`, borderRadius: 4, minWidth: datum.count ? 2 : 0 }}
                />
              </Box>
            </ChartPart>
          );
        })}
      </Stack>
      <ChartDataTable
        caption={title}
        data={data}
        labelHeader={labelHeader}
        countHeader={countHeader}
        formatLabel={formatLabel}
      />
    </>
  );
}
