import type { DemoBroadcast } from './demoAnalyticsBroadcasts';
import type { DemoAssistantCall, DemoEpisode } from './demoAnalyticsMoments';
import type { DemoMessage } from './demoAnalyticsVisits';

/** A demo end-user of the history, before it is written. */
export interface DemoEndUser {
  id: string;
  chatbotId: string;
  channel: string;
  externalId: string;
  fullName: string;
  joinedAt: number;
  lastAt: number;
  visits: number;
  session: unknown;
}

/** Everything the history writes, in memory first: it is then written sorted by time. */
export interface DemoHistory {
  endUsers: DemoEndUser[];
  messages: DemoMessage[];
  episodes: DemoEpisode[];
  calls: DemoAssistantCall[];
  broadcasts: DemoBroadcast[];
}
