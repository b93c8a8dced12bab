import type { ChatbotListItem, ChatbotStatus } from '@griot/contract/chatbots/chatbotSchemas';

export type ChatbotSort = 'recent' | 'nameAsc' | 'nameDesc';
export type ChatbotStatusFilter = ChatbotStatus | 'all';

export interface ChatbotListView {
  search: string;
  status: ChatbotStatusFilter;
  sort: ChatbotSort;
  /** How many cards the infinite scroll reveals so far. */
  limit: number;
}

export interface VisibleChatbots {
  items: ChatbotListItem[];
  /** Chatbots matching the search and filter, shown or not yet. */
  matching: number;
  hasMore: boolean;
}

const collator = new Intl.Collator('fr', { sensitivity: 'base', numeric: true });

/** The cards to show: search on name and description, status filter, sort, then the revealed slice. */
export function selectVisibleChatbots(
  chatbots: readonly ChatbotListItem[],
  view: ChatbotListView,
): VisibleChatbots {
  const needle = normalize(view.search.trim());
  const matching = chatbots.filter(
    (chatbot) =>
      (view.status === 'all' || chatbot.status === view.status) &&
      (!needle ||
        normalize(chatbot.bot_name).includes(needle) ||
        normalize(chatbot.description).includes(needle)),
  );
  const sorted = matching.toSorted(comparator(view.sort));
  const limit = Math.max(0, view.limit);
  return { items: sorted.slice(0, limit), matching: sorted.length, hasMore: sorted.length > limit };
}

function comparator(sort: ChatbotSort): (a: ChatbotListItem, b: ChatbotListItem) => number {
  switch (sort) {
    case 'nameAsc':
      return (a, b) => collator.compare(a.bot_name, b.bot_name);
    case 'nameDesc':
      return (a, b) => collator.compare(b.bot_name, a.bot_name);
    default:
      return (a, b) => timeOf(b) - timeOf(a) || collator.compare(a.bot_name, b.bot_name);
  }
}

function timeOf(chatbot: ChatbotListItem): number {
  const time = Date.parse(chatbot.update_date || chatbot.created_at);
  return Number.isNaN(time) ? 0 : time;
}

/** Case and accents do not matter when searching: "reponse" finds "Réponse". */
function normalize(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase('fr');
}
