import { type ChatbotType, chatbotTypeSchema } from '@griot/contract/chatbots/chatbotSchemas';
import {
  type ConversationStatus,
  conversationStatusSchema,
} from '@griot/contract/conversations/conversationSchemas';
import { type InboxView, inboxViewSchema } from '@griot/contract/inbox/inboxSchemas';

/** The inbox's filters as the URL holds them (and the list call takes them). */
export interface InboxFilters {
  chatbot?: string;
  channel?: ChatbotType;
  label?: string;
  status?: ConversationStatus;
  /** A member's id, or 'none' for the unassigned. */
  assignee?: string;
}

export interface InboxListState {
  view: InboxView;
  filters: InboxFilters;
  /** The words searched, as typed (trimmed when sent). */
  search: string;
}

export const FILTER_KEYS = ['chatbot', 'channel', 'label', 'status', 'assignee'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

/**
 * An agent opens the inbox on what is theirs, as in Chatwoot: the tabs' counts show at once what
 * waits in the other views.
 */
export const DEFAULT_VIEW: InboxView = 'mine';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const SEARCH_MAX = 100;

/**
 * The view, filters and search a URL's query names (?view=unassigned&channel=whatsapp&q=awa).
 * A value the list call would refuse (a shared link edited by hand, an old one) is dropped, so
 * the screen never asks for a page the server answers with an error.
 */
export function readInboxState(params: URLSearchParams): InboxListState {
  const view = inboxViewSchema.safeParse(params.get('view'));
  const channel = chatbotTypeSchema.safeParse(params.get('channel'));
  const status = conversationStatusSchema.safeParse(params.get('status'));
  const filters: InboxFilters = {};
  const chatbot = params.get('chatbot');
  if (chatbot && UUID.test(chatbot)) filters.chatbot = chatbot;
  if (channel.success) filters.channel = channel.data;
  const label = params.get('label');
  if (label && UUID.test(label)) filters.label = label;
  if (status.success) filters.status = status.data;
  const assignee = params.get('assignee');
  if (assignee && (assignee === 'none' || UUID.test(assignee))) filters.assignee = assignee;
  return {
    view: view.success ? view.data : DEFAULT_VIEW,
    filters,
    search: (params.get('q') ?? '').slice(0, SEARCH_MAX),
  };
}

/** The URL query for a state; the default view and empty values are left out, so links stay short. */
export function inboxSearchParams(state: InboxListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.view !== DEFAULT_VIEW) params.set('view', state.view);
  for (const key of FILTER_KEYS) {
    const value = state.filters[key];
    if (value) params.set(key, value);
  }
  if (state.search.trim()) params.set('q', state.search);
  return params;
}

/** What the list call is asked (without the cursor): the same words for the same state, one cache entry. */
export function inboxListInput(state: InboxListState) {
  const { filters } = state;
  const search = state.search.trim();
  return {
    view: state.view,
    ...(filters.chatbot ? { chatbot_id: filters.chatbot } : {}),
    ...(filters.channel ? { channel: filters.channel } : {}),
    ...(filters.label ? { label_id: filters.label } : {}),
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.assignee ? { assignee_id: filters.assignee } : {}),
    ...(search ? { search } : {}),
  };
}

export function activeFilterCount(filters: InboxFilters): number {
  return FILTER_KEYS.filter((key) => Boolean(filters[key])).length;
}
