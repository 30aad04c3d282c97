import { Box, ColorSwatch, Group, Stack, Table, Text, VisuallyHidden, type MantineColor } from '@mantine/core';

export interface TimePoint {
  /** A day, YYYY-MM-DD. */
  date: string;
  /** null: nothing measured that day (a line has a gap there). */
  value: number | null;
}

export interface TimeSeries {
  key: string;
  label: string;
  /** The same days, in the same order, in every series of a chart. */
  points: readonly TimePoint[];
}

interface TimeSeriesChartProps {
  /** Names the chart for assistive technology; the visible title is the caller's. */
  title: string;
  series: readonly TimeSeries[];
  /** `columns`: one column per day, the series stacked; `line`: one line per series. */
  kind: 'columns' | 'line';
  colorFor: (key: string) => MantineColor;
  /** The header of the day column in the data table. */
  dateHeader: string;
  formatValue?: (value: number | null) => string;
  formatDate?: (date: string) => string;
  /** A fixed top of the scale (100 for a percentage); otherwise a round number above the largest value. */
  maxValue?: number;
  height?: number;
}

/** Width of one day in the drawing's own units; the drawing stretches to the available width. */
const DAY_WIDTH = 10;
const DRAWING_HEIGHT = 100;

/** Day and short month of a YYYY-MM-DD day, in UTC so that the day never shifts with the viewer's time zone. */
export function formatDay(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(day.getTime())) return date;
  return day.toLocaleDateString(undefined, { month: 'short', day: 'numeric', timeZone: 'UTC' });
}

const defaultFormatValue = (value: number | null) => (value === null ? '—' : value.toLocaleString());

/** The smallest of 1, 2, 5 × 10^n that is at least `value` (at least 1): a scale top that reads well. */
export function roundScaleTop(value: number): number {
  if (!(value > 1)) return 1;
  const magnitude = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 5, 10].find((factor) => factor * magnitude >= value) ?? 10;
  return step * magnitude;
}

/** Path commands of a line through the points, broken where a value is missing. */
function linePath(points: readonly TimePoint[], top: number): string {
  const commands: string[] = [];
  let drawing = false;
  points.forEach((point, i) => {
    if (point.value === null) {
      drawing = false;
      return;
    }
    const x = i * DAY_WIDTH + DAY_WIDTH / 2;
    const y = DRAWING_HEIGHT - (Math.min(point.value, top) / top) * DRAWING_HEIGHT;
    // A lone point is a zero-length segment, which the round line cap draws as a dot.
    commands.push(drawing ? `L${x} ${y}` : `M${x} ${y} L${x} ${y}`);
    drawing = true;
  });
  return commands.join(' ');
}

