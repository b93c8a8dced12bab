/**
 * After a campaign: the per-recipient report as CSV, replies within 24 h linked to their conversations, responders as a segment in one click.
 * Issue 24; filled by its part "results". The server checks each call's access from campaignResultsAccess
 * (spread into workspaces/callAccess.ts).
 */
export const campaignResultsContract = {};

/** Who may make each call of campaignResultsContract (workspaces/callAccess.ts explains the values). */
export const campaignResultsAccess = {} as const;
