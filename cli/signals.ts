/**
 * Waiting for SIGINT/SIGTERM in the long-running commands. Call {@link untilStopped} BEFORE the
 * command prints that it is ready: until a listener is registered the OS default for SIGINT kills
 * the process at once (exit by signal, nothing flushed), and a script that stops the command as soon
 * as it reads the banner can land its signal in that gap (CI found it under load).
 */

/** Resolves when SIGINT or SIGTERM arrives or `signal` aborts; removes its listeners afterwards. */
export function untilStopped(signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      process.off("SIGINT", done);
      process.off("SIGTERM", done);
      signal?.removeEventListener("abort", done);
      resolve();
    };
    process.once("SIGINT", done);
    process.once("SIGTERM", done);
    if (signal?.aborted) done();
    else signal?.addEventListener("abort", done, { once: true });
  });
}
