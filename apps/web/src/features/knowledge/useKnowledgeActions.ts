import { KNOWLEDGE_LIMITS } from '@griot/contract/knowledge/knowledgeConstants';
import { knowledgeMessages as m } from '@griot/contract/knowledge/knowledgeMessages';
import type { ObjectSystem } from '@griot/contract/knowledge/knowledgeSchemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { classifyApiError } from '../../lib/apiErrors';
import { orpc } from '../../lib/orpc';
import { notifyKnowledge } from './knowledgeNotify';
import { knowledgeTexts } from './knowledgeTexts';

export type KnowledgeActions = ReturnType<typeof useKnowledgeActions>;

/** The assistant switch's notices, read when shown (in the language shown then). */
const t = () => knowledgeTexts.assistant;

/**
 * What the knowledge screen does, each call with its notices and the refresh of the knowledge it
 * changed: GRIOT IA's switch (shown at once, put back if refused), a file deleted, the prompt
 * saved or generated from the chosen blocks, a test message. What a call does to a panel's own
 * state stays in the panel (`mutate(input, { onSuccess })`).
 */
export function useKnowledgeActions(chatbotId: string) {
  const queryClient = useQueryClient();
  const knowledgeInput = { input: { id: chatbotId } };
  const reloadFiles = () =>
    void queryClient.invalidateQueries({ queryKey: orpc.knowledge.files.key(knowledgeInput) });
  // A new prompt shows at once; the reload then brings the costs it changed.
  const promptChanged = (objectSystem: ObjectSystem) => {
    queryClient.setQueryData(orpc.knowledge.files.queryKey(knowledgeInput), (current) =>
      current ? { ...current, ObjectSystem: objectSystem } : current,
    );
    reloadFiles();
  };
  const showAssistant = (idblock: string, on: boolean) =>
    queryClient.setQueryData(orpc.flows.defaultBlock.queryKey(knowledgeInput), (current) => ({
      success: true as const,
      defaultblock: [{ idblock, jarvis: on }, ...(current?.defaultblock.slice(1) ?? [])],
    }));

  const toggleAssistant = useMutation(
    orpc.flows.setAssistantSwitch.mutationOptions({
      onMutate: ({ idblock, status }) => showAssistant(idblock, status),
      onSuccess: (result, { idblock, status }) => {
        if (!result.success) {
          showAssistant(idblock, !status);
          return notifyKnowledge('error', result.message || t().failed);
        }
        notifyKnowledge('success', result.message || (status ? t().on : t().off));
      },
      onError: (error, { idblock, status }) => {
        showAssistant(idblock, !status);
        const failure = classifyApiError(error);
        notifyKnowledge(
          'error',
          failure.kind === 'response' && failure.message
            ? t().failedWithReason({ reason: failure.message })
            : t().failed,
        );
      },
    }),
  );

  const removeFile = useMutation(
    orpc.knowledge.removeFile.mutationOptions({
      onSuccess: (result) => {
        notifyKnowledge('success', result.message);
        reloadFiles();
      },
      onError: () => notifyKnowledge('error', m.deleteFailed),
    }),
  );

  const savePrompt = useMutation(
    orpc.knowledge.scrapeBlocks.mutationOptions({
      onSuccess: (result) => {
        notifyKnowledge('success', result.message);
        promptChanged(result.ObjectSystem);
      },
      onError: (error) => {
        const failure = classifyApiError(error);
        notifyKnowledge(
          'error',
          failure.kind === 'response' && failure.status === 400 ? failure.message : m.promptSaveFailed,
        );
      },
    }),
  );

  const collectBlocks = useMutation(
    orpc.knowledge.scrapeBlocks.mutationOptions({
      onSuccess: (result) => {
        const objectSystem = result.data?.ObjectSystem ?? result.ObjectSystem;
        if (!objectSystem?.systemPrompt) return notifyKnowledge('error', m.unexpectedResponse);
        if (!objectSystem.systemPrompt.promptblock.trim()) notifyKnowledge('warning', m.noPromptGenerated);
        else notifyKnowledge('success', result.message);
        promptChanged(objectSystem);
      },
      onError: (error) => {
        const failure = classifyApiError(error);
        const message =
          failure.kind === 'response'
            ? failure.message
            : error instanceof Error && error.message
              ? error.message
              : m.scrapeFailed;
        notifyKnowledge('error', message || m.scrapeFailed);
      },
    }),
  );

  const testPrompt = useMutation(
    orpc.knowledge.test.mutationOptions({
      context: { timeoutMs: KNOWLEDGE_LIMITS.testTimeoutMs },
      onSuccess: (result) => {
        // A call was recorded: the cost report reloads.
        reloadFiles();
        if (result.error) notifyKnowledge('warning', result.error);
      },
      onError: (error) => {
        const failure = classifyApiError(error);
        if (failure.kind === 'response')
          notifyKnowledge(
            'error',
            failure.status === 400 || failure.status === 409
              ? failure.message
              : m.testApiError({ status: failure.status }),
          );
        else notifyKnowledge('error', m.testUnreachable);
      },
    }),
  );

  return { reloadFiles, promptChanged, toggleAssistant, removeFile, savePrompt, collectBlocks, testPrompt };
}
