/**
 * Model-based property test (docs/reference/architecture.md#property-tests): random command sequences run against the
 * ledger and against a small reference model; after every step the two must agree and the
 * ledger's invariants must hold (money only enters by deposits, balance = sum of postings,
 * available <= balance, no negative balance except by a forced reversal, statuses match).
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import fc from "fast-check";
import pg from "pg";
import { expect, it } from "vitest";
import {
  accountNumberFor,
  type BankLedger,
  Ledger,
  type LedgerRecord,
  type LedgerStateSnapshot,
  type PaymentStatus,
  type Result,
  sequentialIds,
} from "../../runtime/bank/ledger/index.ts";
import { FileLedgerStore, type LedgerStore } from "../../runtime/store/index.ts";
import { ManualClock, openTestBank, sequentialKeys } from "./ledger-fixtures.ts";
import { describeStores, openPostgresLedger, type StoreKit } from "./stores.ts";

type Command =
  | { kind: "signup"; openings: number[] }
  | { kind: "open"; org: number; opening: number }
  | { kind: "pay"; from: number; to: number; unknownTo: boolean; amount: number; share: number; onward: boolean }
  | { kind: "mode"; manual: boolean }
  | { kind: "settle"; payment: number; eligible: boolean }
  | { kind: "return"; payment: number; eligible: boolean; negative: boolean }
  | { kind: "reverse"; payment: number; eligible: boolean; force: boolean; aim: Aim }
  | { kind: "withdraw"; account: number; amount: number; all: boolean }
  | { kind: "freeze"; account: number; eligible: boolean }
  | { kind: "unfreeze"; account: number; eligible: boolean }
  | { kind: "deposit"; account: number; amount: number };

/**
 * Which settled payment a reversal aims at: any, one whose receiver can no longer cover it (422 or
 * a forced reversal below zero), or one whose receiver has a pending payment out - so that a later
 * return of that pending payment happens on an account a forced reversal took below zero (D1).
 */
type Aim = "any" | "short" | "holding";

/** An index into a list, counted from its newest item; small values (recent items) are likelier. */
const pick = fc.oneof({ weight: 3, arbitrary: fc.nat({ max: 2 }) }, { weight: 1, arbitrary: fc.nat({ max: 1000 }) });
/** Mostly aim at an item the command can act on (a pending payment to settle); sometimes at any. */
const eligible = fc.integer({ min: 0, max: 4 }).map((value) => value > 0);
/** Opening balances: often zero, so receivers that spend what they got can be short on reversal. */
const cents = fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 20_000 }));
const commandArb: fc.Arbitrary<Command> = fc.oneof(
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant("signup"),
      openings: fc.array(cents, { minLength: 1, maxLength: 3 }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("open"), org: pick, opening: cents }) },
  {
    weight: 8,
    arbitrary: fc.record({
      kind: fc.constant("pay"),
      from: pick,
      to: pick,
      // One payment in ten goes to an account number nobody has.
      unknownTo: fc.integer({ min: 0, max: 9 }).map((value) => value === 0),
      amount: fc.integer({ min: 1, max: 8_000 }),
      // Mostly a share (percent) of what the sender has available, so most payments go through and
      // spend receivers down (what makes a later reversal short); 0 means `amount` as it is.
      // A third of the payments pass money on: the sender is the receiver of a recent settled payment
      // (chains X receives -> X pays, which a reversal of what X received can then overdraw).
      onward: fc.integer({ min: 0, max: 2 }).map((value) => value === 0),
      share: fc.oneof(
        { weight: 1, arbitrary: fc.constant(0) },
        { weight: 3, arbitrary: fc.integer({ min: 1, max: 100 }) },
      ),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant("mode"), manual: fc.boolean() }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant("settle"), payment: pick, eligible }) },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant("return"), payment: pick, eligible, negative: fc.boolean() }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant("reverse"),
      payment: pick,
      eligible,
      force: fc.boolean(),
      aim: fc.constantFrom<Aim>("any", "short", "holding"),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant("withdraw"),
      account: pick,
      amount: fc.integer({ min: 1, max: 10_000 }),
      // Half the time exactly the available balance: the edge a hold must survive.
      all: fc.boolean(),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("freeze"), account: pick, eligible }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant("unfreeze"), account: pick, eligible }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant("deposit"),
      account: pick,
      amount: fc.integer({ min: 1, max: 10_000 }),
    }),
  },
) as fc.Arbitrary<Command>;

