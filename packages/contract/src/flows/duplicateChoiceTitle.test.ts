import { describe, expect, it } from 'vitest';
import { duplicateChoiceTitle } from './duplicateChoiceTitle';
import { type FlowElementInput, flowElementSchema } from './flowElementSchemas';
import { savedFlowSchema } from './savedFlowSchema';

const buttons = (...titles: string[]): FlowElementInput => ({
  type: 'text_button',
  message: 'Votre choix ?',
  buttons: titles.map((title, index) => ({ id: `bloc-${index}`, title })),
});
const rows = (...sections: string[][]): FlowElementInput => ({
  type: 'list',
  interactive: {
    type: 'list',
    body: { text: 'Menu' },
    action: {
      button: 'Voir',
      sections: sections.map((titles, section) => ({
        title: `Section ${section + 1}`,
        rows: titles.map((title, index) => ({ id: `bloc-${index}`, title })),
      })),
    },
  },
});

describe('duplicateChoiceTitle', () => {
  it('finds two buttons titled alike, case, accents and spaces aside, and points at the second', () => {
    expect(duplicateChoiceTitle(flowElementSchema.parse(buttons('Été', 'Non', ' ete ')))).toEqual({
      message: 'Deux boutons portent le même titre « ete » : le client ne pourrait pas les distinguer.',
      path: ['buttons', 2, 'title'],
    });
    expect(duplicateChoiceTitle(flowElementSchema.parse(buttons('Oui', 'Non')))).toBeUndefined();
    // Two untitled buttons are a gap of a draft, not a repeated title.
    expect(duplicateChoiceTitle(flowElementSchema.parse(buttons('', '')))).toBeUndefined();
  });

  it('finds list rows titled alike, across sections too', () => {
    expect(duplicateChoiceTitle(flowElementSchema.parse(rows(['Yassa'], ['Mafé', 'yassa'])))).toEqual({
      message:
        'Deux lignes de la liste portent le même titre « yassa » : le client ne pourrait pas les distinguer.',
      path: ['interactive', 'action', 'sections', 1, 'rows', 1, 'title'],
    });
    expect(duplicateChoiceTitle(flowElementSchema.parse(rows(['Yassa', 'Mafé'])))).toBeUndefined();
    expect(duplicateChoiceTitle(flowElementSchema.parse({ type: 'text', message: 'a' }))).toBeUndefined();
  });
});

describe('savedFlowSchema', () => {
  it('refuses a flow with repeated titles, with the French message at the element, and accepts drafts', () => {
    const refused = savedFlowSchema.safeParse([{ type: 'text', message: 'Bonjour' }, buttons('Oui', 'OUI')]);
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [
        [1, 'buttons', 1, 'title'],
        'Deux boutons portent le même titre « OUI » : le client ne pourrait pas les distinguer.',
      ],
    ]);
    expect(savedFlowSchema.safeParse([{ type: 'text', message: '' }, buttons('', '')]).success).toBe(true);
  });
});
