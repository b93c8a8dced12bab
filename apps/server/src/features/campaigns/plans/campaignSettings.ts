import type { CampaignSettings } from '@griot/contract/campaigns/plans/campaignPlanSchemas';
import type { Database } from '@griot/db/openDatabase';
import { sql } from 'drizzle-orm';
import type { QuietHours } from '../../../domain/campaigns/quietHours';

/** 'HH:mm' ↔ minutes of the day, as workspaces store quiet hours (0045). */
const toMinutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const toTime = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

export async function loadQuietHours(db: Database, workspaceId: string): Promise<QuietHours | null> {
  return (await loadSettingsRow(db, workspaceId)).quietHours;
}

async function loadSettingsRow(db: Database, workspaceId: string) {
  const { rows } = await db.execute<{ start: number | null; end: number | null; cap: number }>(sql`
    SELECT quiet_hours_start AS start, quiet_hours_end AS end, frequency_cap_hours AS cap FROM workspaces WHERE id = ${workspaceId}`);
  const row = rows[0];
  const quietHours =
    row && row.start !== null && row.end !== null ? { start: row.start, end: row.end } : null;
  return { quietHours, cap: row?.cap ?? 0 };
}

/** The workspace's quiet hours and frequency cap as the settings screen shows them. */
export async function loadCampaignSettings(db: Database, workspaceId: string): Promise<CampaignSettings> {
  const { quietHours, cap } = await loadSettingsRow(db, workspaceId);
  return {
    quietHours: quietHours ? { start: toTime(quietHours.start), end: toTime(quietHours.end) } : null,
    frequencyCapHours: cap,
  };
}

export async function saveCampaignSettings(
  db: Database,
  workspaceId: string,
  settings: CampaignSettings,
): Promise<void> {
  await db.execute(sql`
    UPDATE workspaces SET
      quiet_hours_start = ${settings.quietHours ? toMinutes(settings.quietHours.start) : null},
      quiet_hours_end = ${settings.quietHours ? toMinutes(settings.quietHours.end) : null},
      frequency_cap_hours = ${settings.frequencyCapHours}
    WHERE id = ${workspaceId}`);
}
