import type { AnyContractProcedure } from '@orpc/contract';
import { campaignForecastAccess } from '../campaigns/forecast/campaignForecastContract';
import { campaignPlansAccess } from '../campaigns/plans/campaignPlansContract';
import { campaignResultsAccess } from '../campaigns/results/campaignResultsContract';
import { contactsAccess } from '../contacts/contactsContract';
import type { Contract } from '../contract';
import { whatsappTemplatesAccess } from '../whatsappTemplates/whatsappTemplatesContract';
import { roleAtLeast, type WorkspaceRole } from './workspaceRoles';

/**
 * Who may make each call of the contract:
 * - 'public': anyone (sign-in, sign-up, webhooks of the web chat, an invitation's preview);
 * - 'account': any signed-in person, whatever their workspace (their own profile, security and
 *   settings, their workspaces, accepting an invitation);
 * - a role: a member of the session's active workspace with at least that role; what the call
 *   names must belong to that workspace (else 404);
 * - 'role@id': a member with at least that role of the workspace the path's `{id}` names (the team
 *   and workspace calls, which name their workspace).
 * The server checks this table in one place before any handler runs; the screens read it to hide
 * what the member's role may not do; the role matrix test walks it for every call and role.
 */
export type CallAccess = 'public' | 'account' | WorkspaceRole | `${WorkspaceRole}@id`;

/** 'chatbots.list', 'account.profile', …: every call's place in the contract. */
type CallKeys<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends AnyContractProcedure
    ? `${Prefix}${K}`
    : CallKeys<T[K], `${Prefix}${K}.`>;
}[keyof T & string];
export type CallKey = CallKeys<Contract>;

