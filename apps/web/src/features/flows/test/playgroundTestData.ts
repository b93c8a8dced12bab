import type { Block } from '@griot/contract/flows/flowSchemas';

/** A block record for the playground's component tests. */
export function buildBlock(overrides: Partial<Block> = {}): Block {
  return {
    _id: 'rec-1',
    idblock: 'menu-abc123',
    idbot: 'bot',
    blockname: 'Menu',
    type: 'standard',
    category: 'standard',
    flow: [],
    jarvis: false,
    revision: 3,
    update_date: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export const TEST_CHATBOT_ID = '11111111-1111-4111-8111-111111111111';

export function buildTree() {
  return {
    success: true as const,
    flow: {
      mainblocks: {
        welcome: buildBlock({
          idblock: 'welcome-aaaaaa',
          blockname: 'Accueil',
          type: 'starter',
          category: 'welcome',
        }),
        default: buildBlock({
          idblock: 'default-bbbbbb',
          blockname: '',
          type: 'default_block',
          category: 'default',
        }),
        commerce: buildBlock({
          idblock: 'commerce-cccccc',
          blockname: 'Boutique',
          type: 'commerce_point',
          category: 'commerce',
        }),
      },
      blocks: [buildBlock({ flow: [{ type: 'text', message: 'Bonjour' }] })],
    },
  };
}
