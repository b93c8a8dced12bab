import { CHATBOT_AVATAR_PLACEHOLDER } from '@griot/contract/constants';
import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconPhotoUp, IconX } from '@tabler/icons-react';
import { type ChangeEvent, type DragEvent, useEffect, useId, useState } from 'react';
import { ChatbotAvatar } from '../../../components/ChatbotAvatar';
import { useTexts } from '../../../lib/i18n/useTexts';
import { chatbotTexts } from '../chatbotTexts';
import classes from './AvatarPicker.module.css';
import { AVATAR_ACCEPT, validateAvatarFile } from './validateAvatarFile';

interface AvatarPickerProps {
  /** The chatbot's name, for the initials shown when no image loads. */
  name: string;
  /** The stored avatar (settings), shown when no file is chosen. */
  avatar?: string | null;
  /** The chosen file, previewed at once. */
  file: File | null;
  /** Receives only files that passed the type and size check. */
  onSelect: (file: File) => void;
  onRemove?: () => void;
  busy?: boolean;
}

/**
 * The avatar of the create and settings screens: preview, choose by button, keyboard or drop; JPG,
 * JPEG or PNG of 5 MB at most, refused here before any upload.
 */
export function AvatarPicker({ name, avatar, file, onSelect, onRemove, busy = false }: AvatarPickerProps) {
  const t = useTexts(chatbotTexts);
  const inputId = useId();
  const titleId = useId();
  const buttonId = useId();
  const [error, setError] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const previewUrl = useObjectUrl(file);

  function take(chosen: File | undefined) {
    if (!chosen) return;
    const problem = validateAvatarFile(chosen);
    setError(problem);
    if (!problem) onSelect(chosen);
  }

  function onChange(event: ChangeEvent<HTMLInputElement>) {
    take(event.currentTarget.files?.[0]);
    // Choosing the same file again must fire a change too.
    event.currentTarget.value = '';
  }

  function onDrop(event: DragEvent<HTMLLabelElement>) {
    event.preventDefault();
    setDragging(false);
    if (!busy) take(event.dataTransfer.files[0]);
  }

  return (
    <Group gap="lg" wrap="nowrap" align="center">
      {/* The preview is also a label of the file input: clicking or dropping on it chooses an image. */}
      <label
        htmlFor={inputId}
        className={classes.drop}
        data-dragging={dragging || undefined}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <ChatbotAvatar avatar={avatar} name={name} size={96} previewUrl={previewUrl} />
      </label>
      <Stack gap={6}>
        <Text id={titleId} fw={500} size="sm">
          {t.avatar.title}
        </Text>
        <Text size="xs" c="dimmed">
          {t.avatar.hint}
        </Text>
        <Group gap="xs">
          <input
            id={inputId}
            type="file"
            accept={AVATAR_ACCEPT}
            className={classes.input}
            aria-labelledby={`${titleId} ${buttonId}`}
            onChange={onChange}
            disabled={busy}
          />
          <Button
            component="label"
            htmlFor={inputId}
            id={buttonId}
            className={classes.button}
            variant="light"
            size="xs"
            leftSection={busy ? <Loader size={12} /> : <IconPhotoUp size={14} aria-hidden />}
            data-disabled={busy || undefined}
          >
            {file || (avatar && avatar !== CHATBOT_AVATAR_PLACEHOLDER) ? t.avatar.change : t.avatar.choose}
          </Button>
          {file && onRemove && !busy && (
            <Button
              variant="subtle"
              color="gray"
              size="xs"
              leftSection={<IconX size={14} aria-hidden />}
              onClick={() => {
                setError(null);
                onRemove();
              }}
            >
              {t.avatar.remove}
            </Button>
          )}
        </Group>
        {error && (
          <Text size="xs" c="red" role="alert">
            {error}
          </Text>
        )}
      </Stack>
    </Group>
  );
}

/** An object URL for the file's preview, revoked when the file changes or the picker unmounts. */
function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const created = URL.createObjectURL(file);
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [file]);
  return url;
}
