import { describe, expect, it } from 'vitest';
import { regenerateChain } from './flowChain';
import { outboundLinks } from './flowLinks';
import { parsePayload, writePayload } from './flowPayload';

describe('button payloads', () => {
  it('parses variable pairs and redirect_to', () => {
    expect(parsePayload('{{ville}}=Dakar&{{ offre }}=promo 2&redirect_to=menu-abc123')).toEqual({
      assignments: [
        { variable: 'ville', value: 'Dakar' },
        { variable: 'offre', value: 'promo 2' },
      ],
      redirectTo: 'menu-abc123',
    });
    expect(parsePayload(undefined)).toEqual({ assignments: [], redirectTo: undefined });
    expect(parsePayload('nimporte&=x&ville=Dakar').assignments).toEqual([]);
  });

  it('writes only complete pairs, then redirect_to', () => {
    expect(
      writePayload({
        assignments: [
          { variable: 'ville', value: 'Dakar' },
          { variable: '', value: 'orphelin' },
          { variable: 'vide', value: '' },
        ],
        redirectTo: 'menu-abc123',
      }),
    ).toBe('{{ville}}=Dakar&redirect_to=menu-abc123');
    expect(writePayload({ assignments: [], redirectTo: undefined })).toBe('');
  });

  it('round-trips', () => {
    const payload = '{{a}}=1&{{b}}=deux&redirect_to=x-000000';
    expect(writePayload(parsePayload(payload))).toBe(payload);
  });
});

describe('regenerateChain', () => {
  it('gives each element chatbotId_blockId_type_random8 and links id_previous', () => {
    let counter = 0;
    const chain = regenerateChain(
      [{ type: 'text' }, { type: 'delay' }, { type: 'image' }],
      'bot',
      'accueil-abc123',
      () => counter++ % 36,
    );
    expect(chain.map((element) => element.id_element)).toEqual([
      'bot_accueil-abc123_text_abcdefgh',
      'bot_accueil-abc123_delay_ijklmnop',
      'bot_accueil-abc123_image_qrstuvwx',
    ]);
    expect(chain.map((element) => element.id_previous)).toEqual([
      null,
      'bot_accueil-abc123_text_abcdefgh',
      'bot_accueil-abc123_delay_ijklmnop',
    ]);
  });

  it('replaces stale ids and keeps the rest of each element', () => {
    const [only] = regenerateChain(
      [{ type: 'text', message: 'Bonjour', id_element: 'temp_1', id_previous: 'x' }],
      'b',
      'k',
    );
    expect(only).toMatchObject({ type: 'text', message: 'Bonjour', id_previous: null });
    expect(only?.id_element).toMatch(/^b_k_text_[a-z0-9]{8}$/);
  });
});

describe('outboundLinks', () => {
  it('finds buttons, redirect_to, list rows and redirections', () => {
    const links = outboundLinks([
      {
        type: 'text_button',
        id_element: 'e1',
        buttons: [{ id: 'menu-aaaaaa', title: 'Menu', payload: 'redirect_to=promo-bbbbbb' }],
      },
      {
        type: 'list',
        id_element: 'e2',
        interactive: { action: { sections: [{ rows: [{ id: 'liv-cccccc' }, { id: 'paie-dddddd' }] }] } },
      },
      { type: 'redirection', id_element: 'e3', redirection_block: 'fin-eeeeee' },
      { type: 'text', message: 'menu-aaaaaa' },
      'pas un élément',
    ]);
    expect(links.map((link) => [link.elementId, link.sourceType, link.target])).toEqual([
      ['e1', 'text_button', 'menu-aaaaaa'],
      ['e1', 'text_button', 'promo-bbbbbb'],
      ['e2', 'list', 'liv-cccccc'],
      ['e2', 'list', 'paie-dddddd'],
      ['e3', 'redirection', 'fin-eeeeee'],
    ]);
  });
});
