import { describe, expect, it } from 'vitest';
import { rewriteFlowReferences } from './rewriteFlowReferences';

const oldBot = '11111111-1111-4111-8111-111111111111';
const newBot = '22222222-2222-4222-8222-222222222222';
const change = {
  idblocks: new Map([
    ['accueil-abc123', 'accueil-zzz999'],
    ['menu-def456', 'menu-yyy888'],
  ]),
  oldChatbotId: oldBot,
  newChatbotId: newBot,
};

describe('rewriteFlowReferences', () => {
  it('points buttons, redirections, list rows and payloads at the copied blocks', () => {
    const flow = [
      {
        type: 'text_button',
        id_element: `${oldBot}_accueil-abc123_text_button_a1b2c3d4`,
        id_previous: null,
        message: 'Que voulez-vous ? Tapez menu-def456 pour voir',
        buttons: [{ id: 'menu-def456', title: 'Menu', payload: '{{ville}}=Dakar&redirect_to=menu-def456' }],
      },
      {
        type: 'redirection',
        id_element: `${oldBot}_accueil-abc123_redirection_e5f6g7h8`,
        id_previous: `${oldBot}_accueil-abc123_text_button_a1b2c3d4`,
        redirection_block: 'accueil-abc123',
      },
      {
        type: 'list',
        interactive: {
          action: { sections: [{ title: 'Choix', rows: [{ id: 'menu-def456', title: 'Menu' }] }] },
        },
      },
    ];
    const copy = rewriteFlowReferences(flow, change);
    expect(copy[0]).toMatchObject({
      id_element: `${newBot}_accueil-zzz999_text_button_a1b2c3d4`,
      message: 'Que voulez-vous ? Tapez menu-def456 pour voir',
      buttons: [{ id: 'menu-yyy888', title: 'Menu', payload: '{{ville}}=Dakar&redirect_to=menu-yyy888' }],
    });
    expect(copy[1]).toMatchObject({
      id_element: `${newBot}_accueil-zzz999_redirection_e5f6g7h8`,
      id_previous: `${newBot}_accueil-zzz999_text_button_a1b2c3d4`,
      redirection_block: 'accueil-zzz999',
    });
    expect(copy[2]).toEqual({
      type: 'list',
      interactive: {
        action: { sections: [{ title: 'Choix', rows: [{ id: 'menu-yyy888', title: 'Menu' }] }] },
      },
    });
  });

  it('leaves references to unknown blocks and the original untouched', () => {
    const flow = [
      { type: 'redirection', redirection_block: 'ailleurs-000000', payload: 'redirect_to=ailleurs-000000' },
    ];
    const copy = rewriteFlowReferences(flow, change);
    expect(copy).toEqual(flow);
    expect(copy).not.toBe(flow);
  });
});
