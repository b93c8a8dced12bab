import {
  Avatar,
  FileButton,
  Indicator,
  Loader,
  Tooltip,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCamera } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/apiClient';
import { accountFailure } from './accountFailure';
import { accountQueryKeys, refreshStoredUser } from './accountQueries';
import { accountTexts as t } from './accountTexts';

/** A photo of up to 5 MB gets more than the default 15 s. */
const UPLOAD_TIMEOUT_MS = 60_000;

/** The profile photo (initials when none) with its 'Changer la photo' picker: JPG or PNG. */
export function ProfileAvatar({ name, picture }: { name: string; picture: string | null }) {
  const queryClient = useQueryClient();
  const upload = useMutation({
    mutationFn: (avatar: File) =>
      api.account.avatar({ avatar }, { context: { timeoutMs: UPLOAD_TIMEOUT_MS } }),
    onSuccess: (result) => {
      refreshStoredUser(result.user);
      void queryClient.invalidateQueries({ queryKey: accountQueryKeys.profile });
      notifications.show({ color: 'green', message: result.message });
    },
    onError: (error) => notifications.show({ color: 'red', message: accountFailure(error, t.avatar.failed) }),
  });
  return (
    <FileButton onChange={(file) => file && upload.mutate(file)} accept="image/png,image/jpeg">
      {(props) => (
        <Tooltip label={t.profile.changeAvatar}>
          <UnstyledButton {...props} disabled={upload.isPending} style={{ borderRadius: '50%' }}>
            <Indicator
              position="bottom-end"
              offset={14}
              size={30}
              withBorder
              label={
                upload.isPending ? (
                  <Loader size={14} color="white" aria-label={t.avatar.uploading} />
                ) : (
                  <IconCamera size={16} aria-hidden />
                )
              }
            >
              {/* The initials are a picture here: the button's name is what it does. */}
              <Avatar name={name} color="initials" src={picture} size={112} radius={999} aria-hidden />
            </Indicator>
            {/* Named by its content, not aria-label: axe wants the visible text inside the name. */}
            <VisuallyHidden>{t.profile.changeAvatar}</VisuallyHidden>
          </UnstyledButton>
        </Tooltip>
      )}
    </FileButton>
  );
}
