/** API keys and the admin key of the PostgreSQL bank ledger: hashes in the database, presented keys' organisations cached per process (key-watch.ts). */
import {
  generateAdminKey,
  hashAdminKey,
  hashesEqual,
  hashKey,
  isLegacyKeyHash,
  verifyAdminKeyHash,
} from "../ledger/identifiers.ts";
import type { Organisation } from "../ledger/index.ts";
import { ORGANISATION_COLUMNS, type OrganisationRow, organisationOf } from "./rows.ts";
import type { LedgerSession } from "./session.ts";

/**
 * The organisation of a presented key: from this process's cache when it may answer (no round
 * trip; key-watch.ts says why a rotated key is never in it), else one look-up by the key's hash.
 */
export async function authenticate(session: LedgerSession, apiKey: string): Promise<Organisation | null> {
  if (typeof apiKey !== "string" || apiKey.length === 0) return null;
  const hash = session.hashPresentedKey(apiKey);
  const cached = session.keys.cached(hash);
  if (cached !== undefined) return cached;
  const ticket = session.keys.ticket();
  const { rows } = await session.query<OrganisationRow & { key_hash: string }>(
    `SELECT ${ORGANISATION_COLUMNS}, key_hash FROM bank_organisations WHERE key_hash = $1`,
    [hash],
  );
  const row = rows[0];
  if (row === undefined || !hashesEqual(row.key_hash, hash)) return null;
  const organisation = organisationOf(row);
  session.keys.remember(ticket, hash, organisation);
  return organisation;
}

export async function verifyAdminKey(session: LedgerSession, key: string): Promise<boolean> {
  if (typeof key !== "string" || key.length === 0) return false;
  const { rows } = await session.query<{ admin_key_hash: string | null }>("SELECT admin_key_hash FROM bank_settings");
  const stored = rows[0]?.admin_key_hash ?? null;
  if (stored === null) return false;
  const verified = session.verifiedAdmin;
  if (verified !== null && verified.hash === stored && verified.key.length === key.length) {
    if (hashesEqual(hashKey(verified.key), hashKey(key))) return true;
  }
  if (!verifyAdminKeyHash(key, stored)) return false;
  session.verifiedAdmin = { key, hash: stored };
  return true;
}

export async function ensureAdminKey(
  session: LedgerSession,
  configuredKey?: string,
): Promise<{ generated: string | null }> {
  if (configuredKey !== undefined && configuredKey.length < 16) {
    throw new RangeError("the configured admin key must be at least 16 characters");
  }
  return session.command(async (client) => {
    const stored = (await session.settings(client, true)).admin_key_hash;
    const at = session.now().iso;
    if (configuredKey !== undefined) {
      if (stored === null || isLegacyKeyHash(stored) || !verifyAdminKeyHash(configuredKey, stored)) {
        await client.query("UPDATE bank_settings SET admin_key_hash = $1", [hashAdminKey(configuredKey)]);
        await session.event(client, at, "admin_key_set", null, null);
      }
      return { generated: null };
    }
    if (stored !== null) return { generated: null };
    const key = generateAdminKey();
    await client.query("UPDATE bank_settings SET admin_key_hash = $1", [hashAdminKey(key)]);
    await session.event(client, at, "admin_key_set", null, null);
    return { generated: key };
  });
}