/**
 * The bank's own phase: after customers have moved money around, the bank switches to manual
 * settlement and works the pending queue - settles, returns, reverses (forced ones included),
 * withdraws - while customers keep paying money on. This is where admin sequences meet accounts a
 * forced reversal took below zero (issue 20, D1).
 */
const ADMIN_PHASE_KINDS = new Set<Command["kind"]>([
  "pay",
  "settle",
  "return",
  "reverse",
  "withdraw",
  "mode",
  "deposit",
  "unfreeze",
]);
const adminPhaseArb = commandArb.filter((command) => ADMIN_PHASE_KINDS.has(command.kind));

interface ModelAccount {
  id: string;
  org: string;
  number: string;
  balance: number;
  held: number;
  frozen: boolean;
  forcedNegative: boolean;
}
interface ModelPayment {
  id: string;
  from: ModelAccount;
  to: ModelAccount | null;
  amount: number;
  status: PaymentStatus;
}

/** The reference model: the rules of docs/reference/bank.md, written as plainly as possible. */
class Model {
  orgs: string[] = [];
  accounts: ModelAccount[] = [];
  payments: ModelPayment[] = [];
  /** Money in the bank: deposits minus withdrawals. */
  deposits = 0;
  withdrawals = 0;
  manual = false;
  #accountSeq = 0;
  #paymentSeq = 0;

  openAccount(org: string, opening: number): ModelAccount {
    this.#accountSeq += 1;
    const account: ModelAccount = {
      id: `acc_${this.#accountSeq}`,
      org,
      number: accountNumberFor(this.#accountSeq),
      balance: opening,
      held: 0,
      frozen: false,
      forcedNegative: false,
    };
    this.deposits += opening;
    this.accounts.push(account);
    return account;
  }

  pay(from: ModelAccount, to: ModelAccount | null, amount: number): ModelPayment {
    this.#paymentSeq += 1;
    const rejected = to === null || from.frozen || to.frozen || from.balance - from.held < amount;
    const payment: ModelPayment = {
      id: `pay_${this.#paymentSeq}`,
      from,
      to,
      amount,
      status: rejected ? "rejected" : this.manual ? "pending" : "settled",
    };
    if (payment.status === "pending") from.held += amount;
    if (payment.status === "settled" && to) {
      from.balance -= amount;
      to.balance += amount;
    }
    this.payments.push(payment);
    return payment;
  }
}

/** Outcomes seen across all runs, to prove the generator reaches every rule. */
const coverage = new Map<string, number>();
/** Commands run against the ledger over all runs (issue 20 asks for at least 5,000 in CI). */
let operations = 0;
function saw(outcome: string): void {
  coverage.set(outcome, (coverage.get(outcome) ?? 0) + 1);
}

/** Expected outcome code of one command: "ok" or an error code. */
type Expected = "ok" | "bad_request" | "conflict" | "unprocessable_entity";

interface Harness {
  ledger: BankLedger;
  model: Model;
}

/** A fresh ledger on the kit's store, and a second one opened on what the first one stored. */
/** The PostgreSQL database each store kit's model runs share (made once: CREATE DATABASE is slow). */
const modelDatabases = new Map<StoreKit, Promise<string | undefined>>();

/**
 * A database in the state of a fresh one, for one generated run: every `bank_` table emptied (ids
 * restarted) and the settings row back to its defaults. The tables come from the catalogue, so a
 * table a later migration adds is emptied too; the migrations themselves stay applied.
 */
async function modelDatabase(kit: StoreKit): Promise<string | undefined> {
  let made = modelDatabases.get(kit);
  if (made === undefined) {
    made = kit.freshDatabase();
    modelDatabases.set(kit, made);
  }
  const url = await made;
  if (url === undefined) return undefined;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string }>(
      "SELECT quote_ident(tablename) AS name FROM pg_tables WHERE schemaname = current_schema() AND tablename LIKE 'bank\\_%'",
    );
    if (rows.length > 0) {
      await client.query(`TRUNCATE ${rows.map((row) => row.name).join(", ")} RESTART IDENTITY CASCADE`);
      await client.query("INSERT INTO bank_settings DEFAULT VALUES");
    }
  } finally {
    await client.end();
  }
  return url;
}

