import { describe, expect, it } from "vitest";
import {
  formatBalance,
  formatCents,
  formatSigned,
  parseBound,
  STATEMENT_CSV_HEADER,
  type Statement,
  type StatementLine,
  statementCsv,
  statementCsvChunks,
  statementHtml,
} from "../../runtime/bank/ledger/index.ts";
import { ManualClock, must, mustFail, openTestBank } from "./ledger-fixtures.ts";

const HOUR = 3_600_000;

/** Acme's account with an opening balance on 1 March and one deposit per hour after. */
async function accountWithHistory(deposits: number) {
  const clock = new ManualClock("2025-03-01T00:00:00.000Z");
  const ctx = await openTestBank({ clock });
  const acme = must(await ctx.ledger.signup({ name: "Acme", accounts: [{ name: "Ops", opening_balance_cents: 100 }] }));
  const account = acme.accounts[0];
  if (!account) throw new Error("no account");
  for (let index = 1; index <= deposits; index += 1) {
    clock.advance(HOUR);
    must(await ctx.ledger.deposit(account.id, { amount_cents: index, reference: `D${index}` }));
  }
  return { ...ctx, org: acme.organisation.id, account };
}

describe("period bounds", () => {
  it.each<[string, "start" | "end", string | null]>([
    ["2025-03-01", "start", "2025-03-01T00:00:00.000Z"],
    ["2025-03-01", "end", "2025-03-01T23:59:59.999Z"],
    ["2025-03-01T10:30", "start", "2025-03-01T10:30:00.000Z"],
    ["2025-03-01T10:30:15.5Z", "end", "2025-03-01T10:30:15.500Z"],
    ["2025-03-01T10:30:00+02:00", "start", "2025-03-01T08:30:00.000Z"],
    ["2025-02-30", "start", null],
    ["2025-03-01T24:00", "start", null],
    ["yesterday", "start", null],
    ["1740787200000", "start", null],
  ])("parseBound(%j, %s) = %s", (text, edge, want) => {
    const ms = parseBound(text, edge);
    expect(ms === null ? null : new Date(ms).toISOString()).toBe(want);
  });
});

describe("transactions", () => {
  it("pages newest first with a cursor until next_cursor is null", async () => {
    const { ledger, org, account } = await accountWithHistory(11);
    const seen: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const page = must(ledger.transactions(org, account.id, { limit: 5, ...(cursor ? { cursor } : {}) }));
      seen.push(...page.transactions.map((line) => line.reference));
      cursor = page.next_cursor ?? undefined;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toEqual([...Array.from({ length: 11 }, (_, index) => `D${11 - index}`), "OPENING BALANCE"]);
  });

  it("keeps later pages stable when postings arrive between pages", async () => {
    const { ledger, org, account } = await accountWithHistory(6);
    const first = must(ledger.transactions(org, account.id, { limit: 3 }));
    expect(first.transactions.map((line) => line.reference)).toEqual(["D6", "D5", "D4"]);
    must(await ledger.deposit(account.id, { amount_cents: 1, reference: "LATE" }));
    const second = must(ledger.transactions(org, account.id, { limit: 3, cursor: first.next_cursor as string }));
    expect(second.transactions.map((line) => line.reference)).toEqual(["D3", "D2", "D1"]);
  });

  it("filters by inclusive from/to; a bare date `to` covers the whole day", async () => {
    const { ledger, org, account } = await accountWithHistory(30);
    const day = must(ledger.transactions(org, account.id, { from: "2025-03-01", to: "2025-03-01", limit: 500 }));
    // Opening at 00:00 and deposits at 01:00 ... 23:00 of 1 March.
    expect(day.transactions).toHaveLength(24);
    const window = must(
      ledger.transactions(org, account.id, { from: "2025-03-01T02:00:00Z", to: "2025-03-01T04:00:00Z" }),
    );
    expect(window.transactions.map((line) => line.reference)).toEqual(["D4", "D3", "D2"]);
    const paged = must(ledger.transactions(org, account.id, { from: "2025-03-01T02:00:00Z", limit: 2 }));
    expect(paged.transactions.map((line) => line.reference)).toEqual(["D30", "D29"]);
  });

  it.each([
    [{ cursor: "garbage" }],
    [{ cursor: "eyJ4IjoxfQ.AAAAAAAAAAAA" }],
    [{ from: "2025-03-02", to: "2025-03-01" }],
    [{ from: "03/01/2025" }],
    [{ limit: 0 }],
    [{ limit: 501 }],
  ])("rejects %j with bad_request", async (query) => {
    const { ledger, org, account } = await accountWithHistory(2);
    mustFail(ledger.transactions(org, account.id, query), "bad_request");
  });

  it("rejects a cursor issued for another account or other from/to", async () => {
    const { ledger, org, account } = await accountWithHistory(5);
    const other = must(await ledger.openAccount(org, { name: "Other", opening_balance_cents: 1 }));
    const cursor = must(ledger.transactions(org, account.id, { limit: 1 })).next_cursor as string;
    mustFail(ledger.transactions(org, other.id, { cursor }), "bad_request");
    mustFail(ledger.transactions(org, account.id, { cursor, from: "2025-03-01" }), "bad_request");
    // A tampered checksum.
    mustFail(ledger.transactions(org, account.id, { cursor: `${cursor.slice(0, -1)}x` }), "bad_request");
  });

  it("is forbidden on another company's account", async () => {
    const { ledger, account } = await accountWithHistory(1);
    const other = must(await ledger.signup({ name: "Other" }));
    mustFail(ledger.transactions(other.organisation.id, account.id), "forbidden");
    mustFail(ledger.statement(other.organisation.id, account.id), "forbidden");
  });
});

