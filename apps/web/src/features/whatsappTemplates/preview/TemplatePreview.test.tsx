import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { type PreviewMessage, TemplatePreview } from './TemplatePreview';

function renderPreview(message: Partial<PreviewMessage>) {
  render(
    <MantineProvider env="test">
      <TemplatePreview
        time="10:24"
        message={{ header: { kind: 'none' }, body: '', footer: '', buttons: [], ...message }}
      />
    </MantineProvider>,
  );
  return screen.getByTestId('template-preview');
}

describe('TemplatePreview', () => {
  afterEach(cleanup);

  it('draws the body with WhatsApp formatting, the footer and the time', () => {
    const preview = renderPreview({ body: 'Bonjour *Awa*, _merci_ !', footer: 'Répondez STOP' });
    expect(within(preview).getByText('Awa').tagName).toBe('STRONG');
    expect(within(preview).getByText('merci').tagName).toBe('EM');
    expect(preview.textContent).toContain('Répondez STOP');
    expect(preview.textContent).toContain('10:24');
  });

  it('says where the message will appear while the body is empty', () => {
    expect(renderPreview({}).textContent).toContain('Votre message apparaîtra ici.');
  });

  it('shows up to three buttons, else two and "Voir toutes les options"', () => {
    const buttons = ['Oui', 'Non', 'Plus tard', 'Jamais'].map((text) => ({
      type: 'QUICK_REPLY' as const,
      text,
    }));
    const preview = renderPreview({ body: 'Question ?', buttons });
    expect(preview.textContent).toContain('Oui');
    expect(preview.textContent).toContain('Non');
    expect(preview.textContent).not.toContain('Plus tard');
    expect(preview.textContent).toContain('Voir toutes les options');
    cleanup();
    expect(renderPreview({ body: 'Question ?', buttons: buttons.slice(0, 3) }).textContent).toContain(
      'Plus tard',
    );
  });

  it('stands in for the header media until a file is chosen', () => {
    const preview = renderPreview({ body: 'Nouveautés', header: { kind: 'media', format: 'VIDEO' } });
    expect(within(preview).getByRole('img', { name: 'Vidéo de l’en-tête' })).toBeTruthy();
    cleanup();
    const withFile = renderPreview({
      body: 'Votre facture',
      header: { kind: 'media', format: 'DOCUMENT', fileName: 'facture-1042.pdf' },
    });
    expect(withFile.textContent).toContain('facture-1042.pdf');
  });
});
