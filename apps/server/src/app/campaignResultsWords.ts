import { reportErrorText } from '../features/broadcasts/campaignReport';
import type { CampaignResultsWords } from '../features/campaigns/results/campaignResultsWords';

/** The broadcasts' words a campaign's results read (a feature imports no other: the app hands them over). */
export const campaignResultsWords: CampaignResultsWords = { recipientError: reportErrorText };
