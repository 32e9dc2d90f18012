/**
 * `contractkit dev` (what `npm start` runs): the whole sandbox on the default store in .contractkit/ —
 * the devnet with its demo scenario, the protocol data service indexing it, and the bank with a demo
 * organisation holding payments in every status. A second start resumes the same data.
 */

import { randomBytes } from "node:crypto";
import { existsSync, statSync } from "node:fs";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { createBankClient } from "../generated/bank/index.ts";
import { createProtocolClient } from "../generated/protocol/index.ts";
import { type BankService, startBankService } from "../runtime/bank/service.ts";
import { AnvilError, type Devnet, isPortFree, readManifest, startAnvil, startDevnet } from "../runtime/devnet/index.ts";
import { PortInUseError } from "../runtime/http/node.ts";
import { createRequestLogger, type LogFormat, type LogLevel, type RequestLogger } from "../runtime/http/request-log.ts";
import { configFromManifest } from "../runtime/protocol/config.ts";
import { type ProtocolService, startProtocolService } from "../runtime/protocol/service.ts";
import { redactUrl } from "../runtime/store/postgres.ts";
import { beginSetup, completeSetup, discardOutputs, readSetupState } from "./dev-setup.ts";
import { outputSettings } from "./output.ts";
import { untilStopped } from "./signals.ts";
import { resolveStore, type StoreChoice } from "./store-option.ts";

export interface DevOptions {
  dataDir?: string;
  host?: string;
  bankPort?: string;
  protocolPort?: string;
  chainPort?: string;
  logLevel?: string;
  logFormat?: string;
  /**
   * Where the bank's ledger and the protocol index live: "json" (default: the data files) or a
   * postgres:// URL (also DATABASE_URL) holding both.
   */
  store?: string;
}

/**
 * Request loggers of both services; silent until {@link RequestLogs.start}, so the setup's own
 * requests (seeding the demo) do not bury the banner.
 */
function requestLogs(opts: DevOptions) {
  let live = false;
  const forService = (service: string): RequestLogger =>
    createRequestLogger({
      service,
      level: (opts.logLevel ?? "info") as LogLevel,
      format: (opts.logFormat ?? "pretty") as LogFormat,
      colour: outputSettings().colour,
      write: (line) => {
        if (live) process.stdout.write(`${line}\n`);
      },
    });
  return {
    bank: forService("bank"),
    protocol: forService("protocol"),
    start: () => {
      live = true;
    },
  };
}

type RequestLogs = ReturnType<typeof requestLogs>;

/**
 * Keys the sandbox shows on every start. The bank stores only hashes, so the dev command keeps the
 * plaintext of its own demo keys here — a local sandbox convenience, never used by `serve bank`.
 */
interface DevSecrets {
  adminKey: string;
  demoApiKey: string | null;
}

const DEMO_SLUG = "demo-insurance";

function port(value: string | undefined, fallback: number, name: string): number {
  const n = Number(value ?? fallback);
  if (!Number.isInteger(n) || n < 0 || n > 65535) throw new Error(`--${name} must be an integer 0-65535, got ${value}`);
  return n;
}

/** The three ports of the sandbox, each with the `dev` option that sets it. */
interface DevPorts {
  chain: number;
  bank: number;
  protocol: number;
}

const PORT_OPTIONS = {
  chain: { flag: "--chain-port", what: "the chain's JSON-RPC" },
  bank: { flag: "--bank-port", what: "the bank" },
  protocol: { flag: "--protocol-port", what: "the protocol data service" },
} as const;

/** A free port after `taken` on `host` (for a suggestion that works as printed). */
async function nextFreePort(taken: number, host: string): Promise<number | null> {
  for (let candidate = taken + 1; candidate <= Math.min(65_535, taken + 50); candidate++) {
    if (await isPortFree(candidate, host)) return candidate;
  }
  return null;
}

/** "port N (what) is in use" with the `dev` option and a free port to pass, as commands that work. */
async function portInUseMessage(which: keyof DevPorts, port: number, host: string): Promise<string> {
  const { flag, what } = PORT_OPTIONS[which];
  const free = (await nextFreePort(port, host)) ?? 0;
  return `port ${port} on ${host} (${what}) is already in use; stop what holds it, or pick another port: \`npx contractkit dev ${flag} ${free}\` (from a clone: \`npm start -- ${flag} ${free}\`)`;
}

/** The first taken port of the sandbox, checked before anything is started or written. */
async function takenPort(ports: DevPorts, host: string): Promise<keyof DevPorts | null> {
  for (const which of ["chain", "bank", "protocol"] as const) {
    if (ports[which] !== 0 && !(await isPortFree(ports[which], host))) return which;
  }
  return null;
}

