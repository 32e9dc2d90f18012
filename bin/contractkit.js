#!/usr/bin/env node
// The `contractkit` command. The sources are TypeScript; tsx's loader runs them directly so the
// command works right after `npm install` in a fresh clone, with no build step.
import { register } from "tsx/esm/api";

register();
const { main } = await import("../cli/main.ts");
process.exitCode = await main(process.argv.slice(2));
