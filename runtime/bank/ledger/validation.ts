/**
 * Input checks of the ledger's commands (docs/reference/bank.md#limits). The HTTP layer validates
 * against the OpenAPI schema first; these checks keep the domain safe on its own and report
 * every problem at once (docs/reference/bank.md#errors: `details.fields` lists every field).
 */
import type { FieldIssue, LedgerError } from "./types.ts";

/** Limits of the seed (docs/reference/bank.md#limits). */
export const LIMITS = {
  nameLength: 120,
  signupAccounts: 10,
  referenceLength: 140,
  endToEndIdLength: 64,
  /** `team` has no limit in the seed; it is free text like a name, so it gets the name limit. */
  teamLength: 120,
  idempotencyKeyLength: 255,
  pageDefault: 50,
  pageMax: 500,
} as const;

/**
 * Collects issues for one input. Paths are JSON Pointers (RFC 6901) under `location` (`/body`,
 * `/query`, `/header`), e.g. `/body/accounts/2/name`, as the bank spec's `FieldError` has them.
 */
export class Issues {
  readonly list: FieldIssue[] = [];
  readonly #location: string;

  constructor(location: "/body" | "/query" | "/header" = "/body") {
    this.#location = location;
  }

  /** Records a problem with the value at `path` (segments joined by `/`; "" for the whole input). */
  add(path: string, message: string): void {
    this.list.push({ path: path === "" ? this.#location : `${this.#location}/${path}`, message });
  }

  /** A required or optional string within `max` characters (Unicode code points). */
  text(path: string, value: unknown, options: { required: boolean; max: number; min?: number }): void {
    if (value === undefined) {
      if (options.required) this.add(path, "is required");
      return;
    }
    if (typeof value !== "string") {
      this.add(path, "must be a string");
      return;
    }
    const length = [...value].length;
    if (length > options.max) this.add(path, `must be at most ${options.max} characters`);
    if (length < (options.min ?? 0)) {
      this.add(path, options.min === 1 ? "must not be empty" : `must be at least ${options.min} characters`);
    }
  }

  /** An integer of cents within the safe range and at least `min`. */
  cents(path: string, value: unknown, options: { required: boolean; min: number }): void {
    if (value === undefined) {
      if (options.required) this.add(path, "is required");
      return;
    }
    if (typeof value !== "number" || !Number.isSafeInteger(value)) {
      this.add(path, "must be an integer number of cents");
      return;
    }
    if (value < options.min) this.add(path, `must be at least ${options.min}`);
  }

  /** One of a fixed set of strings. */
  oneOf(path: string, value: unknown, allowed: readonly string[]): void {
    if (value !== undefined && (typeof value !== "string" || !allowed.includes(value))) {
      this.add(path, `must be one of ${allowed.join(", ")}`);
    }
  }

  /** A page size between 1 and 500. */
  limit(path: string, value: unknown): void {
    if (value === undefined) return;
    if (typeof value !== "number" || !Number.isSafeInteger(value) || value < 1 || value > LIMITS.pageMax) {
      this.add(path, `must be an integer from 1 to ${LIMITS.pageMax}`);
    }
  }

  /** The bad_request error for the collected issues, or null when there are none. */
  error(what: string): LedgerError<"bad_request"> | null {
    if (this.list.length === 0) return null;
    const summary = this.list.map((issue) => `${issue.path} ${issue.message}`).join("; ");
    return { code: "bad_request", message: `invalid ${what}: ${summary}`, details: { fields: this.list } };
  }
}

/** True for a plain object (not null, not an array). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}
