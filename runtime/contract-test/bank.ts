/**
 * The bank's profile: the resources conformance points at, and the declared flows and invariants
 * of specs/bank.openapi.yaml (idempotency, settlement, reversal, freezing, key rotation, paging,
 * tenant isolation, conservation of money, statements that agree in every format).
 */
import { randomUUID } from "node:crypto";
import fc from "fast-check";
import type { Payment, SignupResponse } from "../../generated/bank/hey/types.gen.js";
import {
  freezeRejects,
  idempotentReplay,
  pagination,
  pendingSettleReturn,
  reverse,
  rotateKey,
  signupPayRead,
} from "./bank-flows.ts";
import { audit, crossTenant, moneyConserved } from "./bank-invariants.ts";
import { statementConsistency } from "./bank-statements.ts";
import { as, company, type Org, SMALL_AMOUNT_MAX, setMode, TEST_SLUG_PREFIX, unique } from "./bank-steps.ts";
import { type CheckDefinition, NotApplicable, type ServiceProfile, type SuiteContext } from "./context.ts";
import type { Exchange } from "./http.ts";
import { bankProtocolChecks } from "./hygiene.ts";
import type { OperationSpec } from "./spec.ts";

export { TEST_SLUG_PREFIX };

export class BankProfile implements ServiceProfile {
  readonly name = "bank";
  readonly #adminKey: string | undefined;
  /** The organisation generated requests act as. */
  #main: Org | undefined;
  /** A second organisation: its account numbers are payment targets. */
  #other: Org | undefined;
  readonly #paymentIds: string[] = [];
  /** Makes generated names unique per run: a slug derived from a name is taken after the first run. */
  readonly #nonce = randomUUID().slice(0, 8);
  #originalMode: string | undefined;

  constructor(adminKey: string | undefined) {
    this.#adminKey = adminKey;
  }

  credential(scheme: string): string | undefined {
    if (scheme === "adminKey") return this.#adminKey;
    if (scheme === "companyKey") return this.#main?.key;
    return undefined;
  }

