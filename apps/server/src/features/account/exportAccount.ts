import type { Database } from '@griot/db/openDatabase';
import { accountEvents } from '@griot/db/schema/accountEvents';
import { invoices } from '@griot/db/schema/billing';
import { blocks } from '@griot/db/schema/blocks';
import { broadcastModels } from '@griot/db/schema/broadcastModels';
import { chatbots } from '@griot/db/schema/chatbots';
import { endUsers } from '@griot/db/schema/endUsers';
import { messages } from '@griot/db/schema/messages';
import { sessions } from '@griot/db/schema/sessions';
import { and, asc, desc, eq, gt } from 'drizzle-orm';
import { ZipFile } from 'yazl';
import type { UserRow } from '../auth/sessions';
import { readAccountSettings } from './accountSettings';
import { describeDevice } from './describeDevice';

/** Messages are read in pages so a large account is never one huge query. */
const MESSAGE_PAGE = 5000;

/** Secrets never leave the server, not even to their owner: encrypted tokens and hashes are left out. */
function withoutSecrets<T extends Record<string, unknown>>(row: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(row).filter(([key]) => !/Encrypted$|Hash$|^totp/.test(key)),
  ) as Partial<T>;
}

const json = (value: unknown) => Buffer.from(`${JSON.stringify(value, null, 2)}\n`, 'utf8');

/**
 * The account's data as a ZIP of JSON files (the business is the controller of its end-users'
 * data): the account, each chatbot with its blocks and variables, its local broadcast models,
 * its end-users and their messages (one JSON object per line), and LISEZMOI.txt listing every file.
 */
export async function exportAccount(db: Database, user: UserRow, now = new Date()): Promise<Buffer> {
  const zip = new ZipFile();
  const listed: Array<[string, string, number]> = [];
  const add = (name: string, description: string, data: Buffer) => {
    zip.addBuffer(data, name, { mtime: now });
    listed.push([name, description, data.length]);
  };

  const [events, accountSessions, accountInvoices, bots] = await Promise.all([
    db
      .select()
      .from(accountEvents)
      .where(eq(accountEvents.userId, user.id))
      .orderBy(desc(accountEvents.createdAt)),
    db.select().from(sessions).where(eq(sessions.userId, user.id)).orderBy(desc(sessions.createdAt)),
    db.select().from(invoices).where(eq(invoices.userId, user.id)).orderBy(desc(invoices.issuedAt)),
    db.select().from(chatbots).where(eq(chatbots.ownerId, user.id)).orderBy(asc(chatbots.createdAt)),
  ]);
  add(
    'compte.json',
    'Votre compte : profil, paramètres, sessions, activité et factures',
    json({
      exported_at: now.toISOString(),
      account: {
        ...withoutSecrets(user),
        settings: readAccountSettings(user.settings),
        two_factor_enabled: user.totpEnabledAt !== null,
      },
      sessions: accountSessions.map((session) => ({
        device: describeDevice(session.userAgent).label,
        ip: session.ip,
        created_at: session.createdAt,
        last_used_at: session.lastUsedAt,
        revoked_at: session.revokedAt,
      })),
      activity: events.map(({ userId: _userId, ...event }) => event),
      invoices: accountInvoices.map(({ userId: _userId, ...invoice }) => invoice),
    }),
  );

  for (const bot of bots) {
    const folder = `chatbots/${bot.id}`;
    add(
      `${folder}/chatbot.json`,
      `Le chatbot « ${bot.botName} », ses réglages et ses variables`,
      json(withoutSecrets(bot)),
    );
    const botBlocks = await db
      .select({
        idblock: blocks.idblock,
        name: blocks.blockname,
        type: blocks.type,
        category: blocks.category,
        flow: blocks.flow,
      })
      .from(blocks)
      .where(eq(blocks.chatbotId, bot.id))
      .orderBy(asc(blocks.blockname));
    add(`${folder}/blocs.json`, `Les blocs de « ${bot.botName} » et leurs flux`, json(botBlocks));
    const models = await db
      .select({
        id: broadcastModels.id,
        title: broadcastModels.title,
        langage: broadcastModels.langage,
        content: broadcastModels.content,
        created_at: broadcastModels.createdAt,
        updated_at: broadcastModels.updatedAt,
      })
      .from(broadcastModels)
      .where(eq(broadcastModels.chatbotId, bot.id))
      .orderBy(asc(broadcastModels.title), asc(broadcastModels.langage));
    add(
      `${folder}/modeles-diffusion.json`,
      `Les modèles de diffusion locaux de « ${bot.botName} »`,
      json(models),
    );
    const people = await db
      .select()
      .from(endUsers)
      .where(eq(endUsers.chatbotId, bot.id))
      .orderBy(asc(endUsers.createdAt));
    add(
      `${folder}/utilisateurs.json`,
      `Les utilisateurs de « ${bot.botName} » et leurs variables`,
      json(people),
    );
    add(
      `${folder}/messages.ndjson`,
      `Les messages de « ${bot.botName} », un objet JSON par ligne`,
      await messagesOf(db, bot.id),
    );
  }

  const readme = [
    `Export Griot de ${user.firstname} ${user.lastname} <${user.email}>, le ${now.toISOString()}.`,
    '',
    'Fichiers :',
    ...listed.map(([name, description, size]) => `- ${name} (${size} octets) : ${description}`),
    '',
    'Les jetons des canaux et les mots de passe ne sont jamais exportés.',
  ].join('\n');
  zip.addBuffer(Buffer.from(`${readme}\n`, 'utf8'), 'LISEZMOI.txt', { mtime: now });
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function messagesOf(db: Database, chatbotId: string): Promise<Buffer> {
  const lines: string[] = [];
  let after = 0;
  for (;;) {
    const page = await db
      .select()
      .from(messages)
      .where(and(eq(messages.chatbotId, chatbotId), gt(messages.seq, after)))
      .orderBy(asc(messages.seq))
      .limit(MESSAGE_PAGE);
    for (const message of page) lines.push(JSON.stringify(message));
    const last = page.at(-1);
    if (!last || page.length < MESSAGE_PAGE) break;
    after = last.seq;
  }
  return Buffer.from(lines.length > 0 ? `${lines.join('\n')}\n` : '', 'utf8');
}
