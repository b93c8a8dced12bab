import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  type Icon,
  IconBuildingStore,
  IconCash,
  IconExternalLink,
  IconReceipt,
  IconShoppingCart,
} from '@tabler/icons-react';
import { useLocation } from 'react-router';
import { useTexts } from '../../lib/i18n/useTexts';
import { commerceTexts } from './commerceTexts';
import classes from './ShopPage.module.css';
import { SHOP_SECTIONS, shopSectionFor } from './shopSections';
import { useOpenShop } from './useOpenShop';

const SECTION_ICONS: Record<string, Icon> = {
  '/dashboard/transactions': IconReceipt,
  '/dashboard/orders': IconShoppingCart,
  '/dashboard/payouts': IconCash,
};

/**
 * /dashboard/transactions, /orders and /payouts: these live in the connected
 * online shop, so the three share one page that says so and opens it.
 */
export function ShopPage() {
  const t = useTexts(commerceTexts);
  const { pathname } = useLocation();
  const openShop = useOpenShop();
  const current = shopSectionFor(pathname);

  return (
    <Stack gap="lg" maw={1080} mx="auto">
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} className={classes.hero} component="section">
        <Group align="flex-start" wrap="nowrap" gap="lg">
          <ThemeIcon size={56} radius="lg" variant="filled" aria-hidden visibleFrom="xs">
            <IconBuildingStore size={30} stroke={1.6} />
          </ThemeIcon>
          <Stack gap="sm" flex={1}>
            <Title order={2}>{current.title}</Title>
            <Text>{t.page.intro}</Text>
            <Group>
              <Button size="md" onClick={openShop} rightSection={<IconExternalLink size={18} aria-hidden />}>
                {t.page.open}
              </Button>
            </Group>
          </Stack>
        </Group>
      </Paper>
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
        {SHOP_SECTIONS.map((section) => {
          const SectionIcon = SECTION_ICONS[section.path] ?? IconBuildingStore;
          const isCurrent = section.path === current.path;
          return (
            <Paper
              key={section.path}
              withBorder
              radius="lg"
              p="lg"
              component="section"
              className={classes.section}
              data-current={isCurrent || undefined}
              aria-labelledby={`shop-${section.key}`}
            >
              <Group justify="space-between" mb="sm">
                <ThemeIcon variant="light" size={40} radius="md" aria-hidden>
                  <SectionIcon size={22} />
                </ThemeIcon>
                {isCurrent && (
                  <Badge variant="light" tt="none">
                    {t.page.here}
                  </Badge>
                )}
              </Group>
              <Title order={3} size="h5" mb={4} id={`shop-${section.key}`}>
                {section.title}
              </Title>
              <Text size="sm" c="dimmed">
                {section.description}
              </Text>
            </Paper>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
