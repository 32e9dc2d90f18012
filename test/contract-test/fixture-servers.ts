/**
 * Small hand-written servers for the fixture specs in test/fixtures/contract/, each conformant by
 * default and broken on request in one way. They validate input by hand (not with contractkit's
 * rules), so the suite is checked against an independent reading of each spec.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";

/** One deliberate break. */
export type Break =
  | "drop-required"
  | "undeclared-status"
  | "crash-on-malformed"
  | "wrong-content-type"
  | "delete-keeps";

export type FixtureKind = "notes" | "uploads" | "widgets";

export const FIXTURE_SPECS: Record<FixtureKind, string> = {
  notes: "test/fixtures/contract/notes-links.openapi.yaml",
  uploads: "test/fixtures/contract/uploads-forms.openapi.yaml",
  widgets: "test/fixtures/contract/widgets-apikey.openapi.yaml",
};

export const WIDGET_KEY = "widget-secret-key";

interface Request {
  method: string;
  path: string[];
  query: URLSearchParams;
  headers: http.IncomingHttpHeaders;
  body: string;
}
interface Reply {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}
type Handler = (request: Request, breaks: ReadonlySet<Break>) => Reply;

export interface FixtureServer {
  url: string;
  close(): Promise<void>;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
const length = (s: string) => [...s].length;
const bad = (message: string): Reply => ({ status: 400, body: { message, error: message, code: "bad_request" } });

/** A JSON body, or the reply for one that is not (500 when the server is broken that way). */
function jsonBody(request: Request, breaks: ReadonlySet<Break>): unknown | Reply {
  if (!(request.headers["content-type"] ?? "").startsWith("application/json")) return bad("expected JSON");
  try {
    return JSON.parse(request.body);
  } catch {
    if (breaks.has("crash-on-malformed")) return { status: 500, body: "internal error" };
    return bad("malformed JSON");
  }
}
const isReply = (v: unknown): v is Reply => isObject(v) && typeof v.status === "number" && "body" in v;

function notesServer(): Handler {
  const notes = new Map<string, { id: string; title: string; tags: string[] }>();
  let next = 1;
  const tagOk = (t: unknown) => typeof t === "string" && /^[a-z]{1,10}$/.test(t);
  return (request, breaks) => {
    const [collection, id, ...rest] = request.path;
    if (collection !== "notes" || rest.length > 0) return { status: 404, body: { message: "no route" } };
    const shown = (note: { id: string; title: string; tags: string[] }) =>
      breaks.has("drop-required") ? { id: note.id, tags: note.tags } : note;
    if (id === undefined && request.method === "GET") {
      const limit = request.query.get("limit");
      if (limit !== null && !(/^\d+$/.test(limit) && Number(limit) >= 1 && Number(limit) <= 50)) return bad("limit");
      const tags = request.query.get("tags");
      if (tags !== null && !tags.split(",").every(tagOk)) return bad("tags");
      const requestId = request.headers["x-request-id"];
      if (typeof requestId === "string" && length(requestId) > 36) return bad("X-Request-Id");
      return { status: 200, body: [...notes.values()].slice(0, Number(limit ?? 50)).map(shown) };
    }
    if (id === undefined && request.method === "POST") {
      const body = jsonBody(request, breaks);
      if (isReply(body)) return body;
      if (!isObject(body) || Object.keys(body).some((k) => k !== "title" && k !== "tags")) return bad("body");
      if (typeof body.title !== "string" || length(body.title) < 1 || length(body.title) > 50) return bad("title");
      if (body.tags !== undefined && !(Array.isArray(body.tags) && body.tags.length <= 5 && body.tags.every(tagOk)))
        return bad("tags");
      const note = { id: `n-${next++}`, title: body.title, tags: (body.tags as string[] | undefined) ?? [] };
      notes.set(note.id, note);
      if (breaks.has("wrong-content-type"))
        return { status: 201, body: JSON.stringify(note), headers: { "content-type": "text/plain" } };
      return { status: 201, body: note };
    }
    if (id === undefined) return { status: 405, body: { message: "method" } };
    if (!/^n-[0-9]+$/.test(id)) return bad("id");
    const note = notes.get(id);
    if (!note)
      return breaks.has("undeclared-status")
        ? { status: 410, body: { message: "gone" } }
        : { status: 404, body: { message: "no such note" } };
    if (request.method === "GET") return { status: 200, body: shown(note) };
    if (request.method === "DELETE") {
      if (!breaks.has("delete-keeps")) notes.delete(id);
      return { status: 204 };
    }
    return { status: 405, body: { message: "method" } };
  };
}

/** The parts of a multipart/form-data body, or undefined when it is malformed. */
function multipart(contentType: string, body: string): Map<string, string> | undefined {
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/.exec(contentType);
  const marker = boundary?.[1] ?? boundary?.[2];
  if (!marker || !body.includes(`--${marker}`)) return undefined;
  const parts = new Map<string, string>();
  for (const chunk of body.split(`--${marker}`).slice(1)) {
    if (chunk.startsWith("--")) return parts;
    const [head, ...value] = chunk.split("\r\n\r\n");
    const name = /name="([^"]*)"/.exec(head ?? "")?.[1];
    if (name === undefined || value.length === 0) return undefined;
    parts.set(name, value.join("\r\n\r\n").replace(/\r\n$/, ""));
  }
  return undefined;
}

