/**
 * The pages people look at, in headless Chromium (Debian's `chromium`): the HTML statement opened
 * through a signed link (no key in the browser), on screen and printed on A4 and Letter (header
 * repeated on page 2, numbered pages, nothing wider than the page, the chart with its labels);
 * the protocol service's /docs with the operations first; and the status page of both services.
 * PNGs and PDFs go to test-results/screenshots/.
 */
import { existsSync, mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { type Browser, chromium, type Page } from "playwright-core";
import { custom } from "viem";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { protocolOpenApiDocument } from "../../generated/protocol/openapi.ts";
import { type ProtocolService, startProtocolService } from "../../runtime/protocol/service.ts";
import { MemoryStoreAdapter } from "../../runtime/protocol/store.ts";
import { signupOrg, startTestBank, type TestBank } from "../bank/support.ts";
import { CHAIN_ID, chainConfig } from "../protocol/fixtures.ts";

const CHROMIUM = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].find((p) => existsSync(p));
const SHOTS = path.resolve(import.meta.dirname, "../../test-results/screenshots");

let bank: TestBank;
let protocol: ProtocolService;
let browser: Browser;
let statementUrl: string;

/** Enough payments that the printed statement runs past its first page. */
const PAYMENTS = 70;

async function statementLinkWithHistory(): Promise<string> {
  const payer = await signupOrg(bank, "Printwell <Underwriting> & Co", [98_765_432]);
  const payee = await signupOrg(bank, "Harbour Re", [0]);
  for (let index = 0; index < PAYMENTS; index += 1) {
    const sent = await payer.client.sendPayment({
      body: {
        from_account_id: payer.accounts[0]!.id,
        to_account_number: payee.accounts[0]!.account_number,
        amount_cents: 12_345 + index * 1_017,
        reference:
          index % 9 === 0
            ? `Quarterly premium settlement for policy group ${index} <b>bold</b>`
            : `Claim #${4400 + index}`,
      },
    });
    if (sent.status !== 201) throw new Error(`payment ${index} failed: ${sent.status}`);
  }
  const link = await payer.client.createStatementLink({ path: { id: payer.accounts[0]!.id }, body: {} });
  if (link.status !== 201) throw new Error(`link failed: ${link.status}`);
  return link.data.url;
}

beforeAll(async () => {
  if (!CHROMIUM)
    throw new Error("headless Chromium is required for these tests: `apt-get install chromium` (.ci/run does it)");
  mkdirSync(SHOTS, { recursive: true });
  bank = await startTestBank();
  protocol = await startProtocolService({
    config: { chains: [chainConfig()] },
    storeAdapter: new MemoryStoreAdapter(),
    followChains: false,
    port: 0,
    host: "127.0.0.1",
    transports: new Map([[CHAIN_ID, custom({ request: async () => Promise.reject(new Error("no chain here")) })]]),
  });
  statementUrl = await statementLinkWithHistory();
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    // No sandbox as root, and no background calls to a closed network.
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
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await protocol?.close();
  await bank?.stop();
});

/** Operations in a document (aliases served on other paths are not listed by /docs). */
const operationCount = (document: Record<string, unknown>) =>
  Object.values(document.paths as Record<string, Record<string, unknown>>).reduce(
    (sum, item) => sum + ["get", "put", "post", "delete", "patch"].filter((method) => method in item).length,
    0,
  );

/** Whether anything is wider than the viewport (a sideways scroll bar). */
const overflowsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

/** The text of each page of a PDF, read with pdf.js. */
async function pdfPageTexts(bytes: Uint8Array): Promise<string[]> {
  const pdfjs = await import("pdfjs-dist/legacy/build/pdf.mjs");
  const document = await pdfjs.getDocument({ data: bytes, useSystemFonts: false }).promise;
  const texts: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const content = await (await document.getPage(number)).getTextContent();
    texts.push(content.items.map((item) => ("str" in item ? item.str : "")).join(" "));
  }
  await document.destroy();
  return texts;
}

