import type { BroadcastModel } from './broadcastSchemas';

/**
 * The key a campaign's fillings use for a model's placeholder: 'body.1', 'header.1',
 * 'button.0.1', 'body.first_name'. The form writes it, the server reads it back.
 */
export function slotKey(parameter: BroadcastModel['parameters'][number]): string {
  return parameter.component === 'button'
    ? `button.${parameter.index ?? 0}.${parameter.key}`
    : `${parameter.component}.${parameter.key}`;
}
