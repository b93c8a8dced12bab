import { readFile } from 'node:fs/promises';
import type { Database } from '@griot/db/openDatabase';
import { sql } from 'drizzle-orm';
import { type MessagePriceRow, parseMessagePriceCsv } from './messagePriceCsv';
import type { AdminServices } from './openAdminServices';

export const pricesImportUsage =
  'prices-import <fichier.csv> --from AAAA-MM-JJ [--source "…"]   (ajoute la grille de prix Meta applicable à partir de cette date)';
export const pricesListUsage = 'prices-list [--country SN]   (les prix par message appliqués aujourd’hui)';

/** The value after `--name`, if given. */
function option(args: string[], name: string): string | undefined {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : undefined;
}

/**
 * Adds a price card from that date on, in one transaction: rows of the same country, category and
 * date are replaced, earlier cards stay (the forecast takes the latest row applying today).
 */
export async function importMessagePrices(
  db: Database,
  rows: readonly MessagePriceRow[],
  effectiveFrom: string,
  source: string,
): Promise<number> {
  return db.transaction(async (tx) => {
    for (const row of rows)
      await tx.execute(sql`
        INSERT INTO message_prices (country, category, price, currency, effective_from, source)
        VALUES (${row.country}, ${row.category}, ${row.price}::numeric, ${row.currency}, ${effectiveFrom}::date, ${source})
        ON CONFLICT (country, category, effective_from)
        DO UPDATE SET price = excluded.price, currency = excluded.currency, source = excluded.source`);
    return rows.length;
  });
}

/** `prices-import <file.csv> --from YYYY-MM-DD [--source …]`. */
export async function pricesImportCommand(args: string[], { database }: AdminServices): Promise<void> {
  const [file] = args;
  const from = option(args, 'from');
  if (!file || file.startsWith('--') || !from) throw new Error(`usage : ${pricesImportUsage}`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(from) || Number.isNaN(Date.parse(from)))
    throw new Error(`date « ${from} » invalide (AAAA-MM-JJ)`);
  const text = await readFile(file, 'utf8').catch(() => {
    throw new Error(`fichier ${file} illisible`);
  });
  const { rows, errors } = parseMessagePriceCsv(text);
  if (errors.length > 0) throw new Error(`rien n’est importé :\n  ${errors.slice(0, 50).join('\n  ')}`);
  const source = option(args, 'source') ?? file;
  const count = await importMessagePrices(database.db, rows, from, source);
  console.log(`${count} prix importés, appliqués à partir du ${from} (source : ${source}).`);
}

/** `prices-list [--country SN]`: per country and category, the price applying today and its date. */
export async function pricesListCommand(args: string[], { database }: AdminServices): Promise<void> {
  const country = option(args, 'country')?.toUpperCase();
  const result = await database.db.execute<{
    country: string;
    category: string;
    price: string;
    currency: string;
    effective_from: string;
  }>(sql`
    SELECT DISTINCT ON (country, category) country, category, price::text, currency, effective_from::text
    FROM message_prices
    WHERE effective_from <= current_date AND (${country ?? null}::text IS NULL OR country IN (${country ?? ''}, '*'))
    ORDER BY country, category, effective_from DESC`);
  if (result.rows.length === 0) {
    console.log('Aucun prix enregistré.');
    return;
  }
  for (const row of result.rows)
    console.log(
      `${row.country.padEnd(3)} ${row.category.padEnd(15)} ${row.price.padStart(10)} ${row.currency}  depuis le ${row.effective_from}`,
    );
}
