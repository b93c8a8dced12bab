import { Switch } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/apiClient';
import { classifyApiError } from '../../lib/apiErrors';
import { getStoredToken } from '../../lib/sessionStore';
import { notifyKnowledge } from './knowledgeNotify';
import { knowledgeTexts as t } from './knowledgeTexts';
import { knowledgeQueryKeys } from './useKnowledgeScreen';

/** The header's GRIOT IA switch: the default block's jarvis flag (seed 001 §5, §8 'GRIOT toggle'). */
export function GriotSwitch({
  idchatbot,
  defaultBlock,
}: {
  idchatbot: string;
  defaultBlock: { idblock: string; jarvis: boolean } | null | undefined;
}) {
  const queryClient = useQueryClient();
  const key = knowledgeQueryKeys.defaultBlock(idchatbot);
  const toggle = useMutation({
    mutationFn: ({ idblock, status }: { idblock: string; status: boolean }) =>
      api.flows.jarvis({ idblock, status }),
    onMutate: ({ idblock, status }) => queryClient.setQueryData(key, { idblock, jarvis: status }),
    onSuccess: (result, { idblock, status }) => {
      if (!result.success) {
        queryClient.setQueryData(key, { idblock, jarvis: !status });
        return notifyKnowledge('error', result.message || t.griotFailed);
      }
      notifyKnowledge('success', result.message || (status ? t.griotOn : t.griotOff));
    },
    onError: (error, { idblock, status }) => {
      queryClient.setQueryData(key, { idblock, jarvis: !status });
      const failure = classifyApiError(error);
      notifyKnowledge(
        'error',
        failure.kind === 'response' && failure.message ? `Erreur: ${failure.message}` : t.griotFailed,
      );
    },
  });
  return (
    <Switch
      size="md"
      label={t.griotSwitch}
      checked={defaultBlock?.jarvis ?? false}
      // Not disabled while a change is sent: a disabled switch would lose the keyboard focus.
      disabled={defaultBlock === undefined}
      aria-busy={toggle.isPending}
      onChange={(event) => {
        if (toggle.isPending) return;
        if (!getStoredToken()) return notifyKnowledge('error', t.sessionExpired);
        if (!defaultBlock) return notifyKnowledge('error', t.defaultBlockMissing);
        toggle.mutate({ idblock: defaultBlock.idblock, status: event.currentTarget.checked });
      }}
    />
  );
}
