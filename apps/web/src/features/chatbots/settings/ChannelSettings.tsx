import type { Chatbot } from '@griot/contract/chatbots/chatbotSchemas';
import { Stack, TextInput } from '@mantine/core';
import { IconBrandMessenger, IconBrandTelegram, IconBrandWhatsapp } from '@tabler/icons-react';
import { FormSection } from '../../../components/FormSection';
import { useTexts } from '../../../lib/i18n/useTexts';
import type { ChatbotFormValues } from '../chatbotFormValues';
import { chatbotTexts } from '../chatbotTexts';
import { WhatsAppFields } from '../create/WhatsAppFields';
import { AccessTokenField } from './AccessTokenField';
import { AppSecretField } from './AppSecretField';
import type { AccessTokenState } from './accessTokenPatch';
import { TelegramConnect } from './TelegramConnect';

interface ChannelSettingsProps {
  chatbot: Chatbot;
  values: ChatbotFormValues;
  onChange: (patch: Partial<ChatbotFormValues>) => void;
  token: AccessTokenState;
  onToken: (state: AccessTokenState) => void;
  appSecret: string;
  onAppSecret: (value: string) => void;
  /** The form has unsaved changes: connecting Telegram uses what is saved. */
  unsaved: boolean;
}

/**
 * What connects the chatbot to its channel, per type: WhatsApp's number, token and app secret;
 * Messenger's Page id, Page token and app secret; Telegram's bot token and 'Connecter'. A web
 * chatbot needs nothing here: its widget code is beside the form.
 */
export function ChannelSettings(props: ChannelSettingsProps) {
  const { chatbot, values, onChange, token, onToken, appSecret, onAppSecret, unsaved } = props;
  const t = useTexts(chatbotTexts);
  const tokenField = (label?: string, emptyPlaceholder?: string) => (
    <AccessTokenField
      chatbotId={chatbot._id}
      tokenSet={chatbot.access_token_set}
      hint={chatbot.access_token_hint}
      state={token}
      onChange={onToken}
      {...(label ? { label } : {})}
      {...(emptyPlaceholder ? { emptyPlaceholder } : {})}
    />
  );
  const secretField = (
    <AppSecretField secretSet={chatbot.app_secret_set} value={appSecret} onChange={onAppSecret} />
  );
  switch (values.type) {
    case 'whatsapp':
      return (
        <FormSection
          title={t.whatsapp.title}
          description={t.whatsapp.intro}
          icon={<IconBrandWhatsapp size={20} />}
        >
          <Stack gap="md">
            <WhatsAppFields values={values} onChange={onChange} accessToken={tokenField()} />
            {secretField}
          </Stack>
        </FormSection>
      );
    case 'messenger':
      return (
        <FormSection
          title={t.messenger.title}
          description={t.messenger.intro}
          icon={<IconBrandMessenger size={20} />}
        >
          <Stack gap="md">
            <TextInput
              label={t.messenger.pageId}
              description={t.messenger.pageIdHelp}
              placeholder={t.fields.example({ sample: '108000000000001' })}
              value={values.phone_number_id}
              onChange={(event) => onChange({ phone_number_id: event.currentTarget.value })}
            />
            {tokenField(t.messenger.pageToken, t.messenger.pageTokenPlaceholder)}
            {secretField}
          </Stack>
        </FormSection>
      );
    case 'telegram':
      return (
        <FormSection
          title={t.telegram.title}
          description={t.telegram.intro}
          icon={<IconBrandTelegram size={20} />}
        >
          <Stack gap="md">
            {tokenField(t.telegram.botToken, t.telegram.botTokenPlaceholder)}
            <TelegramConnect chatbot={chatbot} unsaved={unsaved} />
          </Stack>
        </FormSection>
      );
    default:
      return null;
  }
}
