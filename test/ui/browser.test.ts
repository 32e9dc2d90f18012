/**
 * What a person sees, in headless Chromium (Debian's `chromium`, which .ci/run installs): the bank's
 * HTML statement renders its lines and closing balance, and /docs renders every operation and its
 * "Try it out" reaches the local server. Screenshots are attached to the test output.
 */
import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import { type Browser, chromium } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bankRoutes } from "../../generated/bank/index.ts";
import { signupOrg, startTestBank, type TestBank } from "../bank/support.ts";

const CHROMIUM = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].find((p) => existsSync(p));
const SHOTS = path.resolve(import.meta.dirname, "../../test-results/screenshots");

let bank: TestBank;
let browser: Browser;

beforeAll(async () => {
  if (!CHROMIUM)
    throw new Error("headless Chromium is required for these tests: `apt-get install chromium` (.ci/run does it)");
  mkdirSync(SHOTS, { recursive: true });
  bank = await startTestBank();
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    // The flags this workplace needs: no sandbox as root, and no background calls to a closed network.
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await bank?.stop();
});

describe("in a browser", () => {
  it("renders the HTML statement with its lines, running balances, closing balance and chart", async (context) => {
    const payer = await signupOrg(bank, "Screenshot Insurance", [1_000_00]);
    const payee = await signupOrg(bank, "Screenshot Payee", [0]);
    for (const [cents, reference] of [
      [120_00, "Premium refund Q1"],
      [75_50, "Claim #4471"],
      [9_99, "Fees <b>bold</b>"],
    ] as const) {
      await payer.client.sendPayment({
        body: {
          from_account_id: payer.accounts[0]!.id,
          to_account_number: payee.accounts[0]!.account_number,
          amount_cents: cents,
          reference,
        },
      });
    }
    const page = await browser.newPage({ viewport: { width: 1000, height: 900 } });
    await page.setExtraHTTPHeaders({ authorization: `Bearer ${payer.api_key}` });
    await page.goto(`${bank.service.url}/api/v1/accounts/${payer.accounts[0]!.id}/statement?format=html`);
    const rows = page.locator("table tbody tr");
    expect(await rows.count()).toBe(4);
    await expect.poll(() => page.locator("h1").innerText()).toBe("Statement");
    expect(await page.locator(".org").innerText()).toBe("Screenshot Insurance");
    const text = await page.locator("body").innerText();
    expect(text).toContain("794.51");
    expect(text).toContain("Fees <b>bold</b>");
    expect(await page.locator("figure.chart svg").count()).toBe(1);
    const file = path.join(SHOTS, "statement.png");
    await page.screenshot({ path: file, fullPage: true });
    await context.annotate("statement screenshot", { path: file });
    await page.close();
  });

  it("renders /docs with every operation, and Try it out calls the local server", async (context) => {
    const page = await browser.newPage({ viewport: { width: 1200, height: 1000 } });
    await page.goto(`${bank.service.url}/docs`);
    await page.locator(".opblock").first().waitFor({ timeout: 60_000 });
    expect(await page.locator(".opblock").count()).toBe(bankRoutes.length);
    const health = page.locator(".opblock-get", { hasText: "/health" }).first();
    await health.locator(".opblock-summary").click();
    // tryItOutEnabled: the request form is open already.
    await health.getByRole("button", { name: "Execute" }).click();
    const status = health.locator(".live-responses-table .response .response-col_status").first();
    await expect.poll(() => status.innerText(), { timeout: 10_000 }).toContain("200");
    const file = path.join(SHOTS, "docs.png");
    await page.screenshot({ path: file });
    await context.annotate("docs screenshot", { path: file });
    await page.close();
  }, 120_000);
});
