import { MantineProvider } from '@mantine/core';
import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screenTitleFor } from '../../components/screenTitles';
import { switchLanguage } from '../../lib/i18n/displayLanguage';
import { Sidebar } from './Sidebar';
import type { SidebarState } from './useSidebarExpanded';

const pinnedOpen: SidebarState = {
  small: false,
  pinned: true,
  drawerOpen: false,
  expanded: true,
  togglePinned: vi.fn(),
  openDrawer: vi.fn(),
  closeDrawer: vi.fn(),
  hoverHandlers: {},
};

function renderSidebar() {
  render(
    <MantineProvider env="test">
      <MemoryRouter initialEntries={['/dashboard/all-users']}>
        <Sidebar state={pinnedOpen} onOpenShop={vi.fn()} />
      </MemoryRouter>
    </MantineProvider>,
  );
}

describe('the sidebar', () => {
  afterEach(async () => {
    cleanup();
    await switchLanguage('fr');
  });

  it('speaks French by default, then English at once after a switch, without a reload', async () => {
    renderSidebar();
    const navigation = await screen.findByRole('navigation', { name: 'Navigation principale' });
    expect(navigation).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Utilisateurs' })).toBeTruthy();
    expect(screen.getByText('Boutique')).toBeTruthy();

    await act(() => switchLanguage('en'));

    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeTruthy();
    for (const name of [
      'Home',
      'Chatbots',
      'Users',
      'WhatsApp accounts',
      'Analytics',
      'Orders',
      'Posts',
      'Team',
    ])
      expect(screen.getByRole('link', { name })).toBeTruthy();
    expect(screen.getByText('Shop')).toBeTruthy();
    expect(screen.getByText('Content')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Online shop' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Collapse menu' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Utilisateurs' })).toBeNull();
  });

  it('opens in Spanish when the language was chosen before', async () => {
    await switchLanguage('es');
    renderSidebar();
    expect(await screen.findByRole('link', { name: 'Usuarios' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Cuentas de WhatsApp' })).toBeTruthy();
    expect(screen.getByText('Tienda')).toBeTruthy();
  });
});

describe('the screen titles', () => {
  afterEach(() => switchLanguage('fr'));

  it('follow the language shown', async () => {
    expect(screenTitleFor('/dashboard/all-users')).toBe('Gestion des utilisateurs');
    await switchLanguage('en');
    expect(screenTitleFor('/dashboard/all-users')).toBe('User management');
    expect(screenTitleFor('/dashboard/chatbots/x/playground')).toBe('Flow editor');
    expect(screenTitleFor('/dashboard/chatbots/x/jarvis-knowledge')).toBe('GRIOT IA');
    await switchLanguage('es');
    expect(screenTitleFor('/dashboard')).toBe('Panel');
  });
});
