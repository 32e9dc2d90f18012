/**
 * The `/docs` page of both services: Swagger UI from the installed `swagger-ui-dist` package, inlined
 * into one self-contained HTML document (no CDN, no extra asset routes), reading `/openapi.json`.
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, gzip as gzipCompress, constants as zlibConstants } from "node:zlib";

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
  /** The page compressed with a coding, made once per coding (off the event loop) and kept. */
  encoded(coding: "br" | "gzip"): Promise<Buffer>;
}

const scriptHash = (source: string) => `'sha256-${createHash("sha256").update(source, "utf8").digest("base64")}'`;

/**
 * Swagger UI's layout with the operations first and the document's long description (conventions,
 * errors, versioning) after them, collapsed under "About this API". The standard layout puts that
 * prose, pages of it, above the first operation.
 */
const LAYOUT_PLUGIN = `
function OperationsFirstPlugin(system) {
  const h = system.React.createElement;
  function OperationsFirstLayout(props) {
    const part = (name) => props.getComponent(name, true);
    const selectors = props.specSelectors;
    if (selectors.loadingStatus() === "loading" || !selectors.specStr()) return h("div", { className: "swagger-ui" }, h(part("errors")));
    const servers = selectors.servers();
    const hasServers = Boolean(servers && servers.size);
    const hasAuth = Boolean(selectors.securityDefinitions());
    return h("div", { className: "swagger-ui" },
      h(props.getComponent("SvgAssets")),
      h(part("errors")),
      hasServers || hasAuth
        ? h("div", { className: "scheme-container" },
            h("section", { className: "schemes wrapper" }, hasServers ? h(part("ServersContainer")) : null, hasAuth ? h(part("AuthorizeBtnContainer")) : null))
        : null,
      h(part("FilterContainer")),
      h("main", { id: "operations" }, h("div", { className: "wrapper" }, h(part("operations"))), h("div", { className: "wrapper" }, h(part("Models")))),
      h("details", { id: "about", className: "wrapper about" },
        h("summary", null, "About this API: conventions, errors, pagination, versioning"),
        h(part("InfoContainer"))));
  }
  return { components: { OperationsFirstLayout } };
}
`;

const PAGE_STYLE = [
  "body{margin:0}",
  ".docs-head{max-width:1460px;margin:0 auto;padding:16px 20px 0;font-family:sans-serif;color:#3b4151}",
  ".docs-head h1{font-size:1.6rem;margin:0 0 .3rem}.docs-head p{margin:0;font-size:.95rem}",
  ".about{margin:2rem auto;padding:0 20px 2rem}.about>summary{cursor:pointer;font:600 1.1rem sans-serif;color:#3b4151;padding:.6rem 0}",
].join("");

/** Renders the interactive reference for a service; "Try it out" calls the server that served the page. */
export function renderDocsPage(title: string, specUrl = "/openapi.json"): DocsPage {
  const { css, js } = swaggerAssets();
  const init = `${LAYOUT_PLUGIN}
window.ui = SwaggerUIBundle({ url: ${JSON.stringify(specUrl)}, dom_id: "#ui", deepLinking: true, tryItOutEnabled: true, persistAuthorization: true, plugins: [OperationsFirstPlugin], layout: "OperationsFirstLayout" });
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
<style>${PAGE_STYLE}</style>
</head>
<body>
<header class="docs-head"><h1>${escapeHtml(title)}</h1>
<p>Every operation below; the guide (conventions, errors, pagination, versioning) is under <a href="#about">About this API</a> after them. The machine-readable document: <a href="${escapeHtml(specUrl)}">${escapeHtml(specUrl)}</a>; the service's status: <a href="/">/</a>.</p></header>
<div id="ui"></div>
<script>${js}</script>
<script>${init}</script>
</body>
</html>
`;
  const cache = new Map<"br" | "gzip", Promise<Buffer>>();
  const encoded = (coding: "br" | "gzip") => {
    let pending = cache.get(coding);
    if (!pending) {
      pending = compress(html, coding);
      cache.set(coding, pending);
    }
    return pending;
  };
  return { html, headers: { "content-security-policy": policy }, encoded };
}

const brotli = promisify(brotliCompress);
const gzip = promisify(gzipCompress);

/** Brotli at quality 5: nearly the size of 11 (docs/…) for a fraction of the time; gzip at 9. */
function compress(text: string, coding: "br" | "gzip"): Promise<Buffer> {
  const input = Buffer.from(text, "utf8");
  return coding === "br"
    ? brotli(input, {
        params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: input.length },
      })
    : gzip(input, { level: 9 });
}

/**
 * The coding to answer with for an `Accept-Encoding` header (RFC 9110 §12.5.3): the acceptable one
 * (q > 0, directly or through `*`) with the highest q, brotli on a tie; `identity` when neither is.
 */
export function negotiateEncoding(header: string | readonly string[] | undefined): "br" | "gzip" | "identity" {
  const text = Array.isArray(header) ? header.join(",") : ((header as string | undefined) ?? "");
  const weights = new Map<string, number>();
  for (const part of text.split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (coding: string) => weights.get(coding) ?? weights.get("*") ?? 0;
  const br = weightOf("br");
  const gz = weightOf("gzip");
  if (br <= 0 && gz <= 0) return "identity";
  return br >= gz ? "br" : "gzip";
}

/**
 * The docs page as a handler answers it: compressed as the client accepts (the 1.9 MB page is
 * about 0.43 MB with brotli), `Vary: Accept-Encoding` always, so no cache hands one coding to a
 * client that asked for another.
 */
export async function docsResponse(
  page: DocsPage,
  acceptEncoding: string | readonly string[] | undefined,
): Promise<{ status: 200; contentType: "text/html"; body: string; headers: Record<string, string> }> {
  const coding = negotiateEncoding(acceptEncoding);
  const headers = { ...page.headers, vary: "Accept-Encoding" };
  if (coding === "identity") return { status: 200, contentType: "text/html", body: page.html, headers };
  // The spec types the body as the page's text; these bytes are that text with Content-Encoding
  // applied, and the dispatcher and adapter pass bytes through untouched (HttpResponse.body).
  const bytes = (await page.encoded(coding)) as unknown as string;
  return { status: 200, contentType: "text/html", body: bytes, headers: { ...headers, "content-encoding": coding } };
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
