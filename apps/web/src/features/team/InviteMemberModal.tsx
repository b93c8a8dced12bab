import type { AssignableRole } from '@griot/contract/workspaces/workspaceRoles';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { commonTexts } from '../../components/commonTexts';
import { useTexts } from '../../lib/i18n/useTexts';
import { RoleSelect } from './RoleSelect';
import { teamTexts } from './teamTexts';

interface InviteMemberModalProps {
  opened: boolean;
  pending: boolean;
  onInvite: (email: string, role: AssignableRole) => void;
  onClose: () => void;
}

/** 'Inviter un membre': an address and a role, each role said in one line. The server checks the rest. */
export function InviteMemberModal({ opened, pending, onInvite, onClose }: InviteMemberModalProps) {
  const t = useTexts(teamTexts).inviteModal;
  const common = useTexts(commonTexts);
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<AssignableRole>('agent');
  // A new invitation starts blank.
  useEffect(() => {
    if (opened) {
      setEmail('');
      setRole('agent');
    }
  }, [opened]);

  return (
    <Modal opened={opened} onClose={onClose} title={t.title} centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!pending) onInvite(email.trim(), role);
        }}
      >
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t.intro}
          </Text>
          <TextInput
            label={t.email}
            type="email"
            placeholder={t.emailPlaceholder}
            leftSection={<IconMail size={16} aria-hidden />}
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
            data-autofocus
            required
          />
          <RoleSelect label={t.role} value={role} onChange={setRole} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {common.actions.cancel}
            </Button>
            <Button type="submit" loading={pending}>
              {t.submit}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
