import { expect, test } from '@playwright/test';
import { encodePng } from '../../server/src/lib/pngImage';
import { createChatbotThroughApi, startLoggedIn } from './support/session';

const avatarPng = encodePng(64, 64, (x, y) => (x < 32 === y < 32 ? [15, 145, 123] : [255, 174, 56]));

test('create with avatar and WhatsApp → list → edit → settings → clone → delete with SUPPRIMER', async ({
  page,
  request,
}) => {
  await startLoggedIn(page, request);

  await page.getByRole('link', { name: 'Chatbots' }).click();
  await expect(page.getByText('Aucun chatbot trouvé')).toBeVisible();
  await page.getByRole('link', { name: 'Nouveau Chatbot' }).first().click();
  await expect(page).toHaveURL(/\/dashboard\/chatbots\/create$/);

  await page.getByRole('button', { name: 'Créer' }).click();
  await expect(page.getByText('Le nom du chatbot est obligatoire')).toBeVisible();
  await page.getByLabel('Nom du chatbot').fill('Boutique Ndeye');
  await page.getByLabel('Description').fill('Pagnes, bazin et accessoires livrés à Dakar.');
  await page.getByLabel('Statut').selectOption({ label: 'Actif' });
  await page
    .getByLabel('Avatar')
    .setInputFiles({ name: 'avatar.png', mimeType: 'image/png', buffer: avatarPng });
  await page.getByLabel('Numéro affiché').fill('+221 77 123 45 67');
  await page.getByLabel('Identifiant du numéro (phone_number_id)').fill('106540352242922');
  await page.getByLabel("Identifiant de l'application (app_id)").fill('1234567890');
  await page.getByLabel("Jeton d'accès").fill('EAAGjetonDeTest9Z3f');
  await page.getByRole('button', { name: 'Créer' }).click();
  await expect(page.getByText('Chatbot créé avec succès !')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/chatbots$/, { timeout: 5_000 });

  const card = page.getByRole('article').filter({ hasText: 'Boutique Ndeye' });
  await expect(card).toBeVisible();
  await expect(card.getByRole('img', { name: 'Avatar de Boutique Ndeye' })).toBeVisible();

  // Quick edit from the card menu.
  await card.getByRole('button', { name: 'Actions du chatbot' }).click();
  await page.getByRole('menuitem', { name: 'Modifier' }).click();
  const editDialog = page.getByRole('dialog');
  await expect(editDialog.getByRole('link', { name: 'Paramètres avancés' })).toBeVisible();
  await editDialog.getByLabel('Nom du chatbot').fill('Boutique Ndeye Dakar');
  await editDialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Chatbot modifié avec succès')).toBeVisible();
  const renamed = page.getByRole('article').filter({ hasText: 'Boutique Ndeye Dakar' });
  await expect(renamed).toBeVisible();

  // Advanced settings: the token is masked until revealed; saving persists.
  await renamed.getByRole('button', { name: 'Actions du chatbot' }).click();
  await page.getByRole('menuitem', { name: 'Modifier' }).click();
  await page.getByRole('dialog').getByRole('link', { name: 'Paramètres avancés' }).click();
  await expect(page).toHaveURL(/\/dashboard\/chatbots\/[0-9a-f-]{36}\/settings$/);
  await expect(page.getByLabel('URL du webhook')).toHaveValue(/\/api\/pipeline\/whatsapp\/[0-9a-f-]{36}$/);
  await expect(page.getByText('EAAGjetonDeTest9Z3f')).toHaveCount(0);
  await page.getByRole('button', { name: 'Afficher' }).click();
  await expect(page.getByLabel("Jeton d'accès")).toHaveValue('EAAGjetonDeTest9Z3f');
  await page.getByLabel('Description').fill('Pagnes et bazin, livraison en 24 h.');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Paramètres enregistrés avec succès !')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Description')).toHaveValue('Pagnes et bazin, livraison en 24 h.');

  // The flow editor is one click away from the settings and from the card menu.
  await page.getByRole('link', { name: 'Éditeur de flux' }).click();
  await expect(page).toHaveURL(/\/dashboard\/chatbots\/[0-9a-f-]{36}\/playground/);
  await page.goto('/dashboard/chatbots');
  await renamed.getByRole('button', { name: 'Actions du chatbot' }).click();
  await page.getByRole('menuitem', { name: 'Éditeur de flux' }).click();
  await expect(page).toHaveURL(/\/dashboard\/chatbots\/[0-9a-f-]{36}\/playground/);

  // Clone.
  await page.goto('/dashboard/chatbots');
  await renamed.getByRole('button', { name: 'Actions du chatbot' }).click();
  await page.getByRole('menuitem', { name: 'Cloner' }).click();
  const cloneDialog = page.getByRole('dialog');
  await expect(cloneDialog.getByLabel('Nom du nouveau chatbot')).toHaveValue('Boutique Ndeye Dakar (Clone)');
  await cloneDialog.getByLabel('Nom du nouveau chatbot').fill('   ');
  await cloneDialog.getByRole('button', { name: 'Cloner' }).click();
  await expect(cloneDialog.getByText('Le nom ne peut pas être vide')).toBeVisible();
  await cloneDialog.getByLabel('Nom du nouveau chatbot').fill('Boutique Ndeye Thiès');
  await cloneDialog.getByRole('button', { name: 'Cloner' }).click();
  await expect(page.getByText('Chatbot cloné avec succès')).toBeVisible();
  await expect(page.getByRole('article').filter({ hasText: 'Boutique Ndeye Thiès' })).toBeVisible({
    timeout: 5_000,
  });

  // Delete only with the exact word.
  const clone = page.getByRole('article').filter({ hasText: 'Boutique Ndeye Thiès' });
  await clone.getByRole('button', { name: 'Actions du chatbot' }).click();
  await page.getByRole('menuitem', { name: 'Supprimer' }).click();
  const deleteDialog = page.getByRole('dialog');
  const confirm = deleteDialog.getByRole('button', { name: 'Supprimer' });
  await deleteDialog.getByLabel('Confirmation').fill('supprimer');
  await expect(deleteDialog.getByText('Veuillez taper exactement "SUPPRIMER" en majuscules')).toBeVisible();
  await expect(confirm).toBeDisabled();
  await deleteDialog.getByLabel('Confirmation').fill('SUPPRIMER');
  await confirm.click();
  await expect(page.getByText('Chatbot supprimé avec succès')).toBeVisible();
  await expect(page.getByRole('article').filter({ hasText: 'Boutique Ndeye Thiès' })).toHaveCount(0);
  await expect(page.getByRole('article').filter({ hasText: 'Boutique Ndeye Dakar' })).toBeVisible();
});

