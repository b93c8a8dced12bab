// i18n-exempt-file: the report's status words are the spec's wire values; the screen maps them to its own labels
/**
 * A campaign report row's status as the API sends it: the spec's French words, whatever the
 * caller's language (a value the screen maps to its labels, as CampaignProgress does).
 */
export const REPORT_STATUSES = {
  success: 'Succès',
  failure: 'Échec',
  error: 'Erreur',
  pending: 'Non traité',
} as const;
