import { broadcastMessages as m } from '@griot/contract/broadcasts/broadcastMessages';
import type { ModelSource } from '@griot/contract/broadcasts/broadcastSchemas';
import { sql } from 'drizzle-orm';
import { apiError } from '../../../api/apiError';
import type { AppContext } from '../../../api/appContext';
import { loadBroadcastModels, TemplatesUnavailableError } from '../../../channels/meta/loadBroadcastModels';
import type { ChatbotRow } from '../../../domain/chatbots/requireOwnedChatbot';

/** What the forecast needs of the model: where it comes from and, for a template, Meta's category. */
export interface ForecastModel {
  source: ModelSource;
  category: string;
}

/**
 * The model the campaign names, looked up as the campaign's start looks it up (an approved template
 * of the WABA first, else the chatbot's local model of that title and language; `source` picks
 * one): the same French errors when there is none.
 */
export async function findForecastModel(
  context: AppContext,
  chatbot: ChatbotRow,
  wanted: { title: string; langage: string; source?: ModelSource | undefined },
): Promise<ForecastModel> {
  if (wanted.source !== 'local') {
    if (chatbot.wabaId === '' && wanted.source === 'whatsapp') throw apiError(422, m.noWaba);
    const template = (await templatesOf(context, chatbot)).find(
      (candidate) => candidate.title === wanted.title && candidate.langage === wanted.langage,
    );
    if (template) return { source: 'whatsapp', category: template.category.toUpperCase() };
  }
  if (wanted.source !== 'whatsapp') {
    const local = await context.db.execute(sql`
      SELECT 1 FROM broadcast_models
      WHERE chatbot_id = ${chatbot.id} AND title = ${wanted.title} AND langage = ${wanted.langage}`);
    if (local.rows.length > 0) return { source: 'local', category: '' };
  }
  if (chatbot.wabaId === '' && wanted.source === undefined) throw apiError(422, m.noWaba);
  throw apiError(400, m.modelUnknown, { field: 'title' });
}

/** The WABA's approved templates, cached five minutes (loadBroadcastModels); Graph down with no cache: 502. */
async function templatesOf(context: AppContext, chatbot: ChatbotRow) {
  if (chatbot.wabaId === '') return [];
  const runtime = await context.runtime.chatbots.get(chatbot.id);
  try {
    return await loadBroadcastModels(context.db, chatbot.id, {
      graphApiUrl: context.config.runtime.graphApiUrl,
      graphApiVersion: context.config.runtime.graphApiVersion,
      wabaId: chatbot.wabaId,
      accessToken: runtime?.accessToken,
    });
  } catch (error) {
    if (error instanceof TemplatesUnavailableError) throw apiError(502, m.templatesUnavailable);
    throw error;
  }
}
