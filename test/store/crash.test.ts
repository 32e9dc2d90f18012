import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { Ledger, type LedgerRecord, type LedgerStateSnapshot } from "../../runtime/bank/ledger/index.ts";
import { FileLedgerStore } from "../../runtime/store/index.ts";

const childScript = path.join(import.meta.dirname, "crash-child.ts");
const dirs: string[] = [];

afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

/** Runs the child until it has acknowledged `acks` payments, then SIGKILLs it. */
function runAndKill(dataPath: string, acks: number) {
  return new Promise<{ organisationId: string; acked: string[]; settled: string[] }>((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", childScript, dataPath], {
      stdio: ["ignore", "pipe", "pipe"],
    });
    let buffer = "";
    let stderr = "";
    let organisationId = "";
    const acked: string[] = [];
    const settled: string[] = [];
    child.stderr.on("data", (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.stdout.on("data", (chunk: Buffer) => {
      buffer += chunk.toString();
      const lines = buffer.split("\n");
      buffer = lines.pop() ?? "";
      for (const line of lines) {
        const [kind, id] = line.split(" ");
        if (kind === "ORG") organisationId = id as string;
        if (kind === "ACK") acked.push(id as string);
        if (kind === "SETTLED") settled.push(id as string);
      }
      if (acked.length >= acks && child.exitCode === null && !child.killed) child.kill("SIGKILL");
    });
    child.on("exit", (code, signal) => {
      if (signal === "SIGKILL") resolve({ organisationId, acked, settled });
      else reject(new Error(`child exited with ${code}: ${stderr}`));
    });
  });
}

describe("crash safety", () => {
  it("keeps every acknowledged payment across SIGKILLs, with invariants intact", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "ck-crash-"));
    dirs.push(dir);
    const dataPath = path.join(dir, "bank.json");
    const seen = new Set<string>();
    for (const target of [120, 200]) {
      const run = await runAndKill(dataPath, target);
      expect(run.acked.length).toBeGreaterThanOrEqual(target);
      // The killed child left its lock behind: the reopen must take it over, not refuse.
      const store = await FileLedgerStore.open<LedgerRecord, LedgerStateSnapshot>(dataPath, {
        onWarning: () => {},
      });
      const ledger = await Ledger.open({ store });
      for (const id of run.acked) {
        const payment = ledger.getPayment(run.organisationId, id);
        expect(payment.ok, `acked payment ${id} is missing after the crash`).toBe(true);
        seen.add(id);
      }
      for (const id of run.settled) {
        const payment = ledger.getPayment(run.organisationId, id);
        expect(payment.ok && payment.value.status).toBe("settled");
      }
      expect(ledger.audit().violations).toEqual([]);
      await ledger.close();
    }
    expect(seen.size).toBeGreaterThanOrEqual(320);
  });
});
