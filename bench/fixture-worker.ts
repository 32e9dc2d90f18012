/**
 * Builds a ledger fixture in its own process (a million postings need a large heap, which the
 * bench's orchestrator should not carry). Input: `{dataFile, options}`; output: the fixture info.
 */
import { type LedgerFixtureOptions, writeLedgerFixture } from "./ledger-fixture.ts";

// The bench is gone (Ctrl-C, a crash): nobody wants the answer, stop now.
process.once("disconnect", () => process.exit(1));
process.once("message", (input: { dataFile: string; options: LedgerFixtureOptions }) => {
  writeLedgerFixture(input.dataFile, input.options).then(
    (value) => process.send?.({ type: "result", value }, () => process.exit(0)),
    (error: unknown) =>
      process.send?.({ type: "error", message: String((error as Error)?.stack ?? error) }, () => process.exit(1)),
  );
});
