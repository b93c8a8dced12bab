import type { Profile } from '@griot/contract/account/accountSchemas';
import { Alert, Button, Group, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import type { FormEvent } from 'react';
import { commonTexts } from '../../components/commonTexts';
import { useTexts } from '../../lib/i18n/useTexts';
import { useTextFields } from '../../lib/useTextFields';
import { accountFailure } from './accountFailure';
import { accountTexts } from './accountTexts';
import { useProfileActions } from './useProfileActions';

type ProfileFields = {
  name: string;
  email: string;
  phone: string;
  birth_date: string;
  location: string;
  bio: string;
};

const fieldsOf = (profile: Profile): ProfileFields => ({
  name: profile.name,
  email: profile.email,
  phone: profile.phone ?? '',
  birth_date: profile.birth_date ?? '',
  location: profile.location,
  bio: profile.bio,
});

/** The profile's edit modal: full name, email, phone, location and bio, plus birth date. */
export function EditProfileModal({
  profile,
  opened,
  onClose,
}: {
  profile: Profile;
  opened: boolean;
  onClose: () => void;
}) {
  const t = useTexts(accountTexts);
  return (
    <Modal opened={opened} onClose={onClose} title={t.edit.title} size="lg" centered>
      {/* Mounted only while open: each opening starts from the saved profile. */}
      {opened && <EditProfileForm profile={profile} onClose={onClose} />}
    </Modal>
  );
}

function EditProfileForm({ profile, onClose }: { profile: Profile; onClose: () => void }) {
  const t = useTexts(accountTexts);
  const common = useTexts(commonTexts);
  const save = useProfileActions().updateProfile;
  const { fields, bind: field } = useTextFields(() => fieldsOf(profile));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(fields, { onSuccess: onClose });
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {save.isError && (
          <Alert color="red" role="alert">
            {accountFailure(save.error, t.edit.failed)}
          </Alert>
        )}
        <TextInput label={t.edit.name} required autoComplete="name" data-autofocus {...field('name')} />
        <TextInput label={t.edit.email} type="email" required autoComplete="email" {...field('email')} />
        <Group grow align="flex-start" wrap="wrap">
          <TextInput
            label={t.edit.phone}
            description={t.edit.phoneHint}
            type="tel"
            autoComplete="tel"
            miw={220}
            {...field('phone')}
          />
          <TextInput
            label={t.edit.birthDate}
            type="date"
            autoComplete="bday"
            miw={180}
            {...field('birth_date')}
          />
        </Group>
        <TextInput
          label={t.edit.location}
          placeholder={t.edit.locationPlaceholder}
          autoComplete="address-level2"
          {...field('location')}
        />
        <Textarea
          label={t.edit.bio}
          placeholder={t.edit.bioPlaceholder}
          autosize
          minRows={3}
          maxRows={6}
          maxLength={500}
          {...field('bio')}
        />
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onClose}>
            {common.actions.cancel}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {common.actions.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
