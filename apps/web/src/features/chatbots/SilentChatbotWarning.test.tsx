import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { clearStoredSession, storeSession } from '../../lib/sessionStore';
import { SilentChatbotWarning } from './SilentChatbotWarning';

afterEach(() => {
  cleanup();
  clearStoredSession();
});

function signInAs(role: 'editor' | 'agent') {
  const workspace = { id: 'w1', name: 'Téranga Shop', kind: 'own' as const, role };
  storeSession({ data: { id: 'u1', token: 't', workspace } as never, token: 't' });
}

const wrap = (node: ReactNode) =>
  render(
    <MantineProvider env="test">
      <MemoryRouter>{node}</MemoryRouter>
    </MantineProvider>,
  );

describe('SilentChatbotWarning', () => {
  it('says why the chatbot will not answer, with the way to the flow editor', () => {
    signInAs('editor');
    wrap(<SilentChatbotWarning chatbotId="c1" reasons={['le flux de bienvenue est vide.']} />);
    expect(screen.getByRole('status').textContent).toContain(
      'Ce chatbot ne répondra pas : le flux de bienvenue est vide.',
    );
    expect(screen.getByRole('link', { name: 'Compléter les flux dans l’éditeur' }).getAttribute('href')).toBe(
      '/dashboard/chatbots/c1/playground',
    );
  });

  it('says it to an agent too, without the way to the flow editor its role does not open', () => {
    signInAs('agent');
    wrap(<SilentChatbotWarning chatbotId="c1" reasons={['le flux de bienvenue est vide.']} />);
    expect(screen.getByRole('status').textContent).toContain('Ce chatbot ne répondra pas');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('shows nothing for a chatbot that answers', () => {
    wrap(<SilentChatbotWarning chatbotId="c1" reasons={[]} />);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