describe("statement", () => {
  it("has the running balance before `from` as opening and at `to` as closing", async () => {
    const { ledger, org, account } = await accountWithHistory(5);
    const statement = must(
      ledger.statement(org, account.id, { from: "2025-03-01T02:00:00Z", to: "2025-03-01T04:00:00Z" }),
    );
    expect(statement.opening_balance_cents).toBe(100 + 1);
    expect(statement.lines.map((line) => line.reference)).toEqual(["D2", "D3", "D4"]);
    expect(statement.closing_balance_cents).toBe(100 + 1 + 2 + 3 + 4);
    expect(statement.lines.at(-1)?.running_balance_cents).toBe(statement.closing_balance_cents);
    expect(statement).toMatchObject({ from: "2025-03-01T02:00:00.000Z", to: "2025-03-01T04:00:00.000Z" });
    const empty = must(ledger.statement(org, account.id, { from: "2025-04-01" }));
    expect(empty).toMatchObject({ opening_balance_cents: 115, closing_balance_cents: 115, lines: [] });
    const all = must(ledger.statement(org, account.id));
    // No `to`: the statement runs up to the moment it was produced (the test clock's now).
    expect(all).toMatchObject({
      account_number: account.account_number,
      currency: "USD",
      from: null,
      to: "2025-03-01T05:00:00.000Z",
      opening_balance_cents: 0,
      closing_balance_cents: 115,
    });
  });
});

function line(overrides: Partial<StatementLine>): StatementLine {
  return {
    date: "2025-03-01T10:00:00.000Z",
    value_date: "2025-03-01T10:00:00.000Z",
    account_number: "1000000016",
    counterparty_account_number: "1000000024",
    direction: "CR",
    amount_cents: 1234,
    currency: "USD",
    reference: "plain",
    transfer_id: "pay_1",
    end_to_end_id: null,
    running_balance_cents: 1234,
    ...overrides,
  };
}

function statementOf(lines: StatementLine[]): Statement {
  return {
    account_number: "1000000016",
    currency: "USD",
    organisation: {
      id: "org_1",
      name: 'Acme <Re> & "Co"',
      slug: "acme",
      team: null,
      created_at: "2025-01-01T00:00:00.000Z",
    },
    account: {
      id: "acc_1",
      account_number: "1000000016",
      name: "<script>alert(1)</script>",
      type: "operating",
      currency: "USD",
      status: "active",
      balance_cents: 0,
      available_cents: 0,
    },
    from: "2025-03-01T00:00:00.000Z",
    to: "2025-03-31T23:59:59.999Z",
    opening_balance_cents: 0,
    closing_balance_cents: lines.at(-1)?.running_balance_cents ?? 0,
    lines,
  };
}

describe("CSV", () => {
  it.each([
    [0, "0.00"],
    [5, "0.05"],
    [-5, "-0.05"],
    [1234, "12.34"],
    [-100_000, "-1000.00"],
    [Number.MAX_SAFE_INTEGER, "90071992547409.91"],
  ])("formatCents(%d) = %s", (cents, want) => {
    expect(formatCents(cents)).toBe(want);
  });

  it("writes the seed's columns, CRLF rows, RFC 4180 quoting and neutralised formulas", () => {
    const csv = statementCsv(
      statementOf([
        line({}),
        line({
          direction: "DR",
          amount_cents: 5,
          reference: 'say "hi", then\nleave',
          running_balance_cents: -5,
        }),
        line({ reference: '=HYPERLINK("x")', end_to_end_id: "+1" }),
        line({ reference: "-2", end_to_end_id: "@sum" }),
        line({ reference: "\tTab", end_to_end_id: "\rCR" }),
      ]),
    );
    const rows = csv.split("\r\n");
    expect(rows[0]).toBe(STATEMENT_CSV_HEADER);
    expect(rows[1]).toBe(
      "2025-03-01T10:00:00.000Z,2025-03-01T10:00:00.000Z,1000000016,1000000024,CR,12.34,USD,plain,pay_1,,12.34",
    );
    expect(rows[2]).toBe(
      '2025-03-01T10:00:00.000Z,2025-03-01T10:00:00.000Z,1000000016,1000000024,DR,0.05,USD,"say ""hi"", then\nleave",pay_1,,-0.05',
    );
    expect(rows[3]).toContain(`,"'=HYPERLINK(""x"")",pay_1,'+1,`);
    expect(rows[4]).toContain(",'-2,pay_1,'@sum,");
    expect(rows[5]).toContain(`,'\tTab,pay_1,"'\rCR",`);
    expect(csv.endsWith("\r\n")).toBe(true);
  });

  it("streams a 100k-line statement in chunks", () => {
    const lines = Array.from({ length: 100_000 }, (_, index) => line({ running_balance_cents: index }));
    let chunks = 0;
    let rows = 0;
    for (const chunk of statementCsvChunks(statementOf(lines), 5_000)) {
      if (chunks === 0) expect(chunk.startsWith(`${STATEMENT_CSV_HEADER}\r\n`)).toBe(true);
      chunks += 1;
      rows += chunk.split("\r\n").length - 1;
    }
    // The header rides in the first chunk: 100,000 rows / 5,000 per chunk.
    expect(chunks).toBe(20);
    expect(rows).toBe(100_001);
  });
});

