import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { logInThroughForm, newAccount, registerThroughApi, type TestAccount } from './accounts';

export interface LoggedIn {
  account: TestAccount;
  token: string;
}

/** A fresh account, logged in through the form; its bearer token for API set-up calls. */
export async function startLoggedIn(page: Page, request: APIRequestContext): Promise<LoggedIn> {
  const account = newAccount();
  await registerThroughApi(request, account);
  await logInThroughForm(page, account.email, account.password, account.clientAddress);
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}').token);
  expect(token).toMatch(/^grt_/);
  return { account, token };
}

/** Creates a chatbot through the API, for tests about other screens. */
export async function createChatbotThroughApi(
  request: APIRequestContext,
  token: string,
  fields: Record<string, string>,
): Promise<string> {
  const response = await request.post('/api/create/strong/chatbot', {
    headers: { authorization: `Bearer ${token}` },
    multipart: { data: JSON.stringify(fields) },
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()).chatbot_id;
}
