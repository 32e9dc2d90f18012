/**
 * JSON pointers (RFC 6901), the generator's one way to name a place in a document: the operation
 * table, the validator, the diff, the lint and every problem report build and read them here.
 * Look-ups follow own properties only, so a token like `constructor` never finds Object's.
 */

/** Escapes one token: `~` → `~0`, `/` → `~1`. */
export function escapeToken(token: string | number): string {
  return String(token).replaceAll("~", "~0").replaceAll("/", "~1");
}

/** Joins raw tokens into a pointer: `("paths", "/a/{id}")` → `/paths/~1a~1{id}`. */
export function pointer(...tokens: ReadonlyArray<string | number>): string {
  return tokens.map((t) => `/${escapeToken(t)}`).join("");
}

/** Extends a pointer by raw tokens. */
export function childPointer(at: string, ...tokens: ReadonlyArray<string | number>): string {
  return at + pointer(...tokens);
}

/** Splits a pointer into unescaped tokens (the inverse of {@link pointer}). */
export function splitPointer(at: string): string[] {
  if (at === "") return [];
  return at
    .slice(1)
    .split("/")
    .map((t) => t.replaceAll("~1", "/").replaceAll("~0", "~"));
}

/** Looks a pointer up; `found: false` when a token is missing (own properties and array indexes only). */
export function lookup(document: unknown, at: string): { found: true; value: unknown } | { found: false } {
  if (at !== "" && !at.startsWith("/")) return { found: false };
  let current: unknown = document;
  for (const token of splitPointer(at)) {
    if (Array.isArray(current)) {
      const index = Number(token);
      if (!/^(0|[1-9]\d*)$/.test(token) || index >= current.length) return { found: false };
      current = current[index];
    } else if (typeof current === "object" && current !== null && Object.hasOwn(current, token)) {
      current = (current as Record<string, unknown>)[token];
    } else {
      return { found: false };
    }
  }
  return { found: true, value: current };
}

/** The value a pointer names, or undefined. */
export function atPointer(document: unknown, at: string): unknown {
  const found = lookup(document, at);
  return found.found ? found.value : undefined;
}

/** Turns a local `$ref` (`#/components/schemas/X`) into the JSON pointer it names, or undefined if not local. */
export function localRefPointer(ref: string): string | undefined {
  if (!ref.startsWith("#")) return undefined;
  try {
    // A `$ref` is a URI fragment: percent-decode it to get the plain JSON pointer (RFC 6901 §6).
    return decodeURIComponent(ref.slice(1));
  } catch {
    return ref.slice(1);
  }
}
