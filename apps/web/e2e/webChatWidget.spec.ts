import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { fromAccountAddress, newAccount, registerThroughApi } from './support/accounts';
import { createChatbotThroughApi } from './support/session';

/**
 * A customer's website on another origin, with a strict CSP that only lets Griot's script and frame
 * in. A real server on loopback: Chromium's local network access checks refuse a page answered by
 * page.route (a "public" page) the e2e server's 127.0.0.1 resources.
 */
async function startHostSite(griot: string, chatbotId: string): Promise<{ url: string; close: () => void }> {
  const site = http.createServer((_request, response) => {
    response.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': `default-src 'none'; script-src ${griot}; frame-src ${griot}; style-src 'none'`,
    });
    response.end(`<!doctype html><html lang="fr"><head><title>Boutique</title></head><body><h1>Boutique Awa</h1>
<script src="${griot}/api/webchat/widget.js" data-chatbot="${chatbotId}" async></script></body></html>`);
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(site.address() as AddressInfo).port}/`, close: () => site.close() };
}

test('a visitor chats through the embedded widget on another site', async ({ page, request, baseURL }) => {
  const griot = new URL(baseURL ?? 'http://127.0.0.1:3917').origin;
  const account = newAccount();
  await registerThroughApi(request, account);
  const login = await request.post('/api/verify/user', {
    headers: fromAccountAddress(account),
    data: { email: account.email, password: account.password },
  });
  const auth = { authorization: `Bearer ${(await login.json()).token}` };
  const chatbotId = await createChatbotThroughApi(request, auth.authorization.slice(7), {
    bot_name: 'Awa Boutique',
    type: 'web',
    status: 'active',
  });
  const tree = await (
    await request.get(`/api/strong/get/chatbot/${chatbotId}/flow`, { headers: auth })
  ).json();
  const { welcome, default: fallback } = tree.flow.mainblocks;
  const save = async (block: { idblock: string; type: string }, flow: unknown[]) => {
    const response = await request.post(`/api/update/flow/${chatbotId}/${block.idblock}/${block.type}`, {
      headers: auth,
      data: { flow },
    });
    expect(response.status(), await response.text()).toBe(200);
  };
  const created = await request.post(`/api/strong/create/flow/${chatbotId}`, {
    headers: auth,
    // A retry or a repeat of this test needs a new idblock (unique per chatbot).
    data: { name: 'Localiser', idblock: `loc-${Date.now().toString(36)}` },
  });
  expect(created.status(), await created.text()).toBe(200);
  const locate = (await created.json()).block;
  await save(locate, [{ type: 'location_request_message', message: 'Où êtes-vous ?' }]);
  await save(fallback, [
    { type: 'text', message: 'Nous sommes ouverts de 9 h à 18 h.' },
    {
      type: 'list',
      interactive: {
        type: 'list',
        header: { type: 'text', text: 'Rayons' },
        body: { text: 'Choisissez un rayon' },
        action: {
          button: 'Voir les rayons',
          sections: [
            { title: 'Mode', rows: [{ id: fallback.idblock, title: 'Boubous', description: 'Coton brodé' }] },
          ],
        },
      },
    },
  ]);
  await save(welcome, [
    { type: 'text', message: 'Bienvenue chez Awa !\nCatalogue : https://boutique.test/catalogue' },
    {
      type: 'button_link',
      image_header: '',
      body_message: 'Notre catalogue complet',
      footer_message: 'Livraison à Dakar',
      action: {
        name: 'cta_url',
        parameters: { display_text: 'Voir le catalogue', url: 'https://boutique.test/c' },
      },
    },
    {
      type: 'text_button',
      message: 'Que souhaitez-vous ?',
      buttons: [
        { id: fallback.idblock, title: 'Nos horaires' },
        { id: locate.idblock, title: 'Me localiser' },
      ],
    },
  ]);

  const host = await startHostSite(griot, chatbotId);
  try {
    await page.goto(host.url);

    const launcher = page.getByRole('button', { name: 'Ouvrir la discussion' });
    await launcher.focus();
    await page.keyboard.press('Enter');
    const frameElement = page.getByTitle('Discussion');
    await expect(frameElement).toBeVisible();
    const box = await frameElement.boundingBox();
    expect(box?.width).toBe(380);
    expect(box?.height).toBe(560);

    const chat = page.frameLocator('iframe[title="Discussion"]');
    await expect(chat.getByRole('heading', { name: 'Awa Boutique' })).toBeVisible();
    const log = chat.getByRole('log');
    await expect(log.getByText('Bienvenue chez Awa !')).toBeVisible();
    await expect(log.getByRole('link', { name: 'https://boutique.test/catalogue' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );

    await expect(log.getByRole('link', { name: /Voir le catalogue/ })).toHaveAttribute('target', '_blank');
    await log.getByRole('button', { name: 'Nos horaires' }).click();
    await expect(log.getByText('Nous sommes ouverts de 9 h à 18 h.')).toBeVisible();

    await log.getByRole('button', { name: /Voir les rayons/ }).click();
    const sheet = chat.getByRole('dialog', { name: 'Voir les rayons' });
    await sheet.getByRole('button', { name: /Boubous/ }).click();
    await expect(sheet).toBeHidden();
    await expect(log.getByText('Boubous')).toBeVisible();
    await expect(log.getByText('Nous sommes ouverts de 9 h à 18 h.')).toHaveCount(2);

    // Embedded frames use the top-level site's permission (delegated through allow="geolocation").
    await page.context().grantPermissions(['geolocation'], { origin: new URL(host.url).origin });
    await page.context().setGeolocation({ latitude: 14.6928, longitude: -17.4467 });
    await log.getByRole('button', { name: 'Me localiser' }).click();
    await log.getByRole('button', { name: /Envoyer ma position/ }).click();
    await expect(log.getByText('Position partagée')).toBeVisible();

    const input = chat.getByPlaceholder('Écrire un message...');
    await input.fill('Merci beaucoup');
    await input.press('Enter');
    await expect(log.getByText('Merci beaucoup')).toBeVisible();
    await expect(log.locator('.msg.pending')).toHaveCount(0);

    // Escape closes, focus returns to the launcher; a reload resumes the same conversation.
    await input.press('Escape');
    await expect(frameElement).toBeHidden();
    await expect(launcher).toBeFocused();
    await page.reload();
    await page.getByRole('button', { name: 'Ouvrir la discussion' }).click();
    await expect(chat.getByRole('log').getByText('Merci beaucoup')).toBeVisible();
    await expect(chat.getByRole('log').getByText('Bienvenue chez Awa !')).toHaveCount(1);
    await chat.getByRole('button', { name: 'Fermer la discussion' }).click();
    await expect(page.getByTitle('Discussion')).toBeHidden();

    // Under 480 px wide the chat takes the whole screen; its own close button brings the launcher back.
    await page.setViewportSize({ width: 400, height: 700 });
    await page.getByRole('button', { name: 'Ouvrir la discussion' }).click();
    expect(await page.getByTitle('Discussion').boundingBox()).toEqual({
      x: 0,
      y: 0,
      width: 400,
      height: 700,
    });
    await expect(page.getByRole('button', { name: 'Fermer la discussion' })).toBeHidden();
    await chat.getByRole('button', { name: 'Fermer la discussion' }).click();
    await expect(page.getByRole('button', { name: 'Ouvrir la discussion' })).toBeVisible();
  } finally {
    host.close();
  }
});

test("the widget speaks the chatbot's fixed language, English, to a French browser", async ({
  page,
  request,
  baseURL,
}) => {
  const griot = new URL(baseURL ?? 'http://127.0.0.1:3917').origin;
  const account = newAccount();
  await registerThroughApi(request, account);
  const login = await request.post('/api/verify/user', {
    headers: fromAccountAddress(account),
    data: { email: account.email, password: account.password },
  });
  const chatbotId = await createChatbotThroughApi(request, (await login.json()).token, {
    bot_name: 'Awa Shop',
    type: 'web',
    status: 'active',
    widget_language: 'en',
  });

  const host = await startHostSite(griot, chatbotId);
  try {
    await page.goto(host.url);
    // The launcher speaks the host browser's language until the chat says its own.
    await page.getByRole('button', { name: 'Ouvrir la discussion' }).click();
    const chat = page.frameLocator('iframe[src$="/frame"]');
    await expect(chat.locator('html')).toHaveAttribute('lang', 'en');
    await expect(chat.getByRole('heading', { name: 'Awa Shop' })).toBeVisible();
    await expect(chat.getByPlaceholder('Type a message...')).toBeEnabled();
    await expect(chat.getByRole('button', { name: 'Send' })).toBeVisible();
    await expect(page.getByTitle('Chat')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close chat' })).toBeVisible();
    await chat.getByRole('button', { name: 'Close chat' }).click();
    await expect(page.getByRole('button', { name: 'Open chat' })).toBeFocused();
  } finally {
    host.close();
  }
});
