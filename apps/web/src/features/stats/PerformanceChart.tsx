import { HOME_TOP_CHATBOTS } from '@griot/contract/constants';
import type { Stats } from '@griot/contract/stats/statsSchemas';
import { Badge, Group, Stack, Text, Title, Tooltip, UnstyledButton } from '@mantine/core';
import { IconMinus, IconTrendingUp } from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatNumber } from '../../lib/formatNumber';
import { useTexts } from '../../lib/i18n/useTexts';
import { barHeight } from './barHeight';
import { formatCount } from './formatCount';
import { growthPercent } from './growthPercent';
import { HomeSection } from './HomeSection';
import classes from './PerformanceChart.module.css';
import { statsTexts } from './statsTexts';

type PopularChatbot = Stats['fourMostPopularChatbot'][number];

/**
 * The top chatbots by discussions: one bar each, 40-180 px tall relative to the
 * leader, a tooltip with end-users and discussions, and a click through to the chatbot's dashboard.
 */
export function PerformanceChart({ chatbots }: { chatbots: readonly PopularChatbot[] }) {
  const t = useTexts(statsTexts);
  const top = chatbots.slice(0, HOME_TOP_CHATBOTS);
  const max = Math.max(0, ...top.map((chatbot) => chatbot.total_discussions));
  const growth = growthPercent(top.map((chatbot) => chatbot.total_discussions));

  return (
    <HomeSection labelledBy="home-performance">
      <Group justify="space-between" align="flex-start" mb="lg" gap="sm">
        <div>
          <Title order={2} size="h4" id="home-performance">
            {t.performance.title}
          </Title>
          <Text size="sm" c="dimmed">
            {t.performance.intro}
          </Text>
        </div>
        {growth !== null && <GrowthBadge percent={growth} />}
      </Group>
      {top.length === 0 ? (
        <Text c="dimmed" size="sm" py="xl" ta="center">
          {t.noDiscussion}
        </Text>
      ) : (
        <ul className={classes.chart}>
          {top.map((chatbot, index) => (
            <ChatbotBar key={chatbot.idbot} chatbot={chatbot} max={max} leader={index === 0 && max > 0} />
          ))}
        </ul>
      )}
    </HomeSection>
  );
}

function ChatbotBar({ chatbot, max, leader }: { chatbot: PopularChatbot; max: number; leader: boolean }) {
  const t = useTexts(statsTexts);
  const endUsers = formatCount(t.counts.users, chatbot.total_users);
  const discussions = formatCount(t.counts.discussions, chatbot.total_discussions);
  return (
    <li className={classes.column}>
      <Text size="sm" fw={700} aria-hidden>
        {formatNumber(chatbot.total_discussions)}
      </Text>
      <Tooltip
        label={t.performance.tooltip({ users: endUsers, discussions })}
        withArrow
        events={{ hover: true, focus: true, touch: true }}
      >
        <UnstyledButton
          component={Link}
          to={`/dashboard/chatbots/${encodeURIComponent(chatbot.idbot)}/home`}
          className={classes.bar}
          style={{ height: barHeight(chatbot.total_discussions, max) }}
          data-top={leader || undefined}
          aria-label={t.performance.bar({ name: chatbot.bot_name, discussions, users: endUsers })}
        />
      </Tooltip>
      <Text size="xs" c="dimmed" fw={500} truncate="end" className={classes.label} title={chatbot.bot_name}>
        {chatbot.bot_name}
      </Text>
    </li>
  );
}

function GrowthBadge({ percent }: { percent: number }) {
  const t = useTexts(statsTexts);
  const rising = percent > 0;
  const TrendIcon = rising ? IconTrendingUp : IconMinus;
  return (
    <Stack gap={2} align="flex-start">
      <Badge
        size="lg"
        variant="light"
        color={rising ? 'teal' : 'gray'}
        leftSection={<TrendIcon size={16} aria-hidden />}
      >
        {t.percent({ value: `${rising ? '+' : ''}${formatNumber(percent)}` })}
      </Badge>
      <Text size="xs" c="dimmed">
        {t.performance.growthHint}
      </Text>
    </Stack>
  );
}
