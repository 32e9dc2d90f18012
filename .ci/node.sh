#!/usr/bin/env bash
# Prints the bin/ folder of Node <version> for this machine, fetched once as the npm package
# node-<os>-<cpu>@<version> (the registry carries Node's binaries as packages) and cached under
# .ci/cache/ (gitignored). Nothing is installed globally; the machine's own node stays as it is.
#   .ci/node.sh 22.23.3   ->  /…/.ci/cache/node-22.23.3/package/bin
set -euo pipefail
version="$1"
cd "$(dirname "$0")"
platform="$(node -p 'process.platform + "-" + process.arch')"
dir="$PWD/cache/node-$version"
if [ ! -x "$dir/package/bin/node" ]; then
  rm -rf "$dir" && mkdir -p "$dir"
  tarball="$(npm pack "node-$platform@$version" --pack-destination "$dir" --silent 2>/dev/null | tail -n 1)"
  tar -xzf "$dir/$tarball" -C "$dir"
  rm "$dir/$tarball"
fi
"$dir/package/bin/node" --version >/dev/null
echo "$dir/package/bin"