async function openModelBank(kit: StoreKit): Promise<{
  ledger: BankLedger;
  reopen(): Promise<BankLedger>;
  close(): Promise<void>;
}> {
  const url = await modelDatabase(kit);
  const clock = new ManualClock();
  if (url === undefined) {
    const bank = await openTestBank({ clock });
    return {
      ledger: bank.ledger,
      reopen: async () => (await openTestBank({ backing: bank.backing, clock })).ledger,
      close: () => bank.ledger.close(),
    };
  }
  const opened: BankLedger[] = [];
  const open = async () => {
    const ledger = await openPostgresLedger(url, {
      clock: clock.now,
      ids: sequentialIds(),
      newApiKey: sequentialKeys(),
    });
    opened.push(ledger);
    return ledger;
  };
  return {
    ledger: await open(),
    reopen: open,
    close: async () => {
      await Promise.all(opened.map((ledger) => ledger.close()));
    },
  };
}

/** Applies a command to model and ledger at once (synchronously up to the ledger's first await). */
function step(harness: Harness, command: Command): Promise<void> | null {
  const { ledger, model } = harness;
  const at = <T>(list: T[], index: number): T | undefined =>
    list.length === 0 ? undefined : list[list.length - 1 - (index % list.length)];
  const payments = (status: PaymentStatus, only: boolean) =>
    only ? model.payments.filter((payment) => payment.status === status) : model.payments;
  const accounts = (frozen: boolean, only: boolean) =>
    only ? model.accounts.filter((account) => account.frozen === frozen) : model.accounts;
  const expectResult = async (promise: Promise<Result<unknown>>, want: Expected, what: string) => {
    const result = await promise;
    expect(result.ok ? "ok" : result.error.code, `${what}: ${result.ok ? "" : result.error.message}`).toBe(want);
    saw(`${what.split(" ")[0]} ${want}`);
  };
  switch (command.kind) {
    case "signup": {
      const org = `org_${model.orgs.length + 1}`;
      model.orgs.push(org);
      const opened = command.openings.map((opening) => model.openAccount(org, opening));
      return ledger
        .signup({
          name: `Company ${org}`,
          accounts: command.openings.map((opening) => ({ name: "a", opening_balance_cents: opening })),
        })
        .then((result) => {
          expect(result.ok).toBe(true);
          if (result.ok) {
            expect(result.value.accounts.map((account) => account.account_number)).toEqual(
              opened.map((account) => account.number),
            );
          }
        });
    }
    case "open": {
      const org = at(model.orgs, command.org);
      if (org === undefined) return null;
      const account = model.openAccount(org, command.opening);
      return ledger.openAccount(org, { name: "b", opening_balance_cents: command.opening }).then((result) => {
        expect(result.ok).toBe(true);
        if (result.ok) expect(result.value.account_number).toBe(account.number);
      });
    }
    case "pay": {
      const received = model.payments.filter((payment) => payment.status === "settled" && payment.to !== null);
      const from = (command.onward ? at(received, command.from)?.to : undefined) ?? at(model.accounts, command.from);
      // Mostly another account; now and then the sender itself (400, nothing recorded).
      const others = command.to % 20 === 0 ? model.accounts : model.accounts.filter((account) => account !== from);
      const to = command.unknownTo ? null : at(others, command.to);
      if (from === undefined || (!command.unknownTo && to === undefined)) return null;
      if (to === from) {
        return expectResult(
          ledger.sendPayment(from.org, { from_account_id: from.id, to_account_number: from.number, amount_cents: 1 }),
          "bad_request",
          "pay self",
        );
      }
      const available = from.balance - from.held;
      const amount =
        command.share > 0 && available > 0
          ? Math.max(1, Math.floor((available * command.share) / 100))
          : command.amount;
      const payment = model.pay(from, to ?? null, amount);
      // The answer shows the payment as created; a concurrent settle or return may move it on later.
      const createdAs = payment.status;
      const promise = ledger.sendPayment(from.org, {
        from_account_id: from.id,
        to_account_number: to ? to.number : "0000000000",
        amount_cents: amount,
      });
      return promise.then((result) => {
        const status = result.ok ? result.value.status : (result.error.details?.payment as { status: string })?.status;
        const id = result.ok ? result.value.id : (result.error.details?.payment as { id: string })?.id;
        expect([id, status]).toEqual([payment.id, createdAs]);
        saw(`pay ${createdAs}`);
      });
    }
    case "mode":
      model.manual = command.manual;
      return ledger.setSettlementMode(command.manual ? "manual" : "automatic").then(() => undefined);
    case "settle": {
      const payment = at(payments("pending", command.eligible), command.payment);
      if (payment === undefined) return null;
      let want: Expected = "ok";
      // Not pending, a frozen account, or a balance a forced reversal drained: all 409.
      if (payment.status !== "pending") want = "conflict";
      else if (payment.from.frozen || payment.to?.frozen || payment.from.balance < payment.amount) {
        want = "conflict";
      } else if (payment.to) {
        payment.status = "settled";
        payment.from.held -= payment.amount;
        payment.from.balance -= payment.amount;
        payment.to.balance += payment.amount;
      }
      return expectResult(ledger.settle(payment.id), want, `settle ${payment.id}`);
    }
    case "return": {
      const pending = payments("pending", command.eligible);
      // Half the picks prefer a sender a forced reversal took below zero (issue 20, D1).
      const onNegative = pending.filter((payment) => payment.from.balance < 0);
      const payment = at(command.negative && onNegative.length > 0 ? onNegative : pending, command.payment);
      if (payment === undefined) return null;
      const want: Expected = payment.status === "pending" ? "ok" : "conflict";
      if (want === "ok") {
        if (payment.from.balance < 0) saw("return pending on a negative account");
        payment.status = "returned";
        payment.from.held -= payment.amount;
      }
      return expectResult(ledger.returnPayment(payment.id), want, `return ${payment.id}`);
    }
    case "reverse": {
      const settled = payments("settled", command.eligible);
      const aimed = settled.filter((payment) => {
        const to = payment.to;
        if (to === null || command.aim === "any") return false;
        if (command.aim === "short") return to.balance - to.held < payment.amount;
        return to.held > 0;
      });
      // Among receivers with a pending payment out, those a reversal takes below zero come first.
      const below = aimed.filter((payment) => payment.to && payment.to.balance < payment.amount);
      if (command.aim === "holding" && below.length > 0) aimed.splice(0, aimed.length, ...below);
      const payment = at(command.eligible && aimed.length > 0 ? aimed : settled, command.payment);
      // Aiming at an account with a hold is aiming to take it below zero: force it.
      const force = command.force || (command.aim === "holding" && aimed.length > 0);
      if (payment === undefined) return null;
      let want: Expected = "ok";
      const to = payment.to;
      if (payment.status !== "settled" || to === null) want = "conflict";
      else {
        const short = to.balance - to.held < payment.amount;
        if (short && !force) want = "unprocessable_entity";
        else {
          payment.status = "returned";
          to.balance -= payment.amount;
          payment.from.balance += payment.amount;
          if (to.balance < 0) {
            to.forcedNegative = true;
            saw("reverse forced below zero");
          }
        }
      }
      return expectResult(ledger.reverse(payment.id, { force }), want, `reverse ${payment.id}`);
    }
    case "freeze":
    case "unfreeze": {
      const freeze = command.kind === "freeze";
      const account = at(accounts(!freeze, command.eligible), command.account);
      if (account === undefined) return null;
      const want: Expected = account.frozen === freeze ? "conflict" : "ok";
      account.frozen = freeze;
      const promise = freeze ? ledger.freezeAccount(account.id) : ledger.unfreezeAccount(account.id);
      return expectResult(promise, want, `${command.kind} ${account.id}`);
    }
    case "deposit": {
      const account = at(model.accounts, command.account);
      if (account === undefined) return null;
      account.balance += command.amount;
      model.deposits += command.amount;
      return expectResult(ledger.deposit(account.id, { amount_cents: command.amount }), "ok", `deposit ${account.id}`);
    }
    case "withdraw": {
      // Taking all that is available from an account with a hold leaves just the held money: a
      // reversal of what it received then overdraws it.
      const holding = model.accounts.filter((account) => account.held > 0);
      const account = at(command.all && holding.length > 0 ? holding : model.accounts, command.account);
      if (account === undefined) return null;
      const available = account.balance - account.held;
      const amount = command.all && available > 0 ? available : command.amount;
      const want: Expected = available >= amount ? "ok" : "unprocessable_entity";
      if (want === "ok") {
        account.balance -= amount;
        model.withdrawals += amount;
      }
      return expectResult(ledger.withdraw(account.id, { amount_cents: amount }), want, `withdraw ${account.id}`);
    }
  }
}

