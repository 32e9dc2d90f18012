/**
 * The `/docs` page of both services: Swagger UI from the installed `swagger-ui-dist` package, inlined
 * into one self-contained HTML document (no CDN, no extra asset routes), reading `/openapi.json`.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

let assets: { css: string; js: string } | undefined;

function swaggerAssets(): { css: string; js: string } {
  if (!assets) {
    const dir = path.dirname(createRequire(import.meta.url).resolve("swagger-ui-dist/package.json"));
    // A literal `</script` inside the bundle would end the inline script element early.
    const js = readFileSync(path.join(dir, "swagger-ui-bundle.js"), "utf8").replaceAll("</script", "<\\/script");
    const css = readFileSync(path.join(dir, "swagger-ui.css"), "utf8").replaceAll("</style", "<\\/style");
    assets = { css, js };
  }
  return assets;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/** Renders the interactive reference for a service; "Try it out" calls the server that served the page. */
export function renderDocsPage(title: string, specUrl = "/openapi.json"): string {
  const { css, js } = swaggerAssets();
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} — API reference</title>
<style>${css}</style>
<style>body{margin:0}</style>
</head>
<body>
<div id="ui"></div>
<script>${js}</script>
<script>
window.ui = SwaggerUIBundle({ url: ${JSON.stringify(specUrl)}, dom_id: "#ui", deepLinking: true, tryItOutEnabled: true, persistAuthorization: true });
</script>
</body>
</html>
`;
}

/** The spec as served at `/openapi.json`: its `servers` point at the origin the request came to. */
export function documentForOrigin(
  document: Record<string, unknown>,
  host: string | undefined,
): Record<string, unknown> {
  if (!host) return document;
  return { ...document, servers: [{ url: `http://${host}`, description: "this server" }] };
}