/** Values over days, as stacked columns or lines, with a legend, the scale, and a data table for screen readers. */
export function TimeSeriesChart({
  title,
  series,
  kind,
  colorFor,
  dateHeader,
  formatValue = defaultFormatValue,
  formatDate = formatDay,
  maxValue,
  height = 180,
}: TimeSeriesChartProps) {
  const dates = series[0]?.points.map((point) => point.date) ?? [];
  const valueAt = (entry: TimeSeries, i: number) => entry.points[i]?.value ?? null;
  const largest =
    kind === 'columns'
      ? Math.max(0, ...dates.map((_, i) => series.reduce((sum, entry) => sum + (valueAt(entry, i) ?? 0), 0)))
      : Math.max(0, ...series.flatMap((entry) => entry.points.map((point) => point.value ?? 0)));
  const top = maxValue ?? roundScaleTop(largest);
  const width = Math.max(1, dates.length) * DAY_WIDTH;
  const scaled = (value: number) => (Math.min(value, top) / top) * DRAWING_HEIGHT;
  const dayTitle = (i: number) =>
    `${formatDate(dates[i]!)}: ${series.map((entry) => `${entry.label} ${formatValue(valueAt(entry, i))}`).join(', ')}`;
  const middle = Math.floor((dates.length - 1) / 2);

  return (
    <>
      <Stack gap={6} aria-hidden>
        {series.length > 1 && (
          <Group gap="md" wrap="wrap">
            {series.map((entry) => (
              <Group key={entry.key} gap={6} wrap="nowrap">
                <ColorSwatch color={`var(--mantine-color-${colorFor(entry.key)}-6)`} size={10} withShadow={false} />
                <Text fz="xs">{entry.label}</Text>
              </Group>
            ))}
          </Group>
        )}
        <Box style={{ display: 'flex', gap: 6 }}>
          <Stack justify="space-between" h={height} style={{ flex: 'none' }}>
            <Text fz="xs" c="dimmed" ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
              {formatValue(top)}
            </Text>
            <Text fz="xs" c="dimmed" ta="right">
              {formatValue(0)}
            </Text>
          </Stack>
          <Box style={{ flex: 1, minWidth: 0 }}>
            <svg
              viewBox={`0 0 ${width} ${DRAWING_HEIGHT}`}
              width="100%"
              height={height}
              preserveAspectRatio="none"
              focusable="false"
              style={{ display: 'block', overflow: 'visible' }}
            >
              {[0, 0.5, 1].map((share) => (
                <line
                  key={share}
                  x1={0}
                  x2={width}
                  y1={DRAWING_HEIGHT * share}
                  y2={DRAWING_HEIGHT * share}
                  stroke="var(--mantine-color-gray-3)"
                  strokeWidth={1}
                  strokeDasharray={share === 1 ? undefined : '3 3'}
                  vectorEffect="non-scaling-stroke"
                />
              ))}
              {kind === 'columns' &&
                dates.map((date, i) => {
                  let stacked = 0;
                  return (
                    <g key={date}>
                      <title>{dayTitle(i)}</title>
                      <rect x={i * DAY_WIDTH} y={0} width={DAY_WIDTH} height={DRAWING_HEIGHT} fill="transparent" />
                      {series.map((entry) => {
                        const value = valueAt(entry, i) ?? 0;
                        if (value <= 0) return null;
                        const bottom = stacked;
                        stacked += value;
                        return (
                          <rect
                            key={entry.key}
                            x={i * DAY_WIDTH + DAY_WIDTH * 0.15}
                            width={DAY_WIDTH * 0.7}
                            y={DRAWING_HEIGHT - scaled(bottom + value)}
                            height={Math.max(scaled(bottom + value) - scaled(bottom), 0.5)}
                            fill={`var(--mantine-color-${colorFor(entry.key)}-6)`}
                          />
                        );
                      })}
                    </g>
                  );
                })}
              {kind === 'line' && (
                <>
                  {series.map((entry) => (
                    <path
                      key={entry.key}
                      d={linePath(entry.points, top)}
                      fill="none"
                      stroke={`var(--mantine-color-${colorFor(entry.key)}-6)`}
                      strokeWidth={2.5}
                      strokeLinecap="round"
                      strokeLinejoin="round"
                      vectorEffect="non-scaling-stroke"
                    />
                  ))}
                  {dates.map((date, i) => (
                    <rect
                      key={date}
                      x={i * DAY_WIDTH}
                      y={0}
                      width={DAY_WIDTH}
                      height={DRAWING_HEIGHT}
                      fill="transparent"
                    >
                      <title>{dayTitle(i)}</title>
                    </rect>
                  ))}
                </>
              )}
            </svg>
            {dates.length > 0 && (
              <Group justify="space-between" mt={4} wrap="nowrap">
                <Text fz="xs" c="dimmed">
                  {formatDate(dates[0]!)}
                </Text>
                {dates.length > 2 && (
                  <Text fz="xs" c="dimmed">
                    {formatDate(dates[middle]!)}
                  </Text>
                )}
                {dates.length > 1 && (
                  <Text fz="xs" c="dimmed">
                    {formatDate(dates[dates.length - 1]!)}
                  </Text>
                )}
              </Group>
            )}
          </Box>
        </Box>
      </Stack>
      <VisuallyHidden>
        <Table>
          <caption>{title}</caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{dateHeader}</Table.Th>
              {series.map((entry) => (
                <Table.Th key={entry.key} scope="col">
                  {entry.label}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {dates.map((date, i) => (
              <Table.Tr key={date}>
                <Table.Th scope="row">{formatDate(date)}</Table.Th>
                {series.map((entry) => (
                  <Table.Td key={entry.key}>{formatValue(valueAt(entry, i))}</Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </VisuallyHidden>
    </>
  );
}
