import type { InboxSettings } from '@griot/contract/inbox/inboxSchemas';
import { Alert, Button, Card, Group, NumberInput, Stack, Switch, Title } from '@mantine/core';
import { IconClockHour4, IconDeviceFloppy, IconUsersGroup } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTexts } from '../../lib/i18n/useTexts';
import { useCan } from '../../lib/workspaceRole';
import { BusinessHoursFields } from './BusinessHoursFields';
import { inboxSettingsTexts } from './inboxSettingsTexts';
import { LoadState } from './LoadState';
import { serverRefusal } from './serverRefusal';
import {
  checkSettings,
  formFromSettings,
  placeError,
  type SettingsErrors,
  type SettingsForm,
  sameForm,
  settingsFromForm,
} from './settingsForm';
import { useInboxSettings } from './useInboxSettingsQueries';
import { useSaveSettings } from './useSaveSettings';

/** 'Assignation et horaires': automatic assignment, its cap and business hours (administrators edit). */
export function AssignmentSettingsTab() {
  const t = useTexts(inboxSettingsTexts).assignment;
  const query = useInboxSettings();
  return (
    <LoadState query={query} loading={t.loading}>
      {/* Mounted once the settings are there: the form starts from them. */}
      {query.data && <AssignmentSettingsForm saved={query.data.settings} />}
    </LoadState>
  );
}

function AssignmentSettingsForm({ saved }: { saved: InboxSettings }) {
  const t = useTexts(inboxSettingsTexts).assignment;
  const manages = useCan('inbox.saveSettings');
  const save = useSaveSettings();
  const [baseline, setBaseline] = useState(() => formFromSettings(saved));
  const [form, setForm] = useState(baseline);
  const [errors, setErrors] = useState<SettingsErrors>({});
  const dirty = !sameForm(form, baseline);

  function change(patch: Partial<SettingsForm>) {
    setForm((current) => ({ ...current, ...patch }));
    setErrors({});
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!manages || save.isPending) return;
    const settings = settingsFromForm(form);
    const refused = checkSettings(form, settings);
    if (refused) {
      setErrors(refused);
      return;
    }
    save.mutate(settings, {
      onSuccess: (result) => {
        const fresh = formFromSettings(result.settings);
        setBaseline(fresh);
        setForm(fresh);
      },
      onError: (error) => {
        const refusal = serverRefusal(error, t.saveFailed);
        setErrors(placeError(refusal.field, refusal.message, settings));
      },
    });
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        {errors.form && (
          <Alert color="red" variant="light" role="alert">
            {errors.form}
          </Alert>
        )}
        <Card withBorder radius="lg" p="lg">
          <Group gap="xs" mb="md">
            <IconUsersGroup size={20} aria-hidden />
            <Title order={3} fz="md">
              {t.autoHeading}
            </Title>
          </Group>
          <Stack gap="md">
            <Switch
              label={t.autoLabel}
              // The label wraps the description: without this, the switch's name would be both.
              aria-label={t.autoLabel}
              description={t.autoDescription}
              checked={form.autoAssign}
              disabled={!manages}
              onChange={(event) => change({ autoAssign: event.currentTarget.checked })}
            />
            <NumberInput
              label={t.cap}
              description={t.capDescription}
              value={form.cap}
              min={1}
              max={100}
              allowDecimal={false}
              allowNegative={false}
              maw={360}
              disabled={!manages}
              error={errors.cap}
              onChange={(cap) => change({ cap })}
            />
          </Stack>
        </Card>
        <Card withBorder radius="lg" p="lg">
          <Group gap="xs" mb="md">
            <IconClockHour4 size={20} aria-hidden />
            <Title order={3} fz="md">
              {t.hoursHeading}
            </Title>
          </Group>
          <BusinessHoursFields form={form} errors={errors} disabled={!manages} onChange={change} />
        </Card>
        {manages && (
          <Group justify="flex-end" gap="sm">
            {dirty && (
              <Button variant="default" onClick={() => change(baseline)}>
                {t.reset}
              </Button>
            )}
            <Button
              type="submit"
              loading={save.isPending}
              leftSection={<IconDeviceFloppy size={16} aria-hidden />}
            >
              {t.save}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
