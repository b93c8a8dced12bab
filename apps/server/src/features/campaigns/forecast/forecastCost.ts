import type { ForecastCountryCost } from '@griot/contract/campaigns/forecast/campaignForecastSchemas';
import { prefixCountry } from '@griot/contract/campaigns/forecast/phoneCountry';
import type { Database } from '@griot/db/openDatabase';
import { sql } from 'drizzle-orm';
import type { ForecastGroup } from './forecastGroups';
import type { ForecastModel } from './forecastModel';

type PriceRow = {
  country: string;
  price: number;
  currency: string;
  effective_from: string;
  source: string;
};

/** The prices applying today for a category: per country the latest row, in the newest card's currency. */
async function pricesToday(db: Database, category: string): Promise<PriceRow[]> {
  const result = await db.execute<PriceRow>(sql`
    WITH card AS (
      SELECT currency FROM message_prices
      WHERE category = ${category} AND effective_from <= current_date
      ORDER BY effective_from DESC LIMIT 1
    )
    SELECT DISTINCT ON (p.country) p.country, p.price::float8 AS price, p.currency,
           p.effective_from::text AS effective_from, p.source
    FROM message_prices p JOIN card ON card.currency = p.currency
    WHERE p.category = ${category} AND p.effective_from <= current_date
    ORDER BY p.country, p.effective_from DESC`);
  return result.rows;
}

/**
 * What the campaign may cost: per country of the numbers it is sent to, the price of its category
 * (a country without a row: the '*' row), times the messages Meta charges. A local model is
 * free-form inside the window (service: free); a utility template inside the window is free too.
 * Meta charges delivered messages only: this is the most it costs.
 */
export async function forecastCost(db: Database, groups: readonly ForecastGroup[], model: ForecastModel) {
  const sent = groups.filter((group) => group.reason === null);
  const category = model.source === 'local' ? 'SERVICE' : model.category;
  const prices = await pricesToday(db, category);
  const priceOf = new Map(prices.map((row) => [row.country, row.price]));
  const rest = priceOf.get('*') ?? 0;
  const byCountry = new Map<string, ForecastCountryCost>();
  const countries = new Map<string, string>();
  for (const group of sent) {
    const prefix = group.prefix ?? '';
    const country = countries.get(prefix) ?? prefixCountry(prefix);
    countries.set(prefix, country);
    const unitPrice = model.source === 'local' ? 0 : (priceOf.get(country) ?? rest);
    const free = model.source === 'local' || (category === 'UTILITY' && group.inside);
    const line = byCountry.get(country) ?? { country, recipients: 0, charged: 0, unitPrice, amount: 0 };
    line.recipients += group.count;
    if (!free) line.charged += group.count;
    line.amount = roundMoney(line.charged * line.unitPrice);
    byCountry.set(country, line);
  }
  const lines = [...byCountry.values()].sort((a, b) => b.amount - a.amount || b.recipients - a.recipients);
  const newest = prices.reduce<PriceRow | undefined>(
    (latest, row) => (!latest || row.effective_from > latest.effective_from ? row : latest),
    undefined,
  );
  return {
    total: roundMoney(lines.reduce((sum, line) => sum + line.charged * line.unitPrice, 0)),
    currency: newest?.currency ?? 'USD',
    pricesFrom: newest?.effective_from ?? null,
    source: newest?.source ?? '',
    byCountry: lines,
  };
}

/** Money to a hundredth of a cent: the rates have four decimals. */
function roundMoney(value: number): number {
  return Math.round(value * 10_000) / 10_000;
}
