/**
 * What the results read from the broadcasts feature, handed over by the app (a feature imports no
 * other feature): a recipient's stored error (Meta's code, our note key, or Meta's words) in the
 * words of the request's language, as the campaign's report on screen shows it.
 */
export interface CampaignResultsWords {
  recipientError(code: number | null, text: string | null): string | null;
}
