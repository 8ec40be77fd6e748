// Browser tests of the visualizer: a real Chromium clicks the page, served
// twice: as the static folder of scripts/build-site.sh by a plain static
// server (the core runs as WebAssembly in the page, gridsolve is not
// running), and by the real `gridsolve serve`. Every answer is checked
// against the CLI.
import { test as nodeTest, describe, before, after, beforeEach } from "node:test";
import assert from "node:assert/strict";
import {
  startServer, startStatic, startBrowser, cliAnswer, readBoard, setBoard, seededBoards, shot as saveShot,
} from "./harness.mjs";

// From either server the page runs the same WebAssembly core, so the
// everyday run takes from gridsolve serve only the tests of how the page is
// served and loaded (its files, no outside request, the worker, permalinks,
// the first paint) and one answer; GRIDSOLVE_TEST_FULL=1 runs every test
// from both (scripts/web-test.sh lists this among what the run samples).
const SERVED = new Set([
  "the page has every control the tests rely on and loads nothing from elsewhere",
  "flip: the judge sample and seeded boards give the CLI's answers",
  "a permalink reopens the same board, algorithm, language and event in a new page",
  "a long search runs in the worker, the page stays live, and Stop cancels it",
  "the first paint is measured and the page works in Chinese",
]);
const FULL = process.env.GRIDSOLVE_TEST_FULL === "1";

