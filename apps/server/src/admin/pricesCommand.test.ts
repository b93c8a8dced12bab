import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../test/buildTestServer';
import { parseMessagePriceCsv } from './messagePriceCsv';
import { importMessagePrices } from './pricesCommand';

const testServer = useTestServer();

describe('the price card CSV', () => {
  it('reads the columns by name, in any order, with ; or ,', () => {
    const { rows, errors } = parseMessagePriceCsv(
      '\uFEFFCurrency;Country;Category;Price\nUSD;sn;marketing;0.0240\nUSD;*;utility;0.008\n',
    );
    expect(errors).toEqual([]);
    expect(rows).toEqual([
      { country: 'SN', category: 'MARKETING', price: '0.0240', currency: 'USD' },
      { country: '*', category: 'UTILITY', price: '0.008', currency: 'USD' },
    ]);
  });

  it('reports every faulty line in French, and keeps nothing then', () => {
    const { errors } = parseMessagePriceCsv(
      'country,category,price,currency\nSEN,MARKETING,0.02,USD\nSN,PROMO,0.02,USD\nSN,MARKETING,-1,USD\nSN,MARKETING,0.02,dollars\nFR,UTILITY,0.03,USD\nFR,UTILITY,0.03,USD',
    );
    expect(errors).toEqual([
      'ligne 2 : pays « SEN » invalide (code ISO à 2 lettres, ou * pour le reste du monde)',
      'ligne 3 : catégorie « PROMO » inconnue (MARKETING, UTILITY, AUTHENTICATION, SERVICE)',
      'ligne 4 : prix « -1 » invalide (un nombre positif, avec un point)',
      'ligne 5 : devise « DOLLARS » invalide (code à 3 lettres, ex. USD)',
      'ligne 7 : FR UTILITY figure déjà plus haut',
    ]);
    expect(parseMessagePriceCsv('pays,prix\nSN,1').errors).toEqual([
      'ligne 1 : colonnes manquantes (country, category, price, currency)',
    ]);
  });
});

describe('prices-import', () => {
  it('adds a newer card that the forecast takes from its date, keeping the older one', async () => {
    const server = testServer();
    const rows = parseMessagePriceCsv('country,category,price,currency\nKE,MARKETING,0.0300,USD\n').rows;
    expect(await importMessagePrices(server.db, rows, '2026-01-01', 'carte test')).toBe(1);
    // Imported again with another price: the same date's row is replaced, not doubled (Kenya: no
    // other test file reads its price).
    const again = parseMessagePriceCsv('country,category,price,currency\nKE,MARKETING,0.0310,USD\n').rows;
    await importMessagePrices(server.db, again, '2026-01-01', 'carte test');
    const kenya = await server.db.execute<{ price: string; effective_from: string }>(sql`
      SELECT price::text, effective_from::text FROM message_prices
      WHERE country = 'KE' AND category = 'MARKETING' ORDER BY effective_from`);
    expect(kenya.rows).toEqual([
      { price: '0.022500', effective_from: '2025-07-01' },
      { price: '0.031000', effective_from: '2026-01-01' },
    ]);
    await server.db.execute(sql`DELETE FROM message_prices WHERE effective_from = '2026-01-01'`);
  });
});
