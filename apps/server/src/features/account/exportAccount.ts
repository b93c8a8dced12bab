import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import { accountDocumentMessages } from '@griot/contract/account/documents/accountDocumentMessages';
import type { Database } from '@griot/db/openDatabase';
import { accountEvents } from '@griot/db/schema/accountEvents';
import { invoices } from '@griot/db/schema/billing';
import { blocks } from '@griot/db/schema/blocks';
import { broadcastModels } from '@griot/db/schema/broadcastModels';
import { chatbots } from '@griot/db/schema/chatbots';
import { endUsers } from '@griot/db/schema/endUsers';
import { messages } from '@griot/db/schema/messages';
import { sessions } from '@griot/db/schema/sessions';
import { workspaceMembers } from '@griot/db/schema/workspaces';
import { INTL_LOCALES } from '@griot/i18n/languages';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { ZipFile } from 'yazl';
import type { UserRow } from '../../api/sessions';
import { readAccountSettings } from '../../domain/account/accountSettings';
import { describeDevice } from '../../domain/account/describeDevice';
import { readByCursor } from '../../lib/readByCursor';
import { currentServerLanguage } from '../../lib/requestLanguage';

/** End-users and messages are read this many rows at a time: the export's memory, whatever the account. */
const EXPORT_BATCH = 2_000;

/** Secrets never leave the server, not even to their owner: encrypted tokens and hashes are left out. */
function withoutSecrets(row: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(row).filter(([key]) => !/Encrypted$|Hash$|^totp/.test(key)));
}

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

export type AccountExport =
  /** Another export of the account runs (in any process). */
  | { busy: true }
  /** The archive, written as it is read; `finished` settles once every row was read. */
  | { busy: false; archive: Readable; finished: Promise<void> };

/**
 * The account's data as a ZIP of JSON files (the business is the controller of its end-users'
 * data): the account, each chatbot with its blocks and variables, its local broadcast models,
 * its end-users and their messages (one JSON object per line), and LISEZMOI.txt listing every file
 * (in the language of the request; the files' names stay the same in every language).
 *
 * The archive is streamed: rows are read by cursors, a batch at a time, in one read-only
 * transaction (one consistent picture of the account), and written to the ZIP as the client takes
 * it. The transaction holds the account's export lock, so one export runs at a time per account
 * on every process; `admit` runs once the lock is held (e.g. to count the export against a
 * limit), and a throw there refuses the export. `signal` (the client gone) stops the reads.
 */
