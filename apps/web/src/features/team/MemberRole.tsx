import type { AssignableRole } from '@griot/contract/workspaces/workspaceRoles';
import type { Member } from '@griot/contract/workspaces/workspaceSchemas';
import { useTexts } from '../../lib/i18n/useTexts';
import { RoleBadge } from './RoleBadge';
import { RoleSelect } from './RoleSelect';
import { teamTexts } from './teamTexts';

interface MemberRoleProps {
  member: Member;
  /** The caller may change this member's role (owners keep a badge: ownership is handed over). */
  editable: boolean;
  pending: boolean;
  onChange: (member: Member, role: AssignableRole) => void;
}

/** A member's role: a select for those the caller may change, else its badge. */
export function MemberRole({ member, editable, pending, onChange }: MemberRoleProps) {
  const t = useTexts(teamTexts).members;
  if (!editable || member.role === 'owner') return <RoleBadge role={member.role} />;
  return (
    <RoleSelect
      compact
      label={t.roleOf({ name: member.name || member.email })}
      value={member.role}
      disabled={pending}
      onChange={(role) => onChange(member, role)}
    />
  );
}
