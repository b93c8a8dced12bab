import type { Database } from '@griot/db/openDatabase';
import { type SQL, sql } from 'drizzle-orm';

export type { Database };

/** Local days `YYYY-MM-DD` of the workspace's time zone, both included. */
export interface DayRange {
  from: string;
  to: string;
}

/** What the people figures are about: a workspace (or one of its chatbots) over a period and the one before. */
export interface PeopleScope {
  workspaceId: string;
  /** Already checked as the workspace's by the caller (requireOwnedChatbot). */
  chatbotId?: string;
  period: DayRange;
  /** The same number of days just before the period. */
  previous: DayRange;
  /** IANA name the days are cut in. */
  timeZone: string;
}

/** The instant a local day begins in `timeZone` (the day after `to` ends a range: both days included). */
export function dayStart(day: string, timeZone: string): SQL {
  return sql`((${day}::date)::timestamp AT TIME ZONE ${timeZone})`;
}

export function dayEnd(day: string, timeZone: string): SQL {
  return sql`((${day}::date + 1)::timestamp AT TIME ZONE ${timeZone})`;
}

/**
 * The instants of the scope: the previous period's start, the period's start and its end (exclusive).
 * Both periods are read in one pass over [previousStart, end) and split at `start`.
 */
export function scopeInstants(scope: Pick<PeopleScope, 'period' | 'timeZone'> & { previous?: DayRange }) {
  return {
    previousStart: dayStart((scope.previous ?? scope.period).from, scope.timeZone),
    start: dayStart(scope.period.from, scope.timeZone),
    end: dayEnd(scope.period.to, scope.timeZone),
  };
}

/** Seconds rounded to the second; null stays null (nothing measured). */
export function seconds(value: number | string | null | undefined): number | null {
  return value === null || value === undefined ? null : Math.round(Number(value));
}
