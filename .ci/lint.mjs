#!/usr/bin/env node
// `npm run lint` / the lint step of `npm test`: Biome over the repository. Biome is a native binary
// per platform (@biomejs/cli-<os>-<cpu>[-musl]); where none is installed (a platform Biome does
// not build for) the step says loudly that lint was SKIPPED instead of failing or passing silently.
// CI sets CONTRACTKIT_REQUIRE_LINT=1, where a skip is a failure.
//   node .ci/lint.mjs [biome check arguments]   (default: check .)
import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";

const require = createRequire(path.join(process.cwd(), "package.json"));
const { platform, arch } = process;
const musl = platform === "linux" && !process.report.getReport().header.glibcVersionRuntime;
const platformPackage = `@biomejs/cli-${platform}-${arch}${musl ? "-musl" : ""}`;

function biomeBinary() {
  if (process.env.BIOME_BINARY) return process.env.BIOME_BINARY;
  try {
    const from = path.dirname(require.resolve("@biomejs/biome/package.json"));
    return require.resolve(`${platformPackage}/biome${platform === "win32" ? ".exe" : ""}`, { paths: [from] });
  } catch {
    return null;
  }
}

const binary = biomeBinary();
if (binary === null) {
  const required = process.env.CONTRACTKIT_REQUIRE_LINT === "1";
  process.stderr.write(
    `lint: SKIPPED: no Biome binary for ${platform}/${arch}${musl ? " (musl)" : ""} (${platformPackage} is not installed).\n` +
      "  Set BIOME_BINARY to a biome executable to lint here, or lint on a platform Biome supports.\n",
  );
  process.exit(required ? 1 : 0);
}
const args = process.argv.length > 2 ? process.argv.slice(2) : ["check", "."];
const result = spawnSync(binary, args, { stdio: "inherit" });
if (result.error) {
  process.stderr.write(`lint: could not run ${binary}: ${result.error.message}\n`);
  process.exit(1);
}
process.exit(result.status ?? 1);
