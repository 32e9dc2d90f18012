/**
 * The one base of every error contractkit throws (docs/errors.md#the-base-error), after viem's
 * `BaseError`: a stable `code` a program can branch on (each registered, with its HTTP status where
 * it has one, in docs/errors.md), the message as given, structured `details`, the standard `cause`
 * chain and `walk()` over it, and `retryable` where retrying can mean something (indexer RPC
 * failures); `undefined` says the question does not apply.
 * It lives with the HTTP runtime so a generated client or server stays self-contained: it needs
 * nothing but this folder. contractkit's own runtime imports the copy in generated/http/.
 */

/** What an error carries besides its message. */
export interface ContractkitErrorOptions {
  /** The error this one wraps (the standard `Error.cause`); set only when given. */
  cause?: unknown;
  /** Facts about the failure a program may read (a file, an offset, the fields at fault). */
  details?: Readonly<Record<string, unknown>>;
  /** Whether the same call may succeed later; leave out where the question does not apply. */
  retryable?: boolean;
}

/** The base of every contractkit error: `instanceof ContractkitError` catches them all. */
export abstract class ContractkitError extends Error {
  /** The stable code of this kind of failure (docs/errors.md lists every one). */
  abstract readonly code: string;
  readonly details: Readonly<Record<string, unknown>> | undefined;
  readonly retryable: boolean | undefined;

  constructor(message?: string, options: ContractkitErrorOptions = {}) {
    // Passed on only when given, so an error without a cause has no own `cause` property, as before.
    super(message, "cause" in options ? { cause: options.cause } : undefined);
    this.details = options.details;
    this.retryable = options.retryable;
  }

  /**
   * The cause chain from this error inward: without a predicate, the innermost cause (this error
   * when it wraps nothing); with one, the first error of the chain it accepts, or null.
   */
  walk(matches?: (error: unknown) => boolean): unknown {
    const seen = new Set<unknown>();
    let current: unknown = this;
    while (!seen.has(current)) {
      if (matches?.(current)) return current;
      seen.add(current);
      const next = current instanceof Error && "cause" in current ? current.cause : undefined;
      if (next === undefined || next === null) break;
      current = next;
    }
    return matches === undefined ? current : null;
  }
}