/** The port a start failure is about (taken after the check), or null. */
function portOfFailure(error: unknown, ports: DevPorts): keyof DevPorts | null {
  if (error instanceof AnvilError && error.code === "PORT_IN_USE") return "chain";
  if (error instanceof PortInUseError) {
    if (error.port === ports.bank) return "bank";
    if (error.port === ports.protocol) return "protocol";
  }
  return null;
}

async function loadSecrets(file: string): Promise<DevSecrets> {
  if (existsSync(file)) return JSON.parse(await readFile(file, "utf8")) as DevSecrets;
  const secrets = { adminKey: `ak_dev_${randomBytes(24).toString("base64url")}`, demoApiKey: null };
  await writeFile(file, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600 });
  return secrets;
}

/** Signs up the demo organisation once and leaves a payment in each status. */
async function seedDemoBank(bank: BankService, secrets: DevSecrets, secretsFile: string): Promise<void> {
  const directory = await createBankClient({ baseUrl: bank.url }).getDirectory();
  if (directory.data?.organisations.some((o) => o.slug === DEMO_SLUG)) return;
  const signup = await createBankClient({ baseUrl: bank.url }).signup({
    body: {
      name: "Demo Insurance",
      slug: DEMO_SLUG,
      team: "sandbox",
      accounts: [
        { name: "Operating", type: "operating", opening_balance_cents: 250_000_00 },
        { name: "Client trust", type: "trust", opening_balance_cents: 1_000_000_00 },
        { name: "Loss fund", type: "loss_fund", opening_balance_cents: 0 },
      ],
    },
  });
  if (signup.status !== 201) throw new Error(`demo signup failed: ${JSON.stringify(signup.error)}`);
  const [operating, trust, lossFund] = signup.data.accounts;
  const demo = createBankClient({ baseUrl: bank.url, companyKey: signup.data.api_key });
  const admin = createBankClient({ baseUrl: bank.url, adminKey: secrets.adminKey });
  const pay = (from: string, to: string, amount: number, reference: string) =>
    demo.sendPayment({ body: { from_account_id: from, to_account_number: to, amount_cents: amount, reference } });

  await pay(trust!.id, lossFund!.account_number, 150_000_00, "Fund loss reserve Q4");
  await pay(operating!.id, trust!.account_number, 12_500_00, "Premium transfer POL-1042");
  await pay(lossFund!.id, operating!.account_number, 999_999_999, "Oversized claim (rejected: insufficient funds)");
  await admin.setSettlementMode({ body: { settlement_mode: "manual" } });
  const pending = await pay(operating!.id, lossFund!.account_number, 2_000_00, "Claim CLM-7 (pending)");
  const toSettle = await pay(operating!.id, lossFund!.account_number, 3_000_00, "Claim CLM-8 (settled by the bank)");
  const toReturn = await pay(operating!.id, lossFund!.account_number, 1_000_00, "Claim CLM-9 (returned)");
  await admin.setSettlementMode({ body: { settlement_mode: "automatic" } });
  if (toSettle.status === 201) await admin.settlePayment({ path: { id: toSettle.data.payment.id } });
  if (toReturn.status === 201)
    await admin.returnPayment({ path: { id: toReturn.data.payment.id }, body: { reason: "R08" } });
  void pending;
  secrets.demoApiKey = signup.data.api_key;
  await writeFile(secretsFile, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600 });
}

/**
 * Posts the devnet's signed demo orders to the data service (200 on a resume: already stored). Their
 * fills and cancels happened on chain before; the service applies them on acceptance.
 */
async function submitDemoOrders(
  protocolUrl: string,
  manifest: Awaited<ReturnType<typeof readManifest>>,
): Promise<void> {
  const protocol = createProtocolClient({ baseUrl: protocolUrl });
  for (const demo of manifest.orders) {
    const result = await protocol.submitLimitOrder({
      body: {
        chainId: manifest.chainId,
        ...demo.order,
        orderHash: demo.orderHash,
        signature: demo.signature,
        side: demo.side,
        premium: "0.05",
        nonce: demo.nonce,
      },
    });
    if (result.status !== 201 && result.status !== 200) {
      throw new Error(`the demo order ${demo.orderHash} was refused: ${JSON.stringify(result.error)}`);
    }
  }
}

