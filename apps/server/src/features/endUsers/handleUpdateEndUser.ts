import { messages } from '@griot/contract/messages';
import { segmentMessages } from '@griot/contract/segments/segmentMessages';
import { apiError } from '../../api/apiError';
import { workspaceProcedures } from '../../api/procedures';
import { loadEndUser } from './loadEndUser';
import { updateEndUser } from './updateEndUser';

/**
 * PUT /strong/end-user/{id}: name, email and variable values. Only the chatbot's declared
 * variables can be set; the conversation's session gets the same values, so the flow uses them.
 */
export const handleUpdateEndUser = workspaceProcedures.endUsers.update.handler(async ({ input, context }) => {
  const before = await loadEndUser(context.db, context.workspace.id, input.id);
  if (!before) throw apiError(404, messages.endUsers.notFound);
  const declared = new Set(
    before.variables.filter((variable) => variable.slug !== '').map((variable) => variable.id),
  );
  const unknown = Object.keys(input.variables).find((name) => !declared.has(name));
  if (unknown)
    throw apiError(400, segmentMessages.unknownVariable({ name: unknown }), { field: 'variables' });
  const values = Object.entries(input.variables).map(([name, value]) => ({ name, value: value.trim() }));
  await updateEndUser(
    context.db,
    { id: input.id, chatbotId: before.idbot },
    { name: input.name, email: input.email, values },
  );
  const user = await loadEndUser(context.db, context.workspace.id, input.id);
  if (!user) throw apiError(404, messages.endUsers.notFound);
  return { success: true as const, message: messages.endUsers.endUserSaved, user };
});
