import '@mantine/dates/styles.css';
import type { CampaignSettings } from '@griot/contract/campaigns/plans/campaignPlanSchemas';
import { Alert, Button, Group, Modal, NumberInput, Stack, Switch, Text } from '@mantine/core';
import { TimePicker } from '@mantine/dates';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ScreenLoader } from '../../../components/ScreenLoader';
import { classifyApiError } from '../../../lib/apiErrors';
import { useTexts } from '../../../lib/i18n/useTexts';
import { orpc } from '../../../lib/orpc';
import { campaignsTexts } from '../campaignsTexts';

/**
 * 'Réglages des campagnes' (admins): the workspace's quiet hours (no campaign sends between them)
 * and its frequency cap in hours, saved with the settings call.
 */
export function CampaignSettingsModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const texts = useTexts(campaignsTexts);
  const t = texts.settings;
  const queryClient = useQueryClient();
  const settings = useQuery(orpc.campaignPlans.settings.queryOptions({ enabled: opened }));
  const [form, setForm] = useState<CampaignSettings>({ quietHours: null, frequencyCapHours: 0 });
  useEffect(() => {
    if (settings.data && opened) setForm(settings.data.settings);
  }, [settings.data, opened]);
  const save = useMutation(
    orpc.campaignPlans.saveSettings.mutationOptions({
      onSuccess: (answer) => {
        queryClient.setQueryData(orpc.campaignPlans.settings.queryKey(), answer);
        notifications.show({ color: 'green', message: t.saved });
        onClose();
      },
    }),
  );
  const failure = save.error ? classifyApiError(save.error) : undefined;
  const field = failure?.kind === 'response' ? failure.body.field : undefined;
  const message = failure?.kind === 'response' ? failure.message : failure ? t.failed : undefined;
  const quiet = form.quietHours;
  const time = (label: string, value: string, set: (value: string) => void) => (
    <TimePicker
      label={label}
      format="24h"
      value={`${value}:00`}
      onChange={(picked) => picked && set(picked.slice(0, 5))}
      hoursInputLabel={texts.when.hours}
      minutesInputLabel={texts.when.minutes}
      w={130}
    />
  );

  return (
    <Modal opened={opened} onClose={onClose} title={t.title} centered>
      {settings.isPending ? (
        <ScreenLoader label={t.loading} />
      ) : settings.isError ? (
        <Alert color="red" role="alert">
          {t.failed}
        </Alert>
      ) : (
        <Stack gap="lg">
          <Text size="sm" c="dimmed">
            {t.intro}
          </Text>
          <Stack gap="xs">
            <Switch
              label={t.quietHours}
              description={t.quietHoursHint}
              checked={quiet !== null}
              onChange={(event) =>
                setForm({
                  ...form,
                  quietHours: event.currentTarget.checked ? { start: '21:00', end: '08:00' } : null,
                })
              }
            />
            {quiet && (
              <Group gap="sm" wrap="wrap">
                {time(t.quietFrom, quiet.start, (start) =>
                  setForm({ ...form, quietHours: { ...quiet, start } }),
                )}
                {time(t.quietTo, quiet.end, (end) => setForm({ ...form, quietHours: { ...quiet, end } }))}
              </Group>
            )}
            {field?.startsWith('quietHours') && (
              <Text size="xs" c="red.8" role="alert">
                {message}
              </Text>
            )}
          </Stack>
          <NumberInput
            label={t.frequencyCap}
            description={t.frequencyCapHint}
            min={0}
            max={720}
            allowDecimal={false}
            allowNegative={false}
            value={form.frequencyCapHours}
            onChange={(hours) =>
              setForm({ ...form, frequencyCapHours: typeof hours === 'number' ? hours : 0 })
            }
            error={field === 'frequencyCapHours' ? message : undefined}
          />
          {message && !field && (
            <Alert color="red" role="alert">
              {message}
            </Alert>
          )}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose}>
              {t.cancel}
            </Button>
            <Button loading={save.isPending} onClick={() => save.mutate(form)}>
              {t.save}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
