import { templateVariables } from '@griot/contract/whatsappTemplates/templateVariables';
import type {
  TemplateButton,
  TemplateCategory,
  TemplateContent,
  TemplateHeader,
  TemplateParameterFormat,
} from '@griot/contract/whatsappTemplates/whatsappTemplateSchemas';

type Component = Record<string, unknown>;
const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const record = (value: unknown): Component =>
  value !== null && typeof value === 'object' ? (value as Component) : {};

/**
 * Meta's components (a template read from GET /{waba_id}/message_templates, made in Meta's
 * manager) as the builder's fields, so every template of the account shows and edits alike.
 * What Griot does not build (a LOCATION header, a flow button) is left out of the fields; the
 * components stay as Meta holds them.
 */
export function readMetaComponents(
  components: readonly Component[],
  category: TemplateCategory,
  parameterFormat: TemplateParameterFormat,
): TemplateContent {
  const find = (type: string) => components.find((component) => text(component.type).toUpperCase() === type);
  const header = find('HEADER');
  const body = find('BODY');
  const footer = find('FOOTER');
  const buttons = list(find('BUTTONS')?.buttons).map(record);
  return {
    category,
    parameter_format: parameterFormat,
    header: header ? readHeader(header) : null,
    body:
      body && category !== 'AUTHENTICATION'
        ? { text: text(body.text), examples: readExamples(body, 'body') }
        : null,
    footer: category === 'AUTHENTICATION' ? '' : text(footer?.text),
    buttons: buttons.flatMap(readButton),
    authentication:
      category === 'AUTHENTICATION'
        ? {
            add_security_recommendation: body?.add_security_recommendation === true,
            code_expiration_minutes:
              typeof footer?.code_expiration_minutes === 'number' ? footer.code_expiration_minutes : null,
          }
        : null,
  };
}

function readHeader(header: Component): TemplateHeader | null {
  const format = text(header.format).toUpperCase();
  if (format === 'TEXT') {
    const examples = readExamples(header, 'header');
    return { format: 'TEXT', text: text(header.text), example: Object.values(examples)[0] ?? '' };
  }
  if (format === 'IMAGE' || format === 'VIDEO' || format === 'DOCUMENT') {
    return { format, media: text(list(record(header.example).header_handle)[0]) };
  }
  return null;
}

/** The examples of a header or body, by variable name ('1', 'first_name'). */
function readExamples(component: Component, kind: 'header' | 'body'): Record<string, string> {
  const example = record(component.example);
  const examples: Record<string, string> = {};
  for (const param of list(example[`${kind}_text_named_params`]).map(record)) {
    examples[text(param.param_name)] = text(param.example);
  }
  const positional = kind === 'body' ? list(list(example.body_text)[0]) : list(example.header_text);
  const names = templateVariables(text(component.text));
  positional.forEach((value, index) => {
    const name = names[index] ?? String(index + 1);
    examples[name] ??= text(value);
  });
  return examples;
}

function readButton(button: Component): TemplateButton[] {
  switch (text(button.type).toUpperCase()) {
    case 'QUICK_REPLY':
      return [{ type: 'QUICK_REPLY', text: text(button.text) }];
    case 'URL':
      return [
        {
          type: 'URL',
          text: text(button.text),
          url: text(button.url),
          example: text(list(button.example)[0]),
        },
      ];
    case 'PHONE_NUMBER':
      return [{ type: 'PHONE_NUMBER', text: text(button.text), phone_number: text(button.phone_number) }];
    case 'COPY_CODE':
      return [{ type: 'COPY_CODE', example: text(button.example) }];
    case 'OTP':
      return [{ type: 'OTP', otp_type: 'COPY_CODE', text: text(button.text) }];
    default:
      return [];
  }
}
