import { Switch } from '@mantine/core';
import { useState } from 'react';
import { useTexts } from '../../../lib/i18n/useTexts';
import { getStoredToken } from '../../../lib/sessionStore';
import { flowTexts } from '../flowTexts';
import { notifyError } from '../notify';
import { useAssistantSwitch } from './useBlockActions';

/** 'GRIOT IA' on the default block: sends the new status and reverts when the server refuses. */
export function AssistantSwitch({ idblock, initial }: { idblock: string; initial: boolean }) {
  const t = useTexts(flowTexts);
  const [checked, setChecked] = useState(initial);
  const toggle = useAssistantSwitch(setChecked);
  return (
    <Switch
      label={t.assistant}
      checked={checked}
      disabled={toggle.isPending}
      onChange={(event) => {
        const next = event.currentTarget.checked;
        // The toggle needs a stored session.
        if (!getStoredToken()) return notifyError(t.sessionExpired);
        setChecked(next);
        toggle.mutate({ idblock, status: next });
      }}
    />
  );
}
