import {
  Avatar,
  FileButton,
  Indicator,
  Loader,
  Tooltip,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { IconCamera } from '@tabler/icons-react';
import { useTexts } from '../../lib/i18n/useTexts';
import { accountTexts } from './accountTexts';
import { useProfileActions } from './useProfileActions';

/** The profile photo (initials when none) with its 'Changer la photo' picker: JPG or PNG. */
export function ProfileAvatar({ name, picture }: { name: string; picture: string | null }) {
  const t = useTexts(accountTexts);
  const upload = useProfileActions().uploadAvatar;
  return (
    <FileButton onChange={(file) => file && upload.mutate({ avatar: file })} accept="image/png,image/jpeg">
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