/** Everything the model knows must match the ledger, and the ledger's own audit must pass. */
async function checkAgreement({ ledger, model }: Harness): Promise<void> {
  const report = await ledger.audit();
  expect(report.violations).toEqual([]);
  expect(report.total_balances_cents).toBe(model.deposits - model.withdrawals);
  expect(report.total_deposits_cents).toBe(model.deposits);
  expect(report.total_withdrawals_cents).toBe(model.withdrawals);
  for (const account of model.accounts) {
    const view = await ledger.getAccount(account.org, account.id);
    if (!view.ok) throw new Error(view.error.message);
    expect(view.value.balance_cents, `balance of ${account.id}`).toBe(account.balance);
    expect(view.value.available_cents, `available of ${account.id}`).toBe(account.balance - account.held);
    expect(view.value.available_cents).toBeLessThanOrEqual(view.value.balance_cents);
    expect(view.value.status).toBe(account.frozen ? "frozen" : "active");
    // Customer actions never take a balance below zero; only a forced reversal may.
    if (account.balance < 0) expect(account.forcedNegative).toBe(true);
  }
  const statuses = await ledger.adminListPayments({ limit: 500 });
  if (!statuses.ok) throw new Error(statuses.error.message);
  expect(new Map(statuses.value.map((payment) => [payment.id, payment.status]))).toEqual(
    new Map(model.payments.slice(-500).map((payment) => [payment.id, payment.status])),
  );
}

