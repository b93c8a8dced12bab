/**
 * What each call of the contract is, for the route matrices (apps/server/src/app/routeMatrix.test.ts
 * and roleMatrix.test.ts). A call added to the contract fails those tests until it is described here:
 * - `public`: answers without a session (login, registration, the web-chat visitor's calls);
 * - `self`: needs a session and names nothing another workspace could own (lists, creations,
 *   uploads, the caller's own account);
 * - `owned`: takes the id of something a workspace owns (or of the workspace itself). The matrices
 *   call it with the world's ids (path parameters are filled by name: id, idchatbot, chatbotId → the
 *   chatbot, blockId/idblock → a block, usertel → a conversation, revision, userId → a member,
 *   inv → an invitation); `request` adds what else a valid call needs, so a refusal is about
 *   ownership or role, not a malformed body. A path naming several ids is also called with the
 *   second account's own ids and one id of the first.
 * `request` of a `self` or `owned` call is a valid request unless `ownerSkip` says why not: the
 * owner's replay and the role matrix then expect `ownerAnswer` when given, and skip the call when
 * not (it would destroy what later calls use, or it needs a service unreachable here).
 */
export interface OwnerIds {
  /** The world's workspace: its owner is `userId`. */
  workspaceId: string;
  userId: string;
  auth: { authorization: string };
  chatbotId: string;
  idblock: string;
  defaultIdblock: string;
  usertel: string;
  /** The end-user of the conversation. */
  endUserId: string;
  /** A message of the conversation. */
  messageId: string;
  revision: number;
  /** Another live session of the owner (not the one `auth` carries). */
  sessionId: string;
  /** An invoice of the workspace. */
  invoiceId: string;
  /** A campaign planned a month ahead on the chatbot (campaignPlanMatrixWorld.ts). */
  planId: string;
  /** A finished campaign of the chatbot, read and replied to by the conversation's end-user (campaignResultMatrixWorld.ts). */
  campaignId: string;
  /** A verified WhatsApp account of the workspace, linked to no chatbot. */
  whatsappAccountId: string;
  /** A finished contact import of the chatbot (contactMatrixWorld.ts). */
  contactImportId: string;
  /** Valid multipart bodies: the chatbot's avatar, an image, a document and an audio of a block, a video. */
  uploads: Record<
    'avatar' | 'image' | 'document' | 'audio' | 'video',
    { payload: Buffer; headers: Record<string, string> }
  >;
  /**
   * The team inbox's conversation: a WhatsApp customer of the workspace (another chatbot than
   * `chatbotId`) who wrote a minute ago, handed over to a person (open, a stretch running).
   */
  conversationId: string;
  /** A label of the workspace, worn by the conversation; a private note of the owner on it; a canned response. */
  labelId: string;
  noteId: string;
  cannedResponseId: string;
  /**
   * Per caller ('owner', or each role of the role matrix): a member (an agent) and an open
   * invitation of its own to change or remove, and a label and a canned response to remove.
   */
  spares: Record<
    string,
    { memberUserId: string; invitationId: string; labelId: string; cannedResponseId: string } | undefined
  >;
}

export interface RouteRequestParts {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: object;
  raw?: { payload: Buffer; headers: Record<string, string> };
}

/** The request; `caller` ('owner', 'admin'…) names who makes it, for a call that needs something unique per caller. */
export type RouteRequest = (ids: OwnerIds, caller: string) => RouteRequestParts;

export interface RouteReplay {
  request?: RouteRequest;
  /** Why the request is not a success for the world's owner (it destroys what later calls use…). */
  ownerSkip?: string;
  /** What the owner (and every role allowed) answers instead, when the call is made all the same. */
  ownerAnswer?: number;
  /**
   * For a call that destroys what it names: the request made on a throw-away copy instead (a
   * chatbot, a block, a workspace made for the caller alone), so that each role allowed makes it
   * for real and the world stays whole for the calls after it.
   */
  throwaway?: (kit: ThrowawayKit) => Promise<RouteRequestParts>;
}

/** Makes the throw-away copies a destructive call is made on, for one caller of the world. */
export interface ThrowawayKit {
  ids: OwnerIds;
  /** A new chatbot of the world's workspace. */
  chatbot(): Promise<string>;
  /** A new block of the world's chatbot. */
  block(): Promise<string>;
  /** A new WhatsApp account of the world's workspace, linked to no chatbot. */
  whatsappAccount(): Promise<string>;
  /**
   * A new workspace where the caller has its role, beside another owner (so even an owner may
   * leave it) and a member (an agent) to hand it over to.
   */
  workspace(): Promise<{ id: string; memberUserId: string }>;
  /** A new private note of the caller on the world's inbox conversation (only its author removes it). */
  note(): Promise<string>;
}

export type RouteDescription =
  | { kind: 'public'; why: string }
  | ({ kind: 'self'; why: string } & RouteReplay)
  | ({ kind: 'owned' } & RouteReplay);
