import { Button } from '@mantine/core';
import { IconFilterOff, IconPlus, IconRobot } from '@tabler/icons-react';
import { Link } from 'react-router';
import { StateCard } from '../../components/StateCard';
import { chatbotTexts } from './chatbotTexts';

/** No chatbot at all (a way to create one), or none matching the search (a way to clear it). */
export function ChatbotListEmpty({
  filtered,
  onResetFilters,
}: {
  filtered: boolean;
  onResetFilters: () => void;
}) {
  return (
    <StateCard
      icon={filtered ? <IconFilterOff size={30} /> : <IconRobot size={30} />}
      color="griot"
      title={chatbotTexts.list.empty}
      role="status"
      text={
        filtered
          ? 'Aucun chatbot ne correspond à votre recherche ou au statut choisi.'
          : 'Créez votre premier chatbot pour répondre à vos clients sur WhatsApp, Telegram, Messenger ou le web.'
      }
    >
      {filtered ? (
        <Button
          variant="light"
          leftSection={<IconFilterOff size={16} aria-hidden />}
          onClick={onResetFilters}
        >
          Réinitialiser les filtres
        </Button>
      ) : (
        <Button
          component={Link}
          to="/dashboard/chatbots/create"
          leftSection={<IconPlus size={16} aria-hidden />}
        >
          Créer un chatbot
        </Button>
      )}
    </StateCard>
  );
}