/** Comparable view of a whole ledger, for replay checks. */
async function fingerprint(ledger: BankLedger) {
  const audit = await ledger.audit();
  return {
    organisations: await ledger.listOrganisations(),
    payments: await ledger.adminListPayments({ limit: 500 }),
    audit: { ...audit, checked_at: "" },
    mode: await ledger.getSettlementMode(),
  };
}

describeStores("ledger model", (kit) => {
  /** Generated runs per property: a database round trip per call makes the Postgres runs slower. */
  const runs = (json: number) => (kit.name === "json" ? json : Math.ceil(json / 10));
  /** The Postgres runs wait on a shared, loaded machine: no per-test limit beyond ten minutes. */
  const timeout = kit.name === "json" ? undefined : 600_000;
  it(
    "agrees with the reference model after every step, and replays to the same state",
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.array(cents, { minLength: 2, maxLength: 4 }),
          fc.array(commandArb, { minLength: 5, maxLength: 50, size: "max" }),
          fc.array(adminPhaseArb, { minLength: 5, maxLength: 40, size: "max" }),
          async (openings, customerPhase, adminPhase) => {
            const bank = await openModelBank(kit);
            const harness: Harness = { ledger: bank.ledger, model: new Model() };
            // Two companies to start with, so most generated commands have accounts to act on.
            await step(harness, { kind: "signup", openings });
            await step(harness, { kind: "signup", openings: [openings[0] ?? 0] });
            const commands = [...customerPhase, { kind: "mode", manual: true } as const, ...adminPhase];
            for (const command of commands) {
              const pending = step(harness, command);
              if (pending === null) continue;
              operations += 1;
              await pending;
              await checkAgreement(harness);
            }
            try {
              expect(await fingerprint(await bank.reopen())).toEqual(await fingerprint(bank.ledger));
            } finally {
              await bank.close();
            }
          },
        ),
        { numRuns: runs(120) },
      );
      // Outcomes every run of 150 sequences reaches many times over. Rarer ones (settle refused on a
      // frozen account, reverse 422, a forced reversal below zero, freezing a frozen account) occur in most runs but not
      // reliably, so they are pinned by the unit tests in ledger.test.ts instead of asserted here.
      if (kit.name !== "json") return;
      for (const outcome of [
        "pay settled",
        "pay pending",
        "pay rejected",
        "settle ok",
        "settle conflict",
        "return ok",
        "return conflict",
        "reverse ok",
        "reverse conflict",
        "freeze ok",
        "unfreeze ok",
        "unfreeze conflict",
        "deposit ok",
        "withdraw ok",
        "withdraw unprocessable_entity",
        "reverse forced below zero",
      ]) {
        expect(coverage.get(outcome) ?? 0, `generated runs never reached "${outcome}"`).toBeGreaterThan(0);
      }
    },
    timeout,
  );

  it(
    "agrees through the bank's corrections of an overdrawn account (issue 20, D1's shape)",
    async () => {
      // Z pays X, X pays W (settled); manual mode; X pays W (pending); the bank force-reverses a
      // payment X received (X may go below zero) and then works on at random: returns, settles,
      // withdrawals, deposits, more reversals, mode switches. Accounts from the newest: W 0, X 1, Z 2.
      const share = fc.integer({ min: 1, max: 100 });
      const pay = (from: number, to: number) =>
        share.map(
          (percent): Command => ({
            kind: "pay",
            from,
            to,
            unknownTo: false,
            amount: 1,
            share: percent,
            onward: false,
          }),
        );
      await fc.assert(
        fc.asyncProperty(
          fc.integer({ min: 1, max: 20_000 }),
          fc.array(fc.oneof(pay(2, 1), pay(1, 0)), { minLength: 2, maxLength: 8 }),
          fc.array(pay(1, 0), { minLength: 1, maxLength: 3 }),
          fc.nat({ max: 3 }),
          fc.array(adminPhaseArb, { minLength: 0, maxLength: 15 }),
          async (opening, settledPays, pendingPays, reversed, tail) => {
            const bank = await openModelBank(kit);
            const harness: Harness = { ledger: bank.ledger, model: new Model() };
            for (const openings of [[opening], [0], [0]]) await step(harness, { kind: "signup", openings });
            const commands: Command[] = [
              ...settledPays,
              { kind: "mode", manual: true },
              ...pendingPays,
              { kind: "reverse", payment: reversed, eligible: true, force: true, aim: "holding" },
              ...tail,
              { kind: "return", payment: 0, eligible: true, negative: true },
            ];
            for (const command of commands) {
              const pending = step(harness, command);
              if (pending === null) continue;
              operations += 1;
              await pending;
              await checkAgreement(harness);
            }
            try {
              expect(await fingerprint(await bank.reopen())).toEqual(await fingerprint(bank.ledger));
            } finally {
              await bank.close();
            }
          },
        ),
        { numRuns: runs(100) },
      );
      if (kit.name !== "json") return;
      expect(coverage.get("return pending on a negative account") ?? 0).toBeGreaterThan(0);
    },
    timeout,
  );

  // File-store tests are registered in the JSON half only (a skipped test in CI would read as a gap).
  if (kit.name === "json") {
    it("agrees when commands run concurrently against the file store, and after reopening it", async () => {
      const dir = await mkdtemp(path.join(tmpdir(), "ck-model-"));
      let run = 0;
      try {
        await fc.assert(
          fc.asyncProperty(
            fc.array(
              cents.map((opening) => opening + 5_000),
              { minLength: 2, maxLength: 4 },
            ),
            fc.array(fc.array(commandArb, { minLength: 1, maxLength: 12 }), { minLength: 1, maxLength: 5 }),
            async (openings, batches) => {
              run += 1;
              const dataPath = path.join(dir, `run-${run}.json`);
              const open = async () => {
                const store: LedgerStore<LedgerRecord, LedgerStateSnapshot> = await FileLedgerStore.open(dataPath, {
                  compactMinBytes: 4_096,
                  onWarning: () => {},
                });
                return Ledger.open({
                  store,
                  clock: new ManualClock().now,
                  ids: sequentialIds(),
                  newApiKey: sequentialKeys(),
                });
              };
              const ledger = await open();
              let before: Awaited<ReturnType<typeof fingerprint>>;
              try {
                const harness: Harness = { ledger, model: new Model() };
                await step(harness, { kind: "signup", openings });
                await step(harness, { kind: "signup", openings: [0] });
                for (const batch of batches) {
                  // Every command of a batch starts before any is durable: group commit shares the syncs.
                  const started = batch.map((command) => step(harness, command));
                  operations += started.filter((promise) => promise !== null).length;
                  await Promise.all(started.filter((promise) => promise !== null));
                  await checkAgreement(harness);
                }
                before = await fingerprint(ledger);
              } finally {
                await ledger.close();
              }
              const reopened = await open();
              try {
                expect(await fingerprint(reopened)).toEqual(before);
              } finally {
                await reopened.close();
              }
            },
          ),
          { numRuns: 25 },
        );
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    });

    it("ran at least 5,000 ledger operations over the runs above", () => {
      expect(operations, `${operations} operations`).toBeGreaterThanOrEqual(5_000);
    });
  }
});
