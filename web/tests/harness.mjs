// Shared set-up for the browser tests: the real `gridsolve serve` binary on a
// free port, Debian's Chromium driven by playwright-core, and the CLI for the
// expected answers.
import { spawn, execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync, mkdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { before, after } from "node:test";
import { chromium } from "playwright-core";

const here = path.dirname(fileURLToPath(import.meta.url));
export const repo = path.resolve(here, "..", "..");
export const binary = process.env.GRIDSOLVE_BIN || path.join(repo, "target", "debug", "gridsolve");
export const shots = path.join(repo, "web", "test-results");
const chromiumPath = process.env.CHROMIUM || "/usr/bin/chromium";

/** Starts `gridsolve serve --port 0` and resolves with its URL once it prints it. */
export function startServer() {
  return new Promise((resolve, reject) => {
    const child = spawn(binary, ["serve", "--port", "0"], { stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    const timer = setTimeout(() => reject(new Error(`no URL from ${binary} within 10 s: ${out}`)), 10_000);
    child.stdout.on("data", (chunk) => {
      out += chunk;
      const m = out.match(/http:\/\/127\.0\.0\.1:\d+\//);
      if (m) {
        clearTimeout(timer);
        resolve({ url: m[0], stop: () => child.kill("SIGTERM") });
      }
    });
    child.stderr.on("data", (chunk) => (out += chunk));
    child.on("exit", (code) => reject(new Error(`gridsolve serve exited with ${code}: ${out}`)));
  });
}

/** Serves the static site folder (scripts/build-site.sh) with a plain
 * static server, `python3 -m http.server`; gridsolve is not running. */
export function startStatic(dir = process.env.SITE_DIR || path.join(repo, "target", "site")) {
  return new Promise((resolve, reject) => {
    const child = spawn("python3", ["-u", "-m", "http.server", "0", "--bind", "127.0.0.1", "--directory", dir], {
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    const timer = setTimeout(() => reject(new Error(`no port from http.server within 10 s: ${out}`)), 10_000);
    child.stdout.on("data", (chunk) => {
      out += chunk;
      const m = out.match(/port (\d+)/);
      if (m) {
        clearTimeout(timer);
        resolve({ url: `http://127.0.0.1:${m[1]}/`, stop: () => child.kill("SIGTERM") });
      }
    });
    child.stderr.on("data", (chunk) => (out += chunk));
    child.on("exit", (code) => reject(new Error(`http.server exited with ${code}: ${out}`)));
  });
}

/** The two screens the tests look at: a laptop and a phone. */
export const DESK = { width: 1280, height: 800 };
export const PHONE = { width: 390, height: 844 };

/** The selector of the element with a `data-testid`. */
export const byId = (id) => `[data-testid="${id}"]`;

/**
 * A test file's set-up: registers `before` (the static site served, a
 * browser started) and `after` (both closed), and returns the suite, whose
 * `server` and `browser` are set once `before` has run; `errors` collects
 * the uncaught errors of every page `open` opens.
 */
export function staticSuite() {
  const suite = {
    server: null,
    browser: null,
    errors: [],
    /** A new page at `hash`, once ready; `size` null keeps the browser's default viewport. */
    async open(hash, size = DESK, url = suite.server.url) {
      const page = await suite.browser.context.newPage();
      page.on("pageerror", (e) => suite.errors.push(e.message));
      if (size) await page.setViewportSize(size);
      await page.goto(`${url}${hash}`);
      await page.waitForSelector("body[data-ready=true]");
      return page;
    },
  };
  before(async () => {
    suite.server = await startStatic();
    suite.browser = await startBrowser();
  });
  after(async () => {
    await suite.browser?.close();
    suite.server?.stop();
  });
  return suite;
}

/** Launches headless Chromium with a fresh profile that makes no calls home. */
export async function startBrowser() {
  const profile = mkdtempSync(path.join(tmpdir(), "gridsolve-chromium-"));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath,
    headless: true,
    viewport: { width: 1360, height: 900 },
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
  return {
    context,
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** The CLI's minimum for a board: a number, or null when unsolvable. */
export function cliAnswer(puzzle, start, target) {
  const dir = mkdtempSync(path.join(tmpdir(), "gridsolve-board-"));
  const file = (name, rows) => {
    const p = path.join(dir, name);
    writeFileSync(p, rows.join("\n") + "\n");
    return p;
  };
  if (puzzle === "knight") {
    // The judge command itself: P2324 prints the minimum, or -1 past 15.
    const out = execFileSync(binary, ["p2324"], { input: `1\n${start.join("\n")}\n`, encoding: "utf8" }).trim();
    return out === "-1" ? null : Number(out);
  }
  const args = {
    flip: ["solve", "--moves", "plus", "--goal", "uniform", "--algorithm", "bfs", "--format", "json", file("start", start)],
    toggle: ["solve", "--moves", "cross", "--goal", "zeros", "--algorithm", "bfs", "--format", "json", file("start", start)],
    swap: ["solve", "--moves", "swap", "--algorithm", "bfs", "--format", "json", file("start", start), file("target", target ?? [])],
    slide: ["solve", "--moves", "slide", "--algorithm", "bfs", "--format", "json", "--target", file("target", target ?? []), file("start", start)],
  }[puzzle];
  try {
    const json = JSON.parse(execFileSync(binary, args, { encoding: "utf8" }));
    return json.solvable ? json.moves : null;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Reads a board element's cells as rows of "0"/"1". */
export async function readBoard(page, testid) {
  return page.$$eval(`[data-testid="${testid}"] .cell`, (cells) => {
    const rows = [];
    for (const c of cells) {
      const r = +c.dataset.row;
      (rows[r] ??= [])[+c.dataset.col] = c.dataset.value;
    }
    return rows.map((row) => row.join(""));
  });
}

/** Clicks exactly the cells that differ, so the board becomes `rows`. */
export async function setBoard(page, testid, rows) {
  const now = await readBoard(page, testid);
  for (let r = 0; r < rows.length; r++) {
    for (let c = 0; c < rows[r].length; c++) {
      if (now[r][c] !== rows[r][c]) {
        await page.click(`[data-testid="${testid}"] .cell[data-row="${r}"][data-col="${c}"]`);
      }
    }
  }
}

/** A deterministic pseudo-random board (xorshift), so failures can be replayed. */
export function seededBoards(seed, count, rows, cols) {
  let x = seed >>> 0 || 1;
  const next = () => {
    x ^= x << 13; x >>>= 0;
    x ^= x >>> 17;
    x ^= x << 5; x >>>= 0;
    return x;
  };
  return Array.from({ length: count }, () =>
    Array.from({ length: rows }, () => Array.from({ length: cols }, () => (next() & 1 ? "1" : "0")).join("")));
}

export function shot(page, name) {
  mkdirSync(shots, { recursive: true });
  return page.screenshot({ path: path.join(shots, `${name}.png`), fullPage: true });
}
