import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './global.css';
import { TOAST_DURATION_MS } from '@griot/contract/constants';
import { loadLanguage } from '@griot/i18n/texts';
import { localStorageColorSchemeManager, MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { ScreenLoader } from './components/ScreenLoader';
import { displayLanguage, subscribeDisplayLanguage } from './lib/i18n/displayLanguage';
import { queryClient } from './lib/queryClient';
import { router } from './routes';
import { cssVariablesResolver, theme } from './theme';

/** The day/night choice survives a reload. */
const colorSchemeManager = localStorageColorSchemeManager({ key: 'griot-color-scheme' });

// The server's words in cached answers (toasts aside: reasons, statuses) follow a switch too.
let shownLanguage = displayLanguage();
subscribeDisplayLanguage(() => {
  if (displayLanguage() === shownLanguage) return;
  shownLanguage = displayLanguage();
  void queryClient.invalidateQueries();
});

/** How long a first screen in English or Spanish waits for its words before showing French. */
const FIRST_WORDS_WAIT_MS = 3_000;

const root = document.getElementById('root');
// i18n-exempt: a broken page for developers, before any screen exists
if (!root) throw new Error('#root is missing from index.html');

// A visitor in English or Spanish: the app's own catalogues arrive before its first screen (the
// screens' own follow with their code); offline, it shows French rather than nothing.
const firstWords = Promise.race([
  loadLanguage(displayLanguage()),
  new Promise((resolve) => setTimeout(resolve, FIRST_WORDS_WAIT_MS)),
]);

void firstWords.then(() =>
  createRoot(root).render(
    <StrictMode>
      <MantineProvider
        theme={theme}
        cssVariablesResolver={cssVariablesResolver}
        colorSchemeManager={colorSchemeManager}
        defaultColorScheme="light"
      >
        <Notifications position="top-right" autoClose={TOAST_DURATION_MS} limit={4} />
        <QueryClientProvider client={queryClient}>
          {/* A screen whose translation is still downloading shows the loader (lib/i18n/useTexts). */}
          <Suspense fallback={<ScreenLoader />}>
            <RouterProvider router={router} />
          </Suspense>
        </QueryClientProvider>
      </MantineProvider>
    </StrictMode>,
  ),
);
