/** Organisations and accounts of the PostgreSQL bank ledger: signup, opening accounts with their opening deposits, keys, lists. */
import type { PoolClient } from "../../store/postgres.ts";
import { hashKey } from "../ledger/identifiers.ts";
import type {
  Account,
  AdminOrganisation,
  CommandResult,
  DirectoryEntry,
  OpenAccountInput,
  Organisation,
  Result,
  SignupInput,
  SignupResult,
} from "../ledger/index.ts";
import { checkOpening, checkSignup, fail, newOpening, ok, openingLimitError } from "../ledger/rules.ts";
import { BANK_ACCOUNT_NUMBER, OPENING_BALANCE_REFERENCE } from "../ledger/state.ts";
import { Booking, insertDeposit } from "./booking.ts";
import {
  ACCOUNT_COLUMNS,
  type AccountFacts,
  type AccountRow,
  accountFacts,
  accountView,
  ORGANISATION_COLUMNS,
  type OrganisationRow,
  organisationOf,
} from "./rows.ts";
import { isUniqueViolation, type LedgerSession } from "./session.ts";

export async function signup(
  session: LedgerSession,
  input: SignupInput,
): Promise<CommandResult<"signup", SignupResult>> {
  const checked = checkSignup(input);
  if (!checked.ok) return checked;
  const { slug, openings } = checked.value;
  const taken = (): Result<SignupResult, "conflict"> => fail("conflict", `slug ${slug} is already taken`);
  try {
    return await session.command(async (client) => {
      const settings = await session.settings(client, true);
      const exists = await client.query("SELECT 1 FROM bank_organisations WHERE slug = $1", [slug]);
      if (exists.rowCount) return taken();
      const capped = openingLimitError<SignupResult>(
        {
          limits: session.openingLimits,
          newOrganisation: true,
          alreadyOpenedCents: 0,
          bankHeldCents: settings.money_cents,
        },
        openings,
      );
      if (capped) return capped;
      const now = session.now();
      const organisation: Organisation = {
        id: session.ids("org"),
        name: input.name,
        slug,
        team: input.team ?? null,
        created_at: now.iso,
      };
      const apiKey = session.newApiKey();
      await client.query(
        "INSERT INTO bank_organisations (id, name, slug, team, created_at, key_hash) VALUES ($1, $2, $3, $4, $5, $6)",
        [organisation.id, organisation.name, slug, organisation.team, now.iso, hashKey(apiKey)],
      );
      const accounts = await openAccounts(session, client, organisation.id, openings, settings.account_count, now.iso);
      return ok({ organisation, api_key: apiKey, accounts });
    });
  } catch (error) {
    // Another process took the slug between the check and the insert.
    if (isUniqueViolation(error, "bank_organisations_slug_key")) return taken();
    throw error;
  }
}

/** Opens accounts (with their OPENING BALANCE deposits) under the locked settings row. */
export async function openAccounts(
  session: LedgerSession,
  client: PoolClient,
  organisationId: string,
  openings: readonly OpenAccountInput[],
  accountCount: number,
  at: string,
): Promise<Account[]> {
  const booking = new Booking(at);
  const views: Account[] = [];
  let opened = 0;
  for (const [index, input] of openings.entries()) {
    const opening = newOpening(session.ids, organisationId, input, accountCount + index + 1);
    await client.query(
      `INSERT INTO bank_accounts (id, organisation_id, account_number, name, type, currency, status, created_at,
         balance_cents, held_cents, opening_cents)
       VALUES ($1, $2, $3, $4, $5, 'USD', 'active', $6, 0, 0, $7)`,
      [
        opening.id,
        organisationId,
        opening.account_number,
        opening.name,
        opening.type,
        at,
        opening.opening_balance_cents,
      ],
    );
    const account: AccountFacts = {
      id: opening.id,
      organisation_id: organisationId,
      account_number: opening.account_number,
      name: opening.name,
      type: opening.type,
      status: "active",
      balance_cents: 0,
      held_cents: 0,
      posting_count: 0,
      last_posting_ms: 0,
    };
    if (opening.opening_deposit_id !== null) {
      await insertDeposit(client, opening.opening_deposit_id, account.id, opening.opening_balance_cents, {
        reference: OPENING_BALANCE_REFERENCE,
        opening: true,
        at,
      });
      booking.post(account, {
        direction: "CR",
        amount_cents: opening.opening_balance_cents,
        counterparty_account_number: BANK_ACCOUNT_NUMBER,
        reference: OPENING_BALANCE_REFERENCE,
        transfer_id: opening.opening_deposit_id,
        end_to_end_id: null,
        kind: "deposit",
      });
      opened += opening.opening_balance_cents;
    }
    views.push(accountView(account));
  }
  await booking.write(client);
  await client.query("UPDATE bank_settings SET account_count = account_count + $1, money_cents = money_cents + $2", [
    openings.length,
    opened,
  ]);
  return views;
}