export async function runDev(opts: DevOptions): Promise<number> {
  const dataDir = path.resolve(opts.dataDir ?? ".contractkit");
  const host = opts.host ?? "127.0.0.1";
  let chainPort: number;
  let bankPort: number;
  let protocolPort: number;
  let store: StoreChoice;
  try {
    chainPort = port(opts.chainPort, 8545, "chain-port");
    bankPort = port(opts.bankPort, 4010, "bank-port");
    protocolPort = port(opts.protocolPort, 4020, "protocol-port");
    store = resolveStore(opts.store, process.env);
  } catch (error) {
    process.stderr.write(`dev: ${(error as Error).message}\n`);
    return 2;
  }
  const ports: DevPorts = { chain: chainPort, bank: bankPort, protocol: protocolPort };
  const taken = await takenPort(ports, host);
  if (taken !== null) {
    process.stderr.write(`dev: ${await portInUseMessage(taken, ports[taken], host)}\n`);
    return 1;
  }
  await mkdir(dataDir, { recursive: true });
  const files = {
    manifest: path.join(dataDir, "devnet.json"),
    chainState: path.join(dataDir, "devnet-state.json"),
    protocol: path.join(dataDir, "protocol.json"),
    secrets: path.join(dataDir, "dev-secrets.json"),
    bank: path.join(dataDir, "bank.json"),
    database: store.kind === "postgres" ? store.url : null,
  };
  const setup = await readSetupState(dataDir);
  const resuming = setup.kind === "complete" && existsSync(files.chainState) && existsSync(files.manifest);
  if (setup.kind === "interrupted") {
    const removed = await discardOutputs(dataDir, setup.created);
    process.stdout.write(
      `dev: the previous first start was interrupted during its setup; discarded its partial state (${removed.join(", ") || "nothing written yet"}) and setting up again\n`,
    );
  }
  if (!resuming) await beginSetup(dataDir);

  const progress = progressReporter((line) => process.stdout.write(`${line}\n`));
  const logs = requestLogs(opts);
  const stops: Array<() => Promise<void>> = [];
  const stopAll = async () => {
    for (const stop of stops.reverse()) await stop().catch(() => {});
  };
  // Ctrl-C before the banner: stop what runs; an unfinished first setup is redone on the next start.
  let aborting = false;
  const abortStart = () => {
    aborting = true;
    progress.done();
    process.stderr.write(
      `\ndev: interrupted during ${resuming ? "the start" : "the first start's setup"}; stopping…\n`,
    );
    void stopAll().finally(() => {
      process.stderr.write(
        resuming
          ? `dev: stopped; data kept in ${dataDir}\n`
          : `dev: stopped; the next start discards the unfinished setup in ${dataDir} and sets it up again\n`,
      );
      process.exit(130);
    });
  };
  process.once("SIGINT", abortStart);
  process.once("SIGTERM", abortStart);
  let started: Started;
  let stopped: Promise<void>;
  try {
    started = await startSandbox({ host, ports, files, resuming, progress, stops, logs });
    // Interrupted at the last moment: the abort handler stops everything and exits.
    if (aborting) return 130;
    if (!resuming) await completeSetup(dataDir);
    // Listening before the start-up listener goes: no moment without one (cli/signals.ts).
    stopped = untilStopped();
  } catch (error) {
    // A step failing because the interrupt stopped its service is no error of its own.
    if (aborting) return 130;
    progress.done();
    await stopAll();
    const which = portOfFailure(error, ports);
    const message =
      which !== null
        ? await portInUseMessage(which, ports[which], host)
        : error instanceof Error
          ? error.message
          : String(error);
    process.stderr.write(`dev: ${message}\n`);
    return 1;
  } finally {
    process.off("SIGINT", abortStart);
    process.off("SIGTERM", abortStart);
  }
  progress.done();
  const { bank, protocol, rpcUrl, manifest, secrets } = started;
  process.stdout.write(
    [
      "",
      "contractkit sandbox is up",
      `  bank       ${bank.url}   docs ${bank.url}/docs`,
      `  protocol   ${protocol.url}   docs ${protocol.url}/docs   (chainId=${manifest.chainId})`,
      `  chain RPC  ${rpcUrl}   manifest ${files.manifest}`,
      `  demo api key   ${secrets.demoApiKey ?? "(see dev-secrets.json)"}`,
      `  admin key      ${secrets.adminKey}`,
      `  data           ${dataDir}${resuming ? " (resumed)" : ""}`,
      "  stop with Ctrl-C",
      "",
    ].join("\n"),
  );
  logs.start();

  await stopped;
  process.stdout.write("dev: stopping…\n");
  await stopAll();
  process.stdout.write(`dev: stopped; data kept in ${dataDir}\n`);
  return 0;
}