for (const kind of ["static", "serve"]) describe(`the page from ${kind === "static" ? "a static folder" : "gridsolve serve"}`, () => {
const declared = new Set();
const test = (name, fn) => {
  declared.add(name);
  if (kind === "serve" && !FULL && !SERVED.has(name)) return;
  nodeTest(name, fn);
};
const shot = (page, name) => saveShot(page, `${kind}-${name}`);

let server;
let browser;
let page;
const outside = []; // every request that did not go to our server
const errors = []; // uncaught page errors

before(async () => {
  server = kind === "static" ? await startStatic() : await startServer();
  browser = await startBrowser();
});
after(async () => {
  await browser?.close();
  server?.stop();
});
beforeEach(async () => {
  await page?.close();
  page = await browser.context.newPage();
  page.on("request", (r) => {
    if (!r.url().startsWith(server.url) && !r.url().startsWith("data:")) outside.push(r.url());
  });
  page.on("pageerror", (e) => errors.push(e.message));
  await page.goto(server.url);
  await page.waitForSelector("body[data-ready=true]");
});

const byId = (id) => `[data-testid="${id}"]`;
const text = (id) => page.textContent(byId(id));
const answerShown = async () => {
  await page.waitForFunction(() => document.querySelector('[data-testid="answer"]').dataset.answer !== "");
  return page.$eval(byId("answer"), (el) => el.dataset.answer);
};
// The Event counter groups its digits as the page's other numbers do ("4 / 17,933").
const eventNumber = async () => Number((await text("event")).split("/")[0].replace(/,/g, ""));

async function solveAndCompare(puzzle, start, target) {
  await page.selectOption(byId("puzzle"), puzzle);
  await setBoard(page, "board", start);
  if (target) await setBoard(page, "target", target);
  assert.deepEqual(await readBoard(page, "board"), start, "the clicks set the start board");
  await page.click(byId("solve"));
  const shown = await answerShown();
  const expected = cliAnswer(puzzle, start, target);
  assert.equal(shown, expected === null ? "impossible" : String(expected), `${puzzle} ${start.join("/")}`);
  const visible = await text("answer");
  assert.equal(visible, expected === null ? "Impossible" : String(expected));
  return expected;
}

test("the page has every control the tests rely on and loads nothing from elsewhere", async () => {
  for (const id of ["puzzle", "board", "solve", "step", "back", "play", "speed", "reset", "mute", "queue",
    "narration", "answer", "lang"]) {
    assert.equal(await page.locator(byId(id)).count(), 1, `data-testid=${id}`);
  }
  const options = (id) => page.$$eval(`${byId(id)} option`, (os) => os.map((o) => o.value));
  assert.deepEqual(await options("puzzle"), ["flip", "toggle", "swap", "slide", "knight"]);
  assert.deepEqual(await options("algorithm"), ["bfs", "bibfs", "astar", "idastar", "table", "enumerate"]);
  for (const id of ["algorithm", "timeline", "pseudocode", "copy-link"]) {
    assert.equal(await page.locator(byId(id)).count(), 1, `data-testid=${id}`);
  }
  assert.equal(await page.getAttribute(byId("timeline"), "type"), "range");
  assert.equal(await page.evaluate(() => document.documentElement.dataset.core), "wasm", "the page runs the core as WebAssembly");
  assert.ok(page.workers().some((w) => w.url().endsWith("/js/core-worker.js")), "the core runs in a worker, off the page's thread");
  assert.deepEqual(await options("lang"), ["en", "zh"]);
  assert.equal(await page.getAttribute(byId("speed"), "type"), "range");
  assert.equal(await page.locator(`${byId("board")} .cell`).count(), 16);
  const corner = page.locator(`${byId("board")} .cell[data-row="3"][data-col="3"]`);
  const before = await corner.getAttribute("data-value");
  await corner.click();
  assert.equal(await corner.getAttribute("data-value"), before === "1" ? "0" : "1", "a click edits the cell");
  assert.equal(await page.isVisible(byId("target")), false, "no target for flip");
  await shot(page, "01-start");
  assert.deepEqual(outside, []);
  assert.deepEqual(errors, []);
});

test("flip: the judge sample and seeded boards give the CLI's answers", async () => {
  assert.equal(await solveAndCompare("flip", ["1001", "1101", "1001", "1000"]), 4);
  let impossible = 0;
  for (const board of seededBoards(1753, 4, 4, 4)) {
    if ((await solveAndCompare("flip", board)) === null) impossible++;
  }
  assert.ok(impossible > 0, "most flip boards are impossible; the seeds include one");
  await shot(page, "02-flip-answer");
});

test("toggle: the refrigerator sample and seeded boards give the CLI's answers", async () => {
  assert.equal(await solveAndCompare("toggle", ["0100", "0000", "0000", "0100"]), 6);
  for (const board of seededBoards(2965, 2, 4, 4)) await solveAndCompare("toggle", board);
});

test("swap: start and target set by clicks give the CLI's answers", async () => {
  await page.selectOption(byId("puzzle"), "swap");
  assert.equal(await page.isVisible(byId("target")), true);
  assert.equal(await solveAndCompare("swap", ["1111", "0000", "1110", "0010"], ["1010", "0101", "1010", "0101"]), 4);
  assert.equal(await solveAndCompare("swap", ["1100", "1100", "0000", "0000"], ["0000", "0000", "0011", "0011"]),
    cliAnswer("swap", ["1100", "1100", "0000", "0000"], ["0000", "0000", "0011", "0011"]));
  // Different numbers of black pieces: impossible, and the page says so before solving.
  await setBoard(page, "target", ["1000", "0000", "0000", "0000"]);
  assert.match(await text("warn") ?? "", /black cells/);
  await page.click(byId("solve"));
  assert.equal(await answerShown(), "impossible");
});

test("step, back and reset walk the real trace", async () => {
  await page.selectOption(byId("puzzle"), "swap");
  await page.click(byId("solve"));
  assert.equal(await answerShown(), "4");
  assert.equal(await eventNumber(), 0);
  assert.match(await text("narration"), /61666/, "the start state is named by its number");
  await page.click(byId("step"));
  assert.match(await text("narration"), /Taking state 61666 \(depth 0\)/);
  await page.click(byId("step"));
  assert.match(await text("narration"), /Expanding state 61666: swapping \(\d,\d\) and \(\d,\d\) gives state \d+/);
  await page.click(byId("step"));
  assert.match(await text("narration"), /New state \d+ added to the queue/);
  assert.equal(await eventNumber(), 3);
  const queued = await page.$$eval(`${byId("queue")} .qitem.wait`, (els) => els.map((e) => +e.dataset.state));
  assert.equal(queued.length, 1, "one state waits after the first discovery");
  const stage = await readBoard(page, "stage");
  assert.equal(parseInt(stage.join(""), 2), queued[0], "the stage shows the new state, row-major, first cell highest");
  await shot(page, "03-swap-step");
  await page.click(byId("back"));
  assert.equal(await eventNumber(), 2);
  assert.match(await text("narration"), /Expanding state 61666/);
  assert.equal(await page.locator(`${byId("queue")} .qitem.wait`).count(), 0);
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  assert.equal(await eventNumber(), 4);
  await page.keyboard.press("ArrowLeft");
  assert.equal(await eventNumber(), 3);
  await page.click(byId("reset"));
  assert.equal(await eventNumber(), 0);
  assert.equal(Number(await text("queue-length")), 1);
});

test("play runs, pause stops, and the goal shows the path", async () => {
  await page.selectOption(byId("puzzle"), "flip");
  await setBoard(page, "board", ["1100", "1000", "0001", "0011"]); // presses (1,1) and (4,4)
  await page.click(byId("solve"));
  assert.equal(await answerShown(), String(cliAnswer("flip", ["1100", "1000", "0001", "0011"])));
  await page.fill(byId("speed"), "10");
  await page.click(byId("play"));
  assert.equal(await page.getAttribute(byId("play"), "aria-pressed"), "true");
  await page.waitForFunction(() => Number(document.querySelector('[data-testid="event"]').textContent.split("/")[0].replace(/,/g, "")) > 5);
  await page.click(byId("play"));
  assert.equal(await page.getAttribute(byId("play"), "aria-pressed"), "false");
  const paused = await eventNumber();
  await page.waitForTimeout(300);
  assert.equal(await eventNumber(), paused, "nothing moves while paused");
  await page.keyboard.press(" ");
  await page.waitForFunction(() => /Goal found: 2 flips/.test(document.querySelector('[data-testid="narration"]').textContent),
    null, { timeout: 20_000 });
  await shot(page, "04-flip-goal");
  // Playback goes on into the path: the move list has one line per move.
  await page.waitForFunction(() => document.querySelector('[data-testid="play"]').getAttribute("aria-pressed") === "false",
    null, { timeout: 20_000 });
  assert.equal(await page.locator(`${byId("path")} li`).count(), 2);
  assert.match(await text("narration"), /Move 2 of 2: press \(\d,\d\) → state (0|65535)/);
  await shot(page, "05-flip-path");
});

test("the toggle sample's long trace is cut, and 'To goal' still ends at the goal", async () => {
  await page.selectOption(byId("puzzle"), "toggle");
  await page.click(byId("solve"));
  assert.equal(await answerShown(), "6");
  // The figures add up: the events kept, then the search's end (the goal).
  const said = await text("narration");
  const number = (re) => Number(said.match(re)[1].replaceAll(",", ""));
  assert.equal(number(/holds ([\d,]+) events/), number(/first ([\d,]+) of/) + 1, said);
  await page.click(byId("end"));
  assert.match(await text("narration"), /Goal found: 6 presses/);
  // BFS walks parent[] back from the goal, six links, then replays the path.
  for (let i = 0; i < 6; i++) await page.click(byId("step"));
  assert.match(await text("narration"), /Walking back, 6 of 6: parent\[\d+\] = 16388/, "the last link reaches the start");
  for (let i = 0; i < 4; i++) await page.click(byId("step"));
  assert.equal(await page.locator(`${byId("stage")} .marker`).count(), 3, "three numbered moves drawn so far");
  await shot(page, "06-toggle-path");
});

test("Chinese narration and labels, then back to English", async () => {
  await page.selectOption(byId("lang"), "zh");
  assert.equal(await text("solve"), "求解");
  await page.selectOption(byId("puzzle"), "swap");
  await page.click(byId("solve"));
  assert.equal(await answerShown(), "4");
  await page.click(byId("step"));
  await page.click(byId("step"));
  assert.match(await text("narration"), /展开状态 61666：交换/);
  await page.click(byId("end"));
  assert.match(await text("narration"), /找到目标：4 次交换/);
  await shot(page, "07-zh-goal");
  await page.selectOption(byId("lang"), "en");
  assert.equal(await text("solve"), "Solve");
  assert.match(await text("narration"), /Goal found: 4 swaps/);
});

test("mute toggles and the colour-blind palette switches colours", async () => {
  assert.equal(await page.getAttribute(byId("mute"), "aria-pressed"), "false");
  await page.click(byId("mute"));
  assert.equal(await page.getAttribute(byId("mute"), "aria-pressed"), "true");
  // A toggle button keeps its name (review item 18: "Sound off, pressed"
  // read as a state); pressed says it is on.
  assert.equal(await text("mute"), "Mute");
  const tried = () => page.evaluate(() => getComputedStyle(document.body).getPropertyValue("--tried").trim());
  const classic = await tried();
  await page.selectOption(byId("palette"), "cb");
  assert.notEqual(await tried(), classic);
  await page.click(byId("solve"));
  await answerShown();
  await page.click(byId("step"));
  await page.click(byId("step"));
  await shot(page, "08-colour-blind");
});

test("a 5x5 flip board is drawn and solved like the CLI", async () => {
  await page.selectOption(byId("puzzle"), "flip");
  await page.selectOption(byId("size"), "5x5");
  assert.equal(await page.locator(`${byId("board")} .cell`).count(), 25);
  const board = ["10000", "11000", "10001", "00011", "00001"];
  await solveAndCompare("flip", board);
  await page.click(byId("step"));
  await page.click(byId("step"));
  await shot(page, "09-flip-5x5");
});

test("a 6x6 board: the core's plan disables the table with its reason and says the searches may stop", async () => {
  await page.selectOption(byId("puzzle"), "flip");
  await page.selectOption(byId("algorithm"), "table");
  await page.selectOption(byId("size"), "6x6");
  const table = page.locator(`${byId("algorithm")} option[value="table"]`);
  await page.waitForFunction(() => document.querySelector('#algorithm option[value="table"]').disabled);
  // The table was chosen: the page moved to BFS and says why the table is out.
  assert.equal(await page.$eval(byId("algorithm"), (el) => el.value), "bfs");
  assert.match(await table.getAttribute("title"), /at least 68,719,476,736/);
  assert.match(await table.textContent(), /not for this board/);
  assert.match(await text("plan-note"), /BFS may stop before its answer: the start can reach up to 68,719,476,736 boards, and a search here holds at most 10,000,000/);
  // Review item 12: each menu tooltip says what its count counts, so that
  // different counts on one board are not read as different board counts.
  const bibfs = await page.locator(`${byId("algorithm")} option[value="bibfs"]`).getAttribute("title");
  assert.match(bibfs, /two searches, up to [\d,]+ \(those the start can reach plus those the goals can reach\)/);
  const sets = await page.locator(`${byId("algorithm")} option[value="enumerate"]`).getAttribute("title");
  assert.match(sets, /press sets/);
  await page.selectOption(byId("lang"), "zh");
  assert.match(await text("plan-note"), /可能在得到答案之前停下/);
  assert.match(await table.textContent(), /不适用于这个棋盘/);
  await shot(page, "09b-plan-6x6-zh");
  await page.selectOption(byId("lang"), "en");
  // A 4x4 board: everything runs, nothing to say (IDA* aside, which may revisit).
  await page.selectOption(byId("size"), "4x4");
  await page.waitForFunction(() => !document.querySelector('#algorithm option[value="table"]').disabled);
  assert.equal(await page.isVisible(byId("plan-note")), false);
});

test("play mode: moves by clicking, a hint, undo, and the optimum", async () => {
  await page.selectOption(byId("puzzle"), "flip");
  await setBoard(page, "board", ["1100", "1000", "0001", "0011"]);
  await page.click(byId("mode-play"));
  await page.waitForFunction(() => /optimum: 2/.test(document.querySelector('[data-testid="play-counter"]').textContent));
  await page.click(`${byId("stage")} .cell[data-row="1"][data-col="1"]`);
  assert.match(await text("play-counter"), /Moves: 1/);
  await page.click(byId("undo"));
  assert.match(await text("play-counter"), /Moves: 0/);
  await page.click(byId("hint"));
  await page.waitForSelector(`${byId("stage")} .cell.hinted`);
  const hinted = await page.$$eval(`${byId("stage")} .cell.hinted`, (els) => els.length);
  // Review item 20: the hint marks the one cell to press, not the three it flips.
  assert.equal(hinted, 1, "the cell to press");
  // Follow the hints to the end: two moves, the optimum.
  for (let i = 0; i < 2; i++) {
    await page.click(byId("hint"));
    await page.waitForSelector(`${byId("narration")}:has-text("Hint")`);
    const at = await page.textContent(byId("narration"));
    const [, r, c] = at.match(/\((\d),(\d)\)/);
    await page.click(`${byId("stage")} .cell[data-row="${r - 1}"][data-col="${c - 1}"]`);
  }
  assert.match(await text("narration"), /Solved in 2 — optimal!/);
  await shot(page, "10-play");
});

test("compare mode lists the algorithms and the states each touched", async () => {
  await page.click(byId("mode-compare"));
  await page.waitForSelector(`${byId("compare")} tr[data-algorithm="bfs"]`);
  const cells = await page.$$eval(`${byId("compare")} tr[data-algorithm="bfs"] td`, (tds) => tds.map((td) => td.textContent));
  assert.equal(cells[1], String(cliAnswer("flip", ["1001", "1101", "1001", "1000"])));
  assert.ok(Number(cells[3].replace(/\D/g, "")) > 100, "bfs stored hundreds of states");
  // Every algorithm of the menu that solves flips has its row, enumerate too,
  // with the same minimum.
  const names = await page.$$eval(`${byId("compare")} tr[data-algorithm]`, (trs) => trs.map((tr) => tr.dataset.algorithm));
  assert.deepEqual(names, ["linear", "bfs", "bibfs", "astar", "idastar", "table", "enumerate"]);
  const enumerated = await page.$$eval(`${byId("compare")} tr[data-algorithm="enumerate"] td`, (tds) => tds.map((td) => td.textContent));
  assert.equal(enumerated[1], cells[1]);
  await shot(page, "11-compare");
  assert.deepEqual(outside, [], "no request left the machine");
  assert.deepEqual(errors, [], "no script errors");
});

const SAMPLE_BOARDS = {
  flip: { start: ["1001", "1101", "1001", "1000"] },
  toggle: { start: ["0100", "0000", "0000", "0100"] },
  swap: { start: ["1111", "0000", "1110", "0010"], target: ["1010", "0101", "1010", "0101"] },
  slide: { start: ["2 8 3", "1 0 4", "7 6 5"], target: ["1 2 3", "8 0 4", "7 6 5"] }, // P1379's sample: 4
  knight: { start: ["10110", "01*11", "10111", "01001", "00000"], target: ["11111", "01111", "00*11", "00001", "00000"] },
};

test("every algorithm gives the CLI's answer on every puzzle's sample board", async () => {
  for (const [puzzle, { start, target }] of Object.entries(SAMPLE_BOARDS)) {
    await page.selectOption(byId("puzzle"), puzzle);
    const expected = cliAnswer(puzzle, start, target);
    assert.notEqual(expected, null, `${puzzle}'s sample is solvable`);
    const algorithms = await page.$$eval(`${byId("algorithm")} option:not([disabled])`, (os) => os.map((o) => o.value));
    if (puzzle === "slide" || puzzle === "swap" || puzzle === "knight") assert.ok(!algorithms.includes("enumerate"), `press sets need presses: ${puzzle} ${algorithms}`);
    if (puzzle === "knight") assert.ok(!algorithms.includes("table"), "P2324's boards are past the table's limit");
    for (const algorithm of algorithms) {
      await page.selectOption(byId("algorithm"), algorithm);
      await page.click(byId("solve"));
      assert.equal(await answerShown(), String(expected), `${puzzle} by ${algorithm}`);
      await page.click(byId("step"));
      assert.equal(await page.locator(`${byId("pseudocode")} [aria-current="step"]`).count(), 1, `${puzzle} ${algorithm}: one current line`);
    }
    if (puzzle === "slide") await shot(page, "12-slide-sample");
  }
  await shot(page, "18-knight-sample");
  assert.deepEqual(errors, []);
});

test("the timeline and Back reach every event, and the pseudocode follows", async () => {
  await page.selectOption(byId("puzzle"), "flip");
  await page.selectOption(byId("size"), "3x3");
  await setBoard(page, "board", ["110", "100", "000"]);
  for (const algorithm of ["bfs", "bibfs", "astar", "idastar", "enumerate"]) {
    await page.selectOption(byId("algorithm"), algorithm);
    await page.click(byId("solve"));
    await answerShown();
    const total = Number((await text("event")).split("/")[1].replace(/,/g, ""));
    assert.equal(Number(await page.getAttribute(byId("timeline"), "max")), total, `${algorithm}: the timeline spans every step`);
    const lines = [];
    for (let k = 1; k <= total; k++) {
      await page.click(byId("step"));
      assert.equal(await eventNumber(), k, `${algorithm}: Step reaches event ${k}`);
      lines.push(await page.$eval(`${byId("pseudocode")} [aria-current="step"]`, (li) => li.dataset.line));
    }
    assert.ok(new Set(lines).size >= 3, `${algorithm}: the current line moves (${lines.join(",")})`);
    for (let k = total - 1; k >= 0; k--) {
      await page.click(byId("back"));
      assert.equal(await eventNumber(), k, `${algorithm}: Back reaches event ${k}`);
      if (k > 0) assert.equal(await page.$eval(`${byId("pseudocode")} [aria-current="step"]`, (li) => li.dataset.line), lines[k - 1]);
    }
    // The slider goes straight to any event, both ways.
    for (const k of [total, Math.floor(total / 2), 0, total - 1]) {
      await page.$eval(byId("timeline"), (el, value) => {
        el.value = String(value);
        el.dispatchEvent(new Event("input", { bubbles: true }));
      }, k);
      assert.equal(await eventNumber(), k, `${algorithm}: the timeline reaches event ${k}`);
    }
  }
  await shot(page, "13-timeline");
});

test("a permalink reopens the same board, algorithm, language and event in a new page", async () => {
  await page.selectOption(byId("puzzle"), "swap");
  await page.selectOption(byId("algorithm"), "astar");
  await page.click(byId("solve"));
  await answerShown();
  for (let i = 0; i < 7; i++) await page.click(byId("step"));
  await page.selectOption(byId("lang"), "zh");
  await page.waitForFunction(() => /e=7/.test(location.hash));
  const link = await page.evaluate(() => location.href);
  const narration = await text("narration");
  const board = await readBoard(page, "stage");
  const second = await browser.context.newPage();
  second.on("request", (r) => {
    if (!r.url().startsWith(server.url) && !r.url().startsWith("data:")) outside.push(r.url());
  });
  await second.goto(link);
  await second.waitForSelector("body[data-ready=true]");
  assert.equal(await second.inputValue(byId("puzzle")), "swap");
  assert.equal(await second.inputValue(byId("algorithm")), "astar");
  assert.equal(await second.inputValue(byId("lang")), "zh");
  assert.equal(Number((await second.textContent(byId("event"))).split("/")[0].replace(/,/g, "")), 7);
  assert.deepEqual(await readBoard(second, "stage"), board);
  assert.equal(await second.textContent(byId("narration")), narration);
  assert.match(await second.textContent(byId("pseudocode")), /开放列表/, "the pseudocode is in Chinese");
  await browser.context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: new URL(server.url).origin });
  await second.click(byId("copy-link"));
  const copied = await second.evaluate(() => navigator.clipboard.readText().catch(() => null));
  const shown = await second.inputValue(byId("link-text")).catch(() => "");
  assert.ok(copied === link || shown === link, "Copy link gives the page's address");
  await shot(second, "14-permalink-zh");
  await second.close();
  assert.deepEqual(outside, []);
});

