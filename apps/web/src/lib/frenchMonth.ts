const shortMonth = new Intl.DateTimeFormat('fr-FR', { month: 'short', timeZone: 'UTC' });

/** The French abbreviation of a month, 1 to 12: 'janv.', 'févr.' … 'déc.'. */
export function frenchShortMonth(month: number): string {
  return shortMonth.format(new Date(Date.UTC(2000, month - 1, 15)));
}
