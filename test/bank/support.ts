/**
 * A real bank on 127.0.0.1 for HTTP tests: a fresh data directory, the generated client with every
 * JSON response checked against the spec (ajv, strict about extra members).
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { bankOpenApiDocument, createBankClient } from "../../generated/bank/index.ts";
import { ResponseContractError } from "../../generated/http/client.ts";
import { type BankService, type BankServiceOptions, startBankService } from "../../runtime/bank/service.ts";
import { createResponseValidator } from "../support/spec-validator.ts";

export const ADMIN_KEY = "admin-key-for-tests-0123456789";

export interface TestBank {
  service: BankService;
  dir: string;
  /** A client with no key, validating every response against the spec. */
  client(keys?: { companyKey?: string; adminKey?: string }): ReturnType<typeof createBankClient>;
  admin: ReturnType<typeof createBankClient>;
  /** Raw fetch against the bank (for malformed requests the typed client cannot send). */
  raw(pathAndQuery: string, init?: RequestInit): Promise<Response>;
  restart(): Promise<void>;
  stop(): Promise<void>;
}

let adapter: BankServiceOptions["serveWith"];

/**
 * Mounts every bank this file's `startTestBank` starts in another server adapter (Express, Fastify,
 * a Fetch handler): the adapter suites in test/http/ call it, then load the bank's HTTP behaviour
 * tests, which then run unchanged through that adapter.
 */
export function serveTestBanksWith(serveWith: BankServiceOptions["serveWith"]): void {
  adapter = serveWith;
}

/** A bank on a fresh data directory, or on `databaseUrl` (PostgreSQL) when given. */
export async function startTestBank(options: { databaseUrl?: string | undefined } = {}): Promise<TestBank> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "contractkit-bank-"));
  const check = await createResponseValidator(bankOpenApiDocument);
  const start = () =>
    startBankService({
      dataFile: path.join(dir, "bank.json"),
      ...(options.databaseUrl === undefined ? {} : { databaseUrl: options.databaseUrl }),
      port: 0,
      host: "127.0.0.1",
      adminKey: ADMIN_KEY,
      onError: () => {},
      ...(adapter ? { serveWith: adapter } : {}),
    });
  let service = await start();
  const client = (keys: { companyKey?: string; adminKey?: string } = {}) => {
    const bank = createBankClient({ baseUrl: service.url, ...keys });
    bank.config.validate = (operationId, status, body) => {
      if (typeof body !== "object" || body === null) return;
      const issues = check(operationId, status, body);
      if (issues.length > 0)
        throw new ResponseContractError(
          operationId,
          status,
          issues.map((message) => ({ path: "/", message })),
          body,
        );
    };
    return bank;
  };
  const bank: TestBank = {
    get service() {
      return service;
    },
    dir,
    client,
    admin: client({ adminKey: ADMIN_KEY }),
    raw: (pathAndQuery, init) => fetch(`${service.url}${pathAndQuery}`, init),
    restart: async () => {
      await service.close();
      service = await start();
      bank.admin = client({ adminKey: ADMIN_KEY });
    },
    stop: async () => {
      await service.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
  return bank;
}

/** Signs up an organisation and returns a client holding its key, with its accounts. */
export async function signupOrg(bank: TestBank, name: string, balances: number[]) {
  const result = await bank.client().signup({
    body: { name, accounts: balances.map((cents, i) => ({ name: `Account ${i}`, opening_balance_cents: cents })) },
  });
  if (result.status !== 201) throw new Error(`signup failed: ${JSON.stringify(result.error)}`);
  return { ...result.data, client: bank.client({ companyKey: result.data.api_key }) };
}
