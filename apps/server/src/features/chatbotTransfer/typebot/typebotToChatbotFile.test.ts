import '@griot/i18n/runtimeCompiler';
import { chatbotFileSchema } from '@griot/contract/chatbotTransfer/chatbotFileSchema';
import { loadEveryLanguage } from '@griot/i18n/texts';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkChatbotFile } from '../../../domain/chatbotTransfer/checkChatbotFile';
import typebot from './typebotExport.fixture.json';
import { isTypebotFile, typebotToChatbotFile } from './typebotToChatbotFile';

beforeAll(() => loadEveryLanguage());

function converted() {
  const { file, warnings } = typebotToChatbotFile(typebot);
  return { file: chatbotFileSchema.parse(file), warnings };
}

function flowOf(name: string) {
  const block = converted().file.blocks.find((candidate) => candidate.name === name);
  if (!block) throw new Error(`no block ${name}`);
  return block.flow as Record<string, unknown>[];
}

function idblockOf(name: string): string {
  return converted().file.blocks.find((block) => block.name === name)?.idblock ?? '';
}

describe('a Typebot export as a Griot chatbot file', () => {
  it('is recognised by its groups and edges, a Griot file is not', () => {
    expect(isTypebotFile(typebot)).toBe(true);
    expect(isTypebotFile({ format: 'griot.chatbot', groups: [], edges: [] })).toBe(false);
    expect(isTypebotFile({ hello: 'monde' })).toBe(false);
  });

  it('makes a block of each group, the start’s the welcome block, and passes the save’s checks', () => {
    const { file } = converted();
    expect(file.blocks.map((block) => [block.name, block.category])).toEqual([
      ['Accueil', 'welcome'],
      ['Dakar', 'standard'],
      ['Thiès', 'standard'],
      ['Grosse commande', 'standard'],
      ['Petite commande', 'standard'],
      ['Offre A', 'standard'],
      ['Offre B', 'standard'],
      ['Fin', 'standard'],
      ['Default Flow', 'default'],
    ]);
    expect(() => checkChatbotFile(file)).not.toThrow();
    expect(file.variables).toEqual([
      { id: 'Prenom', slug: 'Prénom', type: 'text' },
      { id: 'Ville', slug: 'Ville', type: 'text' },
      { id: 'Panier', slug: 'Panier', type: 'number' },
    ]);
  });

  it('maps bubbles, inputs, waits and the choice of two as buttons', () => {
    expect(flowOf('Accueil')).toEqual([
      {
        type: 'text',
        message: 'Bonjour 👋 et bienvenue chez Awa !\nNos pagnes sont tissés à Thiès.',
        preview_url: true,
      },
      { type: 'image', link: 'https://cdn.typebot.example/awa/pagnes.png' },
      { type: 'text', message: 'Comment vous appelez-vous ?', preview_url: true },
      { type: 'answer', options: { answer_type: 'text', variable: { id: 'Prenom' }, default_reply: '' } },
      { type: 'delay', timmer: '2' },
      {
        type: 'text_button',
        message: 'Merci {{Prenom}} ! Où faut-il livrer ?',
        buttons: [
          { id: idblockOf('Dakar'), title: 'Dakar' },
          { id: idblockOf('Thiès'), title: 'Thiès' },
        ],
      },
    ]);
    expect(converted().file.media).toEqual([
      expect.objectContaining({
        path: 'https://cdn.typebot.example/awa/pagnes.png',
        url: 'https://cdn.typebot.example/awa/pagnes.png',
      }),
    ]);
  });

  it('maps a condition’s comparisons and its else, a plain Set variable, and leaves out an expression', () => {
    expect(flowOf('Dakar')).toEqual([
      { type: 'variable_insert', variable: 'Ville', defaultValue: 'Dakar' },
      { type: 'text', message: 'Combien d’articles voulez-vous ?', preview_url: true },
      { type: 'answer', options: { answer_type: 'number', variable: { id: 'Panier' }, default_reply: '' } },
      {
        type: 'condition',
        join: 'and',
        rules: [
          { variable: 'Panier', operator: 'gte', value: '5' },
          { variable: 'Ville', operator: 'eq', value: 'Dakar' },
        ],
        true_block: idblockOf('Grosse commande'),
      },
      { type: 'redirection', redirection_block: idblockOf('Petite commande') },
    ]);
  });

  it('maps an A/B test to a split by its percentages, a jump to a redirection', () => {
    expect(flowOf('Thiès')[1]).toEqual({
      type: 'split',
      branches: [
        { block: idblockOf('Offre A'), weight: 30 },
        { block: idblockOf('Offre B'), weight: 70 },
      ],
    });
    expect(flowOf('Petite commande')[1]).toEqual({
      type: 'redirection',
      redirection_block: idblockOf('Fin'),
    });
  });

  it('maps a POST webhook, a day’s wait and a choice of five as a list; says what it left out', () => {
    const flow = flowOf('Grosse commande');
    expect(flow.map((element) => element.type)).toEqual(['text', 'request', 'wait_until', 'list']);
    expect(flow[1]).toMatchObject({ method: 'POST', url: 'https://api.boutique-awa.example/commandes' });
    expect(flow[2]).toMatchObject({ days: 1, cancel_on_reply: true });
    expect(flow[3]).toMatchObject({
      interactive: { body: { text: 'Votre commande est-elle bien arrivée ?' } },
    });
    expect(converted().warnings).toEqual([
      'Le bloc « Set variable ({{Panier}} + 10) » de Typebot (groupe « Dakar ») n’a pas d’équivalent : ignoré.',
      'Le bloc « Condition (Matches regex) » de Typebot (groupe « Dakar ») n’a pas d’équivalent : ignoré.',
      'Le bloc « payment input » de Typebot (groupe « Grosse commande ») n’a pas d’équivalent : ignoré.',
      'Le bloc « Code » de Typebot (groupe « Grosse commande ») n’a pas d’équivalent : ignoré.',
    ]);
  });
});

describe('a Typebot choice that leads nowhere', () => {
  it('is named in the warnings, the others stay buttons', () => {
    type Item = { id: string; outgoingEdgeId?: string };
    const copy = structuredClone(typebot) as { groups: { blocks: { id: string; items?: Item[] }[] }[] };
    const choice = copy.groups[0]?.blocks.find((block) => block.id === 'b-ville');
    const thies = choice?.items?.find((item) => item.id === 'i-thies');
    if (thies) delete thies.outgoingEdgeId;
    const { file, warnings } = typebotToChatbotFile(copy);
    expect(warnings).toContain(
      'Le bloc « choice input « Thiès » » de Typebot (groupe « Accueil ») n’a pas d’équivalent : ignoré.',
    );
    const welcome = chatbotFileSchema.parse(file).blocks[0]?.flow.at(-1);
    expect(welcome).toMatchObject({ type: 'text_button', buttons: [{ title: 'Dakar' }] });
  });
});
