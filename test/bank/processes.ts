/** `contractkit serve bank` in child processes, for the crash and multi-process tests. */
import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";
import { ADMIN_KEY } from "./support.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");

export interface BankChild {
  url: string;
  child: ChildProcess;
  /** SIGKILL, and wait until it is gone. */
  kill(): Promise<void>;
}

/** Starts a bank on `store` (a data file path, or a postgres:// URL) and resolves once it listens. */
export function startBankChild(store: string, extraArgs: readonly string[] = []): Promise<BankChild> {
  const where = /^postgres/.test(store) ? ["--store", store] : ["--data", store];
  const child = spawn(
    process.execPath,
    [
      path.join(ROOT, "bin/contractkit.js"),
      ...["serve", "bank", "--port", "0", ...where, "--admin-key", ADMIN_KEY, ...extraArgs],
    ],
    { stdio: ["ignore", "pipe", "pipe"] },
  );
  const gone = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const kill = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
    await gone;
  };
  return new Promise((resolve, reject) => {
    let out = "";
    child.stdout?.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      const match = out.match(/listening on (http:\/\/\S+)/);
      if (match) resolve({ url: match[1] as string, child, kill });
    });
    child.stderr?.on("data", (chunk: Buffer) => {
      out += chunk.toString();
    });
    child.once("exit", (code) => reject(new Error(`server exited early (${code}): ${out}`)));
  });
}
