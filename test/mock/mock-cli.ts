/** `contractkit mock` as a child process, for the tests of what the command itself prints. */
import { type ChildProcessWithoutNullStreams, spawn } from "node:child_process";
import { once } from "node:events";
import path from "node:path";

const CLI = path.resolve(import.meta.dirname, "../../bin/contractkit.js");

export interface MockCli {
  child: ChildProcessWithoutNullStreams;
  /** Everything it wrote to stderr so far. */
  stderr(): string;
  /** Its output up to its first line (the start-up line), once that line is written. */
  firstLine(): Promise<string>;
  /** Its exit code, once it exits. */
  exitCode(): Promise<number | null>;
  /** SIGTERM if it is still running, and wait until it is gone. */
  stop(): Promise<void>;
}

/** Starts `contractkit mock <args>`; pass `stop` to the test's clean-up so no mock is left running. */
export function startMockCli(args: readonly string[]): MockCli {
  const child = spawn(process.execPath, [CLI, "mock", ...args], { stdio: ["pipe", "pipe", "pipe"] });
  child.stdin.end();
  let stderr = "";
  child.stderr.on("data", (chunk) => {
    stderr += String(chunk);
  });
  const exited = once(child, "exit").then(([code]) => code as number | null);
  return {
    child,
    stderr: () => stderr,
    async firstLine() {
      let stdout = "";
      for await (const chunk of child.stdout) {
        stdout += String(chunk);
        if (stdout.includes("\n")) break;
      }
      return stdout;
    },
    exitCode: () => exited,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      await exited;
    },
  };
}