export async function me(
  session: LedgerSession,
  organisationId: string,
): Promise<CommandResult<"me", { organisation: Organisation; accounts: Account[] }>> {
  return session.read(async (client) => {
    const organisation = await session.organisation(client, organisationId);
    if (organisation === null) return fail("unauthorized", "unknown organisation");
    return ok({ organisation, accounts: await session.accountsOf(client, organisationId) });
  });
}

export async function rotateKey(
  session: LedgerSession,
  organisationId: string,
): Promise<CommandResult<"rotateKey", { api_key: string }>> {
  // Under the exclusive key lock: no process trusts a cached key while the old one is replaced.
  return session.rotation(async (client) => {
    if ((await session.organisation(client, organisationId, true)) === null) {
      return fail("unauthorized", "unknown organisation");
    }
    const apiKey = session.newApiKey();
    await client.query("UPDATE bank_organisations SET key_hash = $2 WHERE id = $1", [organisationId, hashKey(apiKey)]);
    await session.event(client, session.now().iso, "api_key_rotated", organisationId, null);
    return ok({ api_key: apiKey });
  });
}

export async function openAccount(
  session: LedgerSession,
  organisationId: string,
  input: OpenAccountInput,
): Promise<CommandResult<"openAccount", Account>> {
  return session.command(async (client) => {
    const settings = await session.settings(client, true);
    if ((await session.organisation(client, organisationId, true)) === null) {
      return fail("unauthorized", "unknown organisation");
    }
    const checked = checkOpening(input);
    if (!checked.ok) return checked;
    const { rows } = await client.query<{ opened: string }>(
      "SELECT coalesce(sum(opening_cents), 0) AS opened FROM bank_accounts WHERE organisation_id = $1",
      [organisationId],
    );
    const capped = openingLimitError<Account>(
      {
        limits: session.openingLimits,
        newOrganisation: false,
        alreadyOpenedCents: Number(rows[0]?.opened ?? 0),
        bankHeldCents: settings.money_cents,
      },
      [input],
    );
    if (capped) return capped;
    const [account] = await openAccounts(
      session,
      client,
      organisationId,
      [input],
      settings.account_count,
      session.now().iso,
    );
    return ok(account as Account);
  });
}

export async function listAccounts(
  session: LedgerSession,
  organisationId: string,
): Promise<CommandResult<"listAccounts", Account[]>> {
  return session.read(async (client) => {
    if ((await session.organisation(client, organisationId)) === null)
      return fail("unauthorized", "unknown organisation");
    return ok(await session.accountsOf(client, organisationId));
  });
}

export async function getAccount(
  session: LedgerSession,
  organisationId: string,
  accountId: string,
): Promise<CommandResult<"getAccount", Account>> {
  return session.read(async (client) => {
    const owned = await session.ownedAccount(client, organisationId, accountId);
    return owned.ok ? ok(accountView(owned.value)) : owned;
  });
}

/** Organisations by slug with their accounts in opening order. */
export async function organisationsWithAccounts(
  client: PoolClient,
): Promise<Array<{ organisation: Organisation; accounts: AccountFacts[] }>> {
  const organisations = await client.query<OrganisationRow>(
    `SELECT ${ORGANISATION_COLUMNS} FROM bank_organisations ORDER BY slug COLLATE "C"`,
  );
  const accounts = await client.query<AccountRow>(`SELECT ${ACCOUNT_COLUMNS} FROM bank_accounts ORDER BY position`);
  const byOrganisation = new Map<string, AccountFacts[]>();
  for (const row of accounts.rows) {
    const list = byOrganisation.get(row.organisation_id) ?? [];
    list.push(accountFacts(row));
    byOrganisation.set(row.organisation_id, list);
  }
  return organisations.rows.map((row) => ({
    organisation: organisationOf(row),
    accounts: byOrganisation.get(row.id) ?? [],
  }));
}

export async function directory(session: LedgerSession): Promise<DirectoryEntry[]> {
  return session.read(async (client) =>
    (await organisationsWithAccounts(client)).map(({ organisation, accounts }) => ({
      name: organisation.name,
      slug: organisation.slug,
      accounts: accounts.map((a) => ({ account_number: a.account_number, name: a.name, type: a.type })),
    })),
  );
}

export async function listOrganisations(session: LedgerSession): Promise<AdminOrganisation[]> {
  return session.read(async (client) =>
    (await organisationsWithAccounts(client)).map(({ organisation, accounts }) => ({
      ...organisation,
      accounts: accounts.map(accountView),
    })),
  );
}
