import { Box, Group, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useTexts } from '../../lib/i18n/useTexts';
import { authTexts } from './authTexts';
import { ChatIllustration } from './ChatIllustration';
import classes from './MarketingSlides.module.css';
import { MARKETING_SLIDES } from './marketingSlides';
import { useRotatingIndex } from './useRotatingIndex';

/** The rotating promises beside the auth forms; the dots change slide by click or keyboard. */
export function MarketingSlides({ intervalMs }: { intervalMs: number }) {
  const t = useTexts(authTexts);
  const { index, goTo } = useRotatingIndex(MARKETING_SLIDES.length, intervalMs);
  const shown = MARKETING_SLIDES[index] ?? MARKETING_SLIDES[0];
  const slide = t.slides[shown];
  return (
    <Stack
      className={classes.panel}
      justify="center"
      align="center"
      gap="xl"
      aria-roledescription={t.slides.roleDescription}
    >
      <ChatIllustration slide={shown} />
      <Box key={index} className={classes.slide} aria-live="polite" maw={420}>
        <Title order={2} c="white" ta="center">
          {slide.title}
        </Title>
        <Text c="griot.0" ta="center" mt="sm" size="lg">
          {slide.text}
        </Text>
      </Box>
      <Group gap={8} role="tablist" aria-label={t.slides.label}>
        {MARKETING_SLIDES.map((item, dot) => (
          <UnstyledButton
            key={item}
            role="tab"
            aria-selected={dot === index}
            aria-label={t.slides.dot({ number: dot + 1, title: t.slides[item].title })}
            className={classes.dot}
            data-active={dot === index || undefined}
            onClick={() => goTo(dot)}
          />
        ))}
      </Group>
    </Stack>
  );
}
