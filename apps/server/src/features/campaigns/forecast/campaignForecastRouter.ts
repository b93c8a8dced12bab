/** The handlers of campaignForecastContract (issue 24), shaped like it. */
export const campaignForecastRouter = {};
