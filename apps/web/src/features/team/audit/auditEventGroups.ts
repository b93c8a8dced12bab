import {
  AUDIT_EVENT_GROUPS,
  type AuditEventGroup,
  type AuditEventType,
} from '@griot/contract/workspaces/workspaceSchemas';

export type AuditGroup = AuditEventGroup;

/**
 * The event types as the 'Type d'événement' filter groups them, in the contract's order: the
 * groups are the contract's (AUDIT_EVENT_GROUPS), where every type the audit log records is listed
 * once, in its group.
 */
export const AUDIT_GROUPS: ReadonlyArray<{ group: AuditGroup; types: readonly AuditEventType[] }> = (
  Object.keys(AUDIT_EVENT_GROUPS) as AuditGroup[]
).map((group) => ({ group, types: AUDIT_EVENT_GROUPS[group] }));
