/** The handlers of campaignPlansContract (issue 24), shaped like it. */
export const campaignPlansRouter = {};
