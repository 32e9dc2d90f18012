/**
 * `contractkit bench --help` lists every group `--only` accepts (cli/ may not import bench/, so the
 * list is written twice; this keeps the two the same).
 */
import { spawnSync } from "node:child_process";
import path from "node:path";
import { expect, it } from "vitest";
import { SCENARIOS } from "../../bench/suite.ts";

it("bench --help names exactly the groups --only accepts", () => {
  const cli = path.resolve(import.meta.dirname, "../../bin/contractkit.js");
  const help = spawnSync(process.execPath, [cli, "bench", "--help"], {
    encoding: "utf8",
    env: { ...process.env, COLUMNS: "400" },
  });
  const listed = /--only <groups>\s+comma-separated: ([a-z,]+)/.exec(help.stdout.replace(/\s+/g, " "))?.[1];
  expect(listed?.split(",")).toEqual([...SCENARIOS]);
}, 60_000);
