/**
 * Runs every example against real services: a bank on a temp data file, a seeded devnet and the
 * protocol data service indexing it. The Node examples run as child processes exactly as
 * docs/embedding.md tells a reader to run them; the browser page runs in headless Chromium, served
 * from a static server on another port than the bank so each call is cross-origin (CORS).
 * What the examples print is checked against what the services hold.
 */
import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { type Browser, chromium } from "playwright-core";
import type { Hash } from "viem";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBankClient } from "../../generated/bank/client.ts";
import { type BankService, startBankService } from "../../runtime/bank/service.ts";
import { type Devnet, startDevnet } from "../../runtime/devnet/index.ts";
import { configFromManifest } from "../../runtime/protocol/config.ts";
import { type ProtocolService, startProtocolService } from "../../runtime/protocol/service.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");
const CHROMIUM = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].find((p) => existsSync(p));
const ADMIN_KEY = "examples-test-admin-key-0123456789abcdef";
const run = promisify(execFile);

/** Runs an example the documented way (`node --import tsx examples/<file>`) and returns its stdout. */
async function runExample(file: string, args: string[], env: Record<string, string> = {}): Promise<string> {
  const { stdout } = await run(process.execPath, ["--import", "tsx", path.join("examples", file), ...args], {
    cwd: ROOT,
    encoding: "utf8",
    timeout: 45_000,
    // Only what the example documents, so a stray variable in the test environment cannot steer it.
    env: { PATH: process.env.PATH ?? "", ...env },
  });
  return stdout;
}

/** One URL prefix of the static server and the directory it serves. */
interface Mount {
  prefix: string;
  dir: string;
}

const CONTENT_TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".map": "application/json",
};

/** A read-only static server on 127.0.0.1 for the given mounts; anything else (or `..`) is a 404. */
async function startStaticServer(mounts: Mount[]): Promise<{ server: Server; origin: string }> {
  const server = createServer(async (req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? "/", "http://static").pathname);
    const mount = mounts.find((m) => pathname.startsWith(m.prefix));
    const file = mount ? path.join(mount.dir, pathname.slice(mount.prefix.length)) : undefined;
    if (file === undefined || mount === undefined || !file.startsWith(mount.dir + path.sep)) {
      res.writeHead(404).end();
      return;
    }
    try {
      const body = await readFile(file);
      res.writeHead(200, { "content-type": CONTENT_TYPES[path.extname(file)] ?? "application/octet-stream" });
      res.end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

let dir: string;
let bank: BankService;
let devnet: Devnet;
let protocol: ProtocolService;
let manifestFile: string;
let clientsDir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "contractkit-examples-"));
  manifestFile = path.join(dir, "devnet.json");
  clientsDir = path.join(dir, "dist");
  // The browser loads the client as `npm run build:clients` emits it; `--noCheck` skips the type
  // check (package.test.ts runs the checked build) and gives the same JavaScript in ~2 s.
  const build = run(
    process.execPath,
    [
      path.join(ROOT, "node_modules/typescript/bin/tsc"),
      ...["-p", "tsconfig.build.json", "--noCheck", "--declaration", "false", "--declarationMap", "false"],
      ...["--outDir", clientsDir],
    ],
    { cwd: ROOT },
  );
  bank = await startBankService({
    dataFile: path.join(dir, "bank.json"),
    port: 0,
    host: "127.0.0.1",
    adminKey: ADMIN_KEY,
  });
  devnet = await startDevnet({ port: 0, out: manifestFile });
  protocol = await startProtocolService({
    config: configFromManifest(devnet.manifest, devnet.rpcUrl),
    dataFile: path.join(dir, "protocol.json"),
    port: 0,
    host: "127.0.0.1",
  });
  await build;
}, 60_000);

