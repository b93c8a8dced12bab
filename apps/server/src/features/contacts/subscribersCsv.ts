import { contactMessages as m } from '@griot/contract/contacts/contactMessages';
import type { Database } from '@griot/db/openDatabase';
import { currentLanguage } from '@griot/i18n/currentLanguage';
import { sql } from 'drizzle-orm';
import type { ChatbotRow } from '../../domain/chatbots/requireOwnedChatbot';
import { type CsvValue, csvFileLines } from '../../lib/csvFile';
import { cursorRows } from '../../lib/cursorRows';

interface SubscriberRow {
  full_name: string;
  phone: string;
  channel: string;
  created_at: Date;
  /** Null: never wrote (an imported contact): an empty cell. */
  last_activity_at: Date | null;
  opted_out: boolean;
  opt_in_source: string | null;
  opt_in_at: Date | null;
  imported_at: Date | null;
  tags: string | null;
  vars: Record<string, string> | null;
}

const iso = (date: Date | null) => (date ? new Date(date).toISOString() : null);

/** A file name without what a file system refuses. */
function safeName(text: string): string {
  return (
    text
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^A-Za-z0-9_-]+/g, '-')
      .slice(0, 60) || 'chatbot'
  );
}

/**
 * The chatbot's subscribers (test conversations left out) as CSV lines, read by a cursor while they
 * are written: name, number, channel, dates (ISO), opted out, opt-in source and date, import date,
 * tags, then one column per declared variable. ';' in French and Spanish, ',' in English.
 */
export function subscribersCsv(
  db: Database,
  chatbot: ChatbotRow,
): { fileName: string; lines: AsyncIterable<string> } {
  const words = m.export;
  const declared = chatbot.variables ?? [];
  const header = [
    words.name,
    words.phone,
    words.channel,
    words.created,
    words.lastActivity,
    words.optedOut,
    words.optInSource,
    words.optInAt,
    words.imported,
    words.tags,
    ...declared.map((variable) => variable.slug || variable.id),
  ];
  const yes = words.yes;
  const no = words.no;
  const query = sql`
    SELECT eu.full_name,
      CASE WHEN eu.phone <> '' THEN eu.phone WHEN eu.channel = 'whatsapp' THEN '+' || eu.external_id ELSE '' END AS phone,
      eu.channel, eu.created_at, eu.last_activity_at, eu.opted_out_at IS NOT NULL AS opted_out,
      eu.opt_in_source, eu.opt_in_at, eu.imported_at,
      (SELECT string_agg(t.tag, ', ' ORDER BY lower(t.tag)) FROM end_user_tags t WHERE t.end_user_id = eu.id) AS tags,
      (SELECT jsonb_object_agg(v.name, v.value_text) FROM end_user_variables v WHERE v.end_user_id = eu.id) AS vars
    FROM end_users eu WHERE eu.chatbot_id = ${chatbot.id} AND NOT eu.is_test
    ORDER BY eu.created_at, eu.id`;
  async function* rows(): AsyncGenerator<CsvValue[]> {
    for await (const row of cursorRows<SubscriberRow>(db, query)) {
      yield [
        row.full_name,
        row.phone,
        row.channel,
        iso(row.created_at),
        iso(row.last_activity_at),
        row.opted_out ? yes : no,
        row.opt_in_source,
        iso(row.opt_in_at),
        iso(row.imported_at),
        row.tags,
        ...declared.map((variable) => row.vars?.[variable.id] ?? null),
      ];
    }
  }
  const separator = currentLanguage() === 'en' ? ',' : ';';
  const fileName = words.fileName({
    chatbot: safeName(chatbot.botName),
    date: new Date().toISOString().slice(0, 10),
  });
  return { fileName, lines: csvFileLines(header, rows(), separator) };
}
