import { workspaceMessages } from '@griot/contract/workspaces/workspaceMessages';
import { readInLanguage } from '@griot/i18n/currentLanguage';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { classifyApiError } from '../../lib/apiErrors';
import { useTexts } from '../../lib/i18n/useTexts';
import { readStoredSession, useSessionUser } from '../../lib/sessionStore';

export type WorkspaceLoss = 'notMember' | 'noWorkspace';

/** Which loss a refused call says, if any: its 403 carries one of the contract's two messages. */
export function workspaceLossOf(error: unknown): WorkspaceLoss | null {
  const failure = classifyApiError(error);
  if (failure.kind !== 'response' || failure.status !== 403) return null;
  const said = [failure.message, failure.body.error];
  // The answer is in the language shown, or in French when it left before a switch.
  const is = (read: () => string) => said.includes(read()) || said.includes(readInLanguage('fr', read));
  if (is(() => workspaceMessages.notMemberAnymore)) return 'notMember';
  if (is(() => workspaceMessages.noWorkspace)) return 'noWorkspace';
  return null;
}

/**
 * Whether the session lost its workspace: a call answered 403 "no longer a member" or "no
 * workspace" (watched on every query and mutation of the cache), or the session user says it works
 * in none. The screens then give way to a full-page state. A loss belongs to the workspace it
 * happened in: switching to another ends it.
 */
export function useWorkspaceLoss(): WorkspaceLoss | null {
  useTexts(workspaceMessages);
  const queryClient = useQueryClient();
  const workspace = useSessionUser()?.workspace;
  const [loss, setLoss] = useState<{ kind: WorkspaceLoss; workspaceId: string | null } | null>(null);

  useEffect(() => {
    const watch = (error: unknown) => {
      const kind = workspaceLossOf(error);
      if (kind) setLoss({ kind, workspaceId: readStoredSession()?.data.workspace?.id ?? null });
    };
    const stopQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') watch(event.action.error);
    });
    const stopMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') watch(event.action.error);
    });
    return () => {
      stopQueries();
      stopMutations();
    };
  }, [queryClient]);

  const currentId = workspace?.id ?? null;
  // The session user read again after a removal says "none": the loss seen first keeps its words.
  if (loss && (loss.workspaceId === currentId || currentId === null)) return loss.kind;
  return workspace === null ? 'noWorkspace' : null;
}
