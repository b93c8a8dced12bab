import { AGENT_REDIRECTION } from '@griot/contract/flows/flowConstants';
import { describe, expect, it } from 'vitest';
import { buildBlock, conversation, texts } from './engineTestKit';
import type { EngineBlock } from './engineTypes';
import { globals, variables } from './runEngineFixtures';

/** A shop whose menu offers a person: by a button, a list row, or a block that redirects to one. */
function shopWithAgent(): EngineBlock[] {
  return [
    buildBlock(
      'accueil',
      [
        { type: 'text', message: 'Bonjour {{first_name}} !' },
        {
          type: 'text_button',
          message: 'Que voulez-vous ?',
          buttons: [
            { id: 'menu', title: 'Menu' },
            { id: AGENT_REDIRECTION, title: 'Un conseiller' },
            { id: 'menu', title: 'Promo', payload: '{{offre}}=été&redirect_to=agent' },
          ],
        },
        { type: 'text', message: 'Jamais envoyé après la question' },
      ],
      { category: 'welcome' },
    ),
    buildBlock('defaut', [{ type: 'text', message: 'Par défaut' }], { category: 'default' }),
    buildBlock('menu', [
      {
        type: 'list',
        interactive: {
          type: 'list',
          body: { text: 'Votre choix ?' },
          action: {
            button: 'Choisir',
            sections: [
              {
                title: 'Aide',
                rows: [
                  { id: 'livraison', title: 'Livraison' },
                  { id: AGENT_REDIRECTION, title: 'Parler à un conseiller' },
                ],
              },
            ],
          },
        },
      },
    ]),
    buildBlock('livraison', [
      { type: 'text', message: 'Je vous passe un conseiller.' },
      { type: 'redirection', redirection_block: AGENT_REDIRECTION },
      { type: 'text', message: 'Jamais envoyé après la redirection' },
    ]),
  ];
}

describe('runEngine: handing over to a human agent', () => {
  const start = () => {
    const chat = conversation({ blocks: shopWithAgent(), variables, globals });
    chat.send({ type: 'start' });
    return chat;
  };

  it('a button to the agent hands over, ends the turn and leaves the session idle', () => {
    const chat = start();
    const tapped = chat.send({ type: 'button', id: AGENT_REDIRECTION, title: 'Un conseiller' });
    expect(tapped.effects).toEqual([{ kind: 'handover' }]);
    expect(tapped.messages).toEqual([]);
    expect(tapped.session.position).toBeNull();
    expect(tapped.log.join('\n')).toMatch(/human agent/);
  });

  it('typing the button’s title or its number hands over too', () => {
    expect(start().send({ type: 'text', text: 'un CONSEILLER' }).effects).toEqual([{ kind: 'handover' }]);
    expect(start().send({ type: 'text', text: '2' }).effects).toEqual([{ kind: 'handover' }]);
  });

  it('a payload’s redirect_to the agent sets its variables, then hands over', () => {
    const tapped = start().send({ type: 'button', id: 'menu', title: 'Promo' });
    expect(tapped.effects).toEqual([{ kind: 'handover' }]);
    expect(tapped.variableChanges).toMatchObject({ offre: 'été' });
    expect(tapped.messages).toEqual([]);
  });

  it('a list row to the agent hands over', () => {
    const chat = start();
    expect(texts(chat.send({ type: 'button', id: 'menu', title: 'Menu' }))).toEqual(['Votre choix ?']);
    const picked = chat.send({ type: 'list', id: AGENT_REDIRECTION, title: 'Parler à un conseiller' });
    expect(picked.effects).toEqual([{ kind: 'handover' }]);
    expect(picked.session.position).toBeNull();
  });

  it('a redirection to the agent sends what came before it and nothing after', () => {
    const chat = start();
    chat.send({ type: 'button', id: 'menu', title: 'Menu' });
    const picked = chat.send({ type: 'list', id: 'livraison', title: 'Livraison' });
    expect(texts(picked)).toEqual(['Je vous passe un conseiller.']);
    expect(picked.effects).toEqual([{ kind: 'handover' }]);
    expect(picked.session.position).toBeNull();
  });

  it('an earlier message’s agent button still hands over, outside any waiting choice', () => {
    const chat = start();
    chat.send({ type: 'button', id: AGENT_REDIRECTION, title: 'Un conseiller' });
    // Idle now (the bot would be silent while a person has it; here the engine is asked anyway).
    const again = chat.send({ type: 'button', id: AGENT_REDIRECTION, title: 'Un conseiller' });
    expect(again.effects).toEqual([{ kind: 'handover' }]);
  });

  it('after the hand-over, the next message starts from the default block', () => {
    const chat = start();
    chat.send({ type: 'button', id: AGENT_REDIRECTION, title: 'Un conseiller' });
    const next = chat.send({ type: 'text', text: 'Merci !' });
    expect(texts(next)).toEqual(['Par défaut']);
    expect(next.effects).toEqual([]);
  });
});
