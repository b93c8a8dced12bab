import { date, numeric, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * What Meta charges per delivered template message (migration 0047): by the recipient's country
 * (ISO-2, '*' for every country without a row of its own) and the template's category, from a date
 * on. The campaign forecast reads the latest row applying today; `npm run admin -- prices-import`
 * adds a newer card.
 */
export const messagePrices = pgTable(
  'message_prices',
  {
    country: text('country').notNull(),
    category: text('category', { enum: ['MARKETING', 'UTILITY', 'AUTHENTICATION', 'SERVICE'] }).notNull(),
    price: numeric('price', { precision: 12, scale: 6 }).notNull(),
    currency: text('currency').notNull(),
    effectiveFrom: date('effective_from').notNull(),
    source: text('source').notNull().default(''),
  },
  (table) => [primaryKey({ columns: [table.country, table.category, table.effectiveFrom] })],
);
