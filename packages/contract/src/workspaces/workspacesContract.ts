import { oc } from '@orpc/contract';
import { z } from 'zod';
import { sessionUserSchema } from '../auth/authSchemas';
import { workspaceMessages as m } from './workspaceMessages';
import {
  assignableRoleSchema,
  auditEventSchema,
  auditQueryInput,
  clientOverviewSchema,
  invitationPathInput,
  invitationPreviewSchema,
  invitationSchema,
  invitationTokenInput,
  inviteInput,
  memberPathInput,
  memberSchema,
  workspaceIdSchema,
  workspaceNameSchema,
  workspaceSummarySchema,
} from './workspaceSchemas';

const tags = ['Espaces de travail'];
const done = z.object({ success: z.literal(true), message: z.string() });
const byId = z.object({ id: workspaceIdSchema });

/**
 * Workspaces (ours: the spec's client knew one person per account): the member's workspaces and
 * the switch between them, the team (members, invitations, roles), a provider's clients, the
 * audit log. Calls that name a workspace check the caller's role in that one (callAccess.ts).
 */
export const workspacesContract = {
  list: oc
    .route({ method: 'GET', path: '/workspaces', tags, summary: 'Mes espaces de travail, avec mon rôle' })
    .output(
      z.object({
        success: z.literal(true),
        workspaces: z.array(workspaceSummarySchema),
        active_id: z.string().nullable(),
      }),
    ),
  create: oc
    .route({ method: 'POST', path: '/workspaces', tags, summary: 'Créer un espace de travail' })
    .input(
      z.object({
        name: workspaceNameSchema,
        /** A provider's client workspace: it shows in the provider's overview of its clients. */
        for_client: z.boolean().default(false),
      }),
    )
    .output(done.extend({ workspace: workspaceSummarySchema })),
  switch: oc
    .route({
      method: 'POST',
      path: '/workspaces/{id}/switch',
      tags,
      summary: "Travailler dans cet espace (l'espace actif de la session)",
    })
    .input(byId)
    .output(done.extend({ user: sessionUserSchema })),
  rename: oc
    .route({ method: 'PUT', path: '/workspaces/{id}', tags, summary: "Renommer l'espace" })
    .input(byId.extend({ name: workspaceNameSchema }))
    .output(done.extend({ workspace: workspaceSummarySchema })),
  remove: oc
    .route({
      method: 'DELETE',
      path: '/workspaces/{id}',
      tags,
      summary: "Supprimer l'espace et tout ce qu'il contient",
    })
    .input(byId.extend({ confirmation: z.string({ error: () => m.confirmationRequired }) }))
    .output(done),
  clients: oc
    .route({
      method: 'GET',
      path: '/workspaces/{id}/clients',
      tags,
      summary: "Les espaces des clients d'un tech provider, avec leurs chiffres du mois",
    })
    .input(byId)
    .output(z.object({ success: z.literal(true), clients: z.array(clientOverviewSchema) })),
  members: oc
    .route({
      method: 'GET',
      path: '/workspaces/{id}/members',
      tags,
      summary: 'Membres et invitations en attente',
    })
    .input(byId)
    .output(
      z.object({
        success: z.literal(true),
        members: z.array(memberSchema),
        invitations: z.array(invitationSchema),
      }),
    ),
  invite: oc
    .route({ method: 'POST', path: '/workspaces/{id}/invitations', tags, summary: 'Inviter par e-mail' })
    .input(inviteInput)
    .output(done.extend({ invitation: invitationSchema })),
  resendInvitation: oc
    .route({
      method: 'POST',
      path: '/workspaces/{id}/invitations/{inv}/resend',
      tags,
      summary: "Renvoyer l'invitation (un nouveau lien, valable 7 jours)",
    })
    .input(invitationPathInput)
    .output(done.extend({ invitation: invitationSchema })),
  revokeInvitation: oc
    .route({
      method: 'DELETE',
      path: '/workspaces/{id}/invitations/{inv}',
      tags,
      summary: "Annuler l'invitation",
    })
    .input(invitationPathInput)
    .output(done),
  changeRole: oc
    .route({
      method: 'PUT',
      path: '/workspaces/{id}/members/{userId}',
      tags,
      summary: "Changer le rôle d'un membre",
    })
    .input(memberPathInput.extend({ role: assignableRoleSchema }))
    .output(done.extend({ member: memberSchema })),
  removeMember: oc
    .route({
      method: 'DELETE',
      path: '/workspaces/{id}/members/{userId}',
      tags,
      summary: "Retirer un membre (ses sessions dans l'espace prennent fin)",
    })
    .input(memberPathInput)
    .output(done),
  leave: oc
    .route({ method: 'POST', path: '/workspaces/{id}/leave', tags, summary: "Quitter l'espace" })
    .input(byId)
    .output(done.extend({ user: sessionUserSchema })),
  transferOwnership: oc
    .route({
      method: 'POST',
      path: '/workspaces/{id}/transfer',
      tags,
      summary: "Transmettre la propriété à un membre (l'ancien propriétaire reste administrateur)",
    })
    .input(byId.extend({ user_id: z.string().uuid({ error: () => m.memberNotFound }) }))
    .output(done),
  audit: oc
    .route({ method: 'GET', path: '/workspaces/{id}/audit', tags, summary: "Journal d'audit (12 mois)" })
    .input(auditQueryInput)
    .output(
      z.object({
        success: z.literal(true),
        events: z.array(auditEventSchema),
        next_cursor: z.string().nullable(),
      }),
    ),
  invitation: oc
    .route({ method: 'GET', path: '/invitations/{token}', tags, summary: "Ce qu'une invitation propose" })
    .input(invitationTokenInput)
    .output(z.object({ success: z.literal(true), invitation: invitationPreviewSchema })),
  acceptInvitation: oc
    .route({ method: 'POST', path: '/invitations/{token}/accept', tags, summary: "Accepter l'invitation" })
    .input(invitationTokenInput)
    .output(done.extend({ user: sessionUserSchema })),
};
