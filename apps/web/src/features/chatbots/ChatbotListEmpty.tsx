import { Button } from '@mantine/core';
import { IconFilterOff, IconPlus, IconRobot } from '@tabler/icons-react';
import { Link } from 'react-router';
import { StateCard } from '../../components/StateCard';
import { useTexts } from '../../lib/i18n/useTexts';
import { useCan } from '../../lib/workspaceRole';
import { chatbotTexts } from './chatbotTexts';

/** No chatbot at all (a way to create one), or none matching the search (a way to clear it). */
export function ChatbotListEmpty({
  filtered,
  onResetFilters,
}: {
  filtered: boolean;
  onResetFilters: () => void;
}) {
  const t = useTexts(chatbotTexts);
  const canCreate = useCan('chatbots.create');
  return (
    <StateCard
      icon={filtered ? <IconFilterOff size={30} /> : <IconRobot size={30} />}
      color="griot"
      title={t.list.empty}
      role="status"
      text={filtered ? t.list.emptyFiltered : canCreate ? t.list.emptyInvite : t.list.emptyNoCreate}
    >
      {filtered ? (
        <Button
          variant="light"
          leftSection={<IconFilterOff size={16} aria-hidden />}
          onClick={onResetFilters}
        >
          {t.list.resetFilters}
        </Button>
      ) : (
        canCreate && (
          <Button
            component={Link}
            to="/dashboard/chatbots/create"
            leftSection={<IconPlus size={16} aria-hidden />}
          >
            {t.list.create}
          </Button>
        )
      )}
    </StateCard>
  );
}
