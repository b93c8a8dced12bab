import { handleCampaignForecast } from './handleCampaignForecast';

/** The handlers of campaignForecastContract (issue 24), shaped like it. */
export const campaignForecastRouter = {
  forecast: handleCampaignForecast,
};
