import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '@playwright/test';

export interface TestAccount {
  firstname: string;
  lastname: string;
  email: string;
  password: string;
  phoneDigits: string;
  /** The address this account's requests come from (TEST-NET ranges), one per account. */
  clientAddress: string;
}

/** Headers that make a request come from the account's own address (the e2e server trusts them). */
export function fromAccountAddress(account: TestAccount): Record<string, string> {
  return { 'x-forwarded-for': account.clientAddress };
}

/** A new identity each time: e2e runs share one database. */
export function newAccount(): TestAccount {
  const suffix = randomBytes(3).toString('hex');
  return {
    firstname: 'Mariama',
    lastname: 'Ba',
    email: `mariama.${suffix}@example.sn`,
    password: 'Teranga#2026',
    phoneDigits: `77${String(Number.parseInt(suffix, 16) % 10_000_000).padStart(7, '0')}`,
    clientAddress: `198.51.${randomBytes(2).readUInt8(0)}.${1 + (randomBytes(2).readUInt8(1) % 254)}`,
  };
}

/** Registers through the API (captcha read through the test seam): for tests about other screens. */
export async function registerThroughApi(
  request: APIRequestContext,
  account: TestAccount,
  extraHeaders: Record<string, string> = {},
  /** More of the registration's fields (an invitation's token…). */
  extraFields: Record<string, unknown> = {},
): Promise<void> {
  const headers = { ...fromAccountAddress(account), ...extraHeaders };
  const captcha = await (await request.post('/api/strong/captcha', { data: {}, headers })).json();
  const { answer } = await (await request.get(`/api/testing/captcha/${captcha.captchaId}`)).json();
  const response = await request.post('/api/strong/register/final', {
    headers,
    data: {
      firstname: account.firstname,
      lastname: account.lastname,
      company: 'Ba & Fils',
      email: account.email,
      country: 'SN',
      phoneNumber: `+221${account.phoneDigits}`,
      userType: 'personal',
      password: account.password,
      captchaId: captcha.captchaId,
      captchaResponse: answer,
      termsAccepted: true,
      phase: 2,
      ...extraFields,
    },
  });
  expect(response.status(), await response.text()).toBe(200);
}

export async function logInThroughForm(
  page: Page,
  email: string,
  password: string,
  clientAddress?: string,
): Promise<void> {
  if (clientAddress) await page.setExtraHTTPHeaders({ 'x-forwarded-for': clientAddress });
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Mot de passe').fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}
