import { Button, Card, Group, TagsInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { classifyApiError } from '../../lib/apiErrors';
import { apiFailureMessage } from '../../lib/apiFailureMessage';
import { useTexts } from '../../lib/i18n/useTexts';
import { orpc } from '../../lib/orpc';
import { useCan } from '../../lib/workspaceRole';
import { contactTexts } from './contactTexts';

/** An end-user's tags on their page: the chatbot's tags as suggestions, saved as a whole list. */
export function EndUserTagsCard({ endUserId, chatbotId }: { endUserId: string; chatbotId: string }) {
  const t = useTexts(contactTexts).tags;
  const canEdit = useCan('contacts.setTags');
  const queryClient = useQueryClient();
  const current = useQuery(orpc.contacts.endUserTags.queryOptions({ input: { id: endUserId } }));
  const known = useQuery(orpc.contacts.tags.queryOptions({ input: { id: chatbotId } }));
  const [tags, setTags] = useState<string[]>([]);
  useEffect(() => {
    if (current.data) setTags(current.data.tags);
  }, [current.data]);
  const save = useMutation(
    orpc.contacts.setTags.mutationOptions({
      onSuccess: (answer) => {
        setTags(answer.tags);
        queryClient.setQueryData(orpc.contacts.endUserTags.queryKey({ input: { id: endUserId } }), answer);
        void queryClient.invalidateQueries({ queryKey: orpc.contacts.tags.key() });
        notifications.show({ color: 'teal', message: t.saved });
      },
      onError: (error) =>
        notifications.show({ color: 'red', message: apiFailureMessage(classifyApiError(error), t.failed) }),
    }),
  );
  const changed = JSON.stringify(tags) !== JSON.stringify(current.data?.tags ?? []);
  return (
    <Card withBorder radius="lg" p="lg">
      <Title order={3} fz="lg" mb="sm">
        {t.title}
      </Title>
      <TagsInput
        label={t.label}
        placeholder={canEdit ? t.placeholder : t.none}
        data={(known.data?.tags ?? []).map((tag) => tag.tag)}
        value={tags}
        onChange={setTags}
        maxTags={50}
        readOnly={!canEdit}
        clearable={canEdit}
        splitChars={[',']}
      />
      {canEdit && (
        <Group justify="flex-end" mt="sm">
          <Button
            onClick={() => save.mutate({ id: endUserId, tags })}
            disabled={!changed}
            loading={save.isPending}
          >
            {t.save}
          </Button>
        </Group>
      )}
    </Card>
  );
}
