import { Button } from '@mantine/core';
import { IconPlus, IconVariable } from '@tabler/icons-react';
import { StateCard } from '../../components/StateCard';
import { useTexts } from '../../lib/i18n/useTexts';
import { variablesTexts } from './variablesTexts';

/** No variable declared yet. */
export function VariablesEmpty({ onCreate }: { onCreate: () => void }) {
  const t = useTexts(variablesTexts);
  return (
    <StateCard
      icon={<IconVariable size={30} />}
      color="teal"
      title={t.emptyTitle}
      text={t.emptyText}
      role="status"
    >
      <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={onCreate}>
        {t.create}
      </Button>
    </StateCard>
  );
}
