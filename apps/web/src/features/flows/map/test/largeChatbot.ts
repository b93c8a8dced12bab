import type { Block } from '@griot/contract/flows/flowSchemas';

/**
 * A chatbot of `size` blocks shaped like a real one, for the map's tests and `npm run bench:map`:
 * menus that fan out (about four choices a block, five levels deep: welcome → categories →
 * products → options → order), each block leading on by buttons, list rows, a condition or an A/B
 * test; the last ones back to the welcome block by a redirection or to the human agent; some
 * 'see also' links across the tree, a few links to deleted blocks, a few drafts and a few blocks
 * nothing leads to. Deterministic (seeded): every run lays out the same chatbot.
 */
export function largeChatbot(size: number, seed = 23): Block[] {
  const random = seededRandom(seed);
  const pick = (count: number) => Math.floor(random() * count);
  const standardCount = Math.max(0, size - 3);
  const ids = Array.from({ length: standardCount }, (_unused, index) => `bloc-${index}`);
  const FAN_OUT = 4;
  const MENU = 4;
  // Blocks 0..3 are the welcome block's choices; block i's children follow, FAN_OUT of them.
  const children = (index: number) =>
    ids.slice(MENU + index * FAN_OUT, MENU + (index + 1) * FAN_OUT).filter(() => random() > 0.03);
  const blocks: Block[] = [
    block('accueil', 'Accueil', 'welcome', 'starter', [
      { type: 'text', message: 'Bienvenue !' },
      buttons(ids.slice(0, 3)),
      { type: 'redirection', redirection_block: ids[3] ?? 'agent' },
    ]),
    block('defaut', 'Défaut', 'default', 'default_block', [{ type: 'text', message: '?' }], true),
    block('boutique', 'Boutique', 'commerce', 'commerce_point', [list(ids.slice(0, 4))]),
  ];
  ids.forEach((idblock, index) => {
    const flow: Record<string, unknown>[] = [{ type: 'text', message: `Message ${index}` }];
    const next = children(index);
    if (next.length === 0) {
      // A leaf: the order is taken, back to the menu or to a person.
      const end = pick(3);
      if (end === 0) flow.push({ type: 'redirection', redirection_block: 'accueil' });
      if (end === 1) flow.push(buttons(['agent', 'accueil']));
    } else {
      const kind = pick(10);
      if (kind < 4) flow.push(buttons(next.slice(0, 3)), ...(next[3] ? [list(next.slice(3))] : []));
      else if (kind < 7) flow.push(list(next));
      else if (kind < 9)
        flow.push(
          {
            type: 'condition',
            rules: [{ variable: 'ville', operator: 'eq', value: 'Dakar' }],
            join: 'and',
            true_block: next[0],
            ...(next[1] ? { false_block: next[1] } : {}),
          },
          ...(next.length > 2 ? [buttons(next.slice(2))] : []),
        );
      else
        flow.push({
          type: 'split',
          branches: next.map((target, branch) => ({ block: target, weight: branch === 0 ? 40 : 20 })),
        });
    }
    if (random() < 0.1) flow.push(buttons([ids[pick(standardCount)] ?? 'agent']));
    if (random() < 0.02) flow.push({ type: 'redirection', redirection_block: `supprime-${index}` });
    if (random() < 0.05) flow.push({ type: 'condition', rules: [], join: 'and', true_block: '' });
    blocks.push(block(idblock, `Étape ${index}`, 'standard', 'standard', flow));
  });
  return blocks;
}

function buttons(targets: string[]) {
  return {
    type: 'text_button',
    message: 'Que voulez-vous faire ?',
    buttons: targets.map((id, index) => ({ id, title: `Choix ${index + 1}` })),
  };
}

function list(targets: string[]) {
  return {
    type: 'list',
    interactive: {
      type: 'list',
      body: { text: 'Nos produits' },
      action: {
        button: 'Voir',
        sections: [
          { title: 'Produits', rows: targets.map((id, index) => ({ id, title: `Produit ${index + 1}` })) },
        ],
      },
    },
  };
}

function block(
  idblock: string,
  blockname: string,
  category: Block['category'],
  type: string,
  flow: Record<string, unknown>[],
  jarvis = false,
): Block {
  return {
    _id: idblock,
    idblock,
    idbot: 'bot',
    blockname,
    type,
    category,
    flow,
    jarvis,
    revision: 1,
    update_date: '2026-11-26T00:00:00.000Z',
  };
}

/** mulberry32: a small seeded generator, so every run lays out the same chatbot. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
