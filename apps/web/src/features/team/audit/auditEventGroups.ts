import type { AuditEventType } from '@griot/contract/workspaces/workspaceSchemas';

export type AuditGroup = 'flows' | 'broadcasts' | 'templates' | 'numbers' | 'team' | 'data';

/**
 * The event types as the 'Type d'événement' filter groups them. Every type of the contract is in
 * one group (the test checks it); deleting a chatbot deletes its data, so it reads under 'Données'.
 */
export const AUDIT_GROUPS: ReadonlyArray<{ group: AuditGroup; types: readonly AuditEventType[] }> = [
  { group: 'flows', types: ['flow.published', 'flow.restored'] },
  {
    group: 'broadcasts',
    types: [
      'broadcast.started',
      'broadcast.paused',
      'broadcast.resumed',
      'broadcast.cancelled',
      'broadcast.planned',
      'broadcast.recurring_created',
      'broadcast.plan_edited',
      'broadcast.plan_cancelled',
    ],
  },
  { group: 'templates', types: ['template.created', 'template.edited', 'template.deleted'] },
  { group: 'numbers', types: ['number.linked', 'number.removed'] },
  {
    group: 'team',
    types: [
      'member.invited',
      'member.joined',
      'member.role_changed',
      'member.removed',
      'member.left',
      'invitation.revoked',
      'ownership.transferred',
      'workspace.renamed',
    ],
  },
  { group: 'data', types: ['data.exported', 'data.deleted', 'chatbot.deleted'] },
];
