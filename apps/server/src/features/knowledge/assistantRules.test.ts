import { describe, expect, it } from 'vitest';
import { buildSystemPrompt } from './buildSystemPrompt';
import { localAnswer } from './localAnswerer';
import { parseAssistantReply } from './parseAssistantReply';

const targets = new Set(['catalogue-a1b2c3', 'livraison-d4e5f6']);

describe('the generated system prompt', () => {
  const prompt = buildSystemPrompt({
    botName: 'Téranga Shop',
    description: 'Pagnes et wax à Dakar',
    blocks: [
      {
        idblock: 'accueil-000000',
        blockname: 'Accueil',
        category: 'welcome',
        flow: [{ type: 'text', message: 'Bienvenue' }],
      },
      {
        idblock: 'catalogue-a1b2c3',
        blockname: 'Catalogue',
        category: 'standard',
        flow: [
          {
            type: 'text_button',
            message: 'Que cherchez-vous ? '.repeat(20),
            buttons: [
              { id: 'x', title: 'Pagnes' },
              { id: 'y', title: 'Wax' },
            ],
          },
          { type: 'answer', options: {} },
        ],
      },
    ],
    knowledge: [{ fileName: 'faq.txt', excerpt: 'Livraison gratuite à Dakar dès 20 000 FCFA.' }],
  });

  it('imposes its reply rules: JSON only, three formats, buttons and titles bounded', () => {
    expect(prompt).toContain('uniquement par un objet JSON');
    expect(prompt).toContain('"responseType":"text"');
    expect(prompt).toContain('"responseType":"text_button"');
    expect(prompt).toContain('3 boutons au plus');
    expect(prompt).toContain('20 caractères au plus');
    expect(prompt).toContain("jamais vers le bloc d'accueil");
    expect(prompt).toContain('"redirection_block":"agent"');
    expect(prompt).toContain('Refuse poliment toute demande sans rapport');
  });

  it('describes the blocks (not the welcome block) and the knowledge', () => {
    expect(prompt).toContain('« Téranga Shop » (Pagnes et wax à Dakar)');
    expect(prompt).toContain('- `catalogue-a1b2c3` : Catalogue — pose une question au visiteur.');
    expect(prompt).toContain('Boutons : Pagnes, Wax.');
    expect(prompt).not.toContain('`accueil-000000`');
    expect(prompt).toContain('Livraison gratuite à Dakar dès 20 000 FCFA.');
    // The first text is cut to the spec's contextual 200 characters.
    const line = prompt.split('\n').find((entry) => entry.includes('catalogue-a1b2c3')) ?? '';
    expect(line.length).toBeLessThan(400);
  });
});

describe('reply validation: every rule broken once falls back', () => {
  const ok = (content: unknown) => parseAssistantReply(JSON.stringify(content), targets);

  it('accepts the three formats and the agent redirection', () => {
    expect(ok({ responseType: 'text', message: 'Nous livrons à Dakar.' }).ok).toBe(true);
    expect(
      ok({
        responseType: 'text_button',
        message: 'Voir',
        buttons: [{ id: 'catalogue-a1b2c3', title: 'Catalogue' }],
      }).ok,
    ).toBe(true);
    expect(ok({ responseType: 'redirection', redirection_block: 'livraison-d4e5f6' }).ok).toBe(true);
    expect(ok({ responseType: 'redirection', redirection_block: 'agent' }).ok).toBe(true);
  });

  it.each([
    ['empty', '', 'empty'],
    ['prose around the JSON', 'Voici : {"responseType":"text","message":"Oui"}', 'not_json'],
    ['a Markdown fence', '```json\n{"responseType":"text","message":"Oui"}\n```', 'not_json'],
    ['an unknown format', JSON.stringify({ responseType: 'image', link: 'x' }), 'schema'],
    ['an extra field', JSON.stringify({ responseType: 'text', message: 'Oui', mood: 'gai' }), 'schema'],
    ['an empty text', JSON.stringify({ responseType: 'text', message: '  ' }), 'schema'],
    ['a text over 640', JSON.stringify({ responseType: 'text', message: 'a'.repeat(641) }), 'schema'],
    [
      'four buttons',
      JSON.stringify({
        responseType: 'text_button',
        message: 'Choisissez',
        buttons: [1, 2, 3, 4].map(() => ({ id: 'catalogue-a1b2c3', title: 'A' })),
      }),
      'schema',
    ],
    [
      'a button title over 20',
      JSON.stringify({
        responseType: 'text_button',
        message: 'Choisissez',
        buttons: [{ id: 'catalogue-a1b2c3', title: 'Un titre beaucoup trop long' }],
      }),
      'schema',
    ],
    [
      'no button',
      JSON.stringify({ responseType: 'text_button', message: 'Choisissez', buttons: [] }),
      'schema',
    ],
    [
      'a button to an unknown block',
      JSON.stringify({
        responseType: 'text_button',
        message: 'Voir',
        buttons: [{ id: 'inconnu', title: 'Voir' }],
      }),
      'unknown_block',
    ],
    [
      'a redirection to an unknown block',
      JSON.stringify({ responseType: 'redirection', redirection_block: 'nulle-part' }),
      'unknown_block',
    ],
    [
      'a redirection to the welcome block',
      JSON.stringify({ responseType: 'redirection', redirection_block: 'accueil-000000' }),
      'unknown_block',
    ],
    ['an array', JSON.stringify([{ responseType: 'text', message: 'Oui' }]), 'schema'],
  ])('refuses %s', (_name, content, reason) => {
    expect(parseAssistantReply(content, targets)).toEqual({ ok: false, reason });
  });
});

describe('the local answerer (no LLM configured)', () => {
  const blocks = [{ idblock: 'catalogue-a1b2c3', name: 'Catalogue' }];
  const passages = [
    {
      fileName: 'faq.txt',
      excerpt: 'Nos horaires : du lundi au samedi de 9 h à 19 h. Livraison gratuite à Dakar dès 20 000 FCFA.',
      rank: 0.4,
    },
  ];

  it('answers from the best passage, redirects to a named block, hands insults to an agent', () => {
    expect(localAnswer('Vous livrez gratuitement à Dakar ?', passages, blocks)).toEqual({
      responseType: 'text',
      message: 'Livraison gratuite à Dakar dès 20 000 FCFA.',
    });
    expect(localAnswer('Je veux voir le catalogue', passages, blocks)).toEqual({
      responseType: 'redirection',
      redirection_block: 'catalogue-a1b2c3',
    });
    expect(localAnswer('Espèce d’idiot', passages, blocks)).toEqual({
      responseType: 'redirection',
      redirection_block: 'agent',
    });
  });

  it('says it does not know when nothing matches', () => {
    expect(localAnswer('Quel temps fait-il à Paris ?', [], blocks)).toBeNull();
  });
});