test('the list: 6 cards, 6 more on scroll, search, status filter and sort', async ({ page, request }) => {
  const { token } = await startLoggedIn(page, request);
  for (let index = 1; index <= 8; index += 1) {
    await createChatbotThroughApi(request, token, {
      bot_name: `Agence ${String(index).padStart(2, '0')}`,
      status: index % 2 === 0 ? 'active' : 'inactive',
      description: 'x'.repeat(150),
    });
  }
  await page.goto('/dashboard/chatbots');
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(6);
  await expect(cards.first()).toContainText(`${'x'.repeat(100)}…`);
  await cards.nth(5).scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 2000);
  await expect(cards).toHaveCount(8);

  await page.getByPlaceholder('Rechercher un chatbot...').fill('Agence 07');
  await expect(cards).toHaveCount(1);
  await page.getByPlaceholder('Rechercher un chatbot...').fill('');
  await page.getByLabel('Statut').selectOption({ label: 'Actif' });
  await expect(cards).toHaveCount(4);
  await page.getByLabel('Statut').selectOption({ label: 'Tous' });

  await page.getByRole('button', { name: 'Trier' }).click();
  await expect(cards.first()).toContainText('Agence 01');
  await page.getByRole('button', { name: 'Trier' }).click();
  await expect(cards.first()).toContainText('Agence 08');

  await cards.first().click();
  await expect(page).toHaveURL(/\/dashboard\/chatbots\/[0-9a-f-]{36}\/home$/);
});

test('a revoked session on the list shows the spec message, then /login after 3 s', async ({
  page,
  request,
}) => {
  const { token } = await startLoggedIn(page, request);
  // Leave the home first: a call it makes after the revocation would end the session before the
  // list can say so.
  await page.goto('about:blank');
  await request.post('/api/strong/auth/logout', { headers: { authorization: `Bearer ${token}` }, data: {} });
  await page.goto('/dashboard/chatbots');
  await expect(page.getByText('Session expirée ou non autorisée. Veuillez vous reconnecter.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/, { timeout: 6_000 });
});

test('the home shows the account’s figures from the database', async ({ page, request }) => {
  const { token } = await startLoggedIn(page, request);
  await createChatbotThroughApi(request, token, { bot_name: 'Accueil Actif', status: 'active' });
  await createChatbotThroughApi(request, token, { bot_name: 'Accueil Inactif' });
  await page.goto('/dashboard');
  await expect(page.getByText('1 / 2')).toBeVisible();
  await expect(page.getByText('Messages par mois')).toBeVisible();
  await expect(page.getByRole('link', { name: /Accueil Actif/ }).first()).toBeVisible();
});

test('every channel can be connected from its advanced settings', async ({ page, request }) => {
  const { token } = await startLoggedIn(page, request);
  const messenger = await createChatbotThroughApi(request, token, {
    bot_name: 'Page Awa',
    type: 'messenger',
  });
  const telegram = await createChatbotThroughApi(request, token, { bot_name: 'Bot Awa', type: 'telegram' });
  const web = await createChatbotThroughApi(request, token, { bot_name: 'Site Awa', type: 'web' });

  await page.goto(`/dashboard/chatbots/${messenger}/settings`);
  await page.getByLabel('Identifiant de la Page').fill('108000000000001');
  await page.getByLabel("Jeton d'accès de la Page").fill('EAAGpageToken42');
  await page.getByLabel("Clé secrète de l'application (app secret)").fill('secret-de-l-app');
  await expect(page.getByLabel('URL du webhook')).toHaveValue(
    new RegExp(`/api/pipeline/messenger/${messenger}$`),
  );
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Paramètres enregistrés avec succès !')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Identifiant de la Page')).toHaveValue('108000000000001');
  await expect(page.getByText('Une clé est enregistrée, chiffrée.', { exact: false })).toBeVisible();

  await page.goto(`/dashboard/chatbots/${telegram}/settings`);
  await expect(page.getByLabel('Jeton du bot')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Connecter' })).toBeDisabled();
  await expect(page.getByText("Enregistrez d'abord le jeton du bot.")).toBeVisible();

  await page.goto(`/dashboard/chatbots/${web}/settings`);
  const snippet = page.getByLabel("Code d'intégration");
  await expect(snippet).toHaveValue(new RegExp(`data-chatbot="${web}" data-color="#128c7e"`));
  await page.getByLabel('Couleur du widget').fill('#7048e8');
  await expect(snippet).toHaveValue(/data-color="#7048e8"/);
  await expect(page.getByRole('img', { name: 'Aperçu du widget' })).toBeVisible();
});
