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
<script>
window.ui = SwaggerUIBundle({ url: '${apiBase}/openapi.json', dom_id: '#swagger-ui', validatorUrl: null, deepLinking: true });
</script>
</body>
</html>`;
}
