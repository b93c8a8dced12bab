import { fillVariables, templateVariables } from '@griot/contract/whatsappTemplates/templateVariables';
import type {
  TemplateButton,
  TemplateCategory,
  TemplateParameterFormat,
  WhatsAppTemplate,
} from '@griot/contract/whatsappTemplates/whatsappTemplateSchemas';
import type { PreviewMessage } from '../preview/TemplatePreview';

export type HeaderChoice = 'NONE' | 'TEXT' | 'IMAGE' | 'VIDEO' | 'DOCUMENT';

/** What the builder's fields hold; `draftContent` turns it into the contract's fields. */
export interface TemplateDraft {
  name: string;
  language: string;
  category: TemplateCategory;
  parameterFormat: TemplateParameterFormat;
  headerFormat: HeaderChoice;
  headerText: string;
  headerExample: string;
  /** The uploaded example's stored path (or Meta's link when editing). */
  headerMedia: string;
  /** The example's file name and a local link to draw it in the preview. */
  headerMediaName: string;
  headerMediaPreview: string;
  body: string;
  /** Examples by variable name; kept when a variable leaves the text, so retyping it restores them. */
  examples: Record<string, string>;
  footer: string;
  buttons: TemplateButton[];
  securityRecommendation: boolean;
  codeExpiration: number | null;
}

export function emptyDraft(): TemplateDraft {
  return {
    name: '',
    language: 'fr',
    category: 'MARKETING',
    parameterFormat: 'POSITIONAL',
    headerFormat: 'NONE',
    headerText: '',
    headerExample: '',
    headerMedia: '',
    headerMediaName: '',
    headerMediaPreview: '',
    body: '',
    examples: {},
    footer: '',
    buttons: [],
    securityRecommendation: true,
    codeExpiration: 10,
  };
}

/** A stored template back in the builder, to edit it. */
export function draftFromTemplate(template: WhatsAppTemplate): TemplateDraft {
  const header = template.header;
  return {
    ...emptyDraft(),
    name: template.name,
    language: template.language,
    category: template.category,
    parameterFormat: template.parameter_format,
    headerFormat: header ? header.format : 'NONE',
    headerText: header?.format === 'TEXT' ? header.text : '',
    headerExample: header?.format === 'TEXT' ? header.example : '',
    headerMedia: header && header.format !== 'TEXT' ? header.media : '',
    headerMediaPreview: header?.format === 'IMAGE' ? header.media : '',
    body: template.body?.text ?? '',
    examples: { ...(template.body?.examples ?? {}) },
    footer: template.footer,
    buttons: template.buttons.map((button) => ({ ...button })),
    securityRecommendation: template.authentication?.add_security_recommendation ?? true,
    codeExpiration: template.authentication?.code_expiration_minutes ?? null,
  };
}

/** The contract's content fields (create and update share them) from the builder's fields. */
export function draftContent(draft: TemplateDraft) {
  if (draft.category === 'AUTHENTICATION')
    return {
      category: draft.category,
      parameter_format: 'POSITIONAL' as const,
      header: null,
      body: null,
      footer: '',
      buttons: [{ type: 'OTP' as const, otp_type: 'COPY_CODE' as const, text: '' }],
      authentication: {
        add_security_recommendation: draft.securityRecommendation,
        code_expiration_minutes: draft.codeExpiration,
      },
    };
  const names = templateVariables(draft.body);
  const examples = Object.fromEntries(names.map((name) => [name, draft.examples[name]?.trim() ?? '']));
  return {
    category: draft.category,
    parameter_format: draft.parameterFormat,
    header: draftHeader(draft),
    body: { text: draft.body, examples },
    footer: draft.footer,
    buttons: draft.buttons,
    authentication: null,
  };
}

function draftHeader(draft: TemplateDraft) {
  switch (draft.headerFormat) {
    case 'NONE':
      return null;
    case 'TEXT':
      return { format: 'TEXT' as const, text: draft.headerText, example: draft.headerExample };
    default:
      return { format: draft.headerFormat, media: draft.headerMedia };
  }
}

/** The next variable to insert: {{n}} after the highest number, or the first free {{variable_n}}. */
export function nextVariable(text: string, format: TemplateParameterFormat): string {
  const names = templateVariables(text);
  if (format === 'POSITIONAL') {
    const highest = names.reduce((max, name) => (/^\d+$/.test(name) ? Math.max(max, Number(name)) : max), 0);
    return `{{${highest + 1}}}`;
  }
  let n = 1;
  while (names.includes(`variable_${n}`)) n += 1;
  return `{{variable_${n}}}`;
}

/** Words of the preview that Meta writes itself (an authentication template's text). */
export interface AuthenticationWords {
  body: (code: string) => string;
  security: string;
  expiry: (minutes: number) => string;
  copyCode: string;
}

const AUTH_EXAMPLE_CODE = '483920';

/** The template as the customer's phone will show it, variables replaced by their examples. */
export function previewOf(draft: TemplateDraft, auth: AuthenticationWords): PreviewMessage {
  if (draft.category === 'AUTHENTICATION')
    return {
      header: { kind: 'none' },
      body: [auth.body(AUTH_EXAMPLE_CODE), draft.securityRecommendation ? auth.security : '']
        .filter(Boolean)
        .join(' '),
      footer: draft.codeExpiration ? auth.expiry(draft.codeExpiration) : '',
      buttons: [{ type: 'OTP', text: auth.copyCode }],
    };
  const headerName = templateVariables(draft.headerText)[0];
  return {
    header:
      draft.headerFormat === 'NONE'
        ? { kind: 'none' }
        : draft.headerFormat === 'TEXT'
          ? {
              kind: 'text',
              text: fillVariables(
                draft.headerText,
                headerName ? { [headerName]: draft.headerExample.trim() || `{{${headerName}}}` } : {},
              ),
            }
          : {
              kind: 'media',
              format: draft.headerFormat,
              url: draft.headerMediaPreview || undefined,
              fileName: draft.headerMediaName || undefined,
            },
    body: fillVariables(draft.body, nonEmpty(draft.examples)),
    footer: draft.footer,
    buttons: draft.buttons.map((button) => ({
      type: button.type,
      text: button.type === 'COPY_CODE' || button.type === 'OTP' ? auth.copyCode : button.text,
    })),
  };
}

function nonEmpty(examples: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(examples)
      .filter(([, value]) => value.trim() !== '')
      .map(([k, v]) => [k, v.trim()]),
  );
}
