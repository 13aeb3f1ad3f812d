#!/bin/sh
# Installs every toolchain `npm run check:snippets` uses, from Debian's (bookworm) packages.
# TypeScript, JSON and YAML need nothing here: they come from the project's node_modules.
# Run as root (or with sudo). Kotlin is Debian's kotlinc 1.3; Clojure's reader checks syntax only.
set -eu
if [ "$(id -u)" -ne 0 ]; then
  echo "Run as root, e.g.: sudo $0" >&2
  exit 1
fi
apt-get update
DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends \
  bash \
  python3 \
  postgresql \
  default-jdk-headless \
  gnucobol3 \
  kotlin \
  clojure
