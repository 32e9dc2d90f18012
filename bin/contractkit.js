#!/usr/bin/env node
// The `contractkit` command. An installed package runs the JavaScript in dist/ (`npm run build`,
// shipped in the tarball), so no TypeScript loader starts. A source checkout (cli/main.ts exists;
// the tarball does not ship cli/) runs the TypeScript through tsx instead: `npm install && npm
// start` needs no build step and can never run a dist/ older than the sources.
import { existsSync } from "node:fs";

const source = new URL("../cli/main.ts", import.meta.url);
let main;
if (existsSync(source)) {
  const { register } = await import("tsx/esm/api");
  register();
  ({ main } = await import(source.href));
} else {
  ({ main } = await import("../dist/cli/main.js"));
}
process.exitCode = await main(process.argv.slice(2));
