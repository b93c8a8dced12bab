import type { DemoAgent, DemoInboxConversation } from './demoInbox';

const SECOND = 1000;
const MINUTE = 60 * SECOND;

/** One line of a demo conversation, placed in time. */
export interface TimedLine {
  speaker: 'in' | 'bot' | DemoAgent;
  text: string;
  at: Date;
}

/** A demo conversation's moments and the inbox's figures they give. */
export interface DemoTimeline {
  lines: TimedLine[];
  openedAt: Date;
  firstResponse: { at: Date; by: DemoAgent } | null;
  resolvedAt: Date | null;
  waitingSince: Date | null;
  inboundCount: number;
  /** The end-user's messages everyone has read (those of the bot's stretch, or all once resolved). */
  readFloor: number;
  /** The end-user's messages the assignee saw (up to their last answer). */
  seenByAssignee: number;
  /** Inbound messages since a person last wrote (the per-chatbot screen's badge). */
  unreadCount: number;
  statusChangedAt: Date;
}

const isPerson = (speaker: TimedLine['speaker']): speaker is DemoAgent =>
  speaker !== 'in' && speaker !== 'bot';

function openingMoment(conversation: DemoInboxConversation, now: number): number {
  const { opened } = conversation;
  if ('minutesAgo' in opened) return now - opened.minutesAgo * MINUTE;
  const [hours, minutes] = opened.at.split(':').map(Number);
  const today = new Date(now);
  // Dakar keeps UTC all year: the shop's hours are UTC hours.
  return Date.UTC(
    today.getUTCFullYear(),
    today.getUTCMonth(),
    today.getUTCDate() - opened.daysAgo,
    hours,
    minutes,
  );
}

/**
 * Places a demo conversation's lines in time: the customer's line that opened the stretch with a
 * person at its opening, the lines before it a minute apart (the bot answering in 3 seconds), the
 * first person's answer `firstResponse` minutes after the opening, what follows spread until the
 * resolution (or a few minutes apart, before now, for a conversation still running).
 */
export function demoTimeline(conversation: DemoInboxConversation, now: number): DemoTimeline {
  const { lines } = conversation;
  const firstPerson = lines.findIndex(([speaker]) => isPerson(speaker));
  const asked = lines.findIndex(([speaker, text]) => speaker === 'in' && text === 'Parler à un conseiller');
  const lastInBefore = (end: number) =>
    lines
      .slice(0, end)
      .map(([speaker]) => speaker)
      .lastIndexOf('in');
  const opener =
    asked >= 0 ? asked : firstPerson > 0 ? lastInBefore(firstPerson) : lines.findIndex(([s]) => s === 'in');
  const openedAt = openingMoment(conversation, now);
  const resolvedAt =
    conversation.status === 'resolved' ? openedAt + (conversation.resolution ?? 30) * MINUTE : null;
  const firstResponseAt = openedAt + (conversation.firstResponse ?? 5) * MINUTE;
  const after = lines.length - 1 - Math.max(firstPerson, 0);
  const end =
    resolvedAt !== null
      ? resolvedAt - MINUTE
      : Math.min(now - 2 * MINUTE, firstResponseAt + after * 8 * MINUTE);
  const step = after > 0 ? Math.max((end - firstResponseAt) / after, 30 * SECOND) : 0;

  const times: number[] = [];
  lines.forEach(([speaker], index) => {
    const previous = times[index - 1] ?? openedAt - (opener + 1) * MINUTE;
    if (index <= opener)
      times.push(
        index === opener
          ? openedAt
          : speaker === 'bot'
            ? previous + 3 * SECOND
            : openedAt - (opener - index) * MINUTE,
      );
    else if (index === firstPerson) times.push(Math.max(firstResponseAt, previous + 30 * SECOND));
    else if (speaker === 'bot') times.push(previous + 3 * SECOND);
    else if (firstPerson < 0 || index < firstPerson)
      times.push(Math.min(previous + 2 * MINUTE, now - MINUTE));
    else times.push(Math.max(firstResponseAt + step * (index - firstPerson), previous + 30 * SECOND));
  });
  const timed = lines.map(([speaker, text], index) => ({
    speaker,
    text,
    at: new Date(times[index] ?? openedAt),
  }));

  const ins = (from: number, to = lines.length) =>
    timed.slice(from, to).filter((line) => line.speaker === 'in').length;
  const lastPerson = timed.map((line) => isPerson(line.speaker)).lastIndexOf(true);
  const inboundCount = ins(0);
  const stillOpen = conversation.status === 'open';
  const firstWaiting = timed.findIndex(
    (line, index) => line.speaker === 'in' && index > lastPerson && index >= opener,
  );
  const person = firstPerson >= 0 ? timed[firstPerson] : undefined;
  const last = timed.at(-1);
  return {
    lines: timed,
    openedAt: new Date(openedAt),
    firstResponse: person && isPerson(person.speaker) ? { at: person.at, by: person.speaker } : null,
    resolvedAt: resolvedAt === null ? null : new Date(resolvedAt),
    waitingSince: stillOpen && firstWaiting >= 0 ? (timed[firstWaiting]?.at ?? null) : null,
    inboundCount,
    readFloor: conversation.status === 'resolved' ? inboundCount : ins(0, opener),
    seenByAssignee: lastPerson >= 0 ? ins(0, lastPerson) : 0,
    unreadCount: conversation.status === 'resolved' ? 0 : ins(lastPerson >= 0 ? lastPerson : opener),
    statusChangedAt:
      resolvedAt !== null
        ? new Date(resolvedAt)
        : conversation.status === 'open'
          ? new Date(openedAt)
          : (timed[lastPerson]?.at ?? last?.at ?? new Date(openedAt)),
  };
}

/** Tomorrow at 9:00 in Dakar (UTC): when the snoozed conversations come back. */
export function tomorrowMorning(now: number): Date {
  const today = new Date(now);
  return new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + 1, 9, 0));
}
