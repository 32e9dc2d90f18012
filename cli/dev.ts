/**
 * `contractkit dev` (what `npm start` runs): the whole sandbox on the default store in .contractkit/ —
 * the devnet with its demo scenario, the protocol data service indexing it, and the bank with a demo
 * organisation holding payments in every status. A second start resumes the same data.
 */
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { createBankClient } from "../generated/bank/index.ts";
import { createProtocolClient } from "../generated/protocol/index.ts";
import { type BankService, startBankService } from "../runtime/bank/service.ts";
import { AnvilError, type Devnet, isPortFree, readManifest, startAnvil, startDevnet } from "../runtime/devnet/index.ts";
import { PortInUseError } from "../runtime/http/node.ts";
import { configFromManifest } from "../runtime/protocol/config.ts";
import { type ProtocolService, startProtocolService } from "../runtime/protocol/service.ts";

export interface DevOptions {
  dataDir?: string;
  host?: string;
  bankPort?: string;
  protocolPort?: string;
  chainPort?: string;
}

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
  await admin.setSettlementMode({ body: { mode: "manual" } });
  const pending = await pay(operating!.id, lossFund!.account_number, 2_000_00, "Claim CLM-7 (pending)");
  const toSettle = await pay(operating!.id, lossFund!.account_number, 3_000_00, "Claim CLM-8 (settled by the bank)");
  const toReturn = await pay(operating!.id, lossFund!.account_number, 1_000_00, "Claim CLM-9 (returned)");
  await admin.setSettlementMode({ body: { mode: "automatic" } });
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
  try {
    chainPort = port(opts.chainPort, 8545, "chain-port");
    bankPort = port(opts.bankPort, 4010, "bank-port");
    protocolPort = port(opts.protocolPort, 4020, "protocol-port");
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
  const manifestFile = path.join(dataDir, "devnet.json");
  const chainState = path.join(dataDir, "devnet-state.json");
  const protocolFile = path.join(dataDir, "protocol.json");
  const secretsFile = path.join(dataDir, "dev-secrets.json");

  const stops: Array<() => Promise<void>> = [];
  const stopAll = async () => {
    for (const stop of stops.reverse()) await stop().catch(() => {});
  };
  try {
    // The chain: resume the saved chain state when there is one, else deploy and seed a fresh chain.
    let rpcUrl: string;
    let manifest: Awaited<ReturnType<typeof readManifest>>;
    const resuming = existsSync(chainState) && existsSync(manifestFile);
    if (resuming) {
      manifest = await readManifest(manifestFile);
      const anvil = await startAnvil({ port: chainPort, host, chainId: manifest.chainId, statePath: chainState });
      stops.push(anvil.stop);
      rpcUrl = anvil.rpcUrl;
    } else {
      // A fresh chain: an index of a previous chain no longer matches it.
      await rm(protocolFile, { force: true });
      process.stdout.write("dev: deploying the reference contracts and seeding the demo scenario…\n");
      const devnet: Devnet = await startDevnet({ port: chainPort, host, out: manifestFile, statePath: chainState });
      stops.push(devnet.stop);
      rpcUrl = devnet.rpcUrl;
      manifest = devnet.manifest;
    }

    const protocol: ProtocolService = await startProtocolService({
      config: configFromManifest({ ...manifest, rpcUrl }, rpcUrl, manifestFile),
      dataFile: protocolFile,
      port: protocolPort,
      host,
    });
    stops.push(protocol.close);

    const secrets = await loadSecrets(secretsFile);
    const bank = await startBankService({
      dataFile: path.join(dataDir, "bank.json"),
      port: bankPort,
      host,
      adminKey: secrets.adminKey,
    });
    stops.push(bank.close);
    await seedDemoBank(bank, secrets, secretsFile);
    await protocol.indexer.waitUntilReady();
    await submitDemoOrders(protocol.url, manifest);

    process.stdout.write(
      [
        "",
        "contractkit sandbox is up",
        `  bank       ${bank.url}   docs ${bank.url}/docs`,
        `  protocol   ${protocol.url}   docs ${protocol.url}/docs   (chainId=${manifest.chainId})`,
        `  chain RPC  ${rpcUrl}   manifest ${manifestFile}`,
        `  demo api key   ${secrets.demoApiKey ?? "(see dev-secrets.json)"}`,
        `  admin key      ${secrets.adminKey}`,
        `  data           ${dataDir}${resuming ? " (resumed)" : ""}`,
        "  stop with Ctrl-C",
        "",
      ].join("\n"),
    );
  } catch (error) {
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
  }

  await new Promise<void>((resolve) => {
    process.once("SIGINT", resolve);
    process.once("SIGTERM", resolve);
  });
  process.stdout.write("dev: stopping…\n");
  await stopAll();
  process.stdout.write(`dev: stopped; data kept in ${dataDir}\n`);
  return 0;
}
