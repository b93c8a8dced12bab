import { isRecord } from '@griot/channels/isRecord';
import type { WhatsAppMedia } from '@griot/channels/whatsapp/whatsAppTypes';
import type { Database } from '@griot/db/openDatabase';
import { sql } from 'drizzle-orm';
import { detectFileType } from '../../lib/detectFileType';
import type { FileStorage } from '../../lib/files/fileStorage';
import { recordChatbotFile } from '../../lib/files/storedFiles';
import { notifyChanges } from '../../runtime/notifyChanges';
import { createGraphClient, type GraphTarget } from '../meta/graphClient';

/** WhatsApp accepts media up to 100 MB (documents); what end-users send is kept up to this. */
const MAX_MEDIA_BYTES = 20 * 1024 * 1024;
/** The message row is written by a worker shortly after the webhook: look for it this many times. */
const FIND_ATTEMPTS = 20;
const FIND_INTERVAL_MS = 250;

export interface MediaSource extends GraphTarget {
  accessToken: string | undefined;
}

/**
 * Keeps a copy of a photo, voice note or document an end-user sent on WhatsApp: Meta's media URLs
 * expire within minutes, so the transcript could not show it later. GET /{media-id} gives the
 * URL, downloaded with the chatbot's token; the bytes are checked by content and stored; the
 * stored message then carries `event.url` (/api/public/…). Runs after the webhook has answered;
 * a failure only leaves the message without its file.
 */
export async function storeInboundMedia(
  deps: { db: Database; files: FileStorage; source: MediaSource },
  message: { chatbotId: string; wamid: string; media: WhatsAppMedia },
): Promise<string | undefined> {
  const { source } = deps;
  if (!source.accessToken) return undefined;
  const graph = createGraphClient(source);
  const token = source.accessToken;
  const info = await graph.get(encodeURIComponent(message.media.id), { token });
  // No answer at all is a failure worth its log line (the webhook logs what this throws).
  if (info.status === 0) throw new Error(`media ${message.media.id} not described: ${String(info.body)}`);
  const described = isRecord(info.body) ? info.body : {};
  if (info.status !== 200 || typeof described.url !== 'string') return undefined;
  // The URL comes from Graph's answer, never from the webhook: only Meta's host (or our fake) is contacted.
  if (
    new URL(described.url).origin !== new URL(source.graphApiUrl).origin &&
    !described.url.startsWith('https://')
  )
    return undefined;
  const download = await graph.download(described.url, { token, bodyTimeoutMs: 30_000 });
  if (download.status === 0) throw new Error(`media ${message.media.id} not downloaded`);
  const data = download.data;
  if (!data || data.length === 0 || data.length > MAX_MEDIA_BYTES) return undefined;
  const type = await detectFileType(data);
  if (!type) return undefined;
  const key = `media/inbound/${message.chatbotId}/${message.media.id.replace(/[^A-Za-z0-9_-]/g, '')}.${type.extension}`;
  await deps.files.save(key, data);
  // Recorded as the chatbot's, so its deletion (or its account's) removes the copy; a chatbot
  // deleted meanwhile records nothing: the copy goes at once.
  if (
    !(await recordChatbotFile(deps.db, key, data.length, {
      chatbotId: message.chatbotId,
      kind: 'inbound_media',
    }))
  ) {
    await deps.files.remove(key).catch(() => undefined);
    return undefined;
  }
  const url = `/api/public/${key}`;
  for (let attempt = 0; attempt < FIND_ATTEMPTS; attempt += 1) {
    const updated = await deps.db.transaction(async (tx) => {
      const result = await tx.execute<{ seq: number }>(sql`
        UPDATE messages SET content = jsonb_set(jsonb_set(content, '{event,url}', to_jsonb(${url}::text)),
                                                '{event,mimeType}', to_jsonb(${type.mime}::text))
        WHERE chatbot_id = ${message.chatbotId} AND external_id = ${message.wamid} AND direction = 'in'
        RETURNING seq`);
      await notifyChanges(tx, new Map([[message.chatbotId, result.rows.map((row) => row.seq)]]));
      return result.rows.length > 0;
    });
    if (updated) return url;
    await new Promise((resolve) => setTimeout(resolve, FIND_INTERVAL_MS));
  }
  return url;
}
