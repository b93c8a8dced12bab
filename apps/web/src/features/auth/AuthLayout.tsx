import { messages } from '@griot/contract/messages';
import { Anchor, Box, Center, Group, Text, ThemeIcon } from '@mantine/core';
import { IconMessageChatbot } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTexts } from '../../lib/i18n/useTexts';
import classes from './AuthLayout.module.css';
import { LanguageSwitcher } from './LanguageSwitcher';
import { MarketingSlides } from './MarketingSlides';

/** The auth screens' frame: the form on the left, the rotating promises on the right. */
export function AuthLayout({ children, slideIntervalMs }: { children: ReactNode; slideIntervalMs: number }) {
  // The contract's messages (the forms' checks, the server's answers) in the language shown.
  useTexts(messages);
  return (
    <div className={classes.root}>
      <main className={classes.formSide}>
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Group gap="xs">
            <ThemeIcon size="lg" radius="md" variant="filled">
              <IconMessageChatbot size={20} aria-hidden />
            </ThemeIcon>
            <Anchor component={Link} to="/login" fw={800} fz="xl" c="inherit" underline="never">
              {/* i18n-exempt: the brand's name */}
              Griot
            </Anchor>
          </Group>
          <LanguageSwitcher />
        </Group>
        <Center className={classes.formArea}>
          <Box w="100%" maw={460}>
            {children}
          </Box>
        </Center>
        <Text size="xs" c="dimmed" ta="center">
          {/* i18n-exempt: the brand and its cities, proper nouns in every language */}©{' '}
          {new Date().getFullYear()} Griot — Dakar · Abidjan · Lyon
        </Text>
      </main>
      <aside className={classes.slidesSide}>
        <MarketingSlides intervalMs={slideIntervalMs} />
      </aside>
    </div>
  );
}