export async function startAccountExport(
  db: Database,
  user: UserRow,
  options: { signal: AbortSignal; admit?: () => Promise<void>; now?: Date },
): Promise<AccountExport> {
  const zip = new ZipFile();
  let announce: (started: boolean) => void = () => {};
  const started = new Promise<boolean>((resolve) => {
    announce = resolve;
  });
  const finished = db.transaction(
    async (tx) => {
      const lock = await tx.execute<{ held: boolean }>(
        sql`SELECT pg_try_advisory_xact_lock(hashtext('griot-account-export'), hashtext(${user.id})) AS held`,
      );
      if (!lock.rows[0]?.held) return announce(false);
      await options.admit?.();
      announce(true);
      await writeArchive(tx, zip, user, options.now ?? new Date(), options.signal);
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  // Before the answer starts, a failure is the request's; after it, the archive's (it breaks off).
  const running = await Promise.race([started, finished.then(() => false)]);
  if (!running) return { busy: true };
  // The answer ends once the transaction is over too, so that the account's lock is free by the
  // time its owner could ask again; it breaks off if the reads fail.
  const archive = new PassThrough();
  zip.outputStream.pipe(archive, { end: false });
  Promise.all([once(zip.outputStream, 'end'), finished]).then(
    () => archive.end(),
    (error: unknown) => archive.destroy(toError(error)),
  );
  return { busy: false, archive, finished };
}

async function writeArchive(tx: Database, zip: ZipFile, user: UserRow, now: Date, signal: AbortSignal) {
  const m = accountDocumentMessages.export;
  const listed: Array<[string, string, number]> = [];
  /** One file of the archive, written piece by piece as the ZIP is read. */
  const add = async (
    name: string,
    description: string,
    write: (put: (text: string) => Promise<void>) => Promise<void>,
  ) => {
    const entry = new PassThrough();
    zip.addReadStream(entry, name, { mtime: now });
    let size = 0;
    await write(async (text) => {
      const chunk = Buffer.from(text, 'utf8');
      size += chunk.length;
      if (!entry.write(chunk)) await once(entry, 'drain', { signal });
    });
    entry.end();
    listed.push([name, description, size]);
  };

  const [events, accountSessions, accountInvoices, bots] = await Promise.all([
    tx
      .select()
      .from(accountEvents)
      .where(eq(accountEvents.userId, user.id))
      .orderBy(desc(accountEvents.createdAt)),
    tx.select().from(sessions).where(eq(sessions.userId, user.id)).orderBy(desc(sessions.createdAt)),
    // The workspaces the person owns go with their data: their invoices and chatbots.
    tx
      .select()
      .from(invoices)
      .where(inArray(invoices.workspaceId, ownedWorkspaces(tx, user.id)))
      .orderBy(desc(invoices.issuedAt)),
    tx
      .select()
      .from(chatbots)
      .where(inArray(chatbots.workspaceId, ownedWorkspaces(tx, user.id)))
      .orderBy(asc(chatbots.createdAt)),
  ]);
  await add('compte.json', m.account, (put) =>
    put(
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
        invoices: accountInvoices,
      }),
    ),
  );

  for (const bot of bots) {
    const folder = `chatbots/${bot.id}`;
    const botName = bot.botName;
    await add(`${folder}/chatbot.json`, m.chatbot({ botName }), (put) => put(json(withoutSecrets(bot))));
    const botBlocks = await tx
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
    await add(`${folder}/blocs.json`, m.blocks({ botName }), (put) => put(json(botBlocks)));
    const models = await tx
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
    await add(`${folder}/modeles-diffusion.json`, m.models({ botName }), (put) => put(json(models)));
    await add(`${folder}/utilisateurs.json`, m.endUsers({ botName }), (put) =>
      putJsonArray(
        put,
        readByCursor(
          tx,
          endUsers,
          sql`SELECT * FROM end_users WHERE chatbot_id = ${bot.id} ORDER BY created_at, id`,
          EXPORT_BATCH,
        ),
      ),
    );
    await add(`${folder}/messages.ndjson`, m.messages({ botName }), async (put) => {
      const pages = readByCursor(
        tx,
        messages,
        sql`SELECT * FROM messages WHERE chatbot_id = ${bot.id} ORDER BY seq`,
        EXPORT_BATCH,
      );
      for await (const page of pages)
        await put(page.map((message) => `${JSON.stringify(message)}\n`).join(''));
    });
  }

  const at = now.toLocaleString(INTL_LOCALES[currentServerLanguage()], {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'UTC',
  });
  const readme = [
    m.heading({ owner: `${user.firstname} ${user.lastname}`.trim(), email: user.email, at: `${at} (UTC)` }),
    '',
    m.filesTitle,
    ...listed.map(([name, description, size]) => m.fileLine({ name, size, description })),
    '',
    m.secretsLeftOut,
  ].join('\n');
  zip.addBuffer(Buffer.from(`${readme}\n`, 'utf8'), 'LISEZMOI.txt', { mtime: now });
  zip.end();
}

/** The text `json(rows)` gives (two-space indentation), written a batch of rows at a time. */
async function putJsonArray(
  put: (text: string) => Promise<void>,
  pages: AsyncIterable<Array<Record<string, unknown>>>,
): Promise<void> {
  let first = true;
  for await (const page of pages) {
    if (page.length === 0) continue;
    const items = page.map((row) => JSON.stringify(row, null, 2).replace(/\n/g, '\n  '));
    await put(`${first ? '[\n  ' : ',\n  '}${items.join(',\n  ')}`);
    first = false;
  }
  await put(first ? '[]\n' : '\n]\n');
}

function toError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}

/** The workspaces a person owns, as a subquery. */
function ownedWorkspaces(tx: Database, userId: string) {
  return tx
    .select({ id: workspaceMembers.workspaceId })
    .from(workspaceMembers)
    .where(and(eq(workspaceMembers.userId, userId), eq(workspaceMembers.role, 'owner')));
}
