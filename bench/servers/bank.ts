/**
 * The bank under test: `startBankService` on a data file the bench prepared (empty, or a big
 * fixture snapshot). Reports how long the start took (lock, load, replay, audit, listen): with a
 * fixture that is the "start-up per ledger size" figure of scenario 2.
 *
 * `--compact-on-stop false` stops after a flush without the clean-close compaction: the bench
 * throws the data away, and rewriting a million-posting snapshot would only slow the run down.
 * A server that recorded nothing closes cleanly all the same (nothing to compact, and the lock is
 * released for the next start of the same file: start-up is timed over several starts).
 */
import { Ledger } from "../../runtime/bank/ledger/index.ts";
import { startBankService } from "../../runtime/bank/service.ts";
import { argValue, serveChild } from "./ipc.ts";

await serveChild(async () => {
  const dataFile = argValue("data");
  const compactOnStop = argValue("compact-on-stop", "true") !== "false";
  // `--database-url` runs the bank on PostgreSQL (the `postgres` group); the data file is then unused.
  const databaseUrl = argValue("database-url", "");
  const started = performance.now();
  const service = await startBankService({
    dataFile,
    ...(databaseUrl === "" ? {} : { databaseUrl, databasePoolSize: Number(argValue("pool-size", "10")) }),
    port: 0,
    host: "127.0.0.1",
    adminKey: argValue("admin-key"),
    onError: (error) => process.stderr.write(`bench bank: ${String((error as Error)?.stack ?? error)}\n`),
  });
  const startupMs = performance.now() - started;
  const ledger = service.ledger instanceof Ledger ? service.ledger : null;
  const startSeq = ledger?.seq ?? 0;
  return {
    url: service.url,
    info: { startupMs, seq: startSeq },
    close: async () => {
      if (ledger === null || compactOnStop || ledger.seq === startSeq) {
        await service.close();
        return;
      }
      await new Promise<void>((resolve) => {
        service.server.close(() => resolve());
        service.server.closeAllConnections();
      });
      await ledger.flush();
    },
  };
});
