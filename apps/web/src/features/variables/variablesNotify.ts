import { notifications } from '@mantine/notifications';
import { VARIABLES_NOTIFICATION_MS } from './variablesTexts';

type Tone = 'success' | 'error' | 'warning';

const COLORS: Record<Tone, string> = { success: 'green', error: 'red', warning: 'orange' };
const SAVING_ID = 'variables-saving';

/** A toast of the variables screen: 3000 ms. */
export function notifyVariables(tone: Tone, message: string): void {
  notifications.show({ color: COLORS[tone], message, autoClose: VARIABLES_NOTIFICATION_MS });
}

/** 'Sauvegarde en cours...' stays until the save ends: it has no time-out. */
export function showSavingNotice(message: string): void {
  notifications.show({ id: SAVING_ID, loading: true, message, autoClose: false, withCloseButton: false });
}

export function hideSavingNotice(): void {
  notifications.hide(SAVING_ID);
}
