/**
 * Child process of the crash test: opens the bank ledger on a file store and sends payments
 * forever, several at a time, printing `ACK <payment id>` the moment each one is acknowledged
 * (its append resolved). The parent SIGKILLs it mid-stream and checks every acked payment survived.
 *
 * Usage: node --import tsx test/store/crash-child.ts <data file>
 */

import type { LedgerRecord, LedgerStateSnapshot } from "../../runtime/bank/ledger/index.ts";
import { Ledger } from "../../runtime/bank/ledger/index.ts";
import { FileLedgerStore } from "../../runtime/store/index.ts";

const dataPath = process.argv[2];
if (dataPath === undefined) throw new Error("usage: crash-child.ts <data file>");

// Small compaction threshold so snapshots are written (and interrupted) during the run.
const store = await FileLedgerStore.open<LedgerRecord, LedgerStateSnapshot>(dataPath, {
  compactMinBytes: 16_384,
  onWarning: (message) => process.stderr.write(`${message}\n`),
});
const ledger = await Ledger.open({ store });

let payer = ledger.listOrganisations().find((organisation) => organisation.slug === "payer");
if (payer === undefined) {
  const payerSignup = await ledger.signup({
    name: "Payer",
    accounts: [{ name: "Ops", opening_balance_cents: 100_000_000 }],
  });
  const payeeSignup = await ledger.signup({ name: "Payee", accounts: [{ name: "Main" }] });
  if (!payerSignup.ok || !payeeSignup.ok) throw new Error("signup failed");
  payer = ledger.listOrganisations().find((organisation) => organisation.slug === "payer");
}
const payee = ledger.listOrganisations().find((organisation) => organisation.slug === "payee");
const from = payer?.accounts[0];
const to = payee?.accounts[0];
if (payer === undefined || from === undefined || to === undefined) throw new Error("accounts missing");
process.stdout.write(`ORG ${payer.id}\n`);

let round = 0;
for (;;) {
  round += 1;
  // Alternate modes so pending payments (holds) and settlements are in flight when the kill lands.
  if (round % 5 === 0) await ledger.setSettlementMode(round % 10 === 0 ? "automatic" : "manual");
  await Promise.all(
    Array.from({ length: 8 }, async (_, index) => {
      const result = await ledger.sendPayment(payer.id, {
        from_account_id: from.id,
        to_account_number: to.account_number,
        amount_cents: 1 + index,
        reference: `crash round ${round}`,
      });
      if (!result.ok) throw new Error(result.error.message);
      process.stdout.write(`ACK ${result.value.id}\n`);
      if (result.value.status === "pending" && index % 2 === 0) {
        const settled = await ledger.settle(result.value.id);
        if (settled.ok) process.stdout.write(`SETTLED ${result.value.id}\n`);
      }
    }),
  );
}
