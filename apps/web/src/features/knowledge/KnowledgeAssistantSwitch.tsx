import { Switch } from '@mantine/core';
import { useTexts } from '../../lib/i18n/useTexts';
import { getStoredToken } from '../../lib/sessionStore';
import { notifyKnowledge } from './knowledgeNotify';
import { knowledgeTexts } from './knowledgeTexts';
import type { KnowledgeActions } from './useKnowledgeActions';

/** The header's GRIOT IA switch: the default block's jarvis flag. */
export function KnowledgeAssistantSwitch({
  defaultBlock,
  toggle,
}: {
  defaultBlock: { idblock: string; jarvis: boolean } | null | undefined;
  toggle: KnowledgeActions['toggleAssistant'];
}) {
  const { assistant: t } = useTexts(knowledgeTexts);
  return (
    <Switch
      size="md"
      label={t.switchLabel}
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
