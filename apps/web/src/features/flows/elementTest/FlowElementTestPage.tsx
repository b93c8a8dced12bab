import { ELEMENT_TYPES } from '@griot/contract/flows/flowConstants';
import {
  Alert,
  Anchor,
  Button,
  Container,
  Group,
  List,
  Loader,
  Paper,
  Select,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import { IconAlertCircle, IconArrowLeft, IconBug, IconDownload, IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { commonTexts } from '../../../components/commonTexts';
import { useTexts } from '../../../lib/i18n/useTexts';
import { elementLabel } from '../elements/elementTexts';
import { blockOptions } from './blockOptions';
import { DebugPanel } from './DebugPanel';
import { elementTestTexts } from './elementTestTexts';
import { TestElementList } from './TestElementList';
import { incompleteTitle, useElementTestActions } from './useElementTestActions';
import { useFlowTestData } from './useFlowTestData';

/**
 * /flow-element-test: load a block's flow, add, remove and duplicate elements
 * locally, check them against the server's own rules, export as JSON. Nothing is saved here.
 */
export function FlowElementTestPage() {
  const t = useTexts(elementTestTexts);
  const common = useTexts(commonTexts);
  const [params, setParams] = useSearchParams();
  const chatbotId = params.get('chatbot');
  const [panel, setPanel] = useState(false);
  const { chatbots, tree, variables } = useFlowTestData(chatbotId);
  const test = useElementTestActions(chatbotId);

  const loadError = chatbots.error ?? tree.error;
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Group justify="space-between">
          <div>
            <Anchor component={Link} to="/dashboard" size="sm">
              <Group gap={4}>
                <IconArrowLeft size={14} /> {t.dashboard}
              </Group>
            </Anchor>
            <Title order={1} mt="xs">
              {t.title}
            </Title>
            <Text c="dimmed">{t.intro}</Text>
          </div>
          <Group>
            <Switch
              label={t.debug}
              checked={test.debug}
              onChange={(event) => test.setDebug(event.currentTarget.checked)}
            />
            <Button variant="default" leftSection={<IconBug size={16} />} onClick={() => setPanel(true)}>
              {t.log({ count: test.log.length })}
            </Button>
          </Group>
        </Group>

        <Paper withBorder p="md" radius="md">
          <Group align="flex-end" wrap="wrap">
            <Select
              label={t.chatbot}
              placeholder={chatbots.isLoading ? t.loadingChatbots : t.chooseChatbot}
              data={(chatbots.data?.chatbots ?? []).map((chatbot) => ({
                value: chatbot._id,
                label: chatbot.bot_name,
              }))}
              value={chatbotId}
              onChange={(value) => {
                setParams(value ? { chatbot: value } : {});
                test.choose(null);
              }}
              searchable
              w={260}
            />
            <Select
              label={t.block}
              placeholder={tree.isLoading ? t.loadingBlocks : t.chooseBlock}
              data={blockOptions(tree.data?.flow)}
              value={test.idblock}
              onChange={test.choose}
              disabled={!chatbotId || tree.isLoading}
              searchable
              w={260}
            />
            <Button onClick={test.load} loading={test.loadingFlow} disabled={!test.idblock}>
              {t.load}
            </Button>
            <Button
              variant="default"
              leftSection={<IconRefresh size={16} />}
              onClick={test.reset}
              disabled={test.pristine}
            >
              {t.reset}
            </Button>
          </Group>
          {variables.isLoading && chatbotId && (
            <Group gap="xs" mt="sm">
              <Loader size="xs" /> <Text size="sm">{t.loadingVariables}</Text>
            </Group>
          )}
          {variables.data && (
            <Text size="sm" c="dimmed" mt="sm">
              {t.variables({ count: variables.data.variables.length })}
            </Text>
          )}
        </Paper>

        {loadError && (
          <Alert color="red" icon={<IconAlertCircle size={18} />} title={t.loadFailed}>
            <Button size="xs" mt="xs" onClick={() => void Promise.all([chatbots.refetch(), tree.refetch()])}>
              {common.actions.retry}
            </Button>
          </Alert>
        )}
        {test.error && (
          <Alert color="red" role="alert" withCloseButton onClose={test.dismissError}>
            {test.error}
          </Alert>
        )}
        {test.success && (
          <Alert color="teal" role="status">
            {test.success}
          </Alert>
        )}
        {test.incomplete.length > 0 && (
          <Alert
            color="orange"
            role="alert"
            title={incompleteTitle(test.incomplete.length)}
            withCloseButton
            onClose={test.dismissIncomplete}
          >
            <List size="sm">
              {test.incomplete.map((problem) => (
                <List.Item key={problem}>{problem}</List.Item>
              ))}
            </List>
          </Alert>
        )}

        <Group gap="xs" aria-label={t.addElement}>
          {ELEMENT_TYPES.map((type) => (
            <Button key={type} size="xs" variant="light" onClick={() => test.add(type)}>
              {elementLabel(type)}
            </Button>
          ))}
        </Group>

        <Group>
          <Button variant="default" onClick={test.validate}>
            {t.validate}
          </Button>
          <Button variant="default" leftSection={<IconDownload size={16} />} onClick={test.exportJson}>
            {t.exportJson}
          </Button>
        </Group>

        <TestElementList flow={test.flow} onRemove={test.remove} onDuplicate={test.duplicate} />
      </Stack>
      <DebugPanel opened={panel} onClose={() => setPanel(false)} log={test.log} />
    </Container>
  );
}
