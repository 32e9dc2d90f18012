import { readFileSync } from "node:fs";
import { ContractkitError } from "../generated/http/errors.ts";
import { startBankService } from "../runtime/bank/service.ts";
import { type HttpLimits, PortInUseError } from "../runtime/http/node.ts";
import { createRequestLogger, type LogFormat, type LogLevel, type RequestLogger } from "../runtime/http/request-log.ts";
import { outputSettings } from "./output.ts";
import { untilStopped } from "./signals.ts";
import { parsePoolSize, refuseWithoutDatabase, resolveStore, type StoreChoice } from "./store-option.ts";

/** Default data directory for every service (ignored by git). */
export const DATA_DIR = ".contractkit";
/** The bank's data file and port when none is given (`--help` and the README print these). */
export const BANK_DATA_FILE = `${DATA_DIR}/bank.json`;
export const BANK_PORT = 4010;

export interface ServeBankOptions {
  port?: string;
  host?: string;
  data?: string;
  store?: string;
  /** False with `--no-key-cache`. */
  keyCache?: boolean;
  /** `--payment-batch <n>`: most payments one PostgreSQL transaction commits. */
  paymentBatch?: string;
  /** `--pool-size <n>`: most PostgreSQL connections this process opens. */
  poolSize?: string;
  adminKey?: string;
  adminKeyFile?: string;
  acceptAudit?: boolean;
  publicUrl?: string;
  headersTimeout?: string;
  bodyTimeout?: string;
  maxConnections?: string;
  maxOpeningBalance?: string;
  maxOrganisationOpening?: string;
  logLevel?: string;
  logFormat?: string;
}

/** The request logger of `--log-level` / `--log-format` (commander has checked both values). */
export function requestLoggerFor(service: string, opts: { logLevel?: string; logFormat?: string }): RequestLogger {
  return createRequestLogger({
    service,
    level: (opts.logLevel ?? "info") as LogLevel,
    format: (opts.logFormat ?? "pretty") as LogFormat,
    colour: outputSettings().colour,
  });
}

/**
 * Where the admin key stands after a start, as lines for the operator: the key when one was just
 * generated, else (no key configured) how to set one, since whoever started the bank first may
 * have it and this operator may not.
 */
export function adminKeyLines(generated: string | null, configured: boolean, dataFile: string): string[] {
  if (generated !== null) return [`  admin key (shown once, only its hash is stored): ${generated}`];
  if (configured) return [];
  return [
    `  admin key: set at an earlier start; only its hash is stored in ${dataFile}`,
    "    lost it? restart with a key you choose (16+ characters) and it replaces the stored one:",
    `    \`BANK_ADMIN_KEY=<key> npx contractkit serve bank --data ${dataFile}\``,
    `    or \`npx contractkit serve bank --data ${dataFile} --admin-key-file <file holding the key>\``,
  ];
}

/** A usage error: reported on stderr with exit code 2. */
class UsageError extends ContractkitError {
  override readonly name = "UsageError";
  override readonly code = "usage";
}

function positive(value: string | undefined, flag: string): number | undefined {
  if (value === undefined) return undefined;
  const number = Number(value);
  if (!Number.isFinite(number) || number <= 0) throw new UsageError(`${flag} must be a positive number, got ${value}`);
  return number;
}

/** `--headers-timeout`, `--body-timeout` (seconds) and `--max-connections`, shared by both services. */
export function httpLimits(opts: {
  headersTimeout?: string;
  bodyTimeout?: string;
  maxConnections?: string;
}): HttpLimits {
  const headers = positive(opts.headersTimeout, "--headers-timeout");
  const body = positive(opts.bodyTimeout, "--body-timeout");
  const connections = positive(opts.maxConnections, "--max-connections");
  if (connections !== undefined && !Number.isInteger(connections)) {
    throw new UsageError(`--max-connections must be an integer, got ${opts.maxConnections}`);
  }
  return {
    ...(headers === undefined ? {} : { headersTimeoutMs: headers * 1000 }),
    ...(body === undefined ? {} : { requestTimeoutMs: body * 1000 }),
    ...(connections === undefined ? {} : { maxConnections: connections }),
  };
}

/**
 * The admin key, from (in order) `--admin-key-file`, `BANK_ADMIN_KEY` or `--admin-key`. The last is
 * discouraged: a command line is readable by every user of the machine (`ps`), so it warns.
 */
export function resolveAdminKey(
  opts: Pick<ServeBankOptions, "adminKey" | "adminKeyFile">,
  env: NodeJS.ProcessEnv,
  warn: (line: string) => void,
): string | undefined {
  if (opts.adminKey !== undefined) {
    warn(
      "serve bank: warning: --admin-key puts the key on the command line, where `ps` shows it to every user; " +
        "use BANK_ADMIN_KEY or --admin-key-file instead",
    );
  }
  if (opts.adminKeyFile !== undefined) {
    let text: string;
    try {
      text = readFileSync(opts.adminKeyFile, "utf8");
    } catch (error) {
      throw new UsageError(`--admin-key-file ${opts.adminKeyFile}: ${(error as Error).message}`);
    }
    const key = text.trim();
    if (key.length === 0) throw new UsageError(`--admin-key-file ${opts.adminKeyFile} is empty`);
    return key;
  }
  return opts.adminKey ?? (env.BANK_ADMIN_KEY || undefined);
}