function uploadsServer(): Handler {
  const uploads = new Map<number, Record<string, unknown>>();
  let next = 1;
  return (request, breaks) => {
    const [collection, id] = request.path;
    if (collection === "uploads" && id === undefined && request.method === "POST") {
      const type = request.headers["content-type"] ?? "";
      if (!type.startsWith("multipart/form-data")) return bad("expected multipart/form-data");
      const parts = multipart(type, request.body);
      if (!parts)
        return breaks.has("crash-on-malformed") ? { status: 500, body: "crashed" } : bad("malformed multipart");
      const name = parts.get("name");
      const size = parts.get("size");
      const note = parts.get("note");
      if (name === undefined || length(name) < 1 || length(name) > 40) return bad("name");
      if (size === undefined || !/^\d+$/.test(size) || Number(size) > 100_000) return bad("size");
      if (note !== undefined && note !== "null" && length(note) > 20) return bad("note");
      const upload = {
        uploadId: next++,
        name,
        size: Number(size),
        ...(note === undefined ? {} : { note: note === "null" ? null : note }),
      };
      uploads.set(upload.uploadId, upload);
      return { status: 201, body: breaks.has("drop-required") ? { uploadId: upload.uploadId, name } : upload };
    }
    if (collection === "uploads" && id !== undefined && request.method === "GET") {
      if (!/^\d+$/.test(id) || Number(id) < 1) return bad("uploadId");
      const upload = uploads.get(Number(id));
      return upload ? { status: 200, body: upload } : { status: 404, body: { error: "no such upload" } };
    }
    if (collection === "subscriptions" && id === undefined && request.method === "POST") {
      if (!(request.headers["content-type"] ?? "").startsWith("application/x-www-form-urlencoded"))
        return bad("expected a form");
      const form = new URLSearchParams(request.body);
      const email = form.get("email");
      const plan = form.get("plan");
      const seats = form.get("seats");
      if (!email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) return bad("email");
      if (plan !== "free" && plan !== "pro") return bad("plan");
      if (seats !== null && !(/^\d+$/.test(seats) && Number(seats) >= 1 && Number(seats) <= 10)) return bad("seats");
      const body = { email, plan, seats: Number(seats ?? 1) };
      if (breaks.has("wrong-content-type"))
        return {
          status: 200,
          body: new URLSearchParams(body as never).toString(),
          headers: { "content-type": "application/x-www-form-urlencoded" },
        };
      return { status: 200, body };
    }
    return { status: 404, body: { error: "no route" } };
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function widgetsServer(): Handler {
  const widgets = new Map<string, { id: string; colour: string; weight: number }>();
  let next = 1;
  const colours = ["red", "green", "blue"];
  return (request, breaks) => {
    if (request.headers["x-widget-key"] !== WIDGET_KEY)
      return { status: breaks.has("undeclared-status") ? 403 : 401, body: { code: "unauthorized" } };
    const [collection, id] = request.path;
    if (collection !== "widgets") return { status: 404, body: { code: "no_route" } };
    const shown = (w: { id: string; colour: string; weight: number }) =>
      breaks.has("drop-required") ? { id: w.id, colour: w.colour } : w;
    if (id === undefined && request.method === "GET") {
      for (const [key, value] of request.query) {
        if (key !== "filter[colour]") return bad(`unknown parameter ${key}`);
        if (!colours.includes(value)) return bad("filter[colour]");
      }
      const colour = request.query.get("filter[colour]");
      return {
        status: 200,
        body: { items: [...widgets.values()].filter((w) => !colour || w.colour === colour).map(shown) },
      };
    }
    if (id === undefined && request.method === "POST") {
      const body = jsonBody(request, breaks);
      if (isReply(body)) return body;
      if (!isObject(body) || Object.keys(body).some((k) => k !== "colour" && k !== "weight")) return bad("body");
      if (typeof body.colour !== "string" || !colours.includes(body.colour)) return bad("colour");
      if (body.weight !== undefined && !(typeof body.weight === "number" && body.weight >= 0 && body.weight <= 1000))
        return bad("weight");
      const hex = (next++).toString(16).padStart(12, "0");
      const widget = {
        id: `00000000-0000-4000-8000-${hex}`,
        colour: body.colour,
        weight: (body.weight as number | undefined) ?? 1,
      };
      widgets.set(widget.id, widget);
      return { status: 201, body: shown(widget), headers: { location: `/widgets/${widget.id}` } };
    }
    if (id === undefined) return { status: 405, body: { code: "method" } };
    if (!UUID.test(id)) return bad("id");
    const widget = widgets.get(id.toLowerCase());
    if (!widget) return { status: 404, body: { code: "not_found" } };
    if (request.method === "GET") return { status: 200, body: shown(widget) };
    if (request.method === "DELETE") {
      if (!breaks.has("delete-keeps")) widgets.delete(widget.id);
      return { status: 204 };
    }
    return { status: 405, body: { code: "method" } };
  };
}

const HANDLERS: Record<FixtureKind, () => Handler> = {
  notes: notesServer,
  uploads: uploadsServer,
  widgets: widgetsServer,
};

/** Starts a fixture server on a free loopback port, conformant unless `breaks` says otherwise. */
export async function startFixtureServer(kind: FixtureKind, breaks: readonly Break[] = []): Promise<FixtureServer> {
  const handle = HANDLERS[kind]();
  const broken = new Set(breaks);
  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? "/", "http://fixture.invalid");
    const reply = handle(
      {
        method: req.method ?? "GET",
        path: url.pathname.split("/").filter(Boolean).map(decodeURIComponent),
        query: url.searchParams,
        headers: req.headers,
        body: Buffer.concat(chunks).toString("utf8"),
      },
      broken,
    );
    if (reply.body === undefined) {
      res.writeHead(reply.status, reply.headers ?? {});
      res.end();
      return;
    }
    const text = typeof reply.body === "string" ? reply.body : JSON.stringify(reply.body);
    res.writeHead(reply.status, {
      "content-type": typeof reply.body === "string" ? "text/plain" : "application/json",
      ...reply.headers,
    });
    res.end(text);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
