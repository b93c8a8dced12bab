import { templateVariables } from '@griot/contract/whatsappTemplates/templateVariables';
import type {
  TemplateButton,
  TemplateContent,
} from '@griot/contract/whatsappTemplates/whatsappTemplateSchemas';
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

type Component = Record<string, unknown>;

/**
 * The builder's fields as Meta's `components` (POST /{waba_id}/message_templates): examples as
 * `body_text` rows (positional) or `body_text_named_params` (named), the header's media example
 * as the handle of its upload, phone numbers in E.164. An authentication template is Meta's fixed
 * shape: a body with the security recommendation, the expiry footer, the one-time code button.
 */
export function buildMetaComponents(content: TemplateContent, headerHandle?: string): Component[] {
  if (content.category === 'AUTHENTICATION') return authenticationComponents(content);
  const named = content.parameter_format === 'NAMED';
  const components: Component[] = [];
  const header = content.header;
  if (header?.format === 'TEXT') {
    const [name] = templateVariables(header.text);
    const example =
      name === undefined
        ? undefined
        : named
          ? { header_text_named_params: [{ param_name: name, example: header.example }] }
          : { header_text: [header.example] };
    components.push({ type: 'HEADER', format: 'TEXT', text: header.text, ...(example ? { example } : {}) });
  } else if (header) {
    components.push({
      type: 'HEADER',
      format: header.format,
      example: { header_handle: [headerHandle ?? header.media] },
    });
  }
  if (content.body) {
    const names = templateVariables(content.body.text);
    const examples = content.body.examples;
    const example =
      names.length === 0
        ? undefined
        : named
          ? {
              body_text_named_params: names.map((name) => ({
                param_name: name,
                example: examples[name] ?? '',
              })),
            }
          : { body_text: [names.map((name) => examples[name] ?? '')] };
    components.push({ type: 'BODY', text: content.body.text, ...(example ? { example } : {}) });
  }
  if (content.footer !== '') components.push({ type: 'FOOTER', text: content.footer });
  if (content.buttons.length > 0)
    components.push({ type: 'BUTTONS', buttons: content.buttons.map(metaButton) });
  return components;
}

function metaButton(button: TemplateButton): Component {
  switch (button.type) {
    case 'QUICK_REPLY':
      return { type: 'QUICK_REPLY', text: button.text };
    case 'URL':
      return {
        type: 'URL',
        text: button.text,
        url: button.url,
        ...(templateVariables(button.url).length > 0 ? { example: [button.example] } : {}),
      };
    case 'PHONE_NUMBER':
      return {
        type: 'PHONE_NUMBER',
        text: button.text,
        phone_number: parsePhoneNumberFromString(button.phone_number)?.number ?? button.phone_number,
      };
    case 'COPY_CODE':
      return { type: 'COPY_CODE', example: button.example };
    case 'OTP':
      return { type: 'OTP', otp_type: button.otp_type, ...(button.text ? { text: button.text } : {}) };
  }
}

function authenticationComponents(content: TemplateContent): Component[] {
  const options = content.authentication ?? {
    add_security_recommendation: true,
    code_expiration_minutes: null,
  };
  const otp = content.buttons.find((button) => button.type === 'OTP');
  return [
    { type: 'BODY', add_security_recommendation: options.add_security_recommendation },
    ...(options.code_expiration_minutes === null
      ? []
      : [{ type: 'FOOTER', code_expiration_minutes: options.code_expiration_minutes }]),
    {
      type: 'BUTTONS',
      buttons: [
        {
          type: 'OTP',
          otp_type: 'COPY_CODE',
          ...(otp?.type === 'OTP' && otp.text ? { text: otp.text } : {}),
        },
      ],
    },
  ];
}
