import type { ChatbotListItem } from '@griot/contract/chatbots/chatbotSchemas';
import { describe, expect, it } from 'vitest';
import { type ChatbotListView, selectVisibleChatbots } from './selectVisibleChatbots';

function buildChatbot(overrides: Partial<ChatbotListItem>): ChatbotListItem {
  return {
    _id: crypto.randomUUID(),
    bot_name: 'Bot',
    type: 'whatsapp',
    status: 'inactive',
    description: '',
    email: '',
    avatar: '/avatars/bot1.png',
    display_phone_number: '',
    phone_number_id: '',
    waba_id: '',
    app_id: '',
    keyword_webhook: '',
    webhook_url: '',
    access_token_set: false,
    app_secret_set: false,
    telBot: '',
    catalogLink: '',
    created_at: '2025-01-01T00:00:00.000Z',
    update_date: '2025-01-01T00:00:00.000Z',
    userCount: 0,
    interactionCount: 0,
    silent_reasons: [],
    ...overrides,
  };
}

const view = (overrides: Partial<ChatbotListView> = {}): ChatbotListView => ({
  search: '',
  status: 'all',
  sort: 'recent',
  limit: 6,
  ...overrides,
});

const names = (items: ChatbotListItem[]) => items.map((chatbot) => chatbot.bot_name);

describe('selectVisibleChatbots', () => {
  const chatbots = [
    buildChatbot({ bot_name: 'Épicerie', status: 'active', update_date: '2025-03-01T00:00:00Z' }),
    buildChatbot({
      bot_name: 'assistance',
      description: 'Réponses rapides',
      update_date: '2025-05-01T00:00:00Z',
    }),
    buildChatbot({ bot_name: 'Boutique', status: 'maintenance', update_date: '2025-04-01T00:00:00Z' }),
    buildChatbot({ bot_name: 'Zébu', status: 'active', update_date: '' }),
  ];

  it('sorts the most recently updated first by default', () => {
    expect(names(selectVisibleChatbots(chatbots, view()).items)).toEqual([
      'assistance',
      'Boutique',
      'Épicerie',
      'Zébu',
    ]);
  });

  it('sorts by name A→Z and Z→A, ignoring case and accents', () => {
    expect(names(selectVisibleChatbots(chatbots, view({ sort: 'nameAsc' })).items)).toEqual([
      'assistance',
      'Boutique',
      'Épicerie',
      'Zébu',
    ]);
    expect(names(selectVisibleChatbots(chatbots, view({ sort: 'nameDesc' })).items)).toEqual([
      'Zébu',
      'Épicerie',
      'Boutique',
      'assistance',
    ]);
  });

  it('searches the name and the description without regard to case or accents', () => {
    expect(names(selectVisibleChatbots(chatbots, view({ search: 'EPICERIE' })).items)).toEqual(['Épicerie']);
    expect(names(selectVisibleChatbots(chatbots, view({ search: ' reponses ' })).items)).toEqual([
      'assistance',
    ]);
    expect(selectVisibleChatbots(chatbots, view({ search: 'introuvable' })).matching).toBe(0);
  });

  it('filters by status', () => {
    const result = selectVisibleChatbots(chatbots, view({ status: 'active', sort: 'nameAsc' }));
    expect(names(result.items)).toEqual(['Épicerie', 'Zébu']);
    expect(result.matching).toBe(2);
  });

  it('reveals 6 cards, then 6 more', () => {
    const many = Array.from({ length: 14 }, (_, index) =>
      buildChatbot({ bot_name: `Bot ${String(index).padStart(2, '0')}` }),
    );
    const first = selectVisibleChatbots(many, view({ sort: 'nameAsc' }));
    expect(first.items).toHaveLength(6);
    expect(first.hasMore).toBe(true);
    const second = selectVisibleChatbots(many, view({ sort: 'nameAsc', limit: 12 }));
    expect(second.items).toHaveLength(12);
    expect(second.hasMore).toBe(true);
    const last = selectVisibleChatbots(many, view({ sort: 'nameAsc', limit: 18 }));
    expect(last.items).toHaveLength(14);
    expect(last.hasMore).toBe(false);
    expect(last.matching).toBe(14);
  });

  it('does not change the list it is given', () => {
    const before = names(chatbots);
    selectVisibleChatbots(chatbots, view({ sort: 'nameDesc' }));
    expect(names(chatbots)).toEqual(before);
  });
});
