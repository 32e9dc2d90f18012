/** The bank's bearer keys: which organisation a company key belongs to, and whether a key is the admin key. */
import { SecurityDenial } from "../../../generated/http/server.ts";
import type { Awaitable, BankLedger, Organisation } from "../ledger/index.ts";

/** Resolves bearer keys: company keys for company routes, the bank's admin key for /admin. */
export function bankSecurity(ledger: BankLedger) {
  type Company = { organisationId: string } | undefined;
  type Admin = { admin: true } | SecurityDenial | undefined;
  const companyKey = (token: string): Awaitable<Company> => {
    const found = ledger.authenticate(token);
    const principal = (organisation: Organisation | null) =>
      organisation ? { organisationId: organisation.id } : undefined;
    return found instanceof Promise ? found.then(principal) : principal(found);
  };
  const companyDenial = (organisation: Organisation | null) =>
    // A company key is a real key, just not this bank's admin key: forbidden, not unknown.
    organisation ? new SecurityDenial("a company key cannot use /admin routes") : undefined;
  const adminKey = (token: string): Awaitable<Admin> => {
    const verified = ledger.verifyAdminKey(token);
    const decide = (isAdmin: boolean): Awaitable<Admin> => {
      if (isAdmin) return { admin: true as const };
      const found = ledger.authenticate(token);
      return found instanceof Promise ? found.then(companyDenial) : companyDenial(found);
    };
    return verified instanceof Promise ? verified.then(decide) : decide(verified);
  };
  // While the book is rebuilt from disk a key is checked against the rebuilt book (a rotation
  // that failed to persist must not count).
  const afterRebuild =
    <T>(resolve: (token: string) => Awaitable<T>) =>
    (token: string): Awaitable<T> => {
      const rebuilding = ledger.rebuilding;
      return rebuilding === null ? resolve(token) : rebuilding.then(() => resolve(token));
    };
  return { companyKey: afterRebuild(companyKey), adminKey: afterRebuild(adminKey) };
}
