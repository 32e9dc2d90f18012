// generated from templates/static/http/client.ts (sha256:c3aa0a8530b368d9aed7a512cd38fa3f65e3e7b37d3d6c0b38a522db3ddcfe20), do not edit
/**
 * The fetch core every generated client uses (Node 20+ and browsers): path and query serialisation,
 * bearer keys per security scheme, JSON and text bodies, results typed by status, transport
 * failures thrown, optional response validation, and async iteration over cursor-paginated lists.
 */

/** A key, or a function returning the current key (so a rotated key takes effect without a new client). */
export type KeySource = string | (() => string | undefined);

/** How a generated operation function reaches a server. */
export interface ClientConfig {
  /** Base URL of the service, e.g. `http://127.0.0.1:4010`. */
  baseUrl: string;
  /** Bearer key per security scheme name (e.g. `companyKey`, `adminKey`). */
  keys?: Readonly<Record<string, KeySource | undefined>>;
  /** A fetch implementation (defaults to the global one). */
  fetch?: typeof fetch;
  /** Headers sent with every request. */
  headers?: Readonly<Record<string, string>>;
  /** Called with every response's status and parsed body; throw to reject it (see `validateResponses`). */
  validate?: (operationId: string, status: number, body: unknown) => void;
}

/** Static facts about one operation, emitted by the generator. */
export interface OperationSpec {
  operationId: string;
  method: string;
  /** Path template, e.g. `/api/v1/accounts/{id}`. */
  path: string;
  security: readonly string[];
  /** Every status the spec declares; any other status is a broken contract. */
  statuses: readonly number[];
}

/** The options of one call: hey-api's `XData` shape without `url`, plus an abort signal. */
export interface CallOptions {
  path?: unknown;
  query?: unknown;
  headers?: unknown;
  body?: unknown;
  signal?: AbortSignal;
}

/** A declared status with its typed body: `data` on 1xx–3xx, `error` on 4xx/5xx. */
export type StatusResult<Responses, Errors> =
  | {
      [S in keyof Responses]: { status: S; data: Responses[S]; error?: undefined; response: Response };
    }[keyof Responses]
  | { [S in keyof Errors]: { status: S; data?: undefined; error: Errors[S]; response: Response } }[keyof Errors];

/** Thrown when the request never got an HTTP response (DNS, refused connection, abort). */
export class TransportError extends Error {
  override readonly name = "TransportError";
}

/** Thrown when a response breaks the spec: an undeclared status, or (when validating) a body that does not match. */
export class ResponseContractError extends Error {
  override readonly name = "ResponseContractError";
  constructor(
    readonly operationId: string,
    readonly status: number,
    readonly issues: readonly { path: string; message: string }[],
    readonly body: unknown,
  ) {
    super(
      `${operationId}: the ${status} response breaks the spec: ${issues.map((i) => `${i.path} ${i.message}`).join("; ")}`,
    );
  }
}

/** Thrown by a paginator when a page request returns a documented error. */
export class PageError extends Error {
  override readonly name = "PageError";
  constructor(
    readonly operationId: string,
    readonly status: number,
    readonly error: unknown,
  ) {
    super(`${operationId}: page request failed with ${status}`);
  }
}

export function resolveKey(source: KeySource | undefined): string | undefined {
  return typeof source === "function" ? source() : source;
}

