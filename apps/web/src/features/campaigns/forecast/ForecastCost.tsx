import type { CampaignForecast } from '@griot/contract/campaigns/forecast/campaignForecastSchemas';
import { Stack, Table, Text } from '@mantine/core';
import { formatLongDate } from '../../../lib/displayLocale';
import { formatNumber } from '../../../lib/formatNumber';
import { displayLocale } from '../../../lib/i18n/displayLanguage';
import { useTexts } from '../../../lib/i18n/useTexts';
import { countryName, formatMoney } from './forecastFormat';
import { forecastTexts } from './forecastTexts';

/** The estimated cost: the total with its currency and the price table's date, then by country. */
export function ForecastCost({ forecast }: { forecast: CampaignForecast }) {
  const t = useTexts(forecastTexts);
  const locale = displayLocale();
  const { cost, model } = forecast;
  const local = model.source === 'local';
  const category = t.categories[model.category as keyof typeof t.categories] ?? model.category;
  return (
    <Stack gap={6}>
      <Text size="sm" fw={600}>
        {t.cost}
      </Text>
      <Text fz={24} fw={700} lh={1.1}>
        {formatMoney(cost.total, cost.currency, locale)}
      </Text>
      <Text size="xs" c="dimmed">
        {local
          ? t.costFree
          : cost.pricesFrom
            ? t.costTable({ date: formatLongDate(`${cost.pricesFrom}T12:00:00`), category })
            : t.costNoTable}
      </Text>
      {model.category === 'UTILITY' && (
        <Text size="xs" c="dimmed">
          {t.utilityWindowFree}
        </Text>
      )}
      {!local && cost.byCountry.length > 0 && (
        <Table.ScrollContainer minWidth={300}>
          <Table fz="xs" verticalSpacing={4} horizontalSpacing={6} striped>
            <Table.Caption>{t.byCountry}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t.country}</Table.Th>
                <Table.Th ta="right">{t.sends}</Table.Th>
                <Table.Th ta="right">{t.unitPrice}</Table.Th>
                <Table.Th ta="right">{t.amount}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {cost.byCountry.map((line) => (
                <Table.Tr key={line.country}>
                  <Table.Td>{countryName(line.country, locale) ?? t.otherCountries}</Table.Td>
                  <Table.Td ta="right">{formatNumber(line.charged)}</Table.Td>
                  <Table.Td ta="right">{formatMoney(line.unitPrice, cost.currency, locale, true)}</Table.Td>
                  <Table.Td ta="right">{formatMoney(line.amount, cost.currency, locale)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
