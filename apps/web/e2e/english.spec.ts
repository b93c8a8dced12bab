import { expect, test } from '@playwright/test';
import { fromAccountAddress, newAccount, registerThroughApi } from './support/accounts';

/**
 * The main path in English, as a visitor whose browser speaks English sees it: the login page,
 * the dashboard, creating a chatbot (the server's answers in English too), the flow editor, the
 * variables; then Spanish chosen in the settings, applied at once without a reload.
 */
test.use({ locale: 'en-GB' });

test('an English browser: log in, create a chatbot, edit its flow, then switch to Spanish', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const account = newAccount();
  // Registered from the same English browser: the account's language is English.
  await registerThroughApi(request, account, { 'accept-language': 'en-GB,en;q=0.9' });
  await page.setExtraHTTPHeaders(fromAccountAddress(account));

  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Please fill in all fields')).toBeVisible();
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Incorrect password')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  const navigation = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(navigation.getByRole('link', { name: 'Users' })).toBeVisible();
  await navigation.getByRole('link', { name: 'Chatbots' }).click();
  await page.getByRole('link', { name: 'Create a chatbot' }).first().click();
  await expect(page.getByRole('heading', { name: 'Create a new chatbot' })).toBeVisible();
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByText('The chatbot name is required')).toBeVisible();
  await page.getByLabel('Chatbot name').fill('Awa Shop');
  await page.getByLabel('Description').fill('Wax prints and bazin delivered in Accra.');
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByText('Chatbot created!')).toBeVisible();
  const card = page.getByRole('article').filter({ hasText: 'Awa Shop' });
  await expect(card).toBeVisible();

  // The flow editor: a new flow, a text element, saved.
  await card.getByRole('button', { name: 'Chatbot actions' }).click();
  await page.getByRole('menuitem', { name: 'Flow editor' }).click();
  await expect(page.getByText('Select a flow in the sidebar to start editing')).toBeVisible();
  await expect(page.getByText('Main flows')).toBeVisible();
  await page.getByRole('button', { name: 'Create a new flow' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create a new flow' });
  await dialog.getByLabel('Flow name').fill('Promo');
  await dialog.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page).toHaveURL(/\/playground\/promo-[a-z0-9]{6}$/);
  await page.getByRole('button', { name: 'Text', exact: true }).click();
  await expect(page.getByRole('article', { name: 'Text #1' })).toBeVisible();
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();

  // Spanish, chosen in the settings: every screen switches at once, no reload.
  await page.goto('/dashboard/account-settings');
  await page.evaluate(() => {
    (window as unknown as { notReloaded: boolean }).notReloaded = true;
  });
  await page.getByRole('combobox', { name: 'Language' }).click();
  await page.getByRole('option', { name: 'Español' }).click();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Configuración guardada')).toBeVisible();
  const navegación = page.getByRole('navigation', { name: 'Navegación principal' });
  await expect(navegación.getByRole('link', { name: 'Usuarios' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
  await page.reload();
  await expect(navegación.getByRole('link', { name: 'Usuarios' })).toBeVisible();
});
