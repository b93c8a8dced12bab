/** The handlers of campaignResultsContract (issue 24), shaped like it. */
export const campaignResultsRouter = {};
