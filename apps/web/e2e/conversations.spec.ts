import { expect, test } from '@playwright/test';
import { createChatbotThroughApi, startLoggedIn } from './support/session';

test('chat with a small flow in the simulator, find the conversation, reply as an agent, hand back', async ({
  page,
  request,
}) => {
  const { token } = await startLoggedIn(page, request);
  const auth = { authorization: `Bearer ${token}` };
  const chatbotId = await createChatbotThroughApi(request, token, { bot_name: 'Bot runtime' });

  // The flow: welcome = text + a button to an order block that captures a name.
  const tree = await (
    await request.get(`/api/strong/get/chatbot/${chatbotId}/flow`, { headers: auth })
  ).json();
  const { welcome } = tree.flow.mainblocks;
  const orderId = `${Date.now()}-cmd001`.slice(0, 20);
  const created = await request.post(`/api/strong/create/flow/${chatbotId}`, {
    headers: auth,
    data: { name: 'Commande', idblock: orderId },
  });
  expect(created.status(), await created.text()).toBe(200);
  const save = async (idblock: string, type: string, flow: unknown[]) => {
    const response = await request.post(`/api/update/flow/${chatbotId}/${idblock}/${type}`, {
      headers: auth,
      data: { flow },
    });
    expect(response.status(), await response.text()).toBe(200);
  };
  await save(welcome.idblock, welcome.type, [
    { type: 'text', message: 'Bienvenue chez Bot runtime !' },
    { type: 'text_button', message: 'Que voulez-vous ?', buttons: [{ id: orderId, title: 'Commander' }] },
  ]);
  await save(orderId, 'standard', [
    { type: 'text', message: 'Votre prénom ?' },
    { type: 'answer', options: { answer_type: 'text', variable: { id: 'last_input' }, default_reply: '' } },
    { type: 'text', message: 'Merci {{last_input}}, commande notée.' },
  ]);

  // The simulator talks to the real runtime.
  await page.goto(`/dashboard/chatbots/${chatbotId}/playground`);
  await page.getByRole('button', { name: 'Tester', exact: true }).click();
  const drawer = page.getByRole('dialog', { name: 'Tester le chatbot' });
  await expect(drawer.getByText('Bienvenue chez Bot runtime !')).toBeVisible();
  await drawer.getByRole('button', { name: 'Commander' }).click();
  await expect(drawer.getByText('Votre prénom ?')).toBeVisible();
  await drawer.getByLabel('Votre message').fill('Awa');
  await drawer.getByLabel('Votre message').press('Enter');
  await expect(drawer.getByText('Merci Awa, commande notée.')).toBeVisible();
  await page.keyboard.press('Escape');

  // The conversation screen lists it apart from customers (a test is not a customer), under the
  // tester's own name, with the transcript as the user saw it.
  await page.goto(`/dashboard/chat/${chatbotId}`);
  await expect(page.getByText('Aucune conversation pour le moment')).toBeVisible();
  await page.getByRole('button', { name: 'Voir les conversations de test' }).click();
  const row = page.getByRole('link', { name: /Mariama Ba \(test\)/ }).first();
  await expect(row).toBeVisible();
  await row.click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/chat/${chatbotId}/test-`));
  const transcript = page.getByRole('log', { name: 'Mariama Ba (test)' });
  await expect(transcript.getByText('Merci Awa, commande notée.')).toBeVisible();
  await expect(transcript.getByText('Réponse choisie')).toBeVisible();

  // An agent replies: the bot pauses; handing back resumes it.
  await page.getByLabel('Votre réponse').fill('Bonjour Awa, ici Fatou du service client.');
  await page.getByRole('button', { name: 'Envoyer', exact: true }).click();
  await expect(transcript.getByText('Bonjour Awa, ici Fatou du service client.')).toBeVisible();
  await expect(page.getByText('Bot en pause : un agent répond')).toBeVisible();
  await page.getByRole('button', { name: 'Rendre la main au bot' }).click();
  await expect(page.getByRole('button', { name: 'Prendre la main' })).toBeVisible();
  await expect(page.getByText('Bot en pause : un agent répond')).toHaveCount(0);
});
