#!/usr/bin/env bash
# Browser tests of the visualizer, twice: the static folder of
# scripts/build-site.sh served by `python3 -m http.server` (the core runs as
# WebAssembly in the page; gridsolve is not running), and `gridsolve serve`
# (the same page and wasm, compiled in). Installs what they need (Debian's
# Chromium, playwright-core from npm; no browser download), builds the site
# and the binary and runs web/tests with node's own test runner.
# Screenshots land in web/test-results/ (gitignored) as artefacts.
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/lib/summary.sh

as_root() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi; }

if [ ! -x /usr/bin/chromium ]; then
  echo "web-test: installing chromium"
  as_root apt-get update -q
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -q chromium
  summary_installed "apt: chromium"
fi
# A CJK font so that the Chinese screenshots are readable (the tests read text, not pixels).
if ! fc-list :lang=zh 2>/dev/null | grep -q .; then
  if as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -q fonts-wqy-microhei; then
    summary_installed "apt: fonts-wqy-microhei"
  else
    echo "web-test: no CJK font; Chinese screenshots will show boxes"
  fi
fi
command -v node >/dev/null || { echo "web-test: node is missing (apt-get install nodejs npm)" >&2; exit 3; }

site="$PWD/target/site"
bash scripts/build-site.sh "$site"
# Compiles in the page and the site's pkg/ (named, so that the build script
# reads this site even when target/ came from another checkout). Under
# scripts/test.sh the binary is built already, with them, and with the
# same GRIDSOLVE_SITE_DIR (GRIDSOLVE_PREBUILT=1).
[ -n "${GRIDSOLVE_PREBUILT:-}" ] || GRIDSOLVE_SITE_DIR="$site" cargo build -q -p gridsolve
(cd web && npm ci --no-audit --no-fund --loglevel=error)
summary_installed "npm: playwright-core into web/node_modules (npm ci)"
[ "${GRIDSOLVE_TEST_FULL:-}" = 1 ] || summary_reduced "from gridsolve serve, 5 of the visualizer tests (how the page is served and loaded, and one answer); every test from the static folder (the page runs the same WebAssembly from both)"
[ "${GRIDSOLVE_TEST_FULL:-}" = 1 ] || summary_reduced "the phone layout (phone.test) at 390 px only, not 360 and 414 px (the teacher tests walk every mode and lesson step at 360 and 390 px every run)"
rm -rf web/test-results
mkdir -p web/test-results
cd web
# Two test files at a time (WEB_TEST_CONCURRENCY): a file spends most of its
# time waiting on the page (its browser and node used 191 s of CPU in a
# 544 s run of one file at a time); two at a time took 356 s at the same
# load. Each file starts its own browser and servers on free ports.
SITE_DIR="$site" GRIDSOLVE_BIN="$PWD/../target/debug/gridsolve" node --test --test-concurrency="${WEB_TEST_CONCURRENCY:-2}" tests/
