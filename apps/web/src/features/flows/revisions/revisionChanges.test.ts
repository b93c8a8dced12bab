import type { FlowElement } from '@griot/contract/flows/flowElementSchemas';
import { describe, expect, it } from 'vitest';
import { revisionChanges } from './revisionChanges';

const hello: FlowElement = { type: 'text', message: 'Bonjour', preview_url: true, id_element: 'e1' };
const pause: FlowElement = { type: 'delay', timmer: '2', id_element: 'e2', id_previous: 'e1' };
const toPromo: FlowElement = { type: 'redirection', redirection_block: 'promo-abc123' };
const toDefault: FlowElement = { type: 'redirection', redirection_block: 'default-1' };

describe('what restoring a version changes', () => {
  it('counts the elements before and after, and names what is lost and what comes back', () => {
    const changes = revisionChanges([hello, pause, toPromo], [hello, toDefault]);
    expect(changes.before).toBe(3);
    expect(changes.after).toBe(2);
    expect(changes.removed).toEqual([pause, toPromo]);
    expect(changes.added).toEqual([toDefault]);
    expect(changes.linksRemoved).toEqual(['promo-abc123']);
    expect(changes.linksAdded).toEqual(['default-1']);
    expect(changes.identical).toBe(false);
  });

  it('ignores the chain ids, which every save renumbers', () => {
    const renumbered: FlowElement = { ...hello, id_element: 'other', id_previous: null };
    const changes = revisionChanges([hello], [renumbered]);
    expect(changes.identical).toBe(true);
    expect(changes.removed).toEqual([]);
    expect(changes.added).toEqual([]);
  });

  it('sees a text changed as one element lost and one back, and a reorder as a change of nothing but order', () => {
    const changed = revisionChanges([hello], [{ ...hello, message: 'Salut' }]);
    expect(changed.removed).toHaveLength(1);
    expect(changed.added).toHaveLength(1);
    const reordered = revisionChanges([hello, pause], [pause, hello]);
    expect(reordered.removed).toEqual([]);
    expect(reordered.added).toEqual([]);
    expect(reordered.identical).toBe(false);
  });

  it('matches repeated elements one for one', () => {
    const changes = revisionChanges([pause, pause, pause], [pause]);
    expect(changes.removed).toHaveLength(2);
    expect(changes.added).toEqual([]);
  });
});
