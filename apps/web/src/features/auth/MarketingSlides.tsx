import { Box, Group, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { ChatIllustration } from './ChatIllustration';
import classes from './MarketingSlides.module.css';
import { marketingSlides } from './marketingSlides';
import { useRotatingIndex } from './useRotatingIndex';

/** The rotating promises beside the auth forms; the dots change slide by click or keyboard. */
export function MarketingSlides({ intervalMs }: { intervalMs: number }) {
  const { index, goTo } = useRotatingIndex(marketingSlides.length, intervalMs);
  const slide = marketingSlides[index] ?? marketingSlides[0];
  return (
    <Stack
      className={classes.panel}
      justify="center"
      align="center"
      gap="xl"
      aria-roledescription="carrousel"
    >
      <ChatIllustration variant={index} />
      <Box key={index} className={classes.slide} aria-live="polite" maw={420}>
        <Title order={2} c="white" ta="center">
          {slide.title}
        </Title>
        <Text c="griot.0" ta="center" mt="sm" size="lg">
          {slide.text}
        </Text>
      </Box>
      <Group gap={8} role="tablist" aria-label="Diapositives">
        {marketingSlides.map((item, dot) => (
          <UnstyledButton
            key={item.title}
            role="tab"
            aria-selected={dot === index}
            aria-label={`Diapositive ${dot + 1} : ${item.title}`}
            className={classes.dot}
            data-active={dot === index || undefined}
            onClick={() => goTo(dot)}
          />
        ))}
      </Group>
    </Stack>
  );
}
