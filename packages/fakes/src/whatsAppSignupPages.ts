/**
 * The local Embedded Signup simulator: a stand-in for the Facebook JS SDK (`FB.init`, `FB.login`)
 * and the popup it opens. The popup posts the same `message` events as Meta's (a JSON string of
 * type WA_EMBEDDED_SIGNUP) and hands the SDK an authorization code the fake exchanges at
 * /oauth/access_token, so the web client runs its real code path without Meta.
 */
export function signupSdkScript(baseUrl: string): string {
  return `(function () {
  var base = ${JSON.stringify(baseUrl)};
  var simulatorOrigin = new URL(base).origin;
  window.FB = {
    griotSimulator: true,
    init: function (options) { window.FB.options = options || {}; },
    login: function (callback, options) {
      options = options || {};
      var url = base + '/embedded-signup/dialog?config_id=' + encodeURIComponent(options.config_id || '') +
        '&origin=' + encodeURIComponent(window.location.origin);
      var popup = window.open(url, 'griot-embedded-signup', 'width=520,height=720');
      var done = false;
      var timer;
      function finish(response) {
        if (done) return;
        done = true;
        window.removeEventListener('message', onMessage);
        clearInterval(timer);
        callback(response);
      }
      function onMessage(event) {
        if (event.origin !== simulatorOrigin || typeof event.data !== 'string') return;
        var data;
        try { data = JSON.parse(event.data); } catch (error) { return; }
        if (!data || data.type !== 'GRIOT_SIGNUP_SIMULATOR_AUTH') return;
        if (data.code) finish({ status: 'connected', authResponse: { code: data.code, expiresIn: 30 } });
        else finish({ status: 'unknown', authResponse: null });
      }
      window.addEventListener('message', onMessage);
      if (!popup) return finish({ status: 'unknown', authResponse: null });
      timer = setInterval(function () {
        if (popup.closed) setTimeout(function () { finish({ status: 'unknown', authResponse: null }); }, 500);
      }, 400);
    }
  };
  if (typeof window.fbAsyncInit === 'function') setTimeout(window.fbAsyncInit, 0);
})();
`;
}

/** The popup: the business the user "creates" and how the signup ends. */
export function signupDialogPage(input: { configId: string; origin: string }): string {
  return `<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Simulateur d’inscription WhatsApp</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 0; padding: 24px; background: #f0f2f5; color: #1c1e21; }
  main { max-width: 440px; margin: auto; background: #fff; border-radius: 8px; padding: 24px; }
  label { display: block; margin: 16px 0 4px; font-weight: 600; }
  input { width: 100%; box-sizing: border-box; padding: 8px; font-size: 16px; }
  .actions { display: flex; flex-direction: column; gap: 8px; margin-top: 24px; }
  button { padding: 10px; font-size: 15px; border-radius: 6px; border: 1px solid #ccd0d5; background: #fff; cursor: pointer; }
  button.primary { background: #1877f2; border-color: #1877f2; color: #fff; }
  p.note { font-size: 13px; color: #606770; }
</style>
</head>
<body>
<main>
  <h1>Simulateur d’inscription WhatsApp</h1>
  <p class="note">Simulation locale de l’inscription intégrée de Meta (Embedded Signup) : aucun compte Meta n’est créé.
  Configuration : <code>${escapeHtml(input.configId || 'aucune')}</code></p>
  <form method="post" action="/embedded-signup/finish">
    <input type="hidden" name="origin" value="${escapeHtml(input.origin)}">
    <label for="verified_name">Nom de l’entreprise</label>
    <input id="verified_name" name="verified_name" value="Boutique Téranga" required>
    <label for="display_phone_number">Numéro WhatsApp</label>
    <input id="display_phone_number" name="display_phone_number" value="+221 77 123 45 67" required>
    <div class="actions">
      <button class="primary" type="submit" name="outcome" value="FINISH">Terminer l’inscription</button>
      <button type="submit" name="outcome" value="FINISH_ONLY_WABA">Terminer sans choisir de numéro</button>
      <button type="submit" name="outcome" value="CANCEL" formnovalidate>Annuler</button>
    </div>
  </form>
</main>
</body>
</html>
`;
}

/** Posts the signup's outcome to the opener, as Meta's popup does, then closes. */
export function signupFinishPage(input: {
  origin: string;
  event: string;
  data: Record<string, string>;
  code?: string;
}): string {
  const event = JSON.stringify({
    type: 'WA_EMBEDDED_SIGNUP',
    event: input.event,
    data: input.data,
    version: '3',
  });
  const auth = JSON.stringify({ type: 'GRIOT_SIGNUP_SIMULATOR_AUTH', code: input.code ?? null });
  let target = '';
  try {
    target = new URL(input.origin).origin;
  } catch {
    target = '';
  }
  // JSON inside a script element: `<` escaped so no value can close the element.
  const script = (value: string) => JSON.stringify(value).replace(/</g, '\\u003c');
  return `<!doctype html>
<html lang="fr">
<head><meta charset="utf-8"><title>Inscription terminée</title></head>
<body style="font-family: system-ui, sans-serif; padding: 24px">
<p>${input.event === 'CANCEL' ? 'Inscription annulée.' : 'Inscription terminée : retour à Griot…'}</p>
<script>
  (function () {
    var target = ${script(target)};
    if (window.opener && target) {
      window.opener.postMessage(${script(event)}, target);
      window.opener.postMessage(${script(auth)}, target);
    }
    setTimeout(function () { window.close(); }, 300);
  })();
</script>
</body>
</html>
`;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}