test("embed mode shows only the board, its controls and the narration", async () => {
  await page.close();
  page = await browser.context.newPage();
  page.on("pageerror", (e) => errors.push(e.message));
  await page.goto(`${server.url}#p=flip&s=1001-1101-1001-1000&a=bfs&l=en&e=3&embed=1`);
  await page.waitForSelector("body[data-ready=true]");
  for (const id of ["stage", "step", "back", "play", "timeline", "narration"]) {
    assert.equal(await page.isVisible(byId(id)), true, `${id} is shown`);
  }
  for (const id of ["puzzle", "board", "solve", "queue", "lang", "pseudocode", "copy-link"]) {
    assert.equal(await page.isVisible(byId(id)), false, `${id} is hidden`);
  }
  assert.equal(await eventNumber(), 3);
  // With the menus hidden, the stage names the puzzle and the algorithm.
  assert.equal(await text("stage-title"), "flip (POJ 1753) · BFS");
  await shot(page, "15-embed");
});

test("a long search runs in the worker, the page stays live, and Stop cancels it", async () => {
  await page.close();
  page = await browser.context.newPage();
  page.on("pageerror", (e) => errors.push(e.message));
  // 14 presses on 6 x 6 (gridsolve solve --moves plus --goal uniform): BFS
  // walks millions of states before it reaches its limit.
  await page.goto(`${server.url}#p=flip&s=101100-010011-110101-001110-100101-011010&a=bfs&l=en`);
  await page.waitForSelector("body[data-ready=true]");
  assert.equal(await page.isVisible(byId("stop")), false, "no Stop before a search");
  await page.click(byId("solve"));
  await page.waitForSelector(byId("stop"), { state: "visible" });
  // The page's own thread answers while the worker searches: the search is
  // still under way when this script has run.
  const live = await page.evaluate(() => new Promise((done) => setTimeout(() => done({
    narration: document.querySelector('[data-testid="narration"]').textContent,
    stop: !document.querySelector('[data-testid="stop"]').hidden,
  }), 50)));
  assert.equal(live.stop, true);
  assert.match(live.narration, /^Searching…/);
  // Progress while it runs: the states counted against the page's budget,
  // growing from one report to the next.
  const counted = () => page.evaluate(() => {
    const said = document.querySelector('[data-testid="narration"]').textContent;
    const found = said.match(/^Searching… ([\d,]+) of the 10,000,000 states the page allows \((\d+) %\)/);
    return found ? Number(found[1].replaceAll(",", "")) : null;
  });
  await page.waitForFunction(() => / of the 10,000,000 states/.test(document.querySelector('[data-testid="narration"]').textContent));
  const first = await counted();
  assert.ok(first > 0, `a count of states (${first})`);
  await page.waitForFunction((before) => {
    const found = document.querySelector('[data-testid="narration"]').textContent.match(/^Searching… ([\d,]+)/);
    return found && Number(found[1].replaceAll(",", "")) > before;
  }, first);
  const later = await counted();
  assert.ok(later > first && later < 10_000_000, `${first} then ${later}`);
  await shot(page, "17-searching");
  await page.click(byId("stop"));
  await page.waitForSelector(byId("stop"), { state: "hidden" });
  assert.match(await text("narration"), /Stopped/);
  // The same progress in Chinese.
  await page.selectOption(byId("lang"), "zh");
  await page.click(byId("solve"));
  await page.waitForFunction(() => /^正在搜索… 已处理 [\d,]+ 个状态，本页上限 10,000,000 个（\d+%）/.test(document.querySelector('[data-testid="narration"]').textContent));
  await shot(page, "17b-searching-zh");
  await page.click(byId("stop"));
  await page.waitForSelector(byId("stop"), { state: "hidden" });
  await page.selectOption(byId("lang"), "en");
  // A fresh worker answers the next request.
  await page.click(byId("sample"));
  await page.click(byId("solve"));
  assert.equal(await answerShown(), "4");
  assert.deepEqual(errors, []);
});

