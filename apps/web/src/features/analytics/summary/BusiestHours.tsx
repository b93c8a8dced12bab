import type { AnalyticsSummary } from '@griot/contract/analytics/analyticsSchemas';
import { Box, Group, SegmentedControl, Stack, Table, Text, Tooltip } from '@mantine/core';
import { useState } from 'react';
import { formatNumber } from '../../../lib/formatNumber';
import { useTexts } from '../../../lib/i18n/useTexts';
import { weekdayName } from '../analyticsFormat';
import { analyticsTexts } from '../analyticsTexts';
import { AnalyticsCard } from './AnalyticsCard';
import classes from './BusiestHours.module.css';
import { ExportCsvButton, type ExportPeriod } from './ExportCsvButton';

const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6];
const HOURS = Array.from({ length: 24 }, (_, hour) => hour);
/** The legend's steps, from an empty hour to the busiest. */
const LEGEND_STEPS = [0, 0.25, 0.5, 0.75, 1];

/** A cell's shade: transparent teal, stronger as the hour is busier (readable light and dark). */
function shade(ratio: number): string {
  if (ratio <= 0) return 'var(--mantine-color-default-hover)';
  return `color-mix(in srgb, var(--mantine-color-teal-filled) ${Math.round(15 + ratio * 85)}%, transparent)`;
}

/**
 * Inbound messages by local weekday and hour: a 7 × 24 heat map with its legend, or the same
 * figures as a table (for screen readers, and anyone who wants the numbers).
 */
export function BusiestHours({
  hours,
  period,
}: {
  hours: AnalyticsSummary['busiest_hours'];
  period: ExportPeriod;
}) {
  const t = useTexts(analyticsTexts).hours;
  const [view, setView] = useState<'map' | 'table'>('map');
  const counts = new Map(hours.map((cell) => [`${cell.weekday}:${cell.hour}`, cell.messages]));
  const count = (weekday: number, hour: number) => counts.get(`${weekday}:${hour}`) ?? 0;
  const max = Math.max(0, ...hours.map((cell) => cell.messages));
  return (
    <AnalyticsCard
      title={t.title}
      intro={t.intro}
      action={<ExportCsvButton table="hours" tableName={t.title} period={period} />}
    >
      <Stack gap="sm">
        <SegmentedControl
          size="xs"
          style={{ alignSelf: 'flex-start' }}
          value={view}
          onChange={(value) => setView(value as 'map' | 'table')}
          data={[
            { value: 'map', label: t.showMap },
            { value: 'table', label: t.showTable },
          ]}
        />
        {view === 'map' ? (
          <>
            <div className={classes.grid} role="img" aria-label={t.tableCaption}>
              <span />
              {HOURS.map((hour) => (
                <span key={hour} className={classes.hourLabel} aria-hidden>
                  {hour % 3 === 0 ? hour : ''}
                </span>
              ))}
              {WEEKDAYS.map((weekday) => (
                <HeatRow key={weekday} weekday={weekday} max={max} count={count} />
              ))}
            </div>
            <Group gap={6} justify="flex-end" aria-hidden>
              <Text size="xs" c="dimmed">
                {t.legendLess}
              </Text>
              {LEGEND_STEPS.map((step) => (
                <Box key={step} w={14} h={14} style={{ borderRadius: 3, background: shade(step) }} />
              ))}
              <Text size="xs" c="dimmed">
                {t.legendMore}
              </Text>
              <Text size="xs" c="dimmed">
                {t.legend({ maxText: formatNumber(max) })}
              </Text>
            </Group>
          </>
        ) : (
          <Table.ScrollContainer minWidth={900} type="native">
            <Table fz="xs" withTableBorder withColumnBorders verticalSpacing={4} horizontalSpacing={4}>
              <Table.Caption>{t.tableCaption}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t.day}</Table.Th>
                  {HOURS.map((hour) => (
                    <Table.Th key={hour} ta="right">
                      {t.hour({ hour })}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {WEEKDAYS.map((weekday) => (
                  <Table.Tr key={weekday}>
                    <Table.Th scope="row">{weekdayName(weekday, 'long')}</Table.Th>
                    {HOURS.map((hour) => (
                      <Table.Td key={hour} ta="right">
                        {formatNumber(count(weekday, hour))}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </AnalyticsCard>
  );
}

function HeatRow({
  weekday,
  max,
  count,
}: {
  weekday: number;
  max: number;
  count: (weekday: number, hour: number) => number;
}) {
  const t = useTexts(analyticsTexts).hours;
  const day = weekdayName(weekday, 'long');
  return (
    <>
      <span className={classes.dayLabel} aria-hidden>
        {weekdayName(weekday, 'short')}
      </span>
      {HOURS.map((hour) => {
        const messages = count(weekday, hour);
        const label = t.cell({ day, hour, count: messages, countText: formatNumber(messages) });
        return (
          <Tooltip key={hour} label={label} openDelay={150}>
            <span className={classes.cell} style={{ background: shade(max > 0 ? messages / max : 0) }} />
          </Tooltip>
        );
      })}
    </>
  );
}
