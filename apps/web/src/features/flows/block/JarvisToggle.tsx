import { Switch } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../../lib/apiClient';
import { classifyApiError } from '../../../lib/apiErrors';
import { getStoredToken } from '../../../lib/sessionStore';
import { isAuthFailure } from '../authFailure';
import { flowTexts } from '../flowTexts';
import { notifyError, notifySuccess } from '../notify';
import { useLeaveOnAuthFailure } from '../useLeaveOnAuthFailure';

/** 'GRIOT IA' on the default block: sends the new status and reverts when the server refuses. */
export function JarvisToggle({ idblock, initial }: { idblock: string; initial: boolean }) {
  const [checked, setChecked] = useState(initial);
  const leave = useLeaveOnAuthFailure();
  const toggle = useMutation({
    mutationFn: (status: boolean) => api.flows.jarvis({ idblock, status }),
    onSuccess: (result, status) => {
      if (!result.success) {
        setChecked(!status);
        return notifyError(result.message || flowTexts.jarvisFailed);
      }
      notifySuccess(result.message || (status ? flowTexts.jarvisOn : flowTexts.jarvisOff));
    },
    onError: (error, status) => {
      setChecked(!status);
      if (isAuthFailure(error)) return leave();
      const failure = classifyApiError(error);
      notifyError(
        failure.kind === 'response' && failure.message
          ? `Erreur: ${failure.message}`
          : flowTexts.jarvisFailed,
      );
    },
  });
  return (
    <Switch
      label={flowTexts.jarvis}
      checked={checked}
      disabled={toggle.isPending}
      onChange={(event) => {
        const next = event.currentTarget.checked;
        // The toggle needs a stored session (seed 001 §5 'GRIOT toggle').
        if (!getStoredToken()) return notifyError('Session expirée');
        setChecked(next);
        toggle.mutate(next);
      }}
    />
  );
}