test("side by side: two algorithms step together, each with its counters", async () => {
  await page.click(byId("mode-compare"));
  await page.waitForFunction(() => document.querySelector('[data-testid="sbs-left-event"]').textContent.endsWith(" / 0") === false);
  await page.selectOption(byId("sbs-left-algorithm"), "bfs");
  // Wait for IDA*'s own trace: bidirectional BFS's "0 / n" before it matched at once.
  const before = await text("sbs-right-event");
  await page.selectOption(byId("sbs-right-algorithm"), "idastar");
  await page.waitForFunction((was) => {
    const now = document.querySelector('[data-testid="sbs-right-event"]').textContent;
    return now !== was && /^0 \/ [\d,]+$/.test(now);
  }, before);
  const at = async (side) => (await text(`sbs-${side}-event`)).split(" / ").map((n) => Number(n.replace(/,/g, "")));
  const [, leftTotal] = await at("left");
  const [, rightTotal] = await at("right");
  assert.ok(leftTotal > rightTotal, `BFS records more events (${leftTotal}) than IDA* (${rightTotal}) on the sample`);
  for (let i = 0; i < 3; i++) await page.click(byId("sbs-step"));
  assert.equal((await at("left"))[0], 3);
  assert.equal((await at("right"))[0], 3);
  await page.click(byId("sbs-back"));
  assert.equal((await at("left"))[0], 2);
  assert.equal((await at("right"))[0], 2);
  await shot(page, "16-side-by-side");
});

test("the first paint is measured and the page works in Chinese", async () => {
  const paint = await page.evaluate(() => performance.getEntriesByType("paint").map((p) => [p.name, Math.round(p.startTime)]));
  console.log(`# ${kind}: ${JSON.stringify(paint)}`);
  assert.ok(paint.some(([name]) => name === "first-contentful-paint"));
  await page.selectOption(byId("lang"), "zh");
  await page.selectOption(byId("algorithm"), "idastar");
  await page.click(byId("solve"));
  await answerShown();
  await page.click(byId("step"));
  assert.match(await text("pseudocode"), /界限/);
  assert.match(await text("narration"), /迭代/);
  assert.equal(await text("copy-link"), "复制链接");
});

// A renamed test would silently leave the served run: every name above
// must be a test of this file.
nodeTest("every test chosen for the served run exists", () => {
  for (const name of SERVED) assert.ok(declared.has(name), `no test named '${name}'`);
});
});
