import { INTL_LOCALES } from '@griot/i18n/languages';
import { frameLanguage } from '../frameLanguage';

/** "14:05" for a message's created_at (now when it has none yet), '' when the date is unreadable. */
export function formatTime(iso?: string | null): string {
  const date = iso ? new Date(iso) : new Date();
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleTimeString(INTL_LOCALES[frameLanguage()], { hour: '2-digit', minute: '2-digit' });
}
