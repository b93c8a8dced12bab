import { MantineProvider } from '@mantine/core';
import { ORPCError } from '@orpc/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ImportChatbotModal } from './ImportChatbotModal';
import { uploadChatbotFile } from './uploadChatbotFile';

vi.mock('../../../lib/apiClient', () => ({
  apiOrigin: () => 'http://localhost',
  api: { chatbots: { list: vi.fn() } },
}));
vi.mock('./uploadChatbotFile', () => ({ uploadChatbotFile: vi.fn() }));

const upload = vi.mocked(uploadChatbotFile);

function renderModal() {
  const onClose = vi.fn();
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <ImportChatbotModal opened onClose={onClose} />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { onClose };
}

function dropFile(file: File) {
  fireEvent.drop(screen.getByTestId('import-drop-zone'), { dataTransfer: { files: { item: () => file } } });
}

const chatbotFile = () =>
  new File(['{"format":"griot.chatbot"}'], 'griot-boutique-awa.json', { type: 'application/json' });

afterEach(() => {
  cleanup();
  upload.mockReset();
});

describe('ImportChatbotModal', () => {
  it('sends the dropped file with the name, shows the progress, then the warnings and the way to the chatbot', async () => {
    let report: (percent: number) => void = () => {};
    let finish: (value: { chatbotId: string; warnings: string[] }) => void = () => {};
    upload.mockImplementation((_file, _name, onProgress) => {
      report = onProgress;
      return new Promise((resolve) => {
        finish = resolve;
      });
    });
    renderModal();
    expect(((await screen.findByRole('button', { name: 'Importer' })) as HTMLButtonElement).disabled).toBe(
      true,
    );
    dropFile(chatbotFile());
    fireEvent.change(screen.getByLabelText('Nom du nouveau chatbot (facultatif)'), {
      target: { value: 'Awa (copie)' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Importer' }));

    expect(upload).toHaveBeenCalledWith(
      expect.any(File),
      'Awa (copie)',
      expect.any(Function),
      expect.any(AbortSignal),
    );
    const sent = upload.mock.calls[0]?.[0] as File | undefined;
    expect(sent?.name).toBe('griot-boutique-awa.json');
    await vi.waitFor(() => report(40));
    expect(await screen.findByText('Envoi du fichier… 40 %')).toBeTruthy();
    report(100);
    expect(await screen.findByText('Vérification et création du chatbot…')).toBeTruthy();

    finish({
      chatbotId: '00000000-0000-4000-8000-000000000042',
      warnings: ['Le bloc « Code » de Typebot (groupe « Fin ») n’a pas d’équivalent : ignoré.'],
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    console.log('BODY', document.body.textContent);
    expect(await screen.findByText('Chatbot importé')).toBeTruthy();
    expect(screen.getByText('Un point à vérifier')).toBeTruthy();
    expect(
      screen.getByText('Le bloc « Code » de Typebot (groupe « Fin ») n’a pas d’équivalent : ignoré.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ouvrir le chatbot' }).getAttribute('href')).toBe(
      '/dashboard/chatbots/00000000-0000-4000-8000-000000000042/playground',
    );
  });

  it('shows the server’s French refusal and keeps the file to try again', async () => {
    upload.mockRejectedValue(
      new ORPCError('BAD_REQUEST', {
        status: 400,
        message:
          'Ce fichier vient d’une version plus récente de Griot : mettez Griot à jour pour l’importer. Rien n’a été importé.',
        data: {
          success: false,
          message:
            'Ce fichier vient d’une version plus récente de Griot : mettez Griot à jour pour l’importer. Rien n’a été importé.',
        },
      }),
    );
    renderModal();
    dropFile(chatbotFile());
    fireEvent.click(await screen.findByRole('button', { name: 'Importer' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Ce fichier vient d’une version plus récente de Griot : mettez Griot à jour pour l’importer. Rien n’a été importé.',
    );
    expect((screen.getByRole('button', { name: 'Importer' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('refuses a file over 20 MB before sending anything', async () => {
    renderModal();
    const large = chatbotFile();
    Object.defineProperty(large, 'size', { value: 21 * 1024 * 1024 });
    dropFile(large);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Le fichier dépasse 20 Mo : choisissez-en un plus léger.',
    );
    expect((screen.getByRole('button', { name: 'Importer' }) as HTMLButtonElement).disabled).toBe(true);
    expect(upload).not.toHaveBeenCalled();
  });
});
