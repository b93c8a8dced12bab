import type { ChatUserEvent } from '@griot/contract/conversations/conversationSchemas';

/** What a tap on a rendered button sends, in the simulator: an end-user event. */
export type MessageAction = (event: ChatUserEvent) => void;

/** The sample location the simulator sends for a location request: Dakar. */
export const DEMO_LOCATION = { latitude: 14.6928, longitude: -17.4467 } as const;
