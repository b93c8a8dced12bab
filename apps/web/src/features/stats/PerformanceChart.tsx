import { HOME_TOP_CHATBOTS } from '@griot/contract/constants';
import type { Stats } from '@griot/contract/stats/statsSchemas';
import { Badge, Group, Stack, Text, Title, Tooltip, UnstyledButton } from '@mantine/core';
import { IconMinus, IconTrendingUp } from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatNumber } from '../../lib/formatNumber';
import { barHeight } from './barHeight';
import { formatCount } from './formatCount';
import { growthPercent } from './growthPercent';
import { HomeSection } from './HomeSection';
import classes from './PerformanceChart.module.css';

type PopularChatbot = Stats['fourMostPopularChatbot'][number];

/**
 * The top chatbots by discussions: one bar each, 40-180 px tall relative to the
 * leader, a tooltip with end-users and discussions, and a click through to the chatbot's dashboard.
 */
export function PerformanceChart({ chatbots }: { chatbots: readonly PopularChatbot[] }) {
  const top = chatbots.slice(0, HOME_TOP_CHATBOTS);
  const max = Math.max(0, ...top.map((chatbot) => chatbot.total_discussions));
  const growth = growthPercent(top.map((chatbot) => chatbot.total_discussions));

  return (
    <HomeSection labelledBy="home-performance">
      <Group justify="space-between" align="flex-start" mb="lg" gap="sm">
        <div>
          <Title order={2} size="h4" id="home-performance">
            Performance des chatbots
          </Title>
          <Text size="sm" c="dimmed">
            Vos chatbots les plus actifs, par nombre de discussions
          </Text>
        </div>
        {growth !== null && <GrowthBadge percent={growth} />}
      </Group>
      {top.length === 0 ? (
        <Text c="dimmed" size="sm" py="xl" ta="center">
          Aucune discussion pour le moment
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
  const endUsers = formatCount(chatbot.total_users, 'utilisateur', 'utilisateurs');
  const discussions = formatCount(chatbot.total_discussions, 'discussion', 'discussions');
  return (
    <li className={classes.column}>
      <Text size="sm" fw={700} aria-hidden>
        {formatNumber(chatbot.total_discussions)}
      </Text>
      <Tooltip
        label={`${endUsers} · ${discussions}`}
        withArrow
        events={{ hover: true, focus: true, touch: true }}
      >
        <UnstyledButton
          component={Link}
          to={`/dashboard/chatbots/${encodeURIComponent(chatbot.idbot)}/home`}
          className={classes.bar}
          style={{ height: barHeight(chatbot.total_discussions, max) }}
          data-top={leader || undefined}
          aria-label={`${chatbot.bot_name} : ${discussions}, ${endUsers}`}
        />
      </Tooltip>
      <Text size="xs" c="dimmed" fw={500} truncate="end" className={classes.label} title={chatbot.bot_name}>
        {chatbot.bot_name}
      </Text>
    </li>
  );
}

function GrowthBadge({ percent }: { percent: number }) {
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
        {`${rising ? '+' : ''}${formatNumber(percent)} %`}
      </Badge>
      <Text size="xs" c="dimmed">
        Écart entre le 1er et la moyenne des autres
      </Text>
    </Stack>
  );
}
