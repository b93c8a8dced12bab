import { z } from 'zod';
import { emailSchema } from '../auth/authSchemas';
import { workspaceMessages as m } from './workspaceMessages';
import { ASSIGNABLE_ROLES, WORKSPACE_ROLES } from './workspaceRoles';

export const WORKSPACE_NAME_MAX = 80;
/** How long an invitation link stays valid. */
export const INVITATION_TTL_DAYS = 7;
/** How long the audit log keeps an event. */
export const AUDIT_RETENTION_MONTHS = 12;

const uuid = (error: () => string) => z.string().uuid({ error });

export const workspaceIdSchema = uuid(() => m.workspaceNotFound);
export const workspaceRoleSchema = z.enum(WORKSPACE_ROLES, { error: () => m.roleInvalid });
export const assignableRoleSchema = z.enum(ASSIGNABLE_ROLES, { error: () => m.roleInvalid });

export const workspaceNameSchema = z
  .string({ error: () => m.nameRequired })
  .trim()
  .min(1, { error: () => m.nameRequired })
  .max(WORKSPACE_NAME_MAX, { error: () => m.nameTooLong });

/**
 * 'own': a business's own workspace; 'client': one a tech provider made for a client (it names
 * the provider's workspace, which sees it in its clients' overview).
 */
export const WORKSPACE_KINDS = ['own', 'client'] as const;

/** A workspace as its member sees it: the switcher's row, the session's active one. */
export const workspaceSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(WORKSPACE_KINDS),
  role: workspaceRoleSchema,
  /** The provider's workspace, for a client workspace. */
  provider_workspace_id: z.string().nullable(),
  provider_name: z.string().nullable(),
  members: z.number().int(),
  created_at: z.string(),
});
export type WorkspaceSummary = z.infer<typeof workspaceSummarySchema>;

export const memberSchema = z.object({
  user_id: z.string(),
  name: z.string(),
  email: z.string(),
  profile_picture: z.string().nullable(),
  role: workspaceRoleSchema,
  joined_at: z.string(),
  /** The last call this member made in this workspace; null before the first. */
  last_active_at: z.string().nullable(),
  two_factor: z.boolean(),
  is_me: z.boolean(),
});
export type Member = z.infer<typeof memberSchema>;

export const INVITATION_STATUSES = ['pending', 'expired'] as const;
export const invitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: workspaceRoleSchema,
  invited_by: z.string().nullable(),
  created_at: z.string(),
  /** When the last mail went: a resend renews the link and this date. */
  sent_at: z.string(),
  expires_at: z.string(),
  status: z.enum(INVITATION_STATUSES),
});
export type Invitation = z.infer<typeof invitationSchema>;

export const inviteInput = z.object({
  id: workspaceIdSchema,
  email: emailSchema,
  role: assignableRoleSchema,
});

export const memberPathInput = z.object({
  id: workspaceIdSchema,
  userId: uuid(() => m.memberNotFound),
});

export const invitationPathInput = z.object({
  id: workspaceIdSchema,
  inv: uuid(() => m.invitationNotFound),
});

/** An invitation as its link shows it, before anyone signs in. */
export const invitationPreviewSchema = z.object({
  workspace_name: z.string(),
  invited_by: z.string().nullable(),
  email: z.string(),
  role: workspaceRoleSchema,
  expires_at: z.string(),
  /** Whether an account already has this address: sign in to accept, else sign up through the link. */
  has_account: z.boolean(),
});

export const invitationTokenInput = z.object({
  token: z
    .string({ error: () => m.invitationInvalid })
    .min(10, { error: () => m.invitationInvalid })
    .max(200, { error: () => m.invitationInvalid }),
});

/**
 * What the audit log records, by the group the audit screen's 'Type d'événement' filter shows it
 * under. The types are listed here only, so that a new type cannot be recorded without its group
 * (the screen's filter offered a second copy of this list). Deleting a chatbot deletes its data,
 * so it is under 'data'.
 */
export const AUDIT_EVENT_GROUPS = {
  flows: ['flow.published', 'flow.restored'],
  broadcasts: [
    'broadcast.started',
    'broadcast.paused',
    'broadcast.resumed',
    'broadcast.cancelled',
    'broadcast.planned',
    'broadcast.recurring_created',
    'broadcast.plan_edited',
    'broadcast.plan_cancelled',
  ],
  templates: ['template.created', 'template.edited', 'template.deleted'],
  numbers: ['number.linked', 'number.removed'],
  team: [
    'member.invited',
    'member.joined',
    'member.role_changed',
    'member.removed',
    'member.left',
    'invitation.revoked',
    'ownership.transferred',
    'workspace.renamed',
  ],
  data: ['data.exported', 'data.deleted', 'chatbot.deleted'],
} as const;
export type AuditEventGroup = keyof typeof AUDIT_EVENT_GROUPS;

/** What the audit log records: every type of every group. */
export const AUDIT_EVENT_TYPES = Object.values(AUDIT_EVENT_GROUPS).flat();
export type AuditEventType = (typeof AUDIT_EVENT_TYPES)[number];

export const auditEventSchema = z.object({
  id: z.string(),
  at: z.string(),
  type: z.enum(AUDIT_EVENT_TYPES),
  /** Who did it; null when the account was deleted since, or for the system's own acts. */
  actor: z.object({ id: z.string(), name: z.string() }).nullable(),
  /**
   * The name recorded with the event: it stays when the account is deleted since (actor null);
   * '' for the system's own acts.
   */
  actor_name: z.string(),
  /** What it was about, in words ready to show (a chatbot's, a flow's, a member's name…). */
  subject: z.string(),
  /** The facts of the event (the old and new role, the campaign's name, the revision…). */
  details: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
});
export type AuditEvent = z.infer<typeof auditEventSchema>;

export const auditQueryInput = z.object({
  id: workspaceIdSchema,
  member: z
    .string()
    .uuid({ error: () => m.memberNotFound })
    .optional(),
  type: z.enum(AUDIT_EVENT_TYPES, { error: () => m.auditTypeInvalid }).optional(),
  /** The `next_cursor` of the previous page. */
  cursor: z.string().max(200).optional(),
});

/** A client workspace in the provider's overview, with its figures of the month. */
export const clientOverviewSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The client's owner when the workspace was handed over; null while the provider owns it. */
  client_owner: z.string().nullable(),
  my_role: workspaceRoleSchema.nullable(),
  chatbots: z.number().int(),
  numbers: z.number().int(),
  end_users: z.number().int(),
  messages_this_month: z.number().int(),
  created_at: z.string(),
});