describe("the HTML statement in a browser", () => {
  it("opens from the signed link with no key, reads as a statement and fits the screen", async (context) => {
    const page = await browser.newPage({ viewport: { width: 1100, height: 900 } });
    const response = await page.goto(statementUrl);
    expect(response?.status()).toBe(200);
    expect(await page.locator("h1").innerText()).toBe("Statement");
    expect(await page.locator(".bank").innerText()).toBe("Mock Bank");
    expect(await page.locator(".org").innerText()).toBe("Printwell <Underwriting> & Co");
    expect(await page.locator("table tbody tr").count()).toBe(PAYMENTS + 1);
    const text = await page.locator("body").innerText();
    expect(text).toMatch(/Period: From the account's opening to \d{1,2} \w+ \d{4}/);
    expect(text).toContain("+987,654.32");
    expect(text).not.toMatch(/\d{2}:\d{2}:\d{2}\.\d{3}/);
    expect(await overflowsSideways(page)).toBe(false);
    // The chart: two axes, amount ticks, dates, and the opening and closing values.
    const chart = page.locator("figure.chart svg");
    expect(await chart.count()).toBe(1);
    expect(await chart.locator("line.axis").count()).toBe(2);
    expect(await chart.locator("text.tick").count()).toBeGreaterThanOrEqual(4);
    const labels = await chart.locator("text").allTextContents();
    expect(labels.some((label) => label === "Opening 0.00")).toBe(true);
    expect(labels.some((label) => label.startsWith("Closing "))).toBe(true);
    expect(labels).toContain("Balance (USD)");
    const box = await chart.boundingBox();
    expect(box?.width).toBeGreaterThan(600);
    const file = path.join(SHOTS, "statement-screen.png");
    await page.screenshot({ path: file, fullPage: true });
    await context.annotate("statement on screen", { path: file });
    // A phone-sized window still has no sideways scroll.
    await page.setViewportSize({ width: 420, height: 900 });
    expect(await overflowsSideways(page)).toBe(false);
    await page.close();
  });

  it.for([
    ["A4", { width: 794, height: 1123 }],
    ["Letter", { width: 816, height: 1056 }],
  ] as const)(
    "prints on %s: header repeated on page 2, numbered pages, nothing cut off",
    async ([format, size], context) => {
      const page = await browser.newPage({ viewport: size });
      await page.goto(statementUrl);
      await page.emulateMedia({ media: "print" });
      expect(await overflowsSideways(page)).toBe(false);
      const shot = path.join(SHOTS, `statement-print-${format.toLowerCase()}.png`);
      await page.screenshot({ path: shot, fullPage: true });
      await context.annotate(`statement printed (${format}, print media)`, { path: shot });
      const pdfFile = path.join(SHOTS, `statement-${format.toLowerCase()}.pdf`);
      await page.pdf({ path: pdfFile, format, printBackground: true });
      const pages = await pdfPageTexts(new Uint8Array(readFileSync(pdfFile)));
      expect(pages.length).toBeGreaterThanOrEqual(2);
      expect(pages[0]).toContain("Statement");
      for (const heading of ["DATE", "COUNTERPARTY", "REFERENCE", "AMOUNT", "BALANCE"]) {
        expect(pages[1]).toContain(heading);
      }
      expect(pages[1]).toContain(`Page 2 of ${pages.length}`);
      // Every line is printed exactly once: no row is lost or doubled at a page break.
      const claims = pages.join(" ").match(/Claim #\d+/g) ?? [];
      expect(new Set(claims).size).toBe(claims.length);
      expect(claims.length).toBe(PAYMENTS - Math.ceil(PAYMENTS / 9));
      await page.close();
    },
  );
});

describe("/docs and the status pages in a browser", () => {
  it("shows the protocol service's operations first and its guide collapsed after them", async (context) => {
    const page = await browser.newPage({ viewport: { width: 1200, height: 1000 } });
    await page.goto(`${protocol.url}/docs`);
    await page.locator(".opblock").first().waitFor({ timeout: 60_000 });
    expect(await page.locator(".opblock").count()).toBe(operationCount(protocolOpenApiDocument));
    const about = page.locator("details#about");
    expect(await about.getAttribute("open")).toBeNull();
    const firstOperation = await page.locator(".opblock").first().boundingBox();
    const aboutBox = await about.boundingBox();
    expect(firstOperation!.y).toBeLessThan(aboutBox!.y);
    // The first screen holds operations, not pages of prose.
    expect(firstOperation!.y).toBeLessThan(700);
    await about.locator("summary").click();
    await expect.poll(() => about.locator(".info").count()).toBe(1);
    expect(await page.locator("body").innerText()).not.toMatch(/seed\s*§/i);
    await about.locator("summary").click();
    const file = path.join(SHOTS, "docs-protocol.png");
    await page.screenshot({ path: file });
    await context.annotate("protocol /docs", { path: file });
    await page.close();
  }, 120_000);

  it.for([
    ["bank", () => bank.service.url, "Mock Bank", "Organisations"],
    ["protocol", () => protocol.url, "Protocol Data Service", "Limit orders"],
  ] as const)(
    "renders the %s status page with its counts and a link to /docs",
    async ([name, base, title, count], context) => {
      const page = await browser.newPage({ viewport: { width: 900, height: 800 } });
      await page.goto(`${base()}/`);
      expect(await page.locator("h1").innerText()).toContain(title);
      expect(await page.locator("th", { hasText: count }).count()).toBeGreaterThanOrEqual(1);
      await page.locator('a[href="/docs"]').first().click();
      await page.waitForURL(/\/docs$/);
      await page.goBack();
      const file = path.join(SHOTS, `status-${name}.png`);
      await page.screenshot({ path: file, fullPage: true });
      await context.annotate(`${name} status page`, { path: file });
      await page.close();
    },
  );
});
