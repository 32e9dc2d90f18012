/**
 * A throw-away PostgreSQL server for tests: `initdb` a fresh cluster in a temp folder, start it on a
 * free port on 127.0.0.1 (and a unix socket in the same folder), and remove it all on `stop()`.
 * PostgreSQL refuses to run as root, so as root the cluster belongs to the `postgres` user and the
 * server programs run through `runuser`. The programs come from PATH or from Debian's versioned
 * folder (`/usr/lib/postgresql/<major>/bin`, which Debian does not put on PATH).
 *
 * Suites call `postgresUnavailable()` first: a reason string means "skip, saying why" on a developer's
 * machine; in CI (`CI` set) a missing server is an error, never a skip.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe } from "vitest";

const PROGRAMS = ["initdb", "pg_ctl", "postgres"] as const;

/** The folder holding initdb, pg_ctl and postgres, or null. */
export function postgresBinDir(): string | null {
  const onPath = spawnSync("sh", ["-c", "command -v initdb"], { encoding: "utf8" }).stdout.trim();
  const candidates = onPath ? [path.dirname(onPath)] : [];
  const debian = "/usr/lib/postgresql";
  if (existsSync(debian)) {
    const majors = readdirSync(debian)
      .filter((n) => /^\d+$/.test(n))
      .sort((a, b) => Number(b) - Number(a));
    candidates.push(...majors.map((m) => path.join(debian, m, "bin")));
  }
  return candidates.find((dir) => PROGRAMS.every((p) => existsSync(path.join(dir, p)))) ?? null;
}

const isRoot = () => process.getuid?.() === 0;

/** The uid/gid of the `postgres` user, or null when there is none. */
function postgresUser(): { uid: number; gid: number } | null {
  const id = (flag: string) => spawnSync("id", [flag, "postgres"], { encoding: "utf8" });
  const uid = id("-u");
  const gid = id("-g");
  if (uid.status !== 0 || gid.status !== 0) return null;
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

/** Why no test server can start here, or null when one can. */
export function postgresUnavailable(): string | null {
  if (process.platform === "win32") return "the PostgreSQL test server is started with initdb/pg_ctl on Unix only";
  if (!postgresBinDir()) return "PostgreSQL's initdb/pg_ctl/postgres were not found (apt-get install postgresql)";
  if (isRoot() && !postgresUser()) return "running as root and there is no `postgres` user to own the cluster";
  if (isRoot() && spawnSync("runuser", ["--help"]).status !== 0) return "running as root and runuser is missing";
  return null;
}

/** Throws in CI when PostgreSQL is unavailable; elsewhere returns the skip reason (or null). */
export function postgresSkipReason(): string | null {
  const reason = postgresUnavailable();
  if (reason && process.env.CI) throw new Error(`the PostgreSQL suites cannot run in CI: ${reason}`);
  return reason;
}

/**
 * `describe` for a suite that needs a PostgreSQL server: without one it is reported as
 * "<title>: skipped because …" (locally only: {@link postgresSkipReason} throws in CI, which never skips).
 */
export function describeWithPostgres(title: string, body: () => void): void {
  const reason = postgresSkipReason();
  if (reason === null) describe(title, body);
  else describe.skip(`${title}: skipped because ${reason}`, body);
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export interface TestPostgres {
  /** `postgres://postgres@127.0.0.1:<port>/postgres` (trust authentication on loopback). */
  url: string;
  port: number;
  /** A URL for another database on the same server, created on demand with `createDatabase`. */
  urlFor(database: string): string;
  createDatabase(database: string): Promise<string>;
  stop(): Promise<void>;
}

/**
 * A throw-away server for the enclosing suite (call inside {@link describeWithPostgres}): started
 * before its tests, stopped after them. Returns the running server.
 */
export function useTestPostgres(): () => TestPostgres {
  let server: TestPostgres | undefined;
  beforeAll(async () => {
    server = await startTestPostgres();
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
  });
  return () => {
    if (server === undefined) throw new Error("the test PostgreSQL server did not start");
    return server;
  };
}

/** Starts a fresh cluster. Call `stop()` in `afterAll`. */
export async function startTestPostgres(): Promise<TestPostgres> {
  const reason = postgresUnavailable();
  if (reason) throw new Error(reason);
  const bin = postgresBinDir()!;
  const dir = mkdtempSync(path.join(os.tmpdir(), "contractkit-pg-"));
  const data = path.join(dir, "data");
  const owner = isRoot() ? postgresUser() : null;
  if (owner) {
    chownSync(dir, owner.uid, owner.gid);
    chmodSync(dir, 0o700);
  }
  const run = (program: string, args: string[]) => {
    const [cmd, argv] = owner
      ? ["runuser", ["-u", "postgres", "--", path.join(bin, program), ...args]]
      : [path.join(bin, program), args];
    return execFileSync(cmd, argv, { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
  };
  run("initdb", ["-D", data, "-U", "postgres", "--auth=trust", "--encoding=UTF8", "--locale=C", "--no-sync"]);
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -h 127.0.0.1 -c fsync=off -c max_connections=200`;
  run("pg_ctl", ["-D", data, "-o", options, "-l", path.join(dir, "server.log"), "-w", "-t", "60", "start"]);
  const urlFor = (database: string) => `postgres://postgres@127.0.0.1:${port}/${database}`;
  let stopped = false;
  return {
    url: urlFor("postgres"),
    port,
    urlFor,
    async createDatabase(database) {
      if (!/^[a-z_][a-z0-9_]*$/.test(database)) throw new Error(`not a plain database name: ${database}`);
      const client = new pg.Client({ connectionString: urlFor("postgres") });
      await client.connect();
      try {
        await client.query(`CREATE DATABASE ${database}`);
      } finally {
        await client.end();
      }
      return urlFor(database);
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      try {
        run("pg_ctl", ["-D", data, "-m", "immediate", "-w", "stop"]);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