describe("HTML", () => {
  it("is a self-contained document with every free-text field escaped and a balance chart", () => {
    const html = statementHtml(
      statementOf([line({ reference: "<img src=x onerror=alert(1)>", end_to_end_id: "'quoted'" }), line({})]),
      { bankName: "Bank <&> Co" },
    );
    expect(html.startsWith("<!DOCTYPE html>")).toBe(true);
    expect(html).toContain("&#60;img src=x onerror=alert(1)&#62;");
    expect(html).toContain("&#60;script&#62;alert(1)&#60;/script&#62;");
    expect(html).toContain("Acme &#60;Re&#62; &#38; &#34;Co&#34;");
    expect(html).toContain("&#39;quoted&#39;");
    expect(html).toContain('<div class="bank">Bank &#60;&#38;&#62; Co</div>');
    expect(html).not.toMatch(/<script|<img|<link|src=["']http|href=["']http/i);
    expect(html).toContain("<svg");
    expect(html).toContain("<polyline");
    expect(html).toContain("<dt>Opening balance</dt><dd>0.00");
    expect(html).toContain("<dt>Closing balance</dt><dd>12.34");
    expect(html.match(/<tr>/g)).toHaveLength(3);
  });

  it("reads as a statement: title, account and period in words, dates without milliseconds, signed grouped amounts", () => {
    const html = statementHtml(
      statementOf([
        line({ amount_cents: 123_456_789, running_balance_cents: 123_456_789 }),
        line({ direction: "DR", amount_cents: 1_500_00, running_balance_cents: 123_306_789 }),
      ]),
    );
    expect(html).toContain("<h1>Statement</h1>");
    expect(html).toContain('<div class="bank">Mock Bank</div>');
    expect(html).toContain("1 March 2025 to 31 March 2025");
    expect(html).toContain("(operating account), number 1000000016");
    expect(html).toContain("1 Mar 2025");
    expect(html).toContain("10:00:00");
    // Visible text only: the machine-readable <time datetime> keeps the full instant.
    expect(html.replace(/<[^>]*>/g, "")).not.toMatch(/\d{2}:\d{2}:\d{2}\.\d{3}/);
    expect(html).toContain("+1,234,567.89");
    expect(html).toContain("-1,500.00");
    expect(html).toContain(">1,233,067.89<");
    expect(html).toContain("Money in</dt><dd>+1,234,567.89");
  });

  it("says when the period starts at the account's opening and when there are no lines", () => {
    const html = statementHtml({ ...statementOf([]), from: null });
    expect(html).toContain("From the account&#39;s opening to 31 March 2025");
    expect(html).toContain("No transactions in this period.");
    expect(html).toContain("<svg");
  });

  it("draws the chart with axes, tick labels, dates and the opening and closing values", () => {
    const html = statementHtml(
      statementOf([line({ running_balance_cents: 250_000_00 }), line({ running_balance_cents: -20_000_00 })]),
    );
    const chart = html.slice(html.indexOf("<svg"), html.indexOf("</svg>"));
    expect(chart.match(/class="axis"/g)).toHaveLength(2);
    expect(chart).toContain("Balance (USD)");
    expect(chart).toContain(">300k<");
    expect(chart).toContain(">-100k<");
    expect(chart).toContain(">1 Mar 2025<");
    expect(chart).toContain(">31 Mar 2025<");
    expect(chart).toContain("Opening 0.00");
    expect(chart).toContain("Closing -20,000.00");
  });

  it("prints with a repeated table header, unsplit rows and numbered pages", () => {
    const html = statementHtml(statementOf([line({})]));
    expect(html).toContain("thead{display:table-header-group}");
    expect(html).toContain("tr,.chart,.summary,.parties{break-inside:avoid}");
    expect(html).toContain("@page{margin:");
    expect(html).toContain('counter(page) " of " counter(pages)');
  });
});

describe("statement formats", () => {
  it.each([
    [0, "0.00", "0.00"],
    [5, "0.05", "+0.05"],
    [-5, "-0.05", "-0.05"],
    [123_456, "1,234.56", "+1,234.56"],
    [-100_000_000, "-1,000,000.00", "-1,000,000.00"],
  ])("%d cents: balance %s, movement %s", (cents, balance, movement) => {
    expect(formatBalance(cents)).toBe(balance);
    expect(formatSigned(cents)).toBe(movement);
  });
});
