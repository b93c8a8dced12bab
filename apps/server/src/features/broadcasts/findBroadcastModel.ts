import { broadcastMessages as m } from '@griot/contract/broadcasts/broadcastMessages';
import type { BroadcastModel, ModelSource } from '@griot/contract/broadcasts/broadcastSchemas';
import { apiError } from '../../api/apiError';
import type { AppContext } from '../../api/appContext';
import { loadBroadcastModels, TemplatesUnavailableError } from '../../channels/meta/loadBroadcastModels';
import type { ChatbotRow } from '../../domain/chatbots/requireOwnedChatbot';
import { findLocalModel, listLocalModels } from './localModels';

/**
 * The model a send names by title and language: an approved template of the WABA first, else the
 * chatbot's local model of that title and language; `source` picks one of the two only. Neither:
 * a French 400 (422 when templates were looked for on a chatbot without a WABA id).
 */
export async function findBroadcastModel(
  context: AppContext,
  chatbot: ChatbotRow,
  wanted: { title: string; langage: string; source?: ModelSource | undefined },
): Promise<BroadcastModel> {
  const matches = (candidate: BroadcastModel) =>
    candidate.title === wanted.title && candidate.langage === wanted.langage;
  if (wanted.source !== 'local') {
    if (chatbot.wabaId === '' && wanted.source === 'whatsapp') throw apiError(422, m.noWaba);
    const template = (await templatesOf(context, chatbot)).find(matches);
    if (template) return template;
  }
  if (wanted.source !== 'whatsapp') {
    const local = await findLocalModel(context.db, chatbot.id, wanted.title, wanted.langage);
    if (local) return local;
  }
  if (chatbot.wabaId === '' && wanted.source === undefined) throw apiError(422, m.noWaba);
  throw apiError(400, m.modelUnknown, { field: 'title' });
}

/** GET /get/chatbot/models: the WABA's approved templates, then the chatbot's local models. */
export async function broadcastModelsOf(
  context: AppContext,
  chatbot: ChatbotRow,
  refresh = false,
): Promise<BroadcastModel[]> {
  if (chatbot.type !== 'whatsapp') return [];
  const [templates, locals] = await Promise.all([
    templatesOf(context, chatbot, refresh),
    listLocalModels(context.db, chatbot.id),
  ]);
  return [...templates, ...locals];
}

/** The approved templates (none without a WABA id); Graph unreachable with nothing cached: a 502. */
async function templatesOf(
  context: AppContext,
  chatbot: ChatbotRow,
  refresh = false,
): Promise<BroadcastModel[]> {
  if (chatbot.type !== 'whatsapp' || chatbot.wabaId === '') return [];
  const runtime = await context.runtime.chatbots.get(chatbot.id);
  try {
    return await loadBroadcastModels(
      context.db,
      chatbot.id,
      {
        graphApiUrl: context.config.runtime.graphApiUrl,
        graphApiVersion: context.config.runtime.graphApiVersion,
        wabaId: chatbot.wabaId,
        accessToken: runtime?.accessToken,
      },
      { refresh },
    );
  } catch (error) {
    if (error instanceof TemplatesUnavailableError) throw apiError(502, m.templatesUnavailable);
    throw error;
  }
}
