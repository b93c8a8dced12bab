import { Button, Group, Stack, TextInput } from '@mantine/core';
import { IconArrowBackUp, IconEye, IconEyeOff, IconKey, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTexts } from '../../../lib/i18n/useTexts';
import { chatbotTexts } from '../chatbotTexts';
import type { AccessTokenState } from './accessTokenPatch';
import { useChatbotSettingsActions } from './useChatbotSettingsActions';

interface AccessTokenFieldProps {
  chatbotId: string;
  /** Whether a token is stored, and its masked hint ('••••••••3f9A'). */
  tokenSet: boolean;
  hint: string;
  state: AccessTokenState;
  onChange: (state: AccessTokenState) => void;
  disabled?: boolean;
  /** The channel's name for its token ('Jeton du bot' on Telegram); WhatsApp's (token.label) by default. */
  label?: string;
  emptyPlaceholder?: string;
}

/**
 * A channel's access token (WhatsApp, the Messenger Page, the Telegram bot), masked: the stored one is fetched only on an explicit 'Afficher',
 * typing replaces it on save and 'Supprimer le jeton' removes it (see accessTokenPatch).
 */
export function AccessTokenField({
  chatbotId,
  tokenSet,
  hint,
  state,
  onChange,
  disabled,
  label,
  emptyPlaceholder,
}: AccessTokenFieldProps) {
  const t = useTexts(chatbotTexts);
  const [showPlain, setShowPlain] = useState(false);
  // After a save the form resets the token state: nothing is left to show in clear.
  const visible = showPlain && (state.draft !== null || state.revealed !== null);
  const reveal = useChatbotSettingsActions(chatbotId).revealAccessToken;

  const stored = tokenSet && !state.removed;
  const value = state.draft ?? (visible ? state.revealed : null) ?? '';
  const canToggle = (stored && state.draft === null) || Boolean(state.draft);

  function show() {
    if (stored && state.draft === null && state.revealed === null)
      reveal.mutate(
        { id: chatbotId },
        {
          onSuccess: (result) => {
            onChange({ ...state, revealed: result.access_token ?? '' });
            setShowPlain(true);
          },
        },
      );
    else setShowPlain(true);
  }

  return (
    <Stack gap={6}>
      <TextInput
        label={label ?? t.token.label}
        description={state.removed ? t.token.willBeRemoved : stored ? t.token.stored : t.token.none}
        type={visible ? 'text' : 'password'}
        autoComplete="new-password"
        spellCheck={false}
        placeholder={stored ? hint || '••••••••' : (emptyPlaceholder ?? t.token.emptyPlaceholder)}
        leftSection={<IconKey size={16} aria-hidden />}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange({ ...state, draft: event.currentTarget.value, removed: false })}
      />
      <Group gap="xs">
        {canToggle &&
          (visible ? (
            <Button
              size="xs"
              variant="subtle"
              leftSection={<IconEyeOff size={14} aria-hidden />}
              onClick={() => setShowPlain(false)}
            >
              {t.token.hide}
            </Button>
          ) : (
            <Button
              size="xs"
              variant="subtle"
              leftSection={<IconEye size={14} aria-hidden />}
              loading={reveal.isPending}
              disabled={disabled}
              onClick={show}
            >
              {t.token.show}
            </Button>
          ))}
        {state.draft !== null && (
          <Button
            size="xs"
            variant="subtle"
            color="gray"
            leftSection={<IconArrowBackUp size={14} aria-hidden />}
            onClick={() => onChange({ ...state, draft: null })}
          >
            {t.token.undoTyping}
          </Button>
        )}
        {stored && (
          <Button
            size="xs"
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={14} aria-hidden />}
            disabled={disabled}
            onClick={() => {
              setShowPlain(false);
              onChange({ draft: null, revealed: null, removed: true });
            }}
          >
            {t.token.remove}
          </Button>
        )}
        {state.removed && (
          <Button
            size="xs"
            variant="subtle"
            color="gray"
            leftSection={<IconArrowBackUp size={14} aria-hidden />}
            onClick={() => onChange({ ...state, removed: false })}
          >
            {t.token.keep}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
