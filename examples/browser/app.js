// @ts-check
/**
 * Signs up an organisation from the page and lists its accounts, through the generated bank client
 * loaded as a plain ES module. The bank is another origin, so every call is a CORS request: the bank
 * answers preflights and sends `access-control-allow-origin: *` (docs/reference/bank.md#cors, runtime/http/node.ts).
 */
import { createBankClient } from "contractkit/bank";

const bankUrl = new URLSearchParams(location.search).get("bank") ?? "http://127.0.0.1:4010";
const status = /** @type {HTMLElement} */ (document.getElementById("status"));
const table = /** @type {HTMLTableElement} */ (document.getElementById("accounts"));
const form = /** @type {HTMLFormElement} */ (document.getElementById("signup"));
const nameInput = /** @type {HTMLInputElement} */ (document.getElementById("name"));
/** @type {HTMLElement} */ (document.getElementById("bank-url")).textContent = bankUrl;

/** Integer cents as `1234.56 USD`, with integer arithmetic only. @param {number} cents @param {string} currency */
function formatCents(cents, currency) {
  const abs = Math.abs(cents);
  return `${cents < 0 ? "-" : ""}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, "0")} ${currency}`;
}

/** Replaces the table body with one row per account; textContent keeps bank data out of the HTML parser. */
function showAccounts(
  /** @type {{name: string, account_number: string, type: string, balance_cents: number, currency: string}[]} */ accounts,
) {
  const body = /** @type {HTMLTableSectionElement} */ (table.tBodies[0]);
  body.replaceChildren(
    ...accounts.map((account) => {
      const row = document.createElement("tr");
      for (const [text, className] of [
        [account.name, ""],
        [account.account_number, ""],
        [account.type, ""],
        [formatCents(account.balance_cents, account.currency), "amount"],
      ]) {
        const cell = row.insertCell();
        cell.textContent = text;
        if (className) cell.className = className;
      }
      return row;
    }),
  );
  table.hidden = false;
}

form.addEventListener("submit", async (event) => {
  event.preventDefault();
  status.textContent = "Signing up…";
  try {
    const anonymous = createBankClient({ baseUrl: bankUrl, validateResponses: true });
    const signup = await anonymous.signup({
      body: {
        name: nameInput.value,
        accounts: [
          { name: "Operating", type: "operating", opening_balance_cents: 1_000_00 },
          { name: "Claims reserve", type: "trust" },
        ],
      },
    });
    if (signup.status !== 201) {
      status.textContent = `Signup failed (${signup.status}): ${signup.error.error.message}`;
      return;
    }
    const company = createBankClient({ baseUrl: bankUrl, companyKey: signup.data.api_key, validateResponses: true });
    const listed = await company.listAccounts();
    if (listed.status !== 200) {
      status.textContent = `Listing accounts failed (${listed.status}): ${listed.error.error.message}`;
      return;
    }
    showAccounts(listed.data.accounts);
    status.textContent = `Signed up ${signup.data.organisation.name} (${signup.data.organisation.slug}): ${listed.data.accounts.length} accounts`;
  } catch (error) {
    // Transport failures (including a CORS rejection, which fetch reports as a network error) throw.
    status.textContent = `Request failed: ${error instanceof Error ? error.message : String(error)}`;
  }
});

status.textContent = "Ready";
