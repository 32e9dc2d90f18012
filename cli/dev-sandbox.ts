/**
 * The services of `contractkit dev` (cli/dev.ts), started in order: the chain (resumed, or deployed and
 * seeded), the protocol index, the bank with its demo organisation, then the demo orders.
 */
import { randomBytes } from "node:crypto";
import { existsSync, statSync } from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { createBankClient } from "../generated/bank/index.ts";
import { createProtocolClient } from "../generated/protocol/index.ts";
import { type BankService, startBankService } from "../runtime/bank/service.ts";
import { type Devnet, readManifest, startAnvil, startDevnet } from "../runtime/devnet/index.ts";
import type { RequestLogger } from "../runtime/http/request-log.ts";
import { configFromManifest } from "../runtime/protocol/config.ts";
import { type ProtocolService, startProtocolService } from "../runtime/protocol/service.ts";
import { redactUrl } from "../runtime/store/postgres.ts";

/**
 * Keys the sandbox shows on every start. The bank stores only hashes, so the dev command keeps the
 * plaintext of its own demo keys here — a local sandbox convenience, never used by `serve bank`.
 */
export interface DevSecrets {
  adminKey: string;
  demoApiKey: string | null;
}

const DEMO_SLUG = "demo-insurance";

/** The three ports of the sandbox, each with the `dev` option that sets it. */
export interface DevPorts {
  chain: number;
  bank: number;
  protocol: number;
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

/** The data files of the sandbox. */
export interface DevFiles {
  manifest: string;
  chainState: string;
  protocol: string;
  secrets: string;
  bank: string;
  /** The bank's PostgreSQL URL (`--store`), or null for the file store at `bank`. */
  database: string | null;
}

/** What {@link startSandbox} brought up. */
export interface Started {
  bank: BankService;
  protocol: ProtocolService;
  rpcUrl: string;
  manifest: Awaited<ReturnType<typeof readManifest>>;
  secrets: DevSecrets;
}

/** Progress lines of the start-up steps, and a "still …" line every 5 s while one step lasts. */
export function progressReporter(write: (line: string) => void) {
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

export type Progress = ReturnType<typeof progressReporter>;

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
export async function startSandbox(opts: {
  host: string;
  ports: DevPorts;
  files: DevFiles;
  resuming: boolean;
  progress: Progress;
  stops: Array<() => Promise<void>>;
  logs: { bank: RequestLogger; protocol: RequestLogger };
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
