/** One message as the rollup reads it (readBatch), test end-users already left out. */
export interface RolledMessage {
  seq: number;
  endUserId: string;
  chatbotId: string;
  workspaceId: string;
  channel: string;
  direction: 'in' | 'out';
  createdAt: Date;
  agentId: string | null;
  blockId: string | null;
  elementId: string | null;
  elementType: string | null;
  /** The flow's 'answer' element right after this one (a question waits on it), if any. */
  answerElementId: string | null;
  /** Inbound: the button or list row chosen (its title, else its id). */
  choice: string | null;
  /** Outbound: the broadcast it was sent by. */
  broadcastId: string | null;
}

/** analytics_conversations, one end-user's current (or last) conversation. */
export interface ConversationState {
  endUserId: string;
  chatbotId: string;
  workspaceId: string;
  channel: string;
  startedAt: Date;
  lastMessageAt: Date;
  lastBlockId: string | null;
  lastElementId: string | null;
  lastWaits: boolean;
  reached: string[];
  endedAt: Date | null;
  /** The end-user's last inbound message ever (kept from one conversation to the next). */
  lastInboundAt: Date | null;
}

/** The counters one batch moves, keyed as their tables' primary keys. */
export interface Deltas {
  hours: Map<string, HourDelta>;
  flow: Map<
    string,
    { chatbotId: string; hour: Date; blockId: string; elementId: string; reached: number; left: number }
  >;
  choices: Map<
    string,
    { chatbotId: string; hour: Date; blockId: string; elementId: string; choice: string; chosen: number }
  >;
  endUserHours: Map<string, { chatbotId: string; hour: Date; endUserId: string; prevHour: Date | null }>;
  /** Broadcast recipients who replied: (broadcast, end-user) → when. */
  replies: Map<string, { broadcastId: string; endUserId: string; at: Date }>;
  /** Last broadcast send per end-user seen in the batch. */
  sends: Map<string, { broadcastId: string; sentAt: Date }>;
}

export interface HourDelta {
  chatbotId: string;
  workspaceId: string;
  channel: string;
  hour: Date;
  inbound: number;
  outboundFlow: number;
  outboundGriot: number;
  outboundAgent: number;
  started: number;
  finished: number;
  left: number;
  newEndUsers: number;
}

export function emptyDeltas(): Deltas {
  return {
    hours: new Map(),
    flow: new Map(),
    choices: new Map(),
    endUserHours: new Map(),
    replies: new Map(),
    sends: new Map(),
  };
}

/** The UTC hour a moment falls in. */
export function hourOf(at: Date): Date {
  return new Date(Math.floor(at.getTime() / 3_600_000) * 3_600_000);
}

export function hourDelta(
  deltas: Deltas,
  where: { chatbotId: string; workspaceId: string; channel: string },
  at: Date,
): HourDelta {
  const hour = hourOf(at);
  const key = `${where.chatbotId}|${where.channel}|${hour.toISOString()}`;
  let delta = deltas.hours.get(key);
  if (!delta) {
    delta = {
      ...where,
      hour,
      inbound: 0,
      outboundFlow: 0,
      outboundGriot: 0,
      outboundAgent: 0,
      started: 0,
      finished: 0,
      left: 0,
      newEndUsers: 0,
    };
    deltas.hours.set(key, delta);
  }
  return delta;
}

export function addFlow(
  deltas: Deltas,
  chatbotId: string,
  at: Date,
  blockId: string,
  elementId: string,
  change: { reached?: number; left?: number },
): void {
  const hour = hourOf(at);
  const key = `${chatbotId}|${hour.toISOString()}|${blockId}|${elementId}`;
  const row = deltas.flow.get(key) ?? { chatbotId, hour, blockId, elementId, reached: 0, left: 0 };
  row.reached += change.reached ?? 0;
  row.left += change.left ?? 0;
  deltas.flow.set(key, row);
}