  async prepare(ctx: SuiteContext): Promise<void> {
    await ctx.setupCall("getHealth", {});
    if (this.#adminKey) {
      const { body } = await ctx.setupCall("getSettlementMode", {});
      this.#originalMode = as<{ settlement_mode: string }>(body).settlement_mode;
      await ctx.setupCall("setSettlementMode", { body: { settlement_mode: "automatic" } });
    }
    const open = async (label: string, balances: number[]): Promise<Org> => {
      const name = unique(label);
      const created = as<SignupResponse>(
        (
          await ctx.setupCall("signup", {
            auth: "none",
            body: {
              name,
              accounts: balances.map((cents, i) => ({ name: `Account ${i + 1}`, opening_balance_cents: cents })),
            },
          })
        ).body,
      );
      return { id: created.organisation.id, name, key: created.api_key, accounts: [...created.accounts] };
    };
    this.#main = await open("contract-test-main", [SMALL_AMOUNT_MAX, SMALL_AMOUNT_MAX]);
    this.#other = await open("contract-test-other", [SMALL_AMOUNT_MAX]);
    const { body } = await ctx.setupCall("sendPayment", {
      auth: company(this.#main),
      body: {
        from_account_id: this.#main.accounts[0]!.id,
        to_account_number: this.#other.accounts[0]!.account_number,
        amount_cents: 100,
      },
    });
    this.#paymentIds.push(as<{ payment: Payment }>(body).payment.id);
  }

  pathValues(operation: OperationSpec, parameter: string): readonly string[] {
    const segments = operation.path.split("/");
    const collection = segments[segments.indexOf(`{${parameter}}`) - 1];
    if (collection === "accounts") return this.#main?.accounts.map((a) => a.id) ?? [];
    if (collection === "payments") return this.#paymentIds;
    return [];
  }

  hint(name: string, generated: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
    const mix = (known: readonly string[]) =>
      known.length > 0
        ? fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...known) }, { weight: 1, arbitrary: generated })
        : generated;
    switch (name) {
      case "from_account_id":
        return mix(this.#main?.accounts.map((a) => a.id) ?? []);
      case "to_account_number":
        return mix([...(this.#main?.accounts ?? []), ...(this.#other?.accounts ?? [])].map((a) => a.account_number));
      case "amount_cents":
        return fc.integer({ min: 1, max: SMALL_AMOUNT_MAX });
      case "opening_balance_cents":
        return fc.integer({ min: 0, max: SMALL_AMOUNT_MAX });
      case "name":
        // Tagged (a name without a slug derives its slug from it); within maxLength 120.
        return generated.map((name) => `${TEST_SLUG_PREFIX}${this.#nonce} ${String(name)}`.slice(0, 120));
      case "slug":
        // Still matches ^[a-z0-9]+(-[a-z0-9]+)*$ and maxLength 63: the prefix and nonce are lowercase.
        return generated.map((slug) =>
          `${TEST_SLUG_PREFIX}${this.#nonce}-${String(slug)}`.slice(0, 63).replace(/-+$/, ""),
        );
      case "from":
      case "to": {
        // Real calendar dates and date-times; the schema's pattern alone also yields impossible dates (400).
        const instant = fc
          .integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2035, 0, 1) })
          .map((ms) => new Date(ms).toISOString());
        return fc.oneof(
          { weight: 2, arbitrary: instant },
          { weight: 2, arbitrary: instant.map((iso) => iso.slice(0, 10)) },
          { weight: 1, arbitrary: generated },
        );
      }
      default:
        return generated;
    }
  }

  observe(operation: OperationSpec, exchange: Exchange): void {
    const { status, bodyText } = exchange.response;
    if (status < 200 || status >= 300) return;
    let body: unknown;
    try {
      body = JSON.parse(bodyText);
    } catch {
      return;
    }
    // A rotated key replaces the old one at once (spec `rotateKey`); keep acting as the same organisation.
    if (operation.operationId === "rotateKey" && this.#main) {
      const key = (body as { api_key?: unknown }).api_key;
      if (typeof key === "string") this.#main.key = key;
    }
    if (operation.operationId === "sendPayment") {
      const id = (body as { payment?: { id?: unknown } }).payment?.id;
      if (typeof id === "string" && this.#paymentIds.length < 50) this.#paymentIds.push(id);
    }
  }

  async finish(ctx: SuiteContext): Promise<void> {
    if (this.#adminKey && this.#originalMode)
      await ctx.setupCall("setSettlementMode", { body: { settlement_mode: this.#originalMode } });
  }

  flows(): readonly CheckDefinition[] {
    // Conformance may have switched the bank to manual settlement; every flow starts from automatic.
    const fromAutomatic = ({ needsAdmin, run, ...check }: BankFlow): CheckDefinition => ({
      ...check,
      run: async (ctx) => {
        if (this.#adminKey) await setMode(ctx, "automatic");
        if (needsAdmin && !this.#adminKey) throw new NotApplicable("needs the admin key (pass --admin-key)");
        return run(ctx, this.#originalMode ?? "automatic");
      },
    });
    return [...BANK_FLOWS.map(fromAutomatic), ...bankProtocolChecks()];
  }
}

/** What `contract-test bank --cleanup` did. */
export interface CleanupResult {
  /** Organisations whose slug starts with {@link TEST_SLUG_PREFIX}. */
  organisations: number;
  /** Accounts frozen now. */
  frozen: number;
  /** Accounts that were frozen already. */
  alreadyFrozen: number;
}

/**
 * Deactivates what contract-test runs left in a bank: every account of every organisation tagged
 * {@link TEST_SLUG_PREFIX} is frozen (`POST /admin/accounts/{id}/freeze`), so nothing can pay into
 * it or out of it. The bank's API has no route that deletes an organisation or an account, so they
 * stay listed in the directory, frozen. Throws when the server refuses the admin listing.
 */
export async function cleanupTestOrganisations(baseUrl: string, adminKey: string): Promise<CleanupResult> {
  const base = baseUrl.replace(/\/+$/, "");
  const headers = { authorization: `Bearer ${adminKey}` };
  const listing = await fetch(`${base}/admin/organisations`, { headers });
  if (listing.status !== 200) {
    await listing.arrayBuffer();
    throw new Error(
      `GET /admin/organisations answered ${listing.status}; cleanup needs the admin listing and the bank's admin key`,
    );
  }
  const { organisations } = (await listing.json()) as {
    organisations: Array<{ slug: string; accounts: Array<{ id: string; status: string }> }>;
  };
  const tagged = organisations.filter((organisation) => organisation.slug.startsWith(TEST_SLUG_PREFIX));
  const result: CleanupResult = { organisations: tagged.length, frozen: 0, alreadyFrozen: 0 };
  for (const account of tagged.flatMap((organisation) => organisation.accounts)) {
    if (account.status !== "active") {
      result.alreadyFrozen++;
      continue;
    }
    const response = await fetch(`${base}/admin/accounts/${encodeURIComponent(account.id)}/freeze`, {
      method: "POST",
      headers,
    });
    await response.arrayBuffer();
    if (response.status === 200) result.frozen++;
    else if (response.status === 409) result.alreadyFrozen++;
    else throw new Error(`POST /admin/accounts/${account.id}/freeze answered ${response.status}`);
  }
  return result;
}

/** A flow or invariant check of the bank; `needsAdmin` ones are not applicable without the admin key. */
export interface BankFlow {
  readonly id: string;
  readonly group: CheckDefinition["group"];
  readonly title: string;
  readonly needsAdmin?: boolean;
  /** `originalMode`: the settlement mode the bank was in before the suite (restored by a flow that changes it). */
  run(ctx: SuiteContext, originalMode: string): Promise<{ runs: number; note?: string }>;
}

export const BANK_FLOWS: readonly BankFlow[] = [
  {
    id: "flow/signup-pay-read",
    group: "flow",
    title: "signup -> open account -> pay -> read payment, transactions and statement",
    run: (ctx) => signupPayRead(ctx),
  },
  {
    id: "flow/idempotent-replay",
    group: "flow",
    title: "a replayed payment is byte-identical with Idempotent-Replayed: true; another body is 409",
    run: (ctx) => idempotentReplay(ctx),
  },
  {
    id: "flow/pending-settle-return",
    group: "flow",
    title: "manual settlement: pending holds, settle moves the money, return releases it",
    needsAdmin: true,
    run: (ctx, originalMode) => pendingSettleReturn(ctx, originalMode),
  },
  {
    id: "flow/reverse",
    group: "flow",
    title: "reversing a settled payment moves the money back; a second reversal is 409",
    needsAdmin: true,
    run: (ctx) => reverse(ctx),
  },
  {
    id: "flow/freeze-rejects",
    group: "flow",
    title: "a payment to a frozen account is a recorded 422 rejection",
    needsAdmin: true,
    run: (ctx) => freezeRejects(ctx),
  },
  {
    id: "flow/rotate-key",
    group: "flow",
    title: "after key rotation the old key gets 401",
    run: (ctx) => rotateKey(ctx),
  },
  {
    id: "flow/pagination",
    group: "flow",
    title: "paging through transactions covers the list exactly once",
    run: (ctx) => pagination(ctx),
  },
  {
    id: "flow/cross-tenant",
    group: "flow",
    title: "another organisation's resources are refused (403/404) without leaking data",
    run: (ctx) => crossTenant(ctx),
  },
  {
    id: "invariant/money-conserved",
    group: "invariant",
    title: "payments inside an organisation conserve money; available <= balance; balances follow a model",
    run: (ctx) => moneyConserved(ctx),
  },
  {
    id: "invariant/statement-consistency",
    group: "invariant",
    title: "balance = statement; running balances add up; transactions, csv, json and html agree line for line",
    run: (ctx) => statementConsistency(ctx),
  },
  {
    id: "invariant/audit",
    group: "invariant",
    title: "the bank's own audit proves the ledger invariants",
    needsAdmin: true,
    run: (ctx) => audit(ctx),
  },
];
