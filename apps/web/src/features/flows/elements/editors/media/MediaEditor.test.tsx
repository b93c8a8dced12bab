import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { MediaEditor } from './MediaEditor';

describe('MediaEditor', () => {
  afterEach(cleanup);

  it('names a document by the name it was uploaded with, decoded', () => {
    const link =
      'http://localhost/api/public/media/documents/e11c8583-0000-4000-8000-000000000000/Devis%20mai%202026.pdf';
    render(
      <MantineProvider>
        <QueryClientProvider client={new QueryClient()}>
          <MemoryRouter>
            <MediaEditor kind="document" link={link} onLink={() => {}} />
          </MemoryRouter>
        </QueryClientProvider>
      </MantineProvider>,
    );
    expect(screen.getByRole('link', { name: 'Devis mai 2026.pdf' }).getAttribute('href')).toBe(link);
  });
});
