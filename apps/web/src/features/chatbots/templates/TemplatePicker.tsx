import type { ChatbotTemplate } from '@griot/contract/chatbotTransfer/chatbotTransferContract';
import { Button, Card, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconTemplate } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { StateCard } from '../../../components/StateCard';
import { useTexts } from '../../../lib/i18n/useTexts';
import { orpc } from '../../../lib/orpc';
import { CreateFromTemplateModal } from './CreateFromTemplateModal';
import { TemplateCard } from './TemplateCard';
import { templateTexts } from './templateTexts';

/** 'Partir d'un modèle': the starter templates as cards; picking one asks its name and channel. */
export function TemplatePicker() {
  const t = useTexts(templateTexts);
  const templates = useQuery(orpc.chatbotTransfer.templates.queryOptions());
  const [picked, setPicked] = useState<ChatbotTemplate>();

  if (templates.isPending)
    return (
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" aria-busy="true" aria-label={t.loading}>
        {[0, 1, 2, 3].map((index) => (
          <Card key={index} withBorder radius="lg" padding="lg">
            <Skeleton height={18} width="55%" mb="sm" />
            <Skeleton height={12} mb={6} />
            <Skeleton height={12} width="80%" mb="md" />
            <Skeleton height={22} width="40%" />
          </Card>
        ))}
      </SimpleGrid>
    );
  if (templates.isError)
    return (
      <StateCard
        icon={<IconAlertTriangle size={32} />}
        color="red"
        title={t.loadFailedTitle}
        text={t.loadFailed}
        role="alert"
      >
        <Button variant="light" onClick={() => void templates.refetch()} loading={templates.isFetching}>
          {t.retry}
        </Button>
      </StateCard>
    );
  const list = templates.data.templates;
  if (list.length === 0)
    return <StateCard icon={<IconTemplate size={32} />} color="gray" title={t.emptyTitle} text={t.empty} />;
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t.intro}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {list.map((template) => (
          <TemplateCard key={template.id} template={template} onUse={() => setPicked(template)} />
        ))}
      </SimpleGrid>
      {picked && (
        <CreateFromTemplateModal key={picked.id} template={picked} onClose={() => setPicked(undefined)} />
      )}
    </Stack>
  );
}
