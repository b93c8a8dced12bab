/** A row of a price card: what `prices-import` reads from each CSV line. */
export interface MessagePriceRow {
  country: string;
  category: string;
  price: string;
  currency: string;
}

const CATEGORIES = new Set(['MARKETING', 'UTILITY', 'AUTHENTICATION', 'SERVICE']);
const MAX_ROWS = 10_000;

/**
 * Reads a price card: a header line naming at least country, category, price and currency (any
 * order, any case; other columns ignored), then one price a line. Country is ISO-2 or '*' (the rest
 * of the world), category one of Meta's, price a decimal with a dot. Every faulty line is reported
 * with its number, in French; nothing is kept when one is faulty.
 */
export function parseMessagePriceCsv(text: string): { rows: MessagePriceRow[]; errors: string[] } {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const header = (lines[0] ?? '').split(/[;,]/).map((cell) => cell.trim().toLowerCase());
  const column = (name: string) => header.indexOf(name);
  const missing = ['country', 'category', 'price', 'currency'].filter((name) => column(name) < 0);
  if (missing.length > 0)
    return { rows: [], errors: [`ligne 1 : colonnes manquantes (${missing.join(', ')})`] };
  const rows: MessagePriceRow[] = [];
  const errors: string[] = [];
  const seen = new Set<string>();
  lines.slice(1).forEach((line, index) => {
    if (line.trim() === '') return;
    const number = index + 2;
    const cells = line.split(/[;,]/).map((cell) => cell.trim());
    const country = (cells[column('country')] ?? '').toUpperCase();
    const category = (cells[column('category')] ?? '').toUpperCase();
    const price = cells[column('price')] ?? '';
    const currency = (cells[column('currency')] ?? '').toUpperCase();
    if (country !== '*' && !/^[A-Z]{2}$/.test(country))
      errors.push(
        `ligne ${number} : pays « ${country} » invalide (code ISO à 2 lettres, ou * pour le reste du monde)`,
      );
    else if (!CATEGORIES.has(category))
      errors.push(
        `ligne ${number} : catégorie « ${category} » inconnue (MARKETING, UTILITY, AUTHENTICATION, SERVICE)`,
      );
    else if (!/^\d{1,6}(\.\d{1,6})?$/.test(price))
      errors.push(`ligne ${number} : prix « ${price} » invalide (un nombre positif, avec un point)`);
    else if (!/^[A-Z]{3}$/.test(currency))
      errors.push(`ligne ${number} : devise « ${currency} » invalide (code à 3 lettres, ex. USD)`);
    else if (seen.has(`${country}/${category}`))
      errors.push(`ligne ${number} : ${country} ${category} figure déjà plus haut`);
    else {
      seen.add(`${country}/${category}`);
      rows.push({ country, category, price, currency });
    }
  });
  if (rows.length + errors.length > MAX_ROWS) return { rows: [], errors: [`plus de ${MAX_ROWS} lignes`] };
  if (rows.length === 0 && errors.length === 0) errors.push('aucun prix dans le fichier');
  return { rows, errors };
}
