/**
 * Raw HTTP over a TCP socket, for requests fetch cannot send (malformed request lines, oversized
 * headers, `Expect: 100-continue`, half-sent requests) and for reading every byte the server answers.
 */
import { connect, type Socket } from "node:net";

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** Everything the server sent, interim responses included. */
  text: string;
}

/** Parses the last response in `text` (after any `100 Continue`). */
export function parseRawResponse(text: string): RawResponse {
  const responses = text.split(/(?=HTTP\/1\.1 \d{3} )/).filter((part) => part.length > 0);
  const last = responses.at(-1) ?? "";
  const split = last.indexOf("\r\n\r\n");
  const head = split === -1 ? last : last.slice(0, split);
  const [statusLine = "", ...lines] = head.split("\r\n");
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(":");
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const raw = split === -1 ? "" : last.slice(split + 4);
  return {
    status: Number(statusLine.split(" ")[1]),
    headers,
    body: headers["transfer-encoding"] === "chunked" ? dechunk(raw) : raw,
    text,
  };
}

/** Joins the chunks of a `Transfer-Encoding: chunked` body (ASCII bodies: sizes count characters). */
function dechunk(raw: string): string {
  let body = "";
  let rest = raw;
  for (;;) {
    const lineEnd = rest.indexOf("\r\n");
    const size = Number.parseInt(rest.slice(0, lineEnd), 16);
    if (lineEnd === -1 || !(size > 0)) return body;
    body += rest.slice(lineEnd + 2, lineEnd + 2 + size);
    rest = rest.slice(lineEnd + 2 + size + 2);
  }
}

/** Opens a socket to an `http://host:port` URL. */
export function openSocket(baseUrl: string): Promise<Socket> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => resolve(socket));
    socket.once("error", reject);
  });
}

/** Everything the server sends until it closes the connection (or errors it). */
export function readUntilClosed(socket: Socket): Promise<string> {
  return new Promise((resolve) => {
    let text = "";
    socket.setEncoding("utf8");
    socket.on("data", (chunk: string) => {
      text += chunk;
    });
    socket.on("error", () => resolve(text));
    socket.on("close", () => resolve(text));
  });
}

/** Resolves with the text received once it matches `pattern`. */
export function readUntil(socket: Socket, pattern: RegExp): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = "";
    const onData = (chunk: Buffer | string) => {
      text += chunk.toString();
      if (pattern.test(text)) {
        socket.off("data", onData);
        resolve(text);
      }
    };
    socket.on("data", onData);
    socket.once("close", () => reject(new Error(`connection closed before ${pattern}; got ${JSON.stringify(text)}`)));
  });
}

/** Sends `request` on a new connection and returns the server's answer once it closes the connection. */
export async function rawRequest(baseUrl: string, request: string | Buffer): Promise<RawResponse> {
  const socket = await openSocket(baseUrl);
  const closed = readUntilClosed(socket);
  socket.write(request);
  return parseRawResponse(await closed);
}
