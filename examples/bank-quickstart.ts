/**
 * Bank quickstart: two companies sign up, one opens a second account and pays the other, and both
 * print their balances — every call through the generated bank client.
 *
 *   node --import tsx examples/bank-quickstart.ts [bankUrl]      # or BANK_URL=…; default http://127.0.0.1:4010
 *
 * Start a bank first (`contractkit serve-bank` or `npm start`). In your own project the import is
 * `import { createBankClient } from "contractkit/bank"` (docs/embedding.md); this file imports the same
 * module from the repository so it runs without a build.
 */
import { randomBytes } from "node:crypto";
import { type BankClient, createBankClient, schemaValidator } from "../generated/bank/client.ts";
import { bankResponseSchemas } from "../generated/bank/schemas.ts";

const DEFAULT_BANK_URL = "http://127.0.0.1:4010";

/**
 * The `data` of the expected success status, or an Error carrying the bank's error envelope.
 * Generated calls resolve every documented status as a value (`data` for 2xx, `error` otherwise).
 */
function expectStatus<
  Result extends { status: unknown; data?: unknown; error?: unknown },
  Status extends Result["status"],
>(result: Result, status: Status, what: string): NonNullable<Extract<Result, { status: Status }>["data"]> {
  if (result.status !== status || result.data === undefined) {
    throw new Error(
      `${what}: expected ${String(status)}, got ${String(result.status)} ${JSON.stringify(result.error)}`,
    );
  }
  return result.data as NonNullable<Extract<Result, { status: Status }>["data"]>;
}

/** Integer cents as `1234.56`; integer arithmetic only, so no float ever touches an amount. */
function formatCents(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

/** Signs up an organisation with one opening account and returns a client authenticated as it. */
async function signUp(baseUrl: string, name: string, slug: string, account: string, openingCents: number) {
  const anonymous = createBankClient({ baseUrl, validate: schemaValidator(bankResponseSchemas) });
  const signup = expectStatus(
    await anonymous.signup({
      body: { name, slug, accounts: [{ name: account, opening_balance_cents: openingCents }] },
    }),
    201,
    `signup ${name}`,
  );
  console.log(
    `signed up ${signup.organisation.name} (${signup.organisation.slug}) with ${signup.accounts.length} account(s)`,
  );
  const client = createBankClient({
    baseUrl,
    companyKey: signup.api_key,
    validate: schemaValidator(bankResponseSchemas),
  });
  return { client, organisation: signup.organisation, firstAccount: signup.accounts[0]! };
}

/** Prints one line per account: organisation, account name, number, balance and available amount. */
async function printBalances(organisationName: string, client: BankClient): Promise<void> {
  const { accounts } = expectStatus(await client.listAccounts(), 200, `list accounts of ${organisationName}`);
  for (const account of accounts) {
    console.log(
      `balance ${organisationName} | ${account.name} | ${account.account_number} | ${formatCents(account.balance_cents)} ${account.currency} | available ${formatCents(account.available_cents)}`,
    );
  }
}

async function main(): Promise<void> {
  const baseUrl = process.argv[2] ?? process.env.BANK_URL ?? DEFAULT_BANK_URL;
  // Slugs are unique per bank (409 when taken: docs/reference/bank.md#signup-and-accounts), so each run gets its own
  // suffix.
  const run = randomBytes(3).toString("hex");
  console.log(`bank ${baseUrl} (run ${run})`);

  const acme = await signUp(baseUrl, "Acme Insurance", `acme-${run}`, "Operating", 1_000_00);
  const globex = await signUp(baseUrl, "Globex Brokers", `globex-${run}`, "Receivables", 0);

  const reserve = expectStatus(
    await acme.client.openAccount({ body: { name: "Claims reserve", type: "trust" } }),
    201,
    "open account",
  ).account;
  console.log(`opened ${reserve.name} (${reserve.type}) ${reserve.account_number}`);

  // An Idempotency-Key makes a retried POST safe: the bank replays the first answer
  // (docs/reference/bank.md#idempotency).
  const payments = [
    { to: globex.firstAccount, cents: 250_00, reference: `Invoice ${run}` },
    { to: reserve, cents: 100_00, reference: "Reserve top-up" },
  ];
  for (const { to, cents, reference } of payments) {
    const { payment } = expectStatus(
      await acme.client.sendPayment({
        headers: { "Idempotency-Key": `quickstart-${run}-${to.account_number}` },
        body: {
          from_account_id: acme.firstAccount.id,
          to_account_number: to.account_number,
          amount_cents: cents,
          reference,
        },
      }),
      201,
      "send payment",
    );
    console.log(
      `payment ${payment.id} ${formatCents(payment.amount_cents)} ${payment.currency} ${acme.firstAccount.name} -> ${to.name}: ${payment.status}`,
    );
  }

  await printBalances(acme.organisation.name, acme.client);
  await printBalances(globex.organisation.name, globex.client);
}

await main();
