import type { ChatMessage } from '@griot/contract/conversations/conversationSchemas';
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChatBubble } from './ChatBubble';
import { MessageThread } from './MessageThread';

const out = (element: Record<string, unknown>, extra: Partial<ChatMessage> = {}): ChatMessage => ({
  id: String(Math.random()),
  direction: 'out',
  type: String(element.type),
  content: { element },
  status: 'sent',
  error: null,
  agent_id: null,
  created_at: '2026-11-20T10:15:00.000Z',
  ...extra,
});
const inbound = (event: Record<string, unknown>, text = ''): ChatMessage => ({
  id: String(Math.random()),
  direction: 'in',
  type: String(event.type),
  content: { event, text },
  status: 'received',
  error: null,
  agent_id: null,
  created_at: '2026-11-20T10:14:00.000Z',
});

const wrap = (node: ReactNode) => render(<MantineProvider env="test">{node}</MantineProvider>);

afterEach(cleanup);

describe('ChatBubble — outbound elements', () => {
  it('renders text with its line breaks, the time and the sent tick', () => {
    const { container } = wrap(<ChatBubble message={out({ type: 'text', message: 'Bonjour\nBienvenue' })} />);
    const paragraph = screen.getByText(
      (_, node) => node?.textContent === 'Bonjour\nBienvenue' && node.tagName === 'P',
    );
    expect(paragraph).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Envoyé' })).toBeTruthy();
    expect(container.querySelector('time')?.getAttribute('dateTime')).toBe('2026-11-20T10:15:00.000Z');
    expect(container.querySelector('[data-direction="out"]')).toBeTruthy();
  });

  it('shows a broadcast template with its campaign mark and status, without a retry', () => {
    const onRetry = vi.fn();
    wrap(
      <ChatBubble
        onRetry={onRetry}
        message={{
          ...out(
            {
              type: 'template',
              header: 'Promo Tabaski',
              message: 'Bonjour Awa, profitez de -20 %',
              footer: 'Répondez STOP',
              buttons: ['Voir la boutique'],
            },
            { status: 'failed', error: 'Échec (code 131026)' },
          ),
          content: {
            element: {
              type: 'template',
              header: 'Promo Tabaski',
              message: 'Bonjour Awa, profitez de -20 %',
              footer: 'Répondez STOP',
              buttons: ['Voir la boutique'],
            },
            broadcast: { id: 'c1', name: 'promo_tabaski' },
          },
        }}
      />,
    );
    expect(screen.getByText('Diffusion : promo_tabaski')).toBeTruthy();
    expect(screen.getByText('Promo Tabaski')).toBeTruthy();
    expect(screen.getByText('Répondez STOP')).toBeTruthy();
    expect(screen.getByText('Voir la boutique')).toBeTruthy();
    expect(screen.getByRole('img', { name: "Échec de l'envoi : Échec (code 131026)" })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Réessayer' })).toBeNull();
  });

  it('marks an agent reply', () => {
    wrap(<ChatBubble message={out({ type: 'text', message: 'Je prends le relais' }, { agent_id: 'u1' })} />);
    expect(screen.getByText('Agent')).toBeTruthy();
  });

  it('renders text_button buttons, clickable only when interactive (id, else index)', () => {
    const message = out({
      type: 'text_button',
      message: 'Que voulez-vous ?',
      buttons: [{ id: 'blk_menu', title: 'Menu' }, { title: 'Aide' }],
    });
    wrap(<ChatBubble message={message} />);
    expect(screen.getByText('Menu')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Menu' })).toBeNull();
    cleanup();
    const onAction = vi.fn();
    wrap(<ChatBubble message={message} interactive onAction={onAction} />);
    fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
    fireEvent.click(screen.getByRole('button', { name: 'Aide' }));
    expect(onAction.mock.calls).toEqual([
      [{ type: 'button', id: 'blk_menu', title: 'Menu' }],
      [{ type: 'button', id: '1', title: 'Aide' }],
    ]);
  });

  it('renders a list: body, its button and rows; a row sends its id', () => {
    const onAction = vi.fn();
    wrap(
      <ChatBubble
        interactive
        onAction={onAction}
        message={out({
          type: 'list',
          interactive: {
            type: 'list',
            header: { text: 'Nos offres' },
            body: { text: 'Choisissez un forfait' },
            action: {
              button: 'Voir les forfaits',
              sections: [
                { title: 'Mobile', rows: [{ id: 'row_1', title: 'Pass jour', description: '500 F' }] },
              ],
            },
          },
        })}
      />,
    );
    expect(screen.getByText('Nos offres')).toBeTruthy();
    expect(screen.getByText('Choisissez un forfait')).toBeTruthy();
    expect(screen.getByText('Voir les forfaits')).toBeTruthy();
    expect(screen.getByText('500 F')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Pass jour/ }));
    expect(onAction).toHaveBeenCalledWith({ type: 'list', id: 'row_1', title: 'Pass jour' });
  });

  it('renders media: image thumbnail, document link with file name, audio player, caption', () => {
    const { container } = wrap(
      <>
        <ChatBubble
          message={out({ type: 'image', link: 'https://cdn.test/a/photo.jpg', caption: 'Notre boutique' })}
        />
        <ChatBubble message={out({ type: 'document', link: 'https://cdn.test/docs/tarifs%202026.pdf' })} />
        <ChatBubble message={out({ type: 'audio', link: 'https://cdn.test/voice.ogg' })} />
      </>,
    );
    expect(screen.getByRole('img', { name: 'Image' }).getAttribute('src')).toBe(
      'https://cdn.test/a/photo.jpg',
    );
    expect(screen.getByText('Notre boutique')).toBeTruthy();
    const document = screen.getByRole('link', { name: /tarifs 2026\.pdf/ });
    expect(document.getAttribute('href')).toBe('https://cdn.test/docs/tarifs%202026.pdf');
    expect(container.querySelector('audio')?.getAttribute('src')).toBe('https://cdn.test/voice.ogg');
  });

  it('renders a location request; the simulator sends the demo location', () => {
    const message = out({ type: 'location_request_message', message: 'Où êtes-vous ?' });
    wrap(<ChatBubble message={message} />);
    expect(screen.getByText('Envoyer la position')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Envoyer la position' })).toBeNull();
    cleanup();
    const onAction = vi.fn();
    wrap(<ChatBubble message={message} interactive onAction={onAction} />);
    expect(screen.getByText(/Position de démonstration/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer la position' }));
    expect(onAction).toHaveBeenCalledWith({
      type: 'location',
      latitude: 14.6928,
      longitude: -17.4467,
      name: 'Position de démonstration',
    });
  });

  it('renders a button_link card with image, text and link button', () => {
    wrap(
      <ChatBubble
        message={out({
          type: 'button_link',
          image_header: 'https://cdn.test/banner.png',
          body_message: 'Découvrez nos promotions',
          footer_message: 'Offre limitée',
          action: { name: 'cta_url', parameters: { display_text: 'Voir le site', url: 'https://shop.test' } },
        })}
      />,
    );
    expect(screen.getByText('Découvrez nos promotions')).toBeTruthy();
    expect(screen.getByText('Offre limitée')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Voir le site' }).getAttribute('href')).toBe('https://shop.test');
  });
});

describe('ChatBubble — statuses', () => {
  it.each([
    ['queued', 'En attente'],
    ['sent', 'Envoyé'],
    ['delivered', 'Distribué'],
    ['read', 'Lu'],
  ])('shows %s as %s', (status, label) => {
    const { container } = wrap(<ChatBubble message={out({ type: 'text', message: 'x' }, { status })} />);
    expect(screen.getByRole('img', { name: label })).toBeTruthy();
    expect(container.querySelector(`[data-status="${status}"]`)).toBeTruthy();
  });

  it('shows a failure with its error', () => {
    wrap(
      <ChatBubble
        message={out({ type: 'text', message: 'x' }, { status: 'failed', error: 'Numéro WhatsApp invalide' })}
      />,
    );
    expect(screen.getByRole('img', { name: "Échec de l'envoi : Numéro WhatsApp invalide" })).toBeTruthy();
  });

  it('shows no tick on inbound messages', () => {
    wrap(<ChatBubble message={inbound({ type: 'text', text: 'Salut' }, 'Salut')} />);
    expect(screen.getByText('Salut')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
  });
});

describe('ChatBubble — inbound events', () => {
  it('shows a chosen button as a reply', () => {
    wrap(<ChatBubble message={inbound({ type: 'button', id: 'blk_menu', title: 'Menu' }, 'Menu')} />);
    expect(screen.getByText('Réponse choisie')).toBeTruthy();
    expect(screen.getByText('Menu')).toBeTruthy();
  });

  it('shows a location as coordinates with an OpenStreetMap link', () => {
    wrap(<ChatBubble message={inbound({ type: 'location', latitude: 14.6928, longitude: -17.4467 })} />);
    expect(screen.getByText('14,6928, -17,4467')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Voir sur la carte' }).getAttribute('href')).toBe(
      'https://www.openstreetmap.org/?mlat=14.6928&mlon=-17.4467#map=16/14.6928/-17.4467',
    );
  });

  it('shows an inbound media with its caption', () => {
    wrap(
      <ChatBubble
        message={inbound({
          type: 'media',
          mediaType: 'image',
          url: '/api/public/media/u.jpg',
          caption: 'Ma facture',
        })}
      />,
    );
    expect(screen.getByRole('img', { name: 'Image' })).toBeTruthy();
    expect(screen.getByText('Ma facture')).toBeTruthy();
  });

  it.each([
    'https://tracker.example/pixel.gif',
    'javascript:alert(1)',
    'data:image/svg+xml,<svg/>',
    'http://169.254.169.254/latest/meta-data',
  ])('never loads a media link that is not one of our stored files: %s', (url) => {
    wrap(<ChatBubble message={inbound({ type: 'media', mediaType: 'image', url, caption: 'Regardez' })} />);
    expect(screen.queryByRole('img', { name: 'Image' })).toBeNull();
    expect(document.querySelector(`[src="${url}"], [href="${url}"]`)).toBeNull();
  });
});

describe('MessageThread', () => {
  it('puts a separator before each new day', () => {
    const first = { ...out({ type: 'text', message: 'a' }), id: '1', created_at: '2024-03-04T10:00:00.000Z' };
    const second = {
      ...out({ type: 'text', message: 'b' }),
      id: '2',
      created_at: '2024-03-04T11:00:00.000Z',
    };
    const third = { ...out({ type: 'text', message: 'c' }), id: '3', created_at: '2024-03-06T11:00:00.000Z' };
    const { container } = wrap(<MessageThread messages={[first, second, third]} />);
    const separators = container.querySelectorAll('h3');
    expect(separators).toHaveLength(2);
    expect(within(container).getByText(/4 mars 2024/)).toBeTruthy();
    expect(within(container).getByText(/6 mars 2024/)).toBeTruthy();
  });
});

describe('a failed message', () => {
  afterEach(cleanup);

  it('says why in French and offers to send it again', () => {
    const onRetry = vi.fn();
    const failed = out(
      { type: 'text', message: 'Votre commande est prête' },
      { status: 'failed', error: 'Jeton du bot Telegram invalide (code 401)' },
    );
    wrap(<ChatBubble message={failed} onRetry={onRetry} />);
    expect(screen.getByText('Jeton du bot Telegram invalide (code 401)')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(onRetry).toHaveBeenCalledWith(failed);
  });
});