function buildUrl(config: ClientConfig, spec: OperationSpec, options: CallOptions): string {
  const params = (options.path ?? {}) as Record<string, unknown>;
  const path = spec.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null)
      throw new TypeError(`${spec.operationId}: missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries((options.query ?? {}) as Record<string, unknown>)) {
    if (value === undefined || value === null) continue;
    // OpenAPI's default for query arrays is style=form, explode=true: the name repeats per value.
    for (const item of Array.isArray(value) ? value : [value]) query.append(name, String(item));
  }
  const search = query.toString();
  return `${config.baseUrl.replace(/\/+$/, "")}${path}${search ? `?${search}` : ""}`;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === "") return undefined;
  const type = (response.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (type === "application/json" || type.endsWith("+json")) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}

/** Performs one operation call. Documented statuses resolve; only transport failures and broken contracts throw. */
export async function request(
  config: ClientConfig,
  spec: OperationSpec,
  options: CallOptions = {},
): Promise<{ status: number; data?: unknown; error?: unknown; response: Response }> {
  const headers = new Headers(config.headers);
  for (const scheme of spec.security) {
    const key = resolveKey(config.keys?.[scheme]);
    if (key !== undefined) headers.set("authorization", `Bearer ${key}`);
  }
  for (const [name, value] of Object.entries((options.headers ?? {}) as Record<string, unknown>)) {
    if (value !== undefined && value !== null) headers.set(name, String(value));
  }
  let body: string | undefined;
  if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    if (!headers.has("content-type")) headers.set("content-type", "application/json");
  }
  const url = buildUrl(config, spec, options);
  const doFetch = config.fetch ?? globalThis.fetch;
  let response: Response;
  try {
    response = await doFetch(url, {
      method: spec.method,
      headers,
      ...(body === undefined ? {} : { body }),
      ...(options.signal ? { signal: options.signal } : {}),
    });
  } catch (cause) {
    throw new TransportError(
      `${spec.operationId}: ${spec.method} ${url} failed before a response: ${cause instanceof Error ? cause.message : String(cause)}`,
      { cause },
    );
  }
  const parsed = await readBody(response);
  if (!spec.statuses.includes(response.status)) {
    throw new ResponseContractError(
      spec.operationId,
      response.status,
      [{ path: "/", message: `status ${response.status} is not declared (declared: ${spec.statuses.join(", ")})` }],
      parsed,
    );
  }
  config.validate?.(spec.operationId, response.status, parsed);
  return response.status < 400
    ? { status: response.status, data: parsed, response }
    : { status: response.status, error: parsed, response };
}

/** The minimal zod surface validation needs, so this module does not depend on zod's types. */
export interface SafeParser {
  safeParse(
    value: unknown,
  ):
    | { success: true }
    | { success: false; error: { issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }> } };
}

/** A `validate` hook checking each body against the schema the spec declares for its status. */
export function schemaValidator(
  schemas: Readonly<Record<string, Readonly<Record<number, SafeParser>>>>,
): NonNullable<ClientConfig["validate"]> {
  return (operationId, status, body) => {
    const schema = schemas[operationId]?.[status];
    if (!schema) return;
    const result = schema.safeParse(body);
    if (!result.success) {
      const issues = result.error.issues.map((i) => ({ path: `/${i.path.map(String).join("/")}`, message: i.message }));
      throw new ResponseContractError(operationId, status, issues, body);
    }
  };
}

/** Field names of a paginated list, from the operation's `x-pagination` extension. */
export interface PaginationFields {
  cursorParam: string;
  nextCursorField: string;
  itemsField: string;
  hasMoreField: string | null;
}

/**
 * Walks a cursor-paginated list page by page and yields every item once. `fetchPage` is called with
 * the cursor to send (undefined for the first page). Stops at a null cursor or `hasMore: false`;
 * a documented error on any page is thrown as `PageError`.
 */
export async function* paginate<Item>(
  operationId: string,
  fields: PaginationFields,
  fetchPage: (
    cursor: string | undefined,
  ) => Promise<{ status: number | string | symbol; data?: unknown; error?: unknown }>,
): AsyncGenerator<Item, void, undefined> {
  let cursor: string | undefined;
  const seen = new Set<string>();
  for (;;) {
    const result = await fetchPage(cursor);
    if (result.error !== undefined || result.data === undefined)
      throw new PageError(operationId, Number(result.status), result.error);
    const page = result.data as Record<string, unknown>;
    const items = page[fields.itemsField];
    if (Array.isArray(items)) for (const item of items) yield item as Item;
    const next = page[fields.nextCursorField];
    const hasMore = fields.hasMoreField === null ? true : page[fields.hasMoreField] !== false;
    if (typeof next !== "string" || !hasMore) return;
    // A server that hands back a cursor it already gave would loop forever; stop instead.
    if (seen.has(next))
      throw new ResponseContractError(
        operationId,
        Number(result.status),
        [{ path: `/${fields.nextCursorField}`, message: `cursor ${next} repeated` }],
        page,
      );
    seen.add(next);
    cursor = next;
  }
}
