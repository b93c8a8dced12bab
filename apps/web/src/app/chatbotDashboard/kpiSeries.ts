import type { ChatbotKpis } from '@griot/contract/endUsers/endUserSchemas';
import { frenchShortMonth } from '../../lib/frenchMonth';

export const monthLabel = (month: { year: number; month: number }) =>
  `${frenchShortMonth(month.month)} ${String(month.year).slice(2)}`;

/** The chart rows of each view, with French labels on the x axis. */
export function dauRows(kpis: ChatbotKpis) {
  return kpis.dau.map((day) => ({
    jour: `${day.date.slice(8, 10)}/${day.date.slice(5, 7)}`,
    'Utilisateurs actifs': day.totalActiveUsers,
    'Hors nouveaux': day.activeUsersExcludingNewRegistrations,
  }));
}

export function growthRows(kpis: ChatbotKpis) {
  return kpis.user_per_month.monthlyData.map((row, index) => ({
    mois: monthLabel(row.month),
    'Nouveaux utilisateurs': row.newUsers,
    'Utilisateurs actifs (MAU)': kpis.mau.monthlyData[index]?.activeUsers ?? 0,
  }));
}

export function averageRows(kpis: ChatbotKpis) {
  return kpis.average_discussion.map((row) => ({
    mois: monthLabel(row),
    'Interactions moyennes': row.averageInteractions,
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
