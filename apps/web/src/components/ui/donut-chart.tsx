import { Box, ColorSwatch, Group, Stack, Text, type MantineColor } from '@mantine/core';
import { ChartPart, type ChartSelect } from './chart-part.tsx';
import { ChartDataTable, type ChartDatum } from './chart-data-table.tsx';

interface DonutChartProps {
  title: string;
  data: readonly ChartDatum[];
  labelHeader: string;
  countHeader: string;
  formatLabel?: (label: string) => string;
  colorFor: (label: string) => MantineColor;
  size?: number;
  /** Makes each legend entry a button that shows its rows. */
  select?: ChartSelect | undefined;
}

/** A circle of circumference 100, so a segment's dash length is its percentage. */
const RADIUS = 100 / (2 * Math.PI);
const STROKE_WIDTH = 6;

interface Segment {
  label: string;
  /** Percent of the ring. */
  share: number;
  /** Percent of the ring before this segment starts. */
  offset: number;
}

function donutSegments(data: readonly ChartDatum[], total: number): Segment[] {
  const segments: Segment[] = [];
  let offset = 0;
  for (const datum of data) {
    if (datum.count <= 0 || total <= 0) continue;
    const share = (datum.count / total) * 100;
    segments.push({ label: datum.label, share, offset });
    offset += share;
  }
  return segments;
}

/** Shares of a whole as a ring, with a legend and the total in the middle. */
export function DonutChart({
  title,
  data,
  labelHeader,
  countHeader,
  formatLabel = String,
  colorFor,
  size = 140,
  select,
}: DonutChartProps) {
  const total = data.reduce((sum, datum) => sum + datum.count, 0);
  const segments = donutSegments(data, total);

  return (
    <>
      <Group gap="lg" wrap="nowrap" align="center" aria-hidden={select ? undefined : true}>
        <Box pos="relative" w={size} h={size} style={{ flex: 'none' }} aria-hidden>
          <svg viewBox="0 0 42 42" width={size} height={size} focusable="false">
            <circle
              cx="21"
              cy="21"
              r={RADIUS}
              fill="none"
              stroke="var(--mantine-color-gray-1)"
              strokeWidth={STROKE_WIDTH}
            />
            {segments.map((segment) => (
              <circle
                key={segment.label}
                cx="21"
                cy="21"
                r={RADIUS}
                fill="none"
                stroke={`var(--mantine-color-${colorFor(segment.label)}-6)`}
                strokeWidth={STROKE_WIDTH}
                strokeDasharray={`${segment.share} ${100 - segment.share}`}
                // Starts at 12 o'clock and runs clockwise.
                strokeDashoffset={25 - segment.offset}
              />
            ))}
          </svg>
          <Stack gap={0} align="center" justify="center" pos="absolute" inset={0}>
            <Text fw={700} fz="lg" style={{ fontVariantNumeric: 'tabular-nums' }}>
              {total.toLocaleString()}
            </Text>
            <Text fz="xs" c="dimmed">
              {countHeader.toLowerCase()}
            </Text>
          </Stack>
        </Box>
        <Stack gap={6} style={{ minWidth: 0 }}>
          {data.map((datum) => (
            <ChartPart key={datum.label} label={datum.label} select={select}>
              <Group gap={8} wrap="nowrap">
                <ColorSwatch color={`var(--mantine-color-${colorFor(datum.label)}-6)`} size={12} withShadow={false} />
                <Text fz="sm" truncate="end">
                  {formatLabel(datum.label)}
                </Text>
                <Text fz="sm" fw={600} ml="auto" style={{ fontVariantNumeric: 'tabular-nums' }}>
                  {datum.count.toLocaleString()}
                </Text>
              </Group>
            </ChartPart>
          ))}
        </Stack>
      </Group>
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
