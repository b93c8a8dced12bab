import { messages } from '@griot/contract/messages';
import { apiError } from '../../api/apiError';
import type { WorkspaceContext } from '../../api/appContext';
import { requireOwnedBlock } from './requireOwnedBlock';
import { findRevision } from './revisionQueries';

/** A kept version of a block of the caller's chatbot, else 404. */
export async function requireRevision(
  context: Pick<WorkspaceContext, 'db' | 'workspace'>,
  wanted: { chatbotId: string; blockId: string; revision: number },
) {
  const { chatbot, block } = await requireOwnedBlock(context, wanted.chatbotId, wanted.blockId);
  const row = await findRevision(context.db, block.id, wanted.revision);
  if (!row) throw apiError(404, messages.flows.revisionNotFound);
  return { chatbot, block, row };
}