/** The data files of the sandbox. */
interface DevFiles {
  manifest: string;
  chainState: string;
  protocol: string;
  secrets: string;
  bank: string;
  /** The bank's PostgreSQL URL (`--store`), or null for the file store at `bank`. */
  database: string | null;
}

/** What {@link startSandbox} brought up. */
interface Started {
  bank: BankService;
  protocol: ProtocolService;
  rpcUrl: string;
  manifest: Awaited<ReturnType<typeof readManifest>>;
  secrets: DevSecrets;
}

/** Progress lines of the start-up steps, and a "still …" line every 5 s while one step lasts. */
function progressReporter(write: (line: string) => void) {
  let current: { label: string; since: number } | undefined;
  const timer = setInterval(() => {
    if (current) write(`dev: still ${current.label} (${Math.round((Date.now() - current.since) / 1000)} s)`);
  }, 5_000);
  timer.unref();
  return {
    step(label: string) {
      current = { label, since: Date.now() };
      write(`dev: ${label}…`);
    },
    detail(line: string) {
      write(`dev:   ${line}`);
    },
    done() {
      clearInterval(timer);
      current = undefined;
    },
  };
}

type Progress = ReturnType<typeof progressReporter>;

/** The chain: the saved chain state resumed, or a fresh chain deployed and seeded. */
async function startChain(
  opts: { host: string; ports: DevPorts; files: DevFiles; resuming: boolean; progress: Progress },
  stops: Array<() => Promise<void>>,
): Promise<{ rpcUrl: string; manifest: Awaited<ReturnType<typeof readManifest>> }> {
  const { host, ports, files, progress } = opts;
  if (opts.resuming) {
    const megabytes = (statSync(files.chainState).size / 1e6).toFixed(1);
    progress.step(`resuming the chain from ${path.basename(files.chainState)} (${megabytes} MB)`);
    const manifest = await readManifest(files.manifest);
    const anvil = await startAnvil({ port: ports.chain, host, chainId: manifest.chainId, statePath: files.chainState });
    stops.push(anvil.stop);
    return { rpcUrl: anvil.rpcUrl, manifest };
  }
  progress.step("deploying the reference contracts and seeding the demo scenario (first start, about 20 s)");
  const devnet: Devnet = await startDevnet({
    port: ports.chain,
    host,
    out: files.manifest,
    statePath: files.chainState,
    onProgress: (line) => progress.detail(line),
  });
  stops.push(devnet.stop);
  return { rpcUrl: devnet.rpcUrl, manifest: devnet.manifest };
}

/** Every step of a start, in order; each service is registered in `stops` as soon as it runs. */
async function startSandbox(opts: {
  host: string;
  ports: DevPorts;
  files: DevFiles;
  resuming: boolean;
  progress: Progress;
  stops: Array<() => Promise<void>>;
  logs: RequestLogs;
}): Promise<Started> {
  const { host, ports, files, progress, stops, logs } = opts;
  const { rpcUrl, manifest } = await startChain(opts, stops);

  progress.step(
    `opening the protocol index ${files.database === null ? path.basename(files.protocol) : redactUrl(files.database)}`,
  );
  const protocol: ProtocolService = await startProtocolService({
    config: configFromManifest({ ...manifest, rpcUrl }, rpcUrl, files.manifest),
    ...(files.database === null ? { dataFile: files.protocol } : { database: files.database }),
    port: ports.protocol,
    host,
    // The sandbox's own index: when its chain was replaced, index the new one.
    reset: true,
    requestLog: logs.protocol,
    log: (line) => progress.detail(line),
  });
  stops.push(protocol.close);

  progress.step(
    `starting the bank on ${files.database === null ? path.basename(files.bank) : redactUrl(files.database)}`,
  );
  const secrets = await loadSecrets(files.secrets);
  const bank = await startBankService({
    dataFile: files.bank,
    ...(files.database === null ? {} : { databaseUrl: files.database }),
    port: ports.bank,
    host,
    adminKey: secrets.adminKey,
    requestLog: logs.bank,
  });
  stops.push(bank.close);
  progress.step("seeding the demo organisation");
  await seedDemoBank(bank, secrets, files.secrets);

  progress.step(`indexing the chain up to its head (block ${await headOf(protocol)})`);
  await protocol.indexer.waitUntilReady();
  progress.step("submitting the demo orders");
  await submitDemoOrders(protocol.url, manifest);
  return { bank, protocol, rpcUrl, manifest, secrets };
}

async function headOf(protocol: ProtocolService): Promise<string> {
  try {
    return String(await protocol.indexer.client.getBlockNumber({ cacheTime: 0 }));
  } catch {
    return "unknown";
  }
}
