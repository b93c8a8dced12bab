import {
  RESPONDER_KINDS,
  type ResponderKind,
  type RespondersOutput,
} from '@griot/contract/campaigns/results/campaignResultsSchemas';
import { Alert, Badge, Button, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import { IconSend, IconUsersGroup } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { classifyApiError } from '../../../lib/apiErrors';
import { apiFailureMessage } from '../../../lib/apiFailureMessage';
import { useTexts } from '../../../lib/i18n/useTexts';
import { orpc } from '../../../lib/orpc';
import { campaignResultsTexts } from './campaignResultsTexts';

/** The audience a new campaign to the segment starts from (campaignAudienceSchema's fields). */
export interface RespondersAudience {
  chatbotId: string;
  /** The segment's condition rows as a JSON string. */
  conditions: string;
}

/**
 * 'Créer un segment': choose who (replied within 24 h, clicked a button, read), then 'Créer le
 * segment' tags them on the server and shows the tag. 'Composer une campagne vers ce segment'
 * calls `onCompose` when given, else opens the composer with the audience in the route's state.
 */
export function RespondersSegmentButton({
  campaignId,
  onCompose,
}: {
  campaignId: string;
  onCompose?: (audience: RespondersAudience) => void;
}) {
  const t = useTexts(campaignResultsTexts).responders;
  const [opened, setOpened] = useState(false);
  const [who, setWho] = useState<ResponderKind>('replied');
  const create = useMutation(orpc.campaignResults.responders.mutationOptions());
  const close = () => {
    setOpened(false);
    create.reset();
  };
  const result: RespondersOutput | undefined = create.data;
  const audience = result
    ? { chatbotId: result.chatbotId, conditions: JSON.stringify(result.conditions) }
    : undefined;
  return (
    <>
      <Button
        variant="default"
        size="xs"
        leftSection={<IconUsersGroup size={14} aria-hidden />}
        onClick={() => setOpened(true)}
      >
        {t.open}
      </Button>
      <Modal opened={opened} onClose={close} title={t.title} centered>
        {result && audience ? (
          <Stack gap="sm">
            <Text size="sm">{t.created({ count: result.count })}</Text>
            <Badge size="lg" variant="light" style={{ textTransform: 'none', maxWidth: '100%' }}>
              {result.tag}
            </Badge>
            <Group justify="flex-end" gap="xs" wrap="wrap">
              <Button variant="default" onClick={close}>
                {t.close}
              </Button>
              {onCompose ? (
                <Button leftSection={<IconSend size={16} aria-hidden />} onClick={() => onCompose(audience)}>
                  {t.compose}
                </Button>
              ) : (
                <Button
                  component={Link}
                  to="/dashboard/campaigns/new"
                  state={{ audience }}
                  leftSection={<IconSend size={16} aria-hidden />}
                >
                  {t.compose}
                </Button>
              )}
            </Group>
          </Stack>
        ) : (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              create.mutate({ id: campaignId, who });
            }}
          >
            <Stack gap="sm">
              <Text size="sm" c="dimmed">
                {t.intro}
              </Text>
              <Radio.Group label={t.who} value={who} onChange={(value) => setWho(value as ResponderKind)}>
                <Stack gap={6} mt={6}>
                  {RESPONDER_KINDS.map((kind) => (
                    <Radio key={kind} value={kind} label={t[kind]} />
                  ))}
                </Stack>
              </Radio.Group>
              {create.isError && (
                <Alert color="red" variant="light" role="alert">
                  {apiFailureMessage(classifyApiError(create.error), t.failed)}
                </Alert>
              )}
              <Group justify="flex-end" gap="xs">
                <Button variant="default" onClick={close}>
                  {t.cancel}
                </Button>
                <Button type="submit" loading={create.isPending}>
                  {t.create}
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </Modal>
    </>
  );
}
