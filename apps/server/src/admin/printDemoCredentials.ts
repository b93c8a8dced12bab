import { workspaceMessages } from '@griot/contract/workspaces/workspaceMessages';
import { WORKSPACE_ROLES, type WorkspaceRole } from '@griot/contract/workspaces/workspaceRoles';
import type { DemoCredential, DemoInvitationLink } from './seedDemoTeam';

const roleName = (role: string) =>
  WORKSPACE_ROLES.includes(role as WorkspaceRole) ? workspaceMessages.roles[role as WorkspaceRole] : role;

function login(credential: Pick<DemoCredential, 'email' | 'password'>): string[] {
  return [`    Email        : ${credential.email}`, `    Mot de passe : ${credential.password}`];
}

/**
 * The end of seed-demo: every login it made or renewed, in French like the other admin commands:
 * the demo account, its team (role and workspace), then the clients who own their workspace.
 */
export function demoCredentialsText(
  address: string,
  demo: { email: string; password: string; workspaces: string[] },
  members: DemoCredential[],
  clientOwners: DemoCredential[],
  invitation?: DemoInvitationLink,
): string {
  const lines = [
    '',
    `  Adresse      : ${address}/login`,
    '',
    '  Compte de démonstration — Aminata Sow, tech provider',
    `    Espaces de travail : ${demo.workspaces.join(', ')}`,
    ...login(demo),
  ];
  for (const member of members) {
    lines.push(
      '',
      `  ${member.name} — ${roleName(member.role)} de « ${member.workspace} »`,
      ...login(member),
    );
    if (member.twoFactor)
      lines.push(
        `    Double authentification activée : clé ${member.twoFactor.key} (application d'authentification)`,
        `    ou code de secours à usage unique : ${member.twoFactor.recoveryCode}`,
      );
  }
  for (const owner of clientOwners)
    lines.push(
      '',
      `  ${owner.name} — ${roleName(owner.role)} de « ${owner.workspace} » (espace client remis au client)`,
      ...login(owner),
    );
  if (invitation)
    lines.push(
      '',
      `  Invitation en attente : ${invitation.email} (${roleName(invitation.role)})`,
      `    Lien : ${address}/invitation/${encodeURIComponent(invitation.token)}`,
    );
  lines.push('');
  return lines.join('\n');
}
