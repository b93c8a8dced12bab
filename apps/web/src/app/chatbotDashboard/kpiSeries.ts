import type { ChatbotKpis } from '@griot/contract/endUsers/endUserSchemas';
import { displayLocale } from '../../lib/displayLocale';

const formats = new Map<string, Intl.DateTimeFormat>();

/** Intl's formatter for the language shown, made once per locale and options. */
function formatFor(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const locale = displayLocale();
  const key = `${locale}/${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
    formats.set(key, format);
  }
  return format;
}

/** A month of the charts' x axis in the language shown: 'nov. 26', 'Nov 26'. */
export const monthLabel = (month: { year: number; month: number }) =>
  formatFor({ month: 'short', year: '2-digit' }).format(new Date(Date.UTC(month.year, month.month - 1, 15)));

/** A 'YYYY-MM-DD' day of the DAU chart: '05/11' in French, '11/05' in English. */
export const dayLabel = (day: string) => {
  const time = Date.parse(`${day.slice(0, 10)}T12:00:00Z`);
  return Number.isNaN(time) ? day : formatFor({ day: '2-digit', month: '2-digit' }).format(time);
};

/**
 * The chart rows of each view: the x axis' label under `label`, each series under its key
 * (KpiChart names the series in the language shown).
 */
export function dauRows(kpis: ChatbotKpis) {
  return kpis.dau.map((day) => ({
    label: dayLabel(day.date),
    activeUsers: day.totalActiveUsers,
    excludingNew: day.activeUsersExcludingNewRegistrations,
  }));
}

export function growthRows(kpis: ChatbotKpis) {
  return kpis.user_per_month.monthlyData.map((row, index) => ({
    label: monthLabel(row.month),
    newUsers: row.newUsers,
    monthlyActive: kpis.mau.monthlyData[index]?.activeUsers ?? 0,
  }));
}

export function averageRows(kpis: ChatbotKpis) {
  return kpis.average_discussion.map((row) => ({
    label: monthLabel(row),
    averageInteractions: row.averageInteractions,
  }));
}

/**
 * The change from the previous value to the last, in percent (the DAU trend to 1 decimal,
 * average trend rounded); undefined when there is nothing to compare with.
 */
export function trendPercent(values: readonly number[], decimals: 0 | 1): number | undefined {
  const last = values.at(-1);
  const previous = values.at(-2);
  if (last === undefined || previous === undefined || previous === 0) return undefined;
  const factor = 10 ** decimals;
  return Math.round(((last - previous) / previous) * 100 * factor) / factor;
}
