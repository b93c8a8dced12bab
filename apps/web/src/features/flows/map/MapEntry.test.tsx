import { MantineProvider } from '@mantine/core';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MapScreen } from './MapEntry';

const chunk = vi.hoisted(() => ({ fails: true }));

vi.mock('./ChatbotMap', () => {
  if (chunk.fails) throw new Error('chunk lost');
  return { ChatbotMap: () => <p>carte chargée</p> };
});

afterEach(cleanup);

describe('MapScreen', () => {
  it("says when the map's chunk does not arrive, and loads it again on 'Réessayer'", async () => {
    // Awaited: the lazy import settles inside act, which then renders what it gave.
    await act(async () => {
      render(
        <MantineProvider>
          <MapScreen chatbotId="bot" selected={undefined} onOpen={() => {}} />
        </MantineProvider>,
      );
    });
    expect(
      await screen.findByText("La vue d'ensemble n'a pas pu être chargée", undefined, { timeout: 10_000 }),
    ).toBeTruthy();
    chunk.fails = false;
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    });
    expect(await screen.findByText('carte chargée', undefined, { timeout: 10_000 })).toBeTruthy();
  });
});
