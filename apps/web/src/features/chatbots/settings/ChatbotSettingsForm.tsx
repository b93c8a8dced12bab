import type { Chatbot } from '@griot/contract/chatbots/chatbotSchemas';
import { messages } from '@griot/contract/messages';
import { Badge, Box, Button, Grid, Group, Stack } from '@mantine/core';
import { IconDeviceFloppy, IconRobot } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { commonTexts } from '../../../components/commonTexts';
import { FormSection } from '../../../components/FormSection';
import { classifyApiError } from '../../../lib/apiErrors';
import { useTexts } from '../../../lib/i18n/useTexts';
import { serverErrorText } from '../../../lib/serverErrorText';
import { type ChatbotFormValues, chatbotFormFromChatbot, sameChatbotForm } from '../chatbotFormValues';
import { chatbotTexts } from '../chatbotTexts';
import classes from '../create/CreateChatbotPage.module.css';
import { GeneralFields } from '../create/GeneralFields';
import { SilentChatbotWarning } from '../SilentChatbotWarning';
import { type AccessTokenState, accessTokenPatch, untouchedAccessToken } from './accessTokenPatch';
import { ChannelSettings } from './ChannelSettings';
import { SettingsHeader } from './SettingsHeader';
import { useChatbotSettingsActions } from './useChatbotSettingsActions';
import { WebhookPanel } from './WebhookPanel';
import { WidgetPanel } from './WidgetPanel';
import { WidgetLanguageField } from './widgetLanguage/WidgetLanguageField';

/** Edits the whole chatbot and saves it in one call. */
export function ChatbotSettingsForm({ chatbot }: { chatbot: Chatbot }) {
  const t = useTexts(chatbotTexts);
  const common = useTexts(commonTexts);
  const mutation = useChatbotSettingsActions(chatbot._id).save;
  const [saved, setSaved] = useState(() => chatbotFormFromChatbot(chatbot));
  const [values, setValues] = useState(saved);
  const [token, setToken] = useState<AccessTokenState>(untouchedAccessToken);
  const [appSecret, setAppSecret] = useState('');
  const [errors, setErrors] = useState<{ name?: string; email?: string }>({});
  const dirty =
    !sameChatbotForm(values, saved) || 'access_token' in accessTokenPatch(token) || appSecret.trim() !== '';

  function applySaved(result: { chatbot?: Chatbot } | undefined) {
    if (result?.chatbot) {
      const fresh = chatbotFormFromChatbot(result.chatbot);
      setSaved(fresh);
      setValues(fresh);
    } else {
      setSaved(values);
    }
    setToken(untouchedAccessToken);
    setAppSecret('');
  }

  // The toast and a 401's logout are the action's; the fields the server refused are the form's.
  function showRefusedField(error: unknown) {
    const failure = classifyApiError(error);
    if (failure.kind === 'response' && failure.status === 401) return;
    const detail = serverErrorText(failure);
    const field = failure.kind === 'response' ? failure.body.field : undefined;
    setErrors({
      name: field === 'bot_name' ? (detail ?? undefined) : undefined,
      email: field === 'email' ? (detail ?? undefined) : undefined,
    });
  }

  function update(patch: Partial<ChatbotFormValues>) {
    setValues((current) => ({ ...current, ...patch }));
    setErrors((current) => ({
      name: 'bot_name' in patch ? undefined : current.name,
      email: 'email' in patch ? undefined : current.email,
    }));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (mutation.isPending) return;
    if (!values.bot_name.trim()) {
      setErrors({ name: messages.chatbots.nameRequired });
      return;
    }
    mutation.mutate(
      {
        id: chatbot._id,
        bot_name: values.bot_name.trim(),
        type: values.type,
        status: values.status,
        description: values.description.trim(),
        email: values.email.trim(),
        display_phone_number: values.display_phone_number.trim(),
        phone_number_id: values.phone_number_id.trim(),
        waba_id: values.waba_id.trim(),
        app_id: values.app_id.trim(),
        ...accessTokenPatch(token),
        ...(appSecret.trim() ? { app_secret: appSecret.trim() } : {}),
      },
      { onSuccess: applySaved, onError: showRefusedField },
    );
  }

  function reset() {
    setValues(saved);
    setToken(untouchedAccessToken);
    setAppSecret('');
    setErrors({});
  }

  return (
    <Box component="form" onSubmit={submit} noValidate maw={1200} mx="auto">
      <Stack gap="lg">
        <SettingsHeader chatbot={chatbot} values={values} />
        <SilentChatbotWarning chatbotId={chatbot._id} reasons={chatbot.silent_reasons} />
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, lg: 7 }}>
            <Stack gap="lg">
              <FormSection title={t.create.general} icon={<IconRobot size={20} />}>
                <Stack gap="md">
                  <GeneralFields
                    values={values}
                    onChange={update}
                    nameError={errors.name}
                    emailError={errors.email}
                  />
                  {/* Every channel's: the widget's words and the runtime's own replies follow it. */}
                  <WidgetLanguageField chatbot={chatbot} />
                </Stack>
              </FormSection>
              <ChannelSettings
                chatbot={chatbot}
                values={values}
                onChange={update}
                token={token}
                onToken={setToken}
                appSecret={appSecret}
                onAppSecret={setAppSecret}
                unsaved={dirty}
              />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 5 }}>
            {values.type === 'web' ? <WidgetPanel chatbot={chatbot} /> : <WebhookPanel chatbot={chatbot} />}
          </Grid.Col>
        </Grid>
        <Group justify="space-between" gap="sm" className={classes.actions}>
          <div aria-live="polite">
            {dirty && (
              <Badge color="ochre" variant="light">
                {t.settings.unsaved}
              </Badge>
            )}
          </div>
          <Group gap="sm">
            <Button variant="default" onClick={reset} disabled={!dirty || mutation.isPending}>
              {t.settings.discard}
            </Button>
            <Button
              type="submit"
              loading={mutation.isPending}
              leftSection={<IconDeviceFloppy size={16} aria-hidden />}
            >
              {common.actions.save}
            </Button>
          </Group>
        </Group>
      </Stack>
    </Box>
  );
}
