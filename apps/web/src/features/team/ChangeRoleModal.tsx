import type { AssignableRole } from '@griot/contract/workspaces/workspaceRoles';
import type { Member } from '@griot/contract/workspaces/workspaceSchemas';
import { Button, Group, Modal, Stack } from '@mantine/core';
import { useEffect, useState } from 'react';
import { commonTexts } from '../../components/commonTexts';
import { useTexts } from '../../lib/i18n/useTexts';
import { RoleSelect } from './RoleSelect';
import { teamTexts } from './teamTexts';

interface ChangeRoleModalProps {
  member: Member | null;
  pending: boolean;
  onSave: (member: Member, role: AssignableRole) => void;
  onClose: () => void;
}

/** 'Changer le rôle' from a member's menu (the phone's way, and the keyboard's): one select, one save. */
export function ChangeRoleModal({ member, pending, onSave, onClose }: ChangeRoleModalProps) {
  const t = useTexts(teamTexts).changeRoleModal;
  const common = useTexts(commonTexts);
  const [role, setRole] = useState<AssignableRole>('agent');
  useEffect(() => {
    if (member) setRole(member.role === 'owner' ? 'admin' : member.role);
  }, [member]);

  return (
    <Modal
      opened={member !== null}
      onClose={onClose}
      title={member ? t.title({ name: member.name || member.email }) : ''}
      centered
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (member && !pending) onSave(member, role);
        }}
      >
        <Stack gap="md">
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
