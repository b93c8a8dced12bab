import { broadcastMessages as m } from '@griot/contract/broadcasts/broadcastMessages';
import type { BroadcastModel, LocalModelFields } from '@griot/contract/broadcasts/broadcastSchemas';
import { localModelParameters } from '@griot/contract/broadcasts/localModelPlaceholders';
import type { Database } from '@griot/db/openDatabase';
import { broadcastModels } from '@griot/db/schema/broadcastModels';
import { and, asc, eq, sql } from 'drizzle-orm';
import { apiError } from '../../api/apiError';
import { postgresErrorCode, UNIQUE_VIOLATION } from '../../lib/postgresErrors';

type LocalModelRow = typeof broadcastModels.$inferSelect;

/** A chatbot's local models, by title then language, in the shape of the models list. */
export async function listLocalModels(db: Database, chatbotId: string): Promise<BroadcastModel[]> {
  const rows = await db
    .select()
    .from(broadcastModels)
    .where(eq(broadcastModels.chatbotId, chatbotId))
    .orderBy(asc(sql`lower(${broadcastModels.title})`), asc(broadcastModels.langage));
  return rows.map(toBroadcastModel);
}

/** The local model of that title and language, if the chatbot has one (the unique index answers). */
export async function findLocalModel(
  db: Database,
  chatbotId: string,
  title: string,
  langage: string,
): Promise<BroadcastModel | undefined> {
  const [row] = await db
    .select()
    .from(broadcastModels)
    .where(
      and(
        eq(broadcastModels.chatbotId, chatbotId),
        eq(broadcastModels.title, title),
        eq(broadcastModels.langage, langage),
      ),
    );
  return row && toBroadcastModel(row);
}

/** Creates a local model; the same title in the same language is a French 409. */
export async function createLocalModel(
  db: Database,
  chatbotId: string,
  fields: LocalModelFields,
): Promise<BroadcastModel> {
  const [row] = await db
    .insert(broadcastModels)
    .values({ chatbotId, title: fields.title, content: fields.content, langage: fields.langage })
    .onConflictDoNothing()
    .returning();
  if (!row) throw apiError(409, m.local.duplicate, { field: 'title' });
  return toBroadcastModel(row);
}

/** Replaces a local model's title, content and language; another chatbot's model is a 404. */
export async function updateLocalModel(
  db: Database,
  chatbotId: string,
  modelId: string,
  fields: LocalModelFields,
): Promise<BroadcastModel> {
  try {
    const [row] = await db
      .update(broadcastModels)
      .set({ title: fields.title, content: fields.content, langage: fields.langage, updatedAt: new Date() })
      .where(and(eq(broadcastModels.id, modelId), eq(broadcastModels.chatbotId, chatbotId)))
      .returning();
    if (!row) throw apiError(404, m.local.unknown);
    return toBroadcastModel(row);
  } catch (error) {
    if (postgresErrorCode(error) === UNIQUE_VIOLATION)
      throw apiError(409, m.local.duplicate, { field: 'title' });
    throw error;
  }
}

/** Deletes a local model (campaigns keep their own copy of it); another chatbot's model is a 404. */
export async function deleteLocalModel(db: Database, chatbotId: string, modelId: string): Promise<void> {
  const deleted = await db
    .delete(broadcastModels)
    .where(and(eq(broadcastModels.id, modelId), eq(broadcastModels.chatbotId, chatbotId)))
    .returning({ id: broadcastModels.id });
  if (deleted.length === 0) throw apiError(404, m.local.unknown);
}

function toBroadcastModel(row: LocalModelRow): BroadcastModel {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    langage: row.langage,
    category: '',
    header: '',
    footer: '',
    buttons: [],
    parameterFormat: 'positional',
    parameters: localModelParameters(row.content),
    source: 'local',
  };
}
