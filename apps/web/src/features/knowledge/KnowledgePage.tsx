import { knowledgeMessages as m } from '@griot/contract/knowledge/knowledgeMessages';
import { Button, Grid, Group, Stack } from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft, IconRefresh } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { commonTexts } from '../../components/commonTexts';
import { ScreenLoader } from '../../components/ScreenLoader';
import { StateCard } from '../../components/StateCard';
import { useTexts } from '../../lib/i18n/useTexts';
import { BlockCollection } from './BlockCollection';
import { FileLibrary } from './FileLibrary';
import { KnowledgeHeader } from './KnowledgeHeader';
import { KnowledgeStats } from './KnowledgeStats';
import { notifyKnowledge } from './knowledgeNotify';
import { knowledgeTexts } from './knowledgeTexts';
import { PromptPanel } from './PromptPanel';
import { TestConsole } from './TestConsole';
import { UploadZone } from './UploadZone';
import { useKnowledgeActions } from './useKnowledgeActions';
import { useKnowledgeScreen } from './useKnowledgeScreen';

/**
 * /dashboard/chatbots/:idchatbot/jarvis-knowledge: GRIOT IA's knowledge — the
 * switch, the statistics, the block collection and its generated prompt, the test console, the
 * uploads and the file library. Back goes to the playground when ?from=playground.
 */
export function KnowledgePage() {
  const t = useTexts(knowledgeTexts);
  const common = useTexts(commonTexts);
  const { idchatbot: chatbotId = '' } = useParams();
  const [search] = useSearchParams();
  const fromPlayground = search.get('from') === 'playground';
  const navigate = useNavigate();
  const { chatbot, defaultBlock, knowledge, blocks } = useKnowledgeScreen(chatbotId);
  const actions = useKnowledgeActions(chatbotId);

  useEffect(() => {
    if (chatbot.isError) notifyKnowledge('error', m.chatbotLoadFailed);
  }, [chatbot.isError]);
  useEffect(() => {
    if (blocks.isError) notifyKnowledge('error', m.blocksUnavailable);
  }, [blocks.isError]);

  const back = () =>
    navigate(
      fromPlayground
        ? `/dashboard/chatbots/${chatbotId}/playground`
        : `/dashboard/chatbots/${chatbotId}/home`,
    );

  if (knowledge.isPending) return <ScreenLoader label={t.loading} />;
  if (knowledge.isError) {
    return (
      <StateCard
        icon={<IconAlertTriangle size={30} />}
        color="red"
        title={m.loadFailed}
        text={t.loadFailedText}
        role="alert"
      >
        <Group gap="sm" justify="center">
          <Button variant="light" leftSection={<IconArrowLeft size={16} aria-hidden />} onClick={back}>
            {common.actions.back}
          </Button>
          <Button
            leftSection={<IconRefresh size={16} aria-hidden />}
            onClick={() => void knowledge.refetch()}
          >
            {common.actions.retry}
          </Button>
        </Group>
      </StateCard>
    );
  }
  const files = knowledge.data.files;
  const blockList = blocks.data ?? [];
  return (
    <Stack gap="md" component="main" maw={1280} mx="auto">
      <KnowledgeHeader
        chatbot={chatbot.data}
        defaultBlock={defaultBlock.isError ? null : defaultBlock.data}
        fromPlayground={fromPlayground}
        onBack={back}
        toggleAssistant={actions.toggleAssistant}
      />
      <KnowledgeStats files={files} />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <Stack gap="md">
            {blocks.isPending ? (
              <ScreenLoader label={t.loading} />
            ) : (
              <BlockCollection
                key={blockList.map((block) => block.idblock).join(',')}
                chatbotId={chatbotId}
                blocks={blockList}
                collect={actions.collectBlocks}
              />
            )}
            <PromptPanel
              chatbotId={chatbotId}
              objectSystem={knowledge.data.ObjectSystem}
              totalBlocks={blockList.length}
              costs={knowledge.data.costs}
              save={actions.savePrompt}
            />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <Stack gap="md">
            <TestConsole
              chatbotId={chatbotId}
              hasPrompt={knowledge.data.ObjectSystem !== null}
              blocks={blockList}
              test={actions.testPrompt}
            />
            <UploadZone chatbotId={chatbotId} files={files} onUploaded={actions.reloadFiles} />
            <FileLibrary chatbotId={chatbotId} files={files} remove={actions.removeFile} />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
