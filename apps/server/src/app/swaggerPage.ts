import { createHash } from 'node:crypto';

/** The /api/docs page: Swagger UI served from our own copy, with no call to any outside host. */
export function swaggerPage(apiBase: string): string {
  return `<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<title>API Griot — documentation</title>
<link rel="stylesheet" href="${apiBase}/docs/assets/swagger-ui.css">
</head>
<body>
<div id="swagger-ui"></div>
<script src="${apiBase}/docs/assets/swagger-ui-bundle.js"></script>
<script>${initScript(apiBase)}</script>
</body>
</html>`;
}

function initScript(apiBase: string): string {
  return `window.ui = SwaggerUIBundle({ url: '${apiBase}/openapi.json', dom_id: '#swagger-ui', validatorUrl: null, deepLinking: true });`;
}

/** The docs page's own policy: our copy of Swagger UI, and its one inline script by its hash. */
export function swaggerPageCsp(apiBase: string): string {
  const hash = createHash('sha256').update(initScript(apiBase)).digest('base64');
  return [
    "default-src 'self'",
    `script-src 'self' 'sha256-${hash}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "frame-ancestors 'none'",
  ].join('; ');
}
