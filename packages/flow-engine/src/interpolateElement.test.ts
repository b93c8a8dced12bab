import { describe, expect, it } from 'vitest';
import { interpolateElement } from './interpolateElement';

const lookup = (name: string) => (name === 'x' ? 'X' : '');

describe('interpolateElement', () => {
  it('fills text and location request messages', () => {
    expect(interpolateElement({ type: 'text', message: 'a{{x}}', preview_url: true }, lookup)).toEqual({
      type: 'text',
      message: 'aX',
      preview_url: true,
    });
    expect(interpolateElement({ type: 'location_request_message', message: '{{x}}' }, lookup)).toEqual({
      type: 'location_request_message',
      message: 'X',
    });
  });

  it('fills button titles but keeps targets and payloads', () => {
    const element = interpolateElement(
      {
        type: 'text_button',
        message: 'Choix {{x}}',
        buttons: [{ id: 'b-{{x}}', title: 'Oui {{x}}', payload: '{{v}}=1' }],
      },
      lookup,
    );
    expect(element).toEqual({
      type: 'text_button',
      message: 'Choix X',
      buttons: [{ id: 'b-{{x}}', title: 'Oui X', payload: '{{v}}=1' }],
    });
  });

  it('fills every text of a list but not row ids', () => {
    const element = interpolateElement(
      {
        type: 'list',
        interactive: {
          type: 'list',
          header: { type: 'text', text: 'H{{x}}' },
          body: { text: 'B{{x}}' },
          footer: { text: 'F{{x}}' },
          action: {
            button: 'M{{x}}',
            sections: [{ title: 'S{{x}}', rows: [{ id: 'r{{x}}', title: 'T{{x}}', description: 'D{{x}}' }] }],
          },
        },
      },
      lookup,
    );
    expect(element).toEqual({
      type: 'list',
      interactive: {
        type: 'list',
        header: { type: 'text', text: 'HX' },
        body: { text: 'BX' },
        footer: { text: 'FX' },
        action: {
          button: 'MX',
          sections: [{ title: 'SX', rows: [{ id: 'r{{x}}', title: 'TX', description: 'DX' }] }],
        },
      },
    });
  });

  it('fills media links and CTA cards', () => {
    for (const type of ['image', 'document', 'audio'] as const) {
      expect(interpolateElement({ type, link: 'https://f/{{x}}.png' }, lookup)).toEqual({
        type,
        link: 'https://f/X.png',
      });
    }
    expect(
      interpolateElement(
        {
          type: 'button_link',
          image_header: 'https://i/{{x}}',
          body_message: 'b{{x}}',
          footer_message: 'f{{x}}',
          action: { name: 'cta_url', parameters: { display_text: 'd{{x}}', url: 'https://u/{{x}}' } },
        },
        lookup,
      ),
    ).toEqual({
      type: 'button_link',
      image_header: 'https://i/X',
      body_message: 'bX',
      footer_message: 'fX',
      action: { name: 'cta_url', parameters: { display_text: 'dX', url: 'https://u/X' } },
    });
  });
});
