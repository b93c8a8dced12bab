import type { InboxConversation } from '@griot/contract/inbox/inboxSchemas';
import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Loader,
  Modal,
  Radio,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { failureText } from '../../components/chat/failureText';
import { commonTexts } from '../../components/commonTexts';
import { useTexts } from '../../lib/i18n/useTexts';
import { type ContractOutputs, orpc } from '../../lib/orpc';
import { inboxConversationTexts } from './inboxConversationTexts';
import type { useInboxConversationActions } from './useInboxConversationActions';

interface TemplateModalProps {
  conversation: InboxConversation;
  sendTemplate: ReturnType<typeof useInboxConversationActions>['sendTemplate'];
  onClose: () => void;
}

type Template = ContractOutputs['inbox']['templates']['templates'][number];

/**
 * A part of the template (header or body) with its {{1}} or {{first_name}} replaced by the values
 * typed so far, in the order of `parameters`; an empty value keeps its placeholder in sight.
 */
export function fillTemplate(template: Template, part: 'header' | 'body', values: readonly string[]): string {
  const text = part === 'header' ? template.header : template.content;
  return template.parameters.reduce((filled, parameter, index) => {
    const value = values[index]?.trim();
    if (parameter.component !== part || !value) return filled;
    return filled.split(`{{${parameter.key}}}`).join(value);
  }, text);
}

/** The approved WhatsApp templates of the conversation's number: pick one, fill its values, send. */
export function TemplateModal({ conversation, sendTemplate, onClose }: TemplateModalProps) {
  const t = useTexts(inboxConversationTexts).templates;
  const common = useTexts(commonTexts);
  const templates = useQuery(orpc.inbox.templates.queryOptions({ input: { id: conversation.id } }));
  const [chosenId, setChosenId] = useState<string | null>(null);
  const [values, setValues] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const list = templates.data?.templates ?? [];
  const chosen = list.find((template) => template.id === chosenId) ?? null;
  const complete =
    chosen !== null &&
    values.slice(0, chosen.placeholders).filter((v) => v.trim()).length === chosen.placeholders;

  const send = () => {
    if (!chosen || !complete) return;
    sendTemplate.mutate(
      {
        id: conversation.id,
        template_id: chosen.id,
        values: values.slice(0, chosen.placeholders).map((v) => v.trim()),
      },
      {
        onSuccess: onClose,
        onError: (failure) => setError(failureText(failure, inboxConversationTexts.actionFailed)),
      },
    );
  };

  return (
    <Modal opened onClose={onClose} title={t.title} size="lg" centered>
      <Stack gap="md">
        {templates.isPending && (
          <Group gap="xs" role="status">
            <Loader size="xs" />
            <Text size="sm" c="dimmed">
              {t.loading}
            </Text>
          </Group>
        )}
        {templates.isError && (
          <Alert color="red" role="alert">
            <Text size="sm">{failureText(templates.error, t.loadFailed)}</Text>
            <Button mt="xs" size="xs" variant="light" color="red" onClick={() => void templates.refetch()}>
              {common.actions.retry}
            </Button>
          </Alert>
        )}
        {templates.isSuccess && list.length === 0 && (
          <Text size="sm" c="dimmed">
            {t.empty}
          </Text>
        )}
        {list.length > 0 && (
          <Radio.Group
            label={t.list}
            value={chosenId}
            onChange={(id) => {
              setChosenId(id);
              setValues([]);
              setError(null);
            }}
          >
            <Stack gap="xs" mt="xs">
              {list.map((template) => (
                <Radio.Card key={template.id} value={template.id} p="sm" radius="md">
                  <Group wrap="nowrap" align="flex-start" gap="sm">
                    <Radio.Indicator />
                    <div style={{ minWidth: 0 }}>
                      <Group gap="xs">
                        <Text size="sm" fw={600}>
                          {template.title}
                        </Text>
                        <Badge size="xs" variant="light" color="gray">
                          {template.language}
                        </Badge>
                      </Group>
                      <Text size="xs" c="dimmed" lineClamp={3} style={{ whiteSpace: 'pre-wrap' }}>
                        {template.content}
                      </Text>
                    </div>
                  </Group>
                </Radio.Card>
              ))}
            </Stack>
          </Radio.Group>
        )}
        {chosen && chosen.placeholders > 0 && (
          <Stack gap="xs">
            {chosen.parameters.map((parameter, index) => (
              <TextInput
                key={`${parameter.component}:${parameter.key}`}
                label={t.value({ part: t.parts[parameter.component], key: parameter.key })}
                placeholder={parameter.example}
                value={values[index] ?? ''}
                maxLength={1024}
                required
                onChange={(event) => {
                  const next = values.slice();
                  next[index] = event.currentTarget.value;
                  setValues(next);
                }}
              />
            ))}
          </Stack>
        )}
        {chosen && (
          <Card withBorder radius="md" p="sm">
            <Text size="xs" c="dimmed" mb={4}>
              {t.preview}
            </Text>
            {chosen.header && (
              <Text size="sm" fw={700}>
                {fillTemplate(chosen, 'header', values)}
              </Text>
            )}
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {fillTemplate(chosen, 'body', values)}
            </Text>
            {chosen.footer && (
              <Text size="xs" c="dimmed">
                {chosen.footer}
              </Text>
            )}
            {chosen.buttons.length > 0 && (
              <Group gap={6} mt={6}>
                {chosen.buttons.map((button) => (
                  <Badge key={button} variant="outline" color="gray" radius="sm">
                    {button}
                  </Badge>
                ))}
              </Group>
            )}
          </Card>
        )}
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            {common.actions.cancel}
          </Button>
          <Button disabled={!complete} loading={sendTemplate.isPending} onClick={send}>
            {t.send}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
