import { broadcastMessages as m } from '@griot/contract/broadcasts/broadcastMessages';
import { apiError } from '../../api/apiError';
import { authedProcedures } from '../../api/procedures';
import { requireOwnedChatbot } from '../../domain/chatbots/requireOwnedChatbot';
import { createLocalModel, deleteLocalModel, listLocalModels, updateLocalModel } from './localModels';

/** GET /strong/broadcast/models/{id}: the chatbot's local models (Graph not asked: the editor's list). */
const handleList = authedProcedures.broadcasts.localModels.handler(async ({ input, context }) => {
  const chatbot = await requireOwnedChatbot(context.db, context.session.user.id, input.id);
  return { success: true as const, models: await listLocalModels(context.db, chatbot.id) };
});

/** POST /strong/broadcast/models/{id}: a new local model of a WhatsApp chatbot. */
const handleCreate = authedProcedures.broadcasts.createModel.handler(async ({ input, context }) => {
  const chatbot = await requireOwnedChatbot(context.db, context.session.user.id, input.id);
  // Sent as WhatsApp text: a model of another channel's chatbot could never be used.
  if (chatbot.type !== 'whatsapp') throw apiError(422, m.notWhatsApp);
  const { title, content, langage } = input;
  const model = await createLocalModel(context.db, chatbot.id, { title, content, langage });
  return { success: true as const, message: m.local.created, model };
});

/** PUT /strong/broadcast/models/{id}/{modelId} */
const handleUpdate = authedProcedures.broadcasts.updateModel.handler(async ({ input, context }) => {
  const chatbot = await requireOwnedChatbot(context.db, context.session.user.id, input.id);
  const { title, content, langage } = input;
  const model = await updateLocalModel(context.db, chatbot.id, input.modelId, { title, content, langage });
  return { success: true as const, message: m.local.updated, model };
});

/** DELETE /strong/broadcast/models/{id}/{modelId} */
const handleRemove = authedProcedures.broadcasts.removeModel.handler(async ({ input, context }) => {
  const chatbot = await requireOwnedChatbot(context.db, context.session.user.id, input.id);
  await deleteLocalModel(context.db, chatbot.id, input.modelId);
  return { success: true as const, message: m.local.deleted };
});

/** The local models' calls, mounted with the other broadcast calls. */
export const localModelHandlers = {
  localModels: handleList,
  createModel: handleCreate,
  updateModel: handleUpdate,
  removeModel: handleRemove,
};
