import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { WireMessage } from '../api/wireTypes';
import { bubbleTexts } from '../test/framePage';
import { node } from '../view/dom';
import { createMessageLog } from '../view/messageLog';
import { createMessageFeed } from './messageFeed';

const bot = (id: string, at: string, message: string): WireMessage => ({
  id,
  direction: 'out',
  created_at: at,
  content: { element: { type: 'text', message } },
});
const visitor = (id: string, at: string, content: Record<string, unknown>): WireMessage => ({
  id,
  direction: 'in',
  created_at: at,
  content,
});

describe('the message feed', () => {
  let element: HTMLElement;
  let feed: ReturnType<typeof createMessageFeed>;
  beforeEach(() => {
    element = node('div');
    const log = createMessageLog(element);
    feed = createMessageFeed(log, {
      send: vi.fn(),
      sendLocation: vi.fn(),
      openList: vi.fn(),
      followImage: vi.fn(),
    });
  });

  it('shows each message once, whether from the history or the live stream', () => {
    const welcome = bot('m1', '2026-03-01T10:00:01Z', 'Bienvenue');
    feed.add(welcome);
    feed.add(welcome);
    feed.add({ ...welcome });
    expect(bubbleTexts(element)).toEqual(['Bienvenue']);
    expect(feed.allNew([welcome])).toBe(false);
    expect(feed.allNew([bot('m2', '2026-03-01T10:00:02Z', 'Autre')])).toBe(true);
  });

  it('orders by creation and tells mine from the bot’s', () => {
    feed.add(bot('m2', '2026-03-01T10:00:02Z', 'Réponse'));
    feed.add(
      visitor('m1', '2026-03-01T10:00:01Z', { event: { type: 'text', text: 'Bonjour' }, text: 'Bonjour' }),
    );
    expect(bubbleTexts(element)).toEqual(['Bonjour', 'Réponse']);
    expect(Array.from(element.children).map((bubble) => bubble.className)).toEqual(['msg mine', 'msg']);
  });

  it("shows the visitor's taps and position as they read in the widget", () => {
    feed.add(
      visitor('a', '2026-03-01T10:00:01Z', { event: { type: 'button', id: 'b1', title: 'Nos horaires' } }),
    );
    feed.add(visitor('b', '2026-03-01T10:00:02Z', { event: { type: 'list', id: 'row-1' } }));
    feed.add(
      visitor('c', '2026-03-01T10:00:03Z', { event: { type: 'location', latitude: 1, longitude: 2 } }),
    );
    feed.add(visitor('d', '2026-03-01T10:00:04Z', { text: 'Photo reçue' }));
    expect(bubbleTexts(element)).toEqual(['Nos horaires', 'row-1', '📍 Position partagée', 'Photo reçue']);
  });

  it("confirms the pending bubble with the server's copy instead of adding one", () => {
    const pending = feed.addPending('Merci beaucoup');
    expect(pending.className).toBe('msg mine pending');
    feed.add(visitor('m9', '2026-03-01T10:00:09Z', { event: { type: 'text', text: 'Merci beaucoup' } }));
    expect(bubbleTexts(element)).toEqual(['Merci beaucoup']);
    expect(pending.className).toBe('msg mine');
    expect(pending.dataset.at).toBe('2026-03-01T10:00:09Z');
    expect(pending.querySelector('time')?.textContent).toMatch(/^\d\d:\d\d$/);
  });

  it('drops a bubble that could not be sent, and the next echo adds its own', () => {
    const failed = feed.addPending('Perdu');
    feed.dropPending(failed);
    feed.add(visitor('m1', '2026-03-01T10:00:01Z', { event: { type: 'text', text: 'Autre' } }));
    expect(bubbleTexts(element)).toEqual(['Autre']);
  });

  it('ignores what is not a message, or an element the visitor never sees', () => {
    feed.add(null);
    feed.add({ direction: 'out', content: { element: { type: 'text', message: 'sans id' } } });
    feed.add({ id: 'm2', direction: 'out', content: { element: { type: 'delay', timmer: '2' } } });
    expect(element.children).toHaveLength(0);
  });
});
