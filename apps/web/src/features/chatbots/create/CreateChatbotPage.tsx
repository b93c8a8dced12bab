import { messages } from '@griot/contract/messages';
import { Alert, Box, Button, Code, Divider, Group, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  IconAlertCircle,
  IconArrowLeft,
  IconBrandWhatsapp,
  IconCheck,
  IconInfoCircle,
  IconKey,
  IconRobot,
} from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { CollapsibleSection } from '../../../components/CollapsibleSection';
import { commonTexts } from '../../../components/commonTexts';
import { FormSection } from '../../../components/FormSection';
import { withElement } from '../../../lib/i18n/messageParts';
import { useTexts } from '../../../lib/i18n/useTexts';
import { type ChatbotFormValues, emptyChatbotForm } from '../chatbotFormValues';
import { chatbotTexts } from '../chatbotTexts';
import { storedSessionProblem } from '../storedSessionProblem';
import { type CreateStart, StartChoice } from '../templates/StartChoice';
import { TemplatePicker } from '../templates/TemplatePicker';
import { AvatarPicker } from './AvatarPicker';
import { buildCreateFields } from './buildCreateFields';
import classes from './CreateChatbotPage.module.css';
import { CreatingOverlay } from './CreatingOverlay';
import { GeneralFields } from './GeneralFields';
import { useCreateChatbotActions } from './useCreateChatbotActions';
import { WhatsAppFields } from './WhatsAppFields';

/** /dashboard/chatbots/create: the new chatbot's general information and, for WhatsApp, its API identifiers. */
export function CreateChatbotPage() {
  const t = useTexts(chatbotTexts);
  const common = useTexts(commonTexts);
  const [values, setValues] = useState<ChatbotFormValues>(emptyChatbotForm);
  const [accessToken, setAccessToken] = useState('');
  const [avatar, setAvatar] = useState<File | null>(null);
  const [start, setStart] = useState<CreateStart>('blank');
  const [errors, setErrors] = useState<{ name?: string; email?: string; form?: string }>({});
  const {
    create: mutation,
    created,
    leave,
  } = useCreateChatbotActions(({ message, field }) =>
    setErrors({
      form: message,
      name: field === 'bot_name' ? message : undefined,
      email: field === 'email' ? message : undefined,
    }),
  );
  const busy = mutation.isPending || created;

  function update(patch: Partial<ChatbotFormValues>) {
    setValues((current) => ({ ...current, ...patch }));
    if ('bot_name' in patch) setErrors((current) => ({ ...current, name: undefined }));
    if ('email' in patch) setErrors((current) => ({ ...current, email: undefined }));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (busy || start === 'template') return;
    const sessionProblem = storedSessionProblem();
    if (sessionProblem) {
      setErrors({ form: sessionProblem });
      notifications.show({ color: 'red', message: sessionProblem });
      return;
    }
    if (!values.bot_name.trim()) {
      setErrors({ name: messages.chatbots.nameRequired });
      return;
    }
    setErrors({});
    const data = JSON.stringify(buildCreateFields(values, accessToken));
    mutation.mutate(avatar ? { data, avatar } : { data });
  }

  return (
    <Box component="form" onSubmit={submit} noValidate maw={960} mx="auto" pos="relative">
      <CreatingOverlay visible={mutation.isPending} />
      <Stack gap="lg">
        <div>
          <Button
            variant="subtle"
            color="gray"
            px={0}
            leftSection={<IconArrowLeft size={16} aria-hidden />}
            onClick={leave}
          >
            {common.actions.back}
          </Button>
          <Title order={2} mt="xs">
            {t.create.title}
          </Title>
          <Text c="dimmed" size="sm">
            {t.create.intro}
          </Text>
        </div>

        <StartChoice value={start} onChange={setStart} />
        {start === 'template' && <TemplatePicker />}

        {start === 'blank' && errors.form && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
            {errors.form}
          </Alert>
        )}

        {start === 'blank' && (
          <FormSection title={t.create.general} icon={<IconRobot size={20} />}>
            <Stack gap="lg">
              <AvatarPicker
                name={values.bot_name}
                file={avatar}
                onSelect={setAvatar}
                onRemove={() => setAvatar(null)}
                busy={busy}
              />
              <Divider />
              <GeneralFields
                values={values}
                onChange={update}
                nameError={errors.name}
                emailError={errors.email}
                disabled={busy}
              />
            </Stack>
          </FormSection>
        )}

        {start === 'blank' && values.type === 'whatsapp' && (
          <CollapsibleSection
            title={t.whatsapp.title}
            description={t.create.whatsappIntro}
            icon={<IconBrandWhatsapp size={20} />}
          >
            <Stack gap="md">
              <WhatsAppFields
                values={values}
                onChange={update}
                disabled={busy}
                accessToken={
                  <PasswordInput
                    label={t.token.label}
                    description={t.create.accessTokenHelp}
                    // i18n-exempt: the start of a Meta token, a format sample
                    placeholder="EAAG…"
                    autoComplete="new-password"
                    leftSection={<IconKey size={16} aria-hidden />}
                    value={accessToken}
                    disabled={busy}
                    onChange={(event) => setAccessToken(event.currentTarget.value)}
                  />
                }
              />
              <Alert
                color="griot"
                variant="light"
                icon={<IconInfoCircle size={18} aria-hidden />}
                role="note"
              >
                {withElement(t.create.webhookNote, 'url', <Code>{t.create.webhookUrlSample({})}</Code>)}
              </Alert>
            </Stack>
          </CollapsibleSection>
        )}

        {start === 'blank' && (
          <Group justify="flex-end" gap="sm" className={classes.actions}>
            <Button variant="default" onClick={leave} disabled={mutation.isPending}>
              {common.actions.cancel}
            </Button>
            <Button
              type="submit"
              loading={mutation.isPending}
              disabled={created}
              leftSection={<IconCheck size={16} aria-hidden />}
            >
              {t.create.submit}
            </Button>
          </Group>
        )}
      </Stack>
    </Box>
  );
}
