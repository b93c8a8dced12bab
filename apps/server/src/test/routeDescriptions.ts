import { createHash } from 'node:crypto';
import { analyticsRouteDescriptions } from './analyticsRouteDescriptions';
import { campaignForecastRouteDescriptions } from './campaignForecastRouteDescriptions';
import { campaignPlanRouteDescriptions } from './campaignPlanRouteDescriptions';
import { campaignResultRouteDescriptions } from './campaignResultRouteDescriptions';
import { chatbotTemplateRouteDescriptions } from './chatbotTemplateRouteDescriptions';
import { chatbotTransferRouteDescriptions } from './chatbotTransferRouteDescriptions';
import { contactRouteDescriptions } from './contactRouteDescriptions';
import { inboxReplyRouteDescriptions } from './inboxReplyRouteDescriptions';
import { inboxRouteDescriptions } from './inboxRouteDescriptions';
import type { RouteDescription, RouteRequest } from './routeDescriptionTypes';
import { whatsappTemplateRouteDescriptions } from './whatsappTemplateRouteDescriptions';
import { workspaceRouteDescriptions } from './workspaceRouteDescriptions';

export type {
  OwnerIds,
  RouteDescription,
  RouteReplay,
  RouteRequest,
  RouteRequestParts,
  ThrowawayKit,
} from './routeDescriptionTypes';

/** The caller of a request built for the ownership matrix, whose worlds have the owner alone. */
export const OWNER = 'owner';

export const owned = (request?: RouteRequest): RouteDescription => ({
  kind: 'owned',
  ...(request ? { request } : {}),
});

