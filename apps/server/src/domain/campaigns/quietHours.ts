import type { Database } from '@griot/db/openDatabase';
import { zonedToInstant } from '@griot/flow-engine/waitUntilDelay';
import { zonedParts } from '@griot/flow-engine/zonedClock';
import { sql } from 'drizzle-orm';
import { workspaceTimeZone } from '../../runtime/chatbotRuntimeCache';

/** A workspace's quiet hours: minutes of its local day; start may be after end (21:00 → 08:00). */
export interface QuietHours {
  start: number;
  end: number;
}

/**
 * When the quiet hours that hold `now` end (an instant), or undefined outside them. Read in the
 * workspace's time zone with Intl, so a window keeps its wall-clock times across clock changes.
 */
export function quietUntil(hours: QuietHours | null, timeZone: string, now: number): number | undefined {
  if (!hours || hours.start === hours.end) return undefined;
  const local = zonedParts(now, timeZone);
  const minute = local.hour * 60 + local.minute;
  const inside =
    hours.start < hours.end
      ? minute >= hours.start && minute < hours.end
      : minute >= hours.start || minute < hours.end;
  if (!inside) return undefined;
  // After midnight (or a same-day window): it ends today; before midnight of a wrapping one: tomorrow.
  const endsTomorrow = hours.start > hours.end && minute >= hours.start;
  return zonedToInstant(
    {
      year: local.year,
      month: local.month,
      day: local.day + (endsTomorrow ? 1 : 0),
      hour: Math.floor(hours.end / 60),
      minute: hours.end % 60,
    },
    timeZone,
  );
}

/** The workspace's time zone as the inbox settings keep it (the runtime's default when unset or unknown). */
export async function loadWorkspaceTimeZone(db: Database, workspaceId: string): Promise<string> {
  const { rows } = await db.execute<{ zone: string | null }>(sql`
    SELECT inbox_settings->'business_hours'->>'timezone' AS zone FROM workspaces WHERE id = ${workspaceId}`);
  return workspaceTimeZone(rows[0]?.zone);
}

/**
 * The workspaces inside their quiet hours at `now`: no campaign of theirs sends (their recipients
 * stay pending until the window ends). Only workspaces with quiet hours are read.
 */
export async function quietWorkspaceIds(db: Database, now: number): Promise<string[]> {
  const { rows } = await db.execute<{ id: string; start: number; end: number; zone: string | null }>(sql`
    SELECT id, quiet_hours_start AS start, quiet_hours_end AS end,
      inbox_settings->'business_hours'->>'timezone' AS zone
    FROM workspaces WHERE quiet_hours_start IS NOT NULL AND quiet_hours_end IS NOT NULL`);
  return rows
    .filter(
      (row) => quietUntil({ start: row.start, end: row.end }, workspaceTimeZone(row.zone), now) !== undefined,
    )
    .map((row) => row.id);
}
