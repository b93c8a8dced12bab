/**
 * The campaign's forecast before the click: reach, exclusions, window, cost by country and category, time to finish, messaging limit left.
 * Issue 24; filled by its part "forecast". The server checks each call's access from campaignForecastAccess
 * (spread into workspaces/callAccess.ts).
 */
export const campaignForecastContract = {};

/** Who may make each call of campaignForecastContract (workspaces/callAccess.ts explains the values). */
export const campaignForecastAccess = {} as const;
