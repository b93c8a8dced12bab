import type { Database } from '@griot/db/openDatabase';
import { sql } from 'drizzle-orm';
import { SEQS_PER_NOTIFICATION } from './laneQueries';

/** Tells the live screens of every server process which messages changed (delivered at commit). */
export async function notifyChanges(tx: Database, changed: Map<string, number[]>): Promise<void> {
  const payloads: string[] = [];
  for (const [chatbotId, seqs] of changed)
    for (let start = 0; start < seqs.length; start += SEQS_PER_NOTIFICATION)
      payloads.push(JSON.stringify({ c: chatbotId, s: seqs.slice(start, start + SEQS_PER_NOTIFICATION) }));
  if (payloads.length === 0) return;
  await tx.execute(sql`
    SELECT pg_notify('griot_messages', payload)
    FROM jsonb_array_elements_text(${JSON.stringify(payloads)}::jsonb) AS payload`);
}
