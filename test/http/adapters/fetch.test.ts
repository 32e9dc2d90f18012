/**
 * The bank's HTTP behaviour tests, unchanged, through a plain Fetch-API handler (the shape Bun, Deno and Workers call), driven by Node's own Request:
 * every bank this file starts is served by that adapter (test/support/adapters.ts), on the JSON
 * store (the PostgreSQL half of these tests runs once, in test/bank).
 */
import { describeJsonStoreOnly } from "../../bank/stores.ts";
import { serveTestBanksWith } from "../../bank/support.ts";
import { bankAdapter } from "../../support/adapters.ts";

describeJsonStoreOnly();
serveTestBanksWith(bankAdapter("fetch"));
await import("../../bank/http.test.ts");
await import("../../bank/http-hardening.test.ts");