/** `--payment-batch`: a whole number of payments from 1 to 1000 (a batch is one statement's arrays). */
function paymentBatchSize(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const size = Number(value);
  if (!/^[0-9]+$/.test(value) || size < 1 || size > 1000) {
    throw new UsageError(`--payment-batch must be a whole number of payments from 1 to 1000, got ${value}`);
  }
  return size;
}

/** A limit in cents from a flag or its environment variable: a non-negative safe integer. */
function centsLimit(flag: string, value: string | undefined): number | undefined {
  if (value === undefined || value === "") return undefined;
  const cents = Number(value);
  if (!/^[0-9]+$/.test(value) || !Number.isSafeInteger(cents)) {
    throw new UsageError(`${flag} must be a whole number of cents from 0 to 9007199254740991, got ${value}`);
  }
  return cents;
}

/** `contractkit serve bank`: runs until SIGINT/SIGTERM, then flushes everything acknowledged. */
export async function runServeBank(opts: ServeBankOptions): Promise<number> {
  const port = Number(opts.port ?? process.env.PORT ?? BANK_PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    process.stderr.write(`serve bank: --port must be an integer 0-65535, got ${opts.port}\n`);
    return 2;
  }
  let adminKey: string | undefined;
  let http: HttpLimits;
  let perAccountCents: number | undefined;
  let perOrganisationCents: number | undefined;
  let paymentBatch: number | undefined;
  let poolSize: number | undefined;
  let store: StoreChoice;
  try {
    store = resolveStore(opts.store, process.env);
    adminKey = resolveAdminKey(opts, process.env, (line) => process.stderr.write(`${line}\n`));
    http = httpLimits(opts);
    paymentBatch = paymentBatchSize(opts.paymentBatch);
    poolSize = parsePoolSize(opts.poolSize);
    refuseWithoutDatabase(store, [
      opts.poolSize !== undefined && "--pool-size",
      opts.paymentBatch !== undefined && "--payment-batch",
      opts.keyCache === false && "--no-key-cache",
    ]);
    perAccountCents = centsLimit(
      "--max-opening-balance",
      opts.maxOpeningBalance ?? process.env.BANK_MAX_OPENING_BALANCE,
    );
    perOrganisationCents = centsLimit(
      "--max-organisation-opening",
      opts.maxOrganisationOpening ?? process.env.BANK_MAX_ORGANISATION_OPENING,
    );
  } catch (error) {
    process.stderr.write(`serve bank: ${(error as Error).message}\n`);
    return 2;
  }
  const publicUrl = opts.publicUrl ?? process.env.BANK_PUBLIC_URL;
  let service: Awaited<ReturnType<typeof startBankService>>;
  try {
    service = await startBankService({
      dataFile: opts.data ?? BANK_DATA_FILE,
      ...(store.kind === "postgres"
        ? {
            databaseUrl: store.url,
            databaseKeyCache: opts.keyCache !== false,
            ...(poolSize === undefined ? {} : { databasePoolSize: poolSize }),
            ...(paymentBatch === undefined ? {} : { databasePaymentBatch: paymentBatch }),
          }
        : {}),
      port,
      host: opts.host ?? "127.0.0.1",
      http,
      ...(adminKey ? { adminKey } : {}),
      ...(opts.acceptAudit ? { acceptAudit: true } : {}),
      ...(publicUrl ? { publicUrl } : {}),
      requestLog: requestLoggerFor("bank", opts),
      openingLimits: {
        ...(perAccountCents === undefined ? {} : { perAccountCents }),
        ...(perOrganisationCents === undefined ? {} : { perOrganisationCents }),
      },
    });
  } catch (error) {
    if (error instanceof PortInUseError) {
      process.stderr.write(`serve bank: ${error.message}\n`);
      return 1;
    }
    process.stderr.write(`serve bank: ${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  }
  const stopped = untilStopped();
  // One write, so a reader of the banner gets it whole.
  const banner = [
    `bank listening on ${service.url}`,
    `  docs: ${service.docsUrl}`,
    `  data: ${service.dataFile}`,
    ...adminKeyLines(service.generatedAdminKey, adminKey !== undefined, service.dataFile),
  ];
  process.stdout.write(`${banner.join("\n")}\n`);
  const availability = service.ledger.availability();
  if (availability.reason !== null) process.stderr.write(`serve bank: degraded: ${availability.reason}\n`);
  await stopped;
  await service.close();
  process.stdout.write(
    store.kind === "postgres"
      ? "bank stopped; every acknowledged write is committed in the database\n"
      : "bank stopped; all acknowledged writes are on disk\n",
  );
  return 0;
}
