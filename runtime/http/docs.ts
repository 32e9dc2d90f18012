/**
 * The `/docs` page of both services: Swagger UI from the installed `swagger-ui-dist` package, inlined
 * into one self-contained HTML document (no CDN, no extra asset routes), reading `/openapi.json`.
 */
import { createHash } from "node:crypto";
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

/** The docs page and the headers to serve it with. */
export interface DocsPage {
  html: string;
  /**
   * A Content-Security-Policy allowing exactly the page's two inline scripts (by hash), its inline
   * styles, and requests to its own origin ("Try it out"); nothing from elsewhere.
   */
  headers: { "content-security-policy": string };
}

const scriptHash = (source: string) => `'sha256-${createHash("sha256").update(source, "utf8").digest("base64")}'`;

/** Renders the interactive reference for a service; "Try it out" calls the server that served the page. */
export function renderDocsPage(title: string, specUrl = "/openapi.json"): DocsPage {
  const { css, js } = swaggerAssets();
  const init = `
window.ui = SwaggerUIBundle({ url: ${JSON.stringify(specUrl)}, dom_id: "#ui", deepLinking: true, tryItOutEnabled: true, persistAuthorization: true });
`;
  const policy = [
    "default-src 'none'",
    `script-src ${scriptHash(js)} ${scriptHash(init)}`,
    "style-src 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src data:",
    "connect-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join("; ");
  const html = `<!doctype html>
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
<script>${init}</script>
</body>
</html>
`;
  return { html, headers: { "content-security-policy": policy } };
}

/**
 * The spec as served at `/openapi.json`: its `servers` name the service's configured public URL
 * (or the address it listens on), never the request's Host header, which any client can set.
 */
export function documentForServer(
  document: Record<string, unknown>,
  publicUrl: string | undefined,
): Record<string, unknown> {
  if (!publicUrl) return document;
  return { ...document, servers: [{ url: publicUrl, description: "this server" }] };
}

/** Checks a configured public URL: absolute http(s), no query or fragment; returned without a trailing slash. */
export function normalisePublicUrl(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new RangeError(`public URL ${JSON.stringify(value)} is not an absolute URL`);
  }
  if ((url.protocol !== "http:" && url.protocol !== "https:") || url.search || url.hash || url.username) {
    throw new RangeError(`public URL ${JSON.stringify(value)} must be http(s) without credentials, query or fragment`);
  }
  return url.href.replace(/\/+$/, "");
}
