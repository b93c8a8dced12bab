import { Alert, List } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTexts } from '../../../lib/i18n/useTexts';
import { elementTexts } from './elementTexts';

/**
 * What keeps an element from being sent, shown on the element itself: a draft may keep it, but
 * the runtime leaves it out until it is complete (and two options of one title refuse the save).
 */
export function IncompleteMark({ problems }: { problems: readonly string[] }) {
  const t = useTexts(elementTexts);
  if (problems.length === 0) return null;
  return (
    <Alert
      color="orange"
      variant="light"
      p="xs"
      mb="xs"
      icon={<IconAlertTriangle size={16} aria-hidden />}
      title={t.card.incomplete}
    >
      <List size="sm">
        {problems.map((problem) => (
          <List.Item key={problem}>{problem}</List.Item>
        ))}
      </List>
    </Alert>
  );
}
