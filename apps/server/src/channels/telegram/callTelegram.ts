import { parseTelegramResponse, type TelegramResponse } from '@griot/channels/telegram/parseTelegramResponse';
import { postJson } from '../../lib/requestJson';

/**
 * One Bot API call, POST {apiUrl}/bot{token}/{method} with a JSON body, read into Telegram's
 * answer. Never throws: no answer at all (network, timeout) is a retryable code 0.
 */
export async function callTelegram(
  apiUrl: string,
  token: string,
  method: string,
  body: unknown,
): Promise<TelegramResponse> {
  const response = await postJson(`${apiUrl}/bot${encodeURIComponent(token)}/${method}`, body);
  if (response.status === 0)
    return {
      ok: false,
      code: 0,
      description: typeof response.body === 'string' ? response.body : 'No answer',
      retryable: true,
    };
  return parseTelegramResponse(response.body, response.status);
}
