import { notifications } from '@mantine/notifications';

/** The editor's toasts hide after 3 s. */
export const EDITOR_TOAST_MS = 3000;

export function notifySuccess(message: string): void {
  notifications.show({ color: 'green', message, autoClose: EDITOR_TOAST_MS });
}

export function notifyError(message: string): void {
  notifications.show({ color: 'red', message, autoClose: EDITOR_TOAST_MS });
}

export function notifyWarning(message: string): void {
  notifications.show({ color: 'yellow', message, autoClose: EDITOR_TOAST_MS });
}