afterAll(async () => {
  await protocol?.close();
  await devnet?.stop();
  await bank?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** Every organisation in the bank with its accounts, read with the admin key. */
async function organisationsBySlug() {
  const admin = createBankClient({ baseUrl: bank.url, adminKey: ADMIN_KEY });
  const listed = await admin.adminListOrganisations();
  if (listed.status !== 200) throw new Error(`adminListOrganisations: ${listed.status}`);
  return new Map(listed.data.organisations.map((o) => [o.slug, o]));
}

describe("examples/bank-quickstart.ts", () => {
  it("signs up, opens an account, pays and prints balances the bank agrees with (BANK_URL)", async () => {
    const out = await runExample("bank-quickstart.ts", [], { BANK_URL: bank.url });
    const runId = /^bank (\S+) \(run ([0-9a-f]{6})\)$/m.exec(out);
    expect(runId?.[1]).toBe(bank.url);
    expect(out).toMatch(/^payment pay_\w+ 250\.00 USD Operating -> Receivables: settled$/m);
    expect(out).toMatch(/^payment pay_\w+ 100\.00 USD Operating -> Claims reserve: settled$/m);

    const printed = [...out.matchAll(/^balance (.+?) \| (.+?) \| (\d+) \| (-?\d+)\.(\d{2}) USD \| available/gm)].map(
      (m) => ({ org: m[1], name: m[2], number: m[3], cents: Number(`${m[4]}${m[5]}`) }),
    );
    expect(printed.map(({ org, name, cents }) => `${org}/${name}/${cents}`)).toEqual([
      "Acme Insurance/Operating/65000",
      "Acme Insurance/Claims reserve/10000",
      "Globex Brokers/Receivables/25000",
    ]);
    // The ledger holds what the example printed, account by account.
    const orgs = await organisationsBySlug();
    const held = ["acme", "globex"].flatMap((name) =>
      (orgs.get(`${name}-${runId?.[2]}`)?.accounts ?? []).map((a) => `${a.account_number}/${a.balance_cents}`),
    );
    expect(held.sort()).toEqual(printed.map((p) => `${p.number}/${p.cents}`).sort());
  });

  it("takes the bank URL from argv before BANK_URL", async () => {
    const out = await runExample("bank-quickstart.ts", [bank.url], { BANK_URL: "http://127.0.0.1:9" });
    expect(out.split("\n")[0]).toMatch(new RegExp(`^bank ${bank.url} \\(run [0-9a-f]{6}\\)$`));
  });

  it("fails with a transport error when no bank answers", async () => {
    await expect(runExample("bank-quickstart.ts", ["http://127.0.0.1:9"])).rejects.toThrow(/TransportError/);
  });
});

describe("examples/devnet-trade.ts", () => {
  it("deposits and exercises through the Adapter, then reads the same two flows from the service", async () => {
    const out = await runExample("devnet-trade.ts", [], {
      DEVNET_MANIFEST: manifestFile,
      RPC_URL: devnet.rpcUrl,
      PROTOCOL_URL: protocol.url,
    });
    const pool = devnet.manifest.pools.find((p) => p.key === "fees")!;
    const user = devnet.manifest.accounts.find((a) => a.role === "user")!;
    expect(out).toContain(`wallet ${user.address} on chain ${devnet.manifest.chainId}`);
    // The preview and its slippage bound: 10 in gives 10 shares, less 0.5 % is 9.95.
    expect(out).toContain("deposit 10 collateral: preview 10 cPT+cST, minimum 9.95");
    const depositTx = /^deposit tx (0x[0-9a-f]{64}) block (\d+)$/m.exec(out)?.[1] as Hash;
    const exerciseTx = /^exercise tx (0x[0-9a-f]{64}) block (\d+)$/m.exec(out)?.[1] as Hash;
    for (const hash of [depositTx, exerciseTx]) {
      const receipt = await devnet.clients.publicClient.getTransactionReceipt({ hash });
      expect(receipt.status).toBe("success");
      expect(receipt.to?.toLowerCase()).toBe(devnet.manifest.contracts.adapter.toLowerCase());
    }
    // The fresh `user` wallet has exactly the two flows this run made, with the on-chain amounts.
    expect(out).toContain(`flows of ${user.address}: 2`);
    const wad = 10n ** 18n;
    expect(out).toMatch(
      new RegExp(
        `^flow mint ${pool.name} block \\d+ tx ${depositTx} collateral ${-10n * wad} reference 0 cPT ${10n * wad} cST ${10n * wad}$`,
        "m",
      ),
    );
    expect(out).toMatch(
      new RegExp(
        `^flow exercise ${pool.name} block \\d+ tx ${exerciseTx} collateral \\d+ reference -\\d+ cPT 0 cST ${-2n * wad}$`,
        "m",
      ),
    );
  }, 60_000);

  it("takes the pool, amounts and endpoints from argv", async () => {
    const out = await runExample("devnet-trade.ts", [
      ...["--manifest", manifestFile, "--rpc", devnet.rpcUrl, "--protocol", protocol.url],
      ...["--pool", "expiringSoon", "--account", "taker", "--deposit", "3", "--exercise", "1"],
    ]);
    const pool = devnet.manifest.pools.find((p) => p.key === "expiringSoon")!;
    expect(out).toContain(`pool ${pool.name} ${pool.poolId}`);
    expect(out).toContain("deposit 3 collateral: preview 3 cPT+cST, minimum 2.985");
    const exerciseTx = /^exercise tx (0x[0-9a-f]{64})/m.exec(out)?.[1];
    expect(out).toMatch(new RegExp(`^flow exercise ${pool.name} block \\d+ tx ${exerciseTx} `, "m"));
  }, 60_000);
});

describe("examples/browser", () => {
  let browser: Browser | undefined;
  let staticServer: Server | undefined;

  afterAll(async () => {
    await browser?.close();
    await new Promise((resolve) => (staticServer ? staticServer.close(resolve) : resolve(undefined)));
  });

  it("signs up and shows the accounts from another origin, through the built client", async () => {
    if (!CHROMIUM) throw new Error("headless Chromium is required: `apt-get install chromium` (.ci/run does it)");
    // The page's import map points at ../../dist and ../../node_modules/zod, as in the repository.
    const served = await startStaticServer([
      { prefix: "/examples/browser/", dir: path.join(ROOT, "examples/browser") },
      { prefix: "/dist/", dir: clientsDir },
      { prefix: "/node_modules/zod/", dir: path.join(ROOT, "node_modules/zod") },
    ]);
    staticServer = served.server;
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-quic", "--no-first-run"],
    });
    const page = await browser.newPage();
    const pageErrors: string[] = [];
    page.on("pageerror", (error) => pageErrors.push(error.message));
    // Headers are read asynchronously; keep the reads and await them all before asserting.
    const bankRequests: Promise<{ method: string; origin: string | undefined; allowOrigin: string | undefined }>[] = [];
    page.on("response", (response) => {
      if (!response.url().startsWith(bank.url)) return;
      bankRequests.push(
        response
          .request()
          .allHeaders()
          .then((headers) => ({
            method: response.request().method(),
            origin: headers.origin,
            allowOrigin: response.headers()["access-control-allow-origin"],
          })),
      );
    });

    await page.goto(`${served.origin}/examples/browser/index.html?bank=${encodeURIComponent(bank.url)}`);
    await page.getByRole("status").filter({ hasText: "Ready" }).waitFor({ timeout: 10_000 });
    await page.fill("#name", "Browser Mutual");
    await page.click("button[type=submit]");
    await page.getByRole("status").filter({ hasText: "Signed up Browser Mutual" }).waitFor({ timeout: 10_000 });

    const rows = await page
      .locator("#accounts tbody tr")
      .evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll("td")].map((td) => td.textContent)));
    expect(rows.map((r) => [r[0], r[2], r[3]])).toEqual([
      ["Operating", "operating", "1000.00 USD"],
      ["Claims reserve", "trust", "0.00 USD"],
    ]);
    expect(pageErrors).toEqual([]);
    // Cross-origin for real: the browser sent its Origin and the bank allowed it.
    const seen = await Promise.all(bankRequests);
    expect(seen.filter((r) => r.method !== "OPTIONS").map((r) => r.origin)).toEqual([served.origin, served.origin]);
    expect(seen.every((r) => r.allowOrigin === "*")).toBe(true);
    // The organisation exists in the bank with the account numbers the page shows.
    const slug = (await page.textContent("#status"))?.match(/\(([a-z0-9-]+)\)/)?.[1] ?? "";
    const held = (await organisationsBySlug()).get(slug)?.accounts.map((a) => a.account_number);
    expect(held?.sort()).toEqual(rows.map((r) => r[1]).sort());
  });
});
