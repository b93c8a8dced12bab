import type { WorkspaceRole } from '@griot/contract/workspaces/workspaceRoles';
import type { Invitation, Member } from '@griot/contract/workspaces/workspaceSchemas';
import { storeSession } from '../../../lib/sessionStore';

export const WORKSPACE_ID = '00000000-0000-4000-8000-00000000a001';

/** Signs the test in: the stored session of Awa, working in « Téranga Shop » with `role`. */
export function signInAs(role: WorkspaceRole | null, email = 'awa@teranga.sn'): void {
  const data = {
    id: '00000000-0000-4000-8000-0000000000a1',
    name: 'Awa Diop',
    email,
    tel: null,
    profile_picture: null,
    provenance: 'email',
    pointing_chatbot_stats: null,
    language: 'fr' as const,
    user_type: 'personal' as const,
    workspace: role ? { id: WORKSPACE_ID, name: 'Téranga Shop', kind: 'own' as const, role } : null,
    token: 'grt_test',
  };
  storeSession({ data, token: 'grt_test' });
}

export function buildMember(overrides: Partial<Member> = {}): Member {
  return {
    user_id: '00000000-0000-4000-8000-0000000000a1',
    name: 'Awa Diop',
    email: 'awa@teranga.sn',
    profile_picture: null,
    role: 'owner',
    joined_at: '2026-01-05T10:00:00.000Z',
    last_active_at: new Date().toISOString(),
    two_factor: true,
    is_me: true,
    ...overrides,
  };
}

export function buildInvitation(overrides: Partial<Invitation> = {}): Invitation {
  return {
    id: '00000000-0000-4000-8000-0000000000c1',
    email: 'moussa@teranga.sn',
    role: 'editor',
    invited_by: 'Awa Diop',
    created_at: '2026-03-01T10:00:00.000Z',
    sent_at: '2026-03-01T10:00:00.000Z',
    expires_at: '2026-03-08T10:00:00.000Z',
    status: 'pending',
    ...overrides,
  };
}
