import type {
  TemplateQuality,
  TemplateStatus,
} from '@griot/contract/whatsappTemplates/whatsappTemplateSchemas';
import { displayLocale } from '../../../lib/displayLocale';

/** The badge colour of each Meta status: approved green, waiting yellow, refused red. */
export const STATUS_COLORS: Record<TemplateStatus, string> = {
  APPROVED: 'green',
  PENDING: 'yellow',
  REJECTED: 'red',
  PAUSED: 'orange',
  DISABLED: 'gray',
  IN_APPEAL: 'blue',
  PENDING_DELETION: 'gray',
  DELETED: 'gray',
  LIMIT_EXCEEDED: 'orange',
  ARCHIVED: 'gray',
};

export const QUALITY_COLORS: Record<TemplateQuality, string> = {
  GREEN: 'green',
  YELLOW: 'yellow',
  RED: 'red',
  UNKNOWN: 'gray',
};

export const CATEGORY_COLORS = { MARKETING: 'grape', UTILITY: 'blue', AUTHENTICATION: 'cyan' } as const;

/** Meta's language code ('pt_BR') in the reader's language ('portugais (Brésil)'); the code when unknown. */
export function languageLabel(code: string): string {
  try {
    return new Intl.DisplayNames([displayLocale()], { type: 'language' }).of(code.replace('_', '-')) ?? code;
  } catch {
    return code;
  }
}