/** What each call of the contract is, for the route matrices (routeDescriptionTypes.ts says what a description holds). */
export const routeDescriptions: Record<string, RouteDescription> = {
  'auth.login': { kind: 'public', why: 'the login itself' },
  'auth.registerCheck': { kind: 'public', why: 'registration, step 1' },
  'auth.registerFinal': { kind: 'public', why: 'registration, last step' },
  'auth.captcha': { kind: 'public', why: 'the captcha of registration and login' },
  'auth.forgotPassword': { kind: 'public', why: 'asks a reset mail' },
  'auth.resetPassword': { kind: 'public', why: 'a single-use reset token is the proof' },
  'auth.logout': { kind: 'self', why: 'revokes the caller’s own session' },
  'auth.me': { kind: 'self', why: 'the caller’s own account' },

  'chatbots.list': { kind: 'self', why: 'the workspace’s chatbots' },
  'chatbots.get': owned(),
  'chatbots.getForEditor': owned(),
  'chatbots.getAsList': owned(),
  'chatbots.create': {
    kind: 'self',
    why: 'creates a chatbot of the workspace',
    request: (_ids, caller) => ({
      body: { data: JSON.stringify({ bot_name: `Bot ${caller}`, type: 'web' }) },
    }),
  },
  'chatbots.update': owned(() => ({ body: { bot_name: 'Volé', access_token: 'EAAGpirate' } })),
  'chatbots.updateEase': owned(() => ({ body: { bot_name: 'Volé' } })),
  'chatbots.uploadAvatar': owned((ids) => ({ raw: ids.uploads.avatar })),
  'chatbots.remove': {
    kind: 'owned',
    request: () => ({ body: { confirm: 'SUPPRIMER' } }),
    ownerSkip: 'deletes the chatbot every other call uses',
    throwaway: async (kit) => ({ params: { id: await kit.chatbot() }, body: { confirm: 'SUPPRIMER' } }),
  },
  'chatbots.clone': owned((_ids, caller) => ({ body: { namebotnew: `Copie ${caller}` } })),
  'chatbots.revealAccessToken': owned(),
  'chatbots.connectTelegram': {
    kind: 'owned',
    ownerSkip: 'the owner world is a web chatbot: connecting Telegram answers 422 for its owner too',
    ownerAnswer: 422,
  },
  'stats.global': owned((ids) => ({ query: { idbotget: ids.chatbotId } })),
  'commerce.status': { kind: 'self', why: 'a setting of the server' },
  'commerce.handoff': {
    kind: 'self',
    why: 'hands the caller’s own session to the shop (the role matrix’s server has one)',
  },

  'flows.tree': owned(),
  'flows.all': owned(),
  'flows.block': owned(),
  'flows.create': owned((_ids, caller) => ({
    body: {
      name: `Bloc ${caller}`,
      idblock: `1761000000001-${createHash('sha1').update(caller).digest('hex').slice(0, 6)}`,
    },
  })),
  'flows.rename': owned(() => ({ params: { blocktype: 'standard' }, body: { blockname: 'Renommé' } })),
  'flows.save': owned(() => ({
    params: { type: 'standard' },
    body: { flow: [{ type: 'text', message: 'Volé', preview_url: false }] },
  })),
  'flows.remove': {
    kind: 'owned',
    ownerSkip: 'deletes the block the other calls use',
    throwaway: async (kit) => ({ params: { blockId: await kit.block() } }),
  },
  'flows.setAssistantSwitch': owned((ids) => ({
    params: { idblock: ids.defaultIdblock },
    body: { status: true },
  })),
  'flows.inbound': owned(() => ({ params: { kind: 'blocks' } })),
  'flows.defaultBlock': owned(),
  'flows.revisions': owned(),
  'flows.revision': owned(),
  'flows.restore': owned(),

  'variables.forEditor': owned(),
  'variables.declarations': owned(),
  'variables.saveDeclarations': owned(() => ({ body: { variables: [] } })),

  'uploads.image': {
    kind: 'self',
    why: 'stores a file under an unguessable name, tied to no id',
    request: (ids) => ({ raw: ids.uploads.image }),
  },
  'uploads.document': {
    kind: 'self',
    why: 'stores a file under an unguessable name, tied to no id',
    request: (ids) => ({ raw: ids.uploads.document }),
  },
  'uploads.audio': {
    kind: 'self',
    why: 'stores a file under an unguessable name, tied to no id',
    request: (ids) => ({ raw: ids.uploads.audio }),
  },
  'uploads.video': {
    kind: 'self',
    why: 'stores a file under an unguessable name, tied to no id',
    request: (ids) => ({ raw: ids.uploads.video }),
  },

  'conversations.list': owned(),
  'conversations.transcript': owned(),
  'conversations.markRead': owned(),
  'conversations.reply': owned(() => ({ body: { text: 'Réponse volée' } })),
  'conversations.takeOver': owned(),
  'conversations.handBack': owned(),
  'conversations.retry': {
    kind: 'owned',
    request: (ids) => ({ params: { messageId: ids.messageId } }),
    ownerSkip: 'only a failed message can be sent again (409 for a delivered one, its owner included)',
    ownerAnswer: 409,
  },
  'conversations.startSimulator': owned(),
  'endUsers.list': owned((ids) => ({ query: { idbotget: ids.chatbotId } })),
  'endUsers.tags': owned((ids) => ({ query: { idbotget: ids.chatbotId } })),
  'endUsers.kpis': owned(),
  'segments.values': owned(() => ({ params: { attribute: 'first_name' } })),
  'segments.conditions': owned(() => ({
    body: {
      conditions: JSON.stringify([
        { idvariable: 'first_name', comparison: '!=', value: 'x', operator: null },
      ]),
      sizing: true,
    },
  })),
  'broadcasts.models': owned(),
  'broadcasts.localModels': owned(),
  'broadcasts.createModel': {
    kind: 'owned',
    request: () => ({ body: { title: 'modele_vole', content: 'Bonjour {{1}}', langage: 'fr' } }),
    ownerSkip:
      'the owner world is a web chatbot: a local model (sent on WhatsApp) answers 422 for its owner too',
    ownerAnswer: 422,
  },
  'broadcasts.updateModel': {
    kind: 'owned',
    request: () => ({
      params: { modelId: '00000000-0000-4000-8000-000000000000' },
      body: { title: 'modele_vole', content: 'Bonjour', langage: 'fr' },
    }),
    ownerSkip:
      'the owner world has no local model (404 for its owner too); localModels.test.ts edits its own',
    ownerAnswer: 404,
  },
  'broadcasts.removeModel': {
    kind: 'owned',
    request: () => ({ params: { modelId: '00000000-0000-4000-8000-000000000000' } }),
    ownerSkip:
      'the owner world has no local model (404 for its owner too); localModels.test.ts deletes its own',
    ownerAnswer: 404,
  },
  'broadcasts.sendOne': {
    kind: 'owned',
    request: (ids) => ({
      body: { idbot: ids.chatbotId, phone: '+221770000000', title: 'bienvenue', langage: 'fr' },
    }),
    ownerSkip: 'the owner world is a web chatbot: a WhatsApp template send answers 422 for its owner too',
    ownerAnswer: 422,
  },
  'broadcasts.start': {
    kind: 'owned',
    request: () => ({
      body: {
        conditions: JSON.stringify([
          { idvariable: 'first_name', comparison: '!=', value: 'x', operator: null },
        ]),
        title: 'bienvenue',
        langage: 'fr',
      },
    }),
    ownerSkip: 'the owner world is a web chatbot: a WhatsApp campaign answers 422 for its owner too',
    ownerAnswer: 422,
  },
  'broadcasts.list': owned(),
  'broadcasts.missingValues': {
    kind: 'owned',
    request: () => ({
      body: {
        conditions: JSON.stringify([
          { idvariable: 'first_name', comparison: '!=', value: 'x', operator: null },
        ]),
        parameters: [{ key: 'body.1', source: 'variable', value: 'first_name', fallback: 'cher client' }],
      },
    }),
  },
  'endUsers.detail': owned((ids) => ({ params: { id: ids.endUserId } })),
  'endUsers.update': owned((ids) => ({
    params: { id: ids.endUserId },
    body: { name: 'Volé', email: '', variables: {} },
  })),
  'broadcasts.report': {
    kind: 'owned',
    request: () => ({ params: { campaignId: '00000000-0000-4000-8000-000000000000' } }),
    ownerSkip: 'the owner world has no campaign (404 for its owner too); broadcasts.test.ts reads its own',
    ownerAnswer: 404,
  },
  'broadcasts.control': {
    kind: 'owned',
    request: () => ({ params: { campaignId: '00000000-0000-4000-8000-000000000000', action: 'pause' } }),
    ownerSkip: 'the owner world has no campaign (404 for its owner too); broadcasts.test.ts controls its own',
    ownerAnswer: 404,
  },
  'account.profile': { kind: 'self', why: 'the caller’s own profile' },
  'account.updateProfile': { kind: 'self', why: 'edits the caller’s own profile' },
  'account.avatar': { kind: 'self', why: 'the caller’s own photo' },
  'account.settings': { kind: 'self', why: 'the caller’s own settings' },
  'account.updateSettings': { kind: 'self', why: 'saves the caller’s own settings' },
  'account.sessions': { kind: 'self', why: 'the caller’s own sessions' },
  'account.revokeSession': owned((ids) => ({ params: { id: ids.sessionId } })),
  'account.revokeOtherSessions': { kind: 'self', why: 'ends the caller’s own other sessions' },
  'account.billing': { kind: 'self', why: 'the active workspace’s plan and invoices' },
  'account.invoicePdf': owned((ids) => ({ params: { id: ids.invoiceId } })),
  'account.exportData': { kind: 'self', why: 'the caller’s own data' },
  'account.deleteAccount': { kind: 'self', why: 'the caller’s own account, proven by its password' },
  'account.changePassword': { kind: 'self', why: 'the caller’s own password, proven by the current one' },
  'account.twoFactorStatus': { kind: 'self', why: 'the caller’s own second factor' },
  'account.twoFactorSetup': { kind: 'self', why: 'a new secret for the caller’s own account' },
  'account.twoFactorEnable': { kind: 'self', why: 'confirms the caller’s own pending secret' },
  'account.twoFactorRecoveryCodes': { kind: 'self', why: 'the caller’s own recovery codes' },
  'account.twoFactorDisable': {
    kind: 'self',
    why: 'the caller’s own second factor, proven by password and code',
  },
  'whatsappAccounts.list': { kind: 'self', why: 'the workspace’s WhatsApp accounts' },
  'whatsappAccounts.signupConfig': { kind: 'self', why: 'a setting of the server' },
  'whatsappAccounts.create': {
    kind: 'self',
    why: 'adds a WhatsApp account to the workspace',
    ownerSkip:
      'exchanges a code with Meta’s Graph API, unreachable here (whatsappAccounts.test.ts uses the fake)',
  },
  'whatsappAccounts.update': owned((ids) => ({
    params: { id: ids.whatsappAccountId },
    body: { description: 'Volé' },
  })),
  'whatsappAccounts.remove': {
    kind: 'owned',
    request: (ids) => ({ params: { id: ids.whatsappAccountId } }),
    ownerSkip: 'deletes the WhatsApp account the other calls use',
    throwaway: async (kit) => ({ params: { id: await kit.whatsappAccount() } }),
  },
  'whatsappAccounts.health': {
    kind: 'owned',
    request: (ids) => ({ params: { id: ids.whatsappAccountId } }),
    ownerSkip: 'calls Meta’s Graph API, unreachable here (whatsappAccounts.test.ts uses the fake)',
  },
  'whatsappAccounts.sendCode': {
    kind: 'owned',
    request: (ids) => ({ body: { idwhatsapp: ids.whatsappAccountId } }),
    ownerSkip: 'calls Meta’s Graph API, unreachable here (whatsappAccounts.test.ts uses the fake)',
  },
  'whatsappAccounts.checkCode': {
    kind: 'owned',
    request: (ids) => ({ body: { idwhatsapp: ids.whatsappAccountId, code: '123456' } }),
    ownerSkip: 'calls Meta’s Graph API, unreachable here (whatsappAccounts.test.ts uses the fake)',
  },
  'whatsappAccounts.associate': {
    kind: 'owned',
    request: (ids) => ({ body: { idwhatsapp: ids.whatsappAccountId, idbot: ids.chatbotId } }),
    ownerSkip: 'the owner world is a web chatbot: linking a WhatsApp number answers 400 for its owner too',
    ownerAnswer: 400,
  },
  'whatsappAccounts.dissociate': {
    kind: 'owned',
    request: (ids) => ({ body: { idwhatsapp: ids.whatsappAccountId, idbot: ids.chatbotId } }),
    ownerSkip: 'the owner world’s account is linked to no chatbot (400 for its owner too)',
    ownerAnswer: 400,
  },
  'knowledge.upload': {
    kind: 'owned',
    request: (ids) => ({ raw: ids.uploads.avatar }),
    ownerSkip:
      'the matrix world’s multipart carries an avatar field, not knowledge files (400 for its owner)',
    ownerAnswer: 400,
  },
  'knowledge.files': owned(),
  'knowledge.removeFile': {
    kind: 'owned',
    request: () => ({ params: { fileId: '00000000-0000-4000-8000-000000000000' } }),
    ownerSkip: 'the matrix world has no knowledge file (a made-up file id is 404 for its owner too)',
    ownerAnswer: 404,
  },
  'knowledge.scrapeBlocks': owned((ids) => ({
    body: { selectedBlocks: [ids.idblock, ids.defaultIdblock], idbot: ids.chatbotId },
  })),
  'knowledge.test': owned((ids) => ({
    body: { userMessage: 'Livrez-vous à Thiès ?', idbot: ids.chatbotId },
  })),
  'conversations.webChatStart': { kind: 'public', why: 'a visitor of the widget opens a conversation' },
  'conversations.webChatSend': { kind: 'public', why: 'the visitor’s session token is the proof' },
  'conversations.webChatHistory': { kind: 'public', why: 'the visitor’s session token is the proof' },
  ...workspaceRouteDescriptions,
  ...inboxRouteDescriptions,
  ...inboxReplyRouteDescriptions,
  ...chatbotTemplateRouteDescriptions,
  ...chatbotTransferRouteDescriptions,
  ...analyticsRouteDescriptions,
  ...whatsappTemplateRouteDescriptions,
  ...campaignPlanRouteDescriptions,
  ...campaignForecastRouteDescriptions,
  ...campaignResultRouteDescriptions,
  ...contactRouteDescriptions,
};