export const callAccess = {
  'auth.login': 'public',
  'auth.registerCheck': 'public',
  'auth.registerFinal': 'public',
  'auth.captcha': 'public',
  'auth.forgotPassword': 'public',
  'auth.resetPassword': 'public',
  'auth.logout': 'account',
  'auth.me': 'account',

  // An agent finds the conversations through the chatbots: the list and a chatbot's card.
  'chatbots.list': 'agent',
  'chatbots.get': 'agent',
  'chatbots.getForEditor': 'editor',
  'chatbots.getAsList': 'agent',
  'chatbots.create': 'editor',
  'chatbots.update': 'editor',
  'chatbots.updateEase': 'editor',
  'chatbots.uploadAvatar': 'editor',
  'chatbots.remove': 'editor',
  'chatbots.clone': 'editor',
  'chatbotTransfer.export': 'editor',
  'chatbotTransfer.import': 'editor',
  'chatbotTransfer.templates': 'editor',
  'chatbotTransfer.fromTemplate': 'editor',
  'chatbots.revealAccessToken': 'admin',
  'chatbots.connectTelegram': 'admin',
  'stats.global': 'editor',
  'analytics.summary': 'editor',
  'analytics.funnel': 'editor',
  'analytics.assistant': 'editor',
  'analytics.export': 'editor',
  'commerce.status': 'agent',
  'commerce.handoff': 'editor',

  'flows.tree': 'editor',
  'flows.all': 'editor',
  'flows.block': 'editor',
  'flows.create': 'editor',
  'flows.rename': 'editor',
  'flows.save': 'editor',
  'flows.remove': 'editor',
  'flows.setAssistantSwitch': 'editor',
  'flows.inbound': 'editor',
  'flows.defaultBlock': 'editor',
  'flows.revisions': 'editor',
  'flows.revision': 'editor',
  'flows.restore': 'editor',
  'variables.forEditor': 'editor',
  'variables.declarations': 'editor',
  'variables.saveDeclarations': 'editor',
  'uploads.image': 'editor',
  'uploads.document': 'editor',
  'uploads.audio': 'editor',
  'uploads.video': 'editor',

  'conversations.list': 'agent',
  'conversations.transcript': 'agent',
  'conversations.markRead': 'agent',
  'conversations.reply': 'agent',
  'conversations.takeOver': 'agent',
  'conversations.handBack': 'agent',
  'conversations.retry': 'agent',
  'conversations.startSimulator': 'editor',
  'conversations.webChatStart': 'public',
  'conversations.webChatSend': 'public',
  'conversations.webChatHistory': 'public',

  'endUsers.list': 'agent',
  'endUsers.tags': 'agent',
  'endUsers.kpis': 'agent',
  'endUsers.detail': 'agent',
  'endUsers.update': 'agent',
  'segments.values': 'editor',
  'segments.conditions': 'editor',

  'broadcasts.models': 'editor',
  'broadcasts.localModels': 'editor',
  'broadcasts.createModel': 'editor',
  'broadcasts.updateModel': 'editor',
  'broadcasts.removeModel': 'editor',
  'broadcasts.sendOne': 'editor',
  'broadcasts.start': 'editor',
  'broadcasts.list': 'editor',
  'broadcasts.report': 'editor',
  'broadcasts.missingValues': 'editor',
  'broadcasts.control': 'editor',

  'account.profile': 'account',
  'account.updateProfile': 'account',
  'account.avatar': 'account',
  'account.settings': 'account',
  'account.updateSettings': 'account',
  'account.sessions': 'account',
  'account.revokeSession': 'account',
  'account.revokeOtherSessions': 'account',
  // Billing is the active workspace's: its owner's alone.
  'account.billing': 'owner',
  'account.invoicePdf': 'owner',
  // The person's own data, and the workspaces they alone own (the export and the deletion say so).
  'account.exportData': 'account',
  'account.deleteAccount': 'account',
  'account.changePassword': 'account',
  'account.twoFactorStatus': 'account',
  'account.twoFactorSetup': 'account',
  'account.twoFactorEnable': 'account',
  'account.twoFactorRecoveryCodes': 'account',
  'account.twoFactorDisable': 'account',

  'whatsappAccounts.list': 'admin',
  'whatsappAccounts.signupConfig': 'admin',
  'whatsappAccounts.create': 'admin',
  'whatsappAccounts.update': 'admin',
  'whatsappAccounts.remove': 'admin',
  'whatsappAccounts.sendCode': 'admin',
  'whatsappAccounts.checkCode': 'admin',
  'whatsappAccounts.associate': 'admin',
  'whatsappAccounts.dissociate': 'admin',
  'whatsappAccounts.health': 'admin',

  'knowledge.upload': 'editor',
  'knowledge.files': 'editor',
  'knowledge.removeFile': 'editor',
  'knowledge.scrapeBlocks': 'editor',
  'knowledge.test': 'editor',

  'workspaces.list': 'account',
  'workspaces.create': 'account',
  'workspaces.switch': 'agent@id',
  'workspaces.rename': 'admin@id',
  'workspaces.remove': 'owner@id',
  'workspaces.clients': 'admin@id',
  'workspaces.members': 'admin@id',
  'workspaces.invite': 'admin@id',
  'workspaces.resendInvitation': 'admin@id',
  'workspaces.revokeInvitation': 'admin@id',
  'workspaces.changeRole': 'admin@id',
  'workspaces.removeMember': 'admin@id',
  'workspaces.leave': 'agent@id',
  'workspaces.transferOwnership': 'owner@id',
  'workspaces.audit': 'admin@id',
  'workspaces.invitation': 'public',

  // The team inbox: agents work every conversation of the workspace; labels and the inbox's
  // settings are the admins'; the response times are figures (editors and up).
  'inbox.list': 'agent',
  'inbox.counts': 'agent',
  'inbox.get': 'agent',
  'inbox.assign': 'agent',
  'inbox.setStatus': 'agent',
  'inbox.addNote': 'agent',
  'inbox.removeNote': 'agent',
  'inbox.setLabels': 'agent',
  'inbox.markRead': 'agent',
  'inbox.reply': 'agent',
  'inbox.upload': 'agent',
  'inbox.templates': 'agent',
  'inbox.sendTemplate': 'agent',
  'inbox.members': 'agent',
  'inbox.setAvailability': 'agent',
  'inbox.labels': 'agent',
  'inbox.createLabel': 'admin',
  'inbox.updateLabel': 'admin',
  'inbox.removeLabel': 'admin',
  'inbox.settings': 'agent',
  'inbox.saveSettings': 'admin',
  'inbox.responseTimes': 'editor',
  'cannedResponses.list': 'agent',
  'cannedResponses.create': 'agent',
  'cannedResponses.update': 'agent',
  'cannedResponses.remove': 'agent',
  'workspaces.acceptInvitation': 'account',
  // Issue 24's calls, each listed beside its contract.
  ...whatsappTemplatesAccess,
  ...campaignPlansAccess,
  ...campaignForecastAccess,
  ...campaignResultsAccess,
  ...contactsAccess,
} as const satisfies Record<CallKey, CallAccess>;

/** What the access of a call asks for: a role, and of which workspace. */
export function parseCallAccess(
  access: CallAccess,
): { kind: 'public' | 'account' } | { kind: 'role'; role: WorkspaceRole; workspace: 'active' | 'path' } {
  if (access === 'public' || access === 'account') return { kind: access };
  const [role, scope] = access.split('@') as [WorkspaceRole, string | undefined];
  return { kind: 'role', role, workspace: scope ? 'path' : 'active' };
}

/**
 * Whether a member of the active workspace with `role` may make the call: the screens hide
 * what answers false (the server refuses it anyway).
 */
export function canCall(role: WorkspaceRole | null | undefined, key: CallKey): boolean {
  const access = parseCallAccess(callAccess[key]);
  if (access.kind !== 'role') return true;
  return roleAtLeast(role, access.role);
}
