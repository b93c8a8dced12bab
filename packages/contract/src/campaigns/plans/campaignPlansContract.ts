/**
 * Campaigns: POST /broadcasts now, at a date and time, or recurring; A/B tests; the workspace's quiet hours and frequency cap; cancel or edit a plan before it starts.
 * Issue 24; filled by its part "plans". The server checks each call's access from campaignPlansAccess
 * (spread into workspaces/callAccess.ts).
 */
export const campaignPlansContract = {};

/** Who may make each call of campaignPlansContract (workspaces/callAccess.ts explains the values). */
export const campaignPlansAccess = {} as const;
