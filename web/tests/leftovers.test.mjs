// The learner's last leftovers of issue 40, in a real Chromium from the
// static folder, each failing on the page before its fix: IDA*'s Stored
// said beside the path and the tree, and the child it cuts drawn in the
// tree; Manhattan arrows of opposite directions kept apart; slides and
// jumps named by the tile or knight that moves; on a phone the lesson's
// text, board, narration and controls (and the panel a step talks about)
// on the first screen; the goal test marked at every state taken; Play's
// Start and Target side by side on a desktop; the phone's lesson menu
// inside its box. Screenshots: web/test-results/leftovers-*.png.
import { test } from "node:test";
import assert from "node:assert/strict";
import { shot, staticSuite, byId, DESK, PHONE } from "./harness.mjs";

const suite = staticSuite();
const { errors, open } = suite;
const KNIGHTS = "p=knight&s=11101-01111-00111-0000*-00010&t=11111-01111-00*11-00001-00000";

/// Waits until the trace is loaded and the page is at step `at` (a number), or at any step.
async function atStep(page, at = null) {
  await page.waitForFunction((want) => {
    const text = document.querySelector('[data-testid="event"]').textContent;
    const m = text.replace(/,/g, "").match(/^(\d+) \/ (\d+)$/);
    return m && m[2] !== "0" && (want === null || m[1] === String(want));
  }, at);
}

test("IDA*: Stored is explained beside the path and the tree, with their numbers, in en and zh", async () => {
  for (const [lang, words] of [["en", /^Stored (\d+):.*most states.*holds (\d+) states? now.*the (\d+) nodes? of this iteration/], ["zh", /^已存储 (\d+)：.*最多状态数.*现在有 (\d+) 个状态.*本轮迭代的 (\d+) 个节点/]]) {
    for (const size of [DESK, PHONE]) {
      const page = await open(`#${KNIGHTS}&a=idastar&l=${lang}&e=118`, size);
      await atStep(page, 118);
      await page.waitForSelector(`${byId("counter-note")}:visible`);
      const note = await page.textContent(byId("counter-note"));
      const m = note.match(words);
      assert.ok(m, `${lang}: ${note}`);
      const stored = Number((await page.textContent(byId("stored"))).replace(/,/g, ""));
      const path = await page.locator(`${byId("queue")} .qitem`).count();
      const caption = await page.textContent(`${byId("tree")} .tree-caption`);
      const nodes = Number(caption.match(/(\d+)/)[1]);
      assert.deepEqual(m.slice(1, 4).map(Number), [stored, path, nodes], `${lang}: ${note} beside Stored ${stored}, ${path} on the path, ${caption}`);
      // Stored is a peak, so it is not the path's length here: the note is needed.
      assert.ok(stored > path, `${lang}: Stored ${stored}, path ${path}`);
      // The note sits right under the counters.
      const counters = await page.locator(".counters").boundingBox();
      const box = await page.locator(byId("counter-note")).boundingBox();
      assert.ok(box.y >= counters.y + counters.height - 1 && box.y - (counters.y + counters.height) < 30, `${lang}: note at ${box.y}, counters end ${counters.y + counters.height}`);
      if (size === DESK) await shot(page, `leftovers-${lang}-ida-stored`);
      await page.close();
    }
    // Other algorithms keep their counters unexplained: Stored is what they hold.
    const bfs = await open(`#p=flip&s=1001-1101-1001-1000&a=bfs&l=${lang}&e=20`);
    await atStep(bfs, 20);
    assert.equal(await bfs.isVisible(byId("counter-note")), false);
    await bfs.close();
  }
  assert.deepEqual(errors, []);
});

/// Clicks Step `max` times at most, yielding each narration and its match of `re` (or null).
async function* narrations(page, re, max) {
  for (let i = 0; i < max; i++) {
    await page.click(byId("step"));
    const said = await page.textContent(byId("narration"));
    yield [said, said.match(re)];
  }
}

test("IDA*: the child a step cuts is drawn in the tree, under the state it was tried from, labelled g+h", async () => {
  for (const [lang, cutWords] of [["en", /f = g \+ h = (\d+) \+ (\d+) = \d+ > bound (\d+): cut/], ["zh", /f = g \+ h = (\d+) \+ (\d+) = \d+ > 界限 (\d+)/]]) {
    const page = await open(`#${KNIGHTS}&a=idastar&l=${lang}&e=0`);
    await atStep(page);
    let cuts = 0;
    for await (const [said, m] of narrations(page, cutWords, 80)) {
      if (cuts >= 3) break;
      if (!m) {
        assert.equal(await page.locator(`${byId("tree-node")}.cut.cutnow`).count(), 0, `${lang}: no cut child framed at "${said}"`);
        continue;
      }
      cuts++;
      const [g, h] = [m[1], m[2]];
      const node = page.locator(`${byId("tree-node")}.cut.cutnow`);
      assert.equal(await node.count(), 1, `${lang}: the cut child is drawn at "${said}"`);
      // The state it was tried from is still the one being expanded (yellow,
      // as the Path panel's current), not grey: the second learner saw it
      // flicker yellow, grey, yellow at every cut.
      assert.equal(await page.locator(`${byId("tree-node")}.now`).count(), 1, `${lang}: one state being expanded at "${said}"`);
      assert.equal(await page.locator(`${byId("tree-node")}.now.cut`).count(), 0, `${lang}: the cut child is not the state being expanded at "${said}"`);
      assert.equal(await node.locator("text.gh").textContent(), `${g}+${h}`);
      assert.match(await node.getAttribute("aria-label"), lang === "en" ? /cut: f = / : /剪掉：f = /);
      // Its edge comes down from a node one row up: the state it was tried from.
      const [x, y] = await node.evaluate((g) => {
        const r = g.querySelector("rect");
        return [Number(r.getAttribute("x")) + Number(r.getAttribute("width")) / 2, Number(r.getAttribute("y")) + Number(r.getAttribute("height")) / 2];
      });
      const edges = await page.$$eval(`${byId("tree")} line.edge.cut`, (ls) => ls.map((l) => ["x1", "y1", "x2", "y2"].map((a) => Number(l.getAttribute(a)))));
      const mine = edges.find(([, , x2, y2]) => Math.abs(x2 - x) < 0.5 && Math.abs(y2 - y) < 0.5);
      assert.ok(mine, `${lang}: an edge ends at the cut child (${x}, ${y}) among ${JSON.stringify(edges)}`);
      assert.ok(mine[1] < y - 20, `${lang}: its parent is a row up`);
      if (cuts === 1) await shot(page, `leftovers-${lang}-ida-cut`);
    }
    assert.ok(cuts >= 1, `${lang}: a cut was met`);
    await page.close();
  }
  assert.deepEqual(errors, []);
});

test("IDA*: a child within the bound is drawn when it is generated, waiting, and is the node entered next, en and zh", async () => {
  const words = {
    en: [/f = g \+ h = (\d+) \+ (\d+) = \d+ ≤ bound \d+: go in/, /to enter: f = /],
    zh: [/f = g \+ h = (\d+) \+ (\d+) = \d+ ≤ 界限 \d+：进入/, /待进入：f = /],
  };
  for (const hash of [`#${KNIGHTS}&a=idastar`, "#p=toggle&s=0100-0000-0000-0100&a=idastar"]) {
    for (const [lang, [within, label]] of Object.entries(words)) {
      const page = await open(`${hash}&l=${lang}&e=0`);
      await atStep(page);
      let seen = 0;
      for await (const [said, m] of narrations(page, within, 40)) {
        if (seen >= 3) break;
        if (!m) continue;
        seen++;
        // The narration says "go in": the child is in the tree now, waiting
        // (blue), under the node the search is at, labelled g+h.
        const child = page.locator(`${byId("tree-node")}.wait`);
        assert.equal(await child.count(), 1, `${lang}: one child waiting at "${said}"`);
        assert.equal(await child.locator("text.gh").textContent(), `${m[1]}+${m[2]}`, `${lang}: ${said}`);
        assert.match(await child.getAttribute("aria-label"), label);
        const key = await child.getAttribute("data-key");
        if (seen === 1 && hash.includes("knight")) await shot(page, `leftovers-${lang}-ida-waiting`);
        // The next event enters it: the same node, now the one the search is at.
        await page.click(byId("step"));
        assert.equal(await page.locator(`${byId("tree-node")}[data-key="${key}"]`).getAttribute("class").then((c) => c.split(" ").includes("now")), true, `${lang}: the child ${key} is entered at "${await page.textContent(byId("narration"))}"`);
        assert.equal(await page.locator(`${byId("tree-node")}.wait`).count(), 0, `${lang}: nothing waits once it is entered`);
      }
      assert.ok(seen >= 1, `${lang} ${hash}: a child within the bound was met`);
      await page.close();
    }
  }
  assert.deepEqual(errors, []);
});

/// The legs of the drawn Manhattan arrows: [way, horizontal, line, from, to].
const arrowLegs = (page) => page.$$eval(`${byId("stage")} .h-arrows .h-way polyline`, (lines) => lines.flatMap((pl, way) => {
  const p = pl.getAttribute("points").split(" ").map((xy) => xy.split(",").map(Number));
  const legs = [];
  for (let i = 1; i < p.length; i++) {
    const horizontal = p[i][1] === p[i - 1][1];
    legs.push(horizontal ? [way, true, p[i][1], p[i - 1][0], p[i][0]] : [way, false, p[i][0], p[i - 1][1], p[i][1]]);
  }
  return legs;
}));

/// Pairs of legs of two arrows going opposite ways along the same row or
/// column of cells (within half a cell) whose spans overlap: [gap, legs].
function oppositePairs(legs) {
  const out = [];
  for (const a of legs) {
    for (const b of legs) {
      if (a[0] >= b[0] || a[1] !== b[1]) continue;
      if (Math.sign(a[4] - a[3]) !== -Math.sign(b[4] - b[3])) continue;
      const overlap = Math.min(Math.max(a[3], a[4]), Math.max(b[3], b[4])) - Math.max(Math.min(a[3], a[4]), Math.min(b[3], b[4]));
      if (overlap > 1 && Math.abs(a[2] - b[2]) < 50) out.push([Math.abs(a[2] - b[2]), a, b]);
    }
  }
  return out;
}

test("Manhattan arrows of opposite directions are drawn apart", async () => {
  const boards = [
    // The quiz's board 123/785/046: tile 4 goes right along the bottom row, tile 6 left.
    ["play", `#p=slide&s=1.2.3-7.8.5-0.4.6&t=1.2.3-8.0.4-7.6.5&a=astar&l=en&m=play`],
    // Lesson 5.1: tile 8's way left and down, tile 2's right, tile 1's up.
    ["lesson 5.1", `#learn=5.1&l=en`],
  ];
  for (const [name, hash] of boards) {
    const page = await open(hash);
    await page.waitForSelector(`${byId("stage")} .h-arrows .h-way`);
    await page.waitForTimeout(300);
    const legs = await arrowLegs(page);
    const pairs = oppositePairs(legs);
    assert.ok(pairs.length >= 1, `${name}: the board has tiles going opposite ways along one line (${JSON.stringify(legs)})`);
    for (const [gap, a, b] of pairs) assert.ok(gap >= 20, `${name}: opposite legs ${JSON.stringify(a)} and ${JSON.stringify(b)} only ${gap} apart (100 a cell)`);
    // Each way still starts and ends inside its own cells: within a quarter cell of their centres.
    const ways = await page.$$eval(`${byId("stage")} .h-arrows .h-way polyline`, (ls) => ls.map((l) => l.getAttribute("points").split(" ").map((xy) => xy.split(",").map(Number))));
    for (const way of ways) {
      for (const [x, y] of [way[0], way.at(-1)]) {
        assert.ok(Math.abs((x % 100) - 50) <= 25 && Math.abs((y % 100) - 50) <= 25, `${name}: ${JSON.stringify(way)} ends near a cell's centre`);
      }
    }
    await shot(page, `leftovers-arrows-${name.replace(/[ .]/g, "-")}`);
    await page.close();
  }
  assert.deepEqual(errors, []);
});

/// Steps to the first tried move and returns its narration.
async function firstTry(page, lang) {
  await atStep(page, 0);
  for (let i = 0; i < 8; i++) {
    await page.click(byId("step"));
    const said = await page.textContent(byId("narration"));
    if ((lang === "en" ? /^Expanding state/ : /^展开状态/).test(said)) return said;
  }
  assert.fail("no move tried in 8 steps");
}

const DIRS = { en: { "-1,0": "up", "1,0": "down", "0,-1": "left", "0,1": "right" }, zh: { "-1,0": "上", "1,0": "下", "0,-1": "左", "0,1": "右" } };

test("slides and jumps are named by the tile or knight that moves, in the narration, the path list and the Hint, en and zh", async () => {
  for (const lang of ["en", "zh"]) {
    // Watch, 8-puzzle: a tried move in the narration, then the path list at the goal.
    const page = await open(`#p=slide&s=2.8.3-1.0.4-7.6.5&t=1.2.3-8.0.4-7.6.5&a=bfs&l=${lang}&e=0`);
    const tried = await firstTry(page, lang);
    assert.match(tried, lang === "en" ? /sliding tile \d (up|down|left|right) gives state/ : /把数字块 \d 向[上下左右]滑/, tried);
    assert.doesNotMatch(tried, /↔|between/);
    await page.click(byId("end"));
    await page.waitForSelector(`${byId("path")} li`);
    const moves = await page.$$eval(`${byId("path")} li`, (lis) => lis.map((li) => li.textContent));
    assert.equal(moves.length, 4);
    for (const m of moves) assert.match(m, lang === "en" ? /^tile \d moves (up|down|left|right)$/ : /^数字块 \d 向[上下左右]移$/, m);
    // Replayed as written (each named tile next to the blank, moving into
    // it), the moves take P1379's sample to its goal.
    const board = [[2, 8, 3], [1, 0, 4], [7, 6, 5]];
    const names = Object.fromEntries(Object.entries(DIRS[lang]).map(([d, w]) => [w, d.split(",").map(Number)]));
    for (const m of moves) {
      const [, v, w] = m.match(lang === "en" ? /tile (\d) moves (\w+)/ : /数字块 (\d) 向(.)移/);
      const [dr, dc] = names[w];
      const r = board.findIndex((row) => row.includes(Number(v)));
      const c = board[r].indexOf(Number(v));
      assert.equal(board[r + dr]?.[c + dc], 0, `${m}: the blank is where tile ${v} goes`);
      [board[r][c], board[r + dr][c + dc]] = [0, Number(v)];
    }
    assert.deepEqual(board, [[1, 2, 3], [8, 0, 4], [7, 6, 5]]);
    await page.close();

    // Play, 8-puzzle: the move a click makes is the tile clicked, going to the blank.
    const play = await open(`#p=slide&s=2.8.3-1.0.4-7.6.5&t=1.2.3-8.0.4-7.6.5&a=bfs&l=${lang}&m=play`);
    await play.waitForFunction(() => /\d/.test(document.querySelector('[data-testid="play-counter"]').textContent) && !/\?/.test(document.querySelector('[data-testid="play-counter"]').textContent));
    const cells = await play.$$eval(`${byId("stage")} .cell`, (els) => els.map((e) => [+e.dataset.row, +e.dataset.col, +e.dataset.value]));
    const [br, bc] = cells.find(([, , v]) => v === 0);
    const [tr, tc, tv] = cells.find(([r, c]) => Math.abs(r - br) + Math.abs(c - bc) === 1);
    await play.click(`${byId("stage")} .cell[data-row="${tr}"][data-col="${tc}"]`);
    const dir = DIRS[lang][`${br - tr},${bc - tc}`];
    const listed = await play.textContent(`${byId("path")} li`);
    assert.equal(listed, lang === "en" ? `tile ${tv} moves ${dir}` : `数字块 ${tv} 向${dir}移`);
    await play.close();

    // Play, knights: the Hint names the knight and its jump, and so does the list.
    const knights = await open(`#${KNIGHTS}&a=bfs&l=${lang}&m=play`);
    await knights.waitForFunction(() => !/\?/.test(document.querySelector('[data-testid="play-counter"]').textContent));
    await knights.click(byId("hint"));
    const knightRe = lang === "en" ? /(white|black) knight \((\d),(\d)\) → \((\d),(\d)\)/ : /([白黑])骑士 \((\d),(\d)\) → \((\d),(\d)\)/;
    await knights.waitForFunction((re) => new RegExp(re).test(document.querySelector('[data-testid="narration"]').textContent), knightRe.source);
    const hint = (await knights.textContent(byId("narration"))).match(knightRe);
    const [who, fr, fc, tr2, tc2] = [hint[1], ...hint.slice(2).map(Number)];
    // The knight named stands where the hint says, and jumps into the empty square.
    const from = await knights.getAttribute(`${byId("stage")} .cell[data-row="${fr - 1}"][data-col="${fc - 1}"]`, "data-value");
    const to = await knights.getAttribute(`${byId("stage")} .cell[data-row="${tr2 - 1}"][data-col="${tc2 - 1}"]`, "data-value");
    assert.equal(to, "0", "the knight jumps into the empty square");
    // P2324: '1' (value 1) a black knight, '0' (value 2) a white one.
    assert.equal(from, who === "black" || who === "黑" ? "1" : "2", `the ${who} knight stands at (${fr},${fc})`);
    await knights.click(`${byId("stage")} .cell[data-row="${fr - 1}"][data-col="${fc - 1}"]`);
    assert.match(await knights.textContent(`${byId("path")} li`), knightRe);
    await shot(knights, `leftovers-${lang}-knight-hint`);
    await knights.close();

    // Watch, knights: the narration of a tried jump names the knight.
    const watch = await open(`#${KNIGHTS}&a=idastar&l=${lang}&e=0`);
    const jump = await firstTry(watch, lang);
    assert.match(jump, lang === "en" ? /the (white|black) knight jumping from \(\d,\d\) to \(\d,\d\)/ : /[白黑]骑士从 \(\d,\d\) 跳到 \(\d,\d\)/, jump);
    await watch.close();
  }
  assert.deepEqual(errors, []);
});

// On a phone (390 x 844) a lesson's text, board, narration and controls on
// the first screen, and the panel a step names beside them: checked during
// teacher's walk of every step ("390 px: no mode and no lesson step ...").
test("desktop: the panel a step names stays in its column", async () => {
  // On a desktop the panels stay in their column.
  const desk = await open("#learn=11.2&l=en");
  await atStep(desk);
  assert.equal(await desk.locator(`.side ${byId("queue")}`).count(), 1);
  assert.equal(await desk.isVisible(byId("look-slot")), false);
  await desk.close();
  assert.deepEqual(errors, []);
});

test("the goal test is marked 'no' at every state taken that is not a goal, and lit at the goal", async () => {
  const cases = [
    ["bfs", "#p=flip&s=1001-1101-1001-1000&a=bfs", "dequeue"],
    ["astar", "#p=slide&s=2.8.3-1.0.4-7.6.5&t=1.2.3-8.0.4-7.6.5&a=astar", "dequeue"],
    ["idastar", "#p=toggle&s=0100-0000-0000-0100&a=idastar", "dequeue"],
    ["enumerate", "#p=flip&s=110-101-011&a=enumerate", "subset"],
  ];
  for (const lang of ["en", "zh"]) {
    for (const [algorithm, hash] of cases) {
      const page = await open(`${hash}&l=${lang}&e=0`);
      await atStep(page);
      const goalLine = await page.$$eval(`${byId("pseudocode")} li`, (lis) => lis.findIndex((li) => /is a goal|是目标/.test(li.textContent)));
      assert.ok(goalLine >= 0);
      // Each step: whether it takes a state (or tries a press set), the current line, the marked lines.
      const seen = [];
      for (let i = 0; i < 40; i++) {
        await page.click(byId("step"));
        const current = Number(await page.getAttribute(`${byId("pseudocode")} li[aria-current="step"]`, "data-line"));
        const tested = await page.$$eval(`${byId("pseudocode")} li.tested`, (lis) => lis.map((li) => [Number(li.dataset.line), li.dataset.verdict]));
        const said = await page.textContent(byId("narration"));
        const takes = (lang === "en" ? /^(Taking state|Entering state|Trying (?!every))/ : /^(从队首取出|从开放列表取出|进入状态|尝试 )/).test(said);
        seen.push({ said, current, tested, takes });
        if (current === goalLine) break;
      }
      let taken = 0;
      seen.forEach(({ said, current, tested, takes }, i) => {
        const where = `${algorithm} ${lang} step ${i + 1} "${said}"`;
        if (current === goalLine) return assert.deepEqual(tested, [], `${where}: at the goal the line is lit, not marked no`);
        if (!takes) return assert.deepEqual(tested, [], `${where}: marked though nothing was taken`);
        // A state taken is tested: "no", or the next step is the goal.
        if (i === seen.length - 1 || seen[i + 1].current === goalLine) return;
        taken++;
        assert.deepEqual(tested, [[goalLine, lang === "en" ? "→ no" : "→ 否"]], where);
      });
      // To goal: the line lit in full, no "no" beside it.
      await page.click(byId("end"));
      assert.equal(Number(await page.getAttribute(`${byId("pseudocode")} li[aria-current="step"]`, "data-line")), goalLine, `${algorithm} ${lang}: at the goal`);
      assert.equal(await page.locator(`${byId("pseudocode")} li.tested`).count(), 0, `${algorithm} ${lang}: at the goal`);
      assert.ok(taken >= 1, `${algorithm} ${lang}`);
      if (algorithm === "bfs") await shot(page, `leftovers-${lang}-goal-test`);
      await page.close();
    }
  }
  assert.deepEqual(errors, []);
});

test("Play on a desktop: Start and Target side by side, the page no wider than the screen", async () => {
  const views = [
    ["knights", `#${KNIGHTS}&a=bfs&l=en&m=play`],
    ["8-puzzle", "#p=slide&s=2.8.3-1.0.4-7.6.5&t=1.2.3-8.0.4-7.6.5&a=bfs&l=zh&m=play"],
    ["swap", "#p=swap&s=1111-0000-1110-0010&t=1010-0101-1010-0101&a=bfs&l=en&m=play"],
    ["knights exercise", "#learn=11.4&l=en"],
    ["swap exercise", "#learn=10.2&l=zh"],
  ];
  for (const size of [DESK, { width: 1024, height: 768 }]) {
    for (const [name, hash] of views) {
      const page = await open(hash, size);
      await page.waitForSelector(`${byId("stage")} .cell`);
      await page.waitForTimeout(200);
      const start = await page.locator(byId("board")).boundingBox();
      const target = await page.locator(byId("target")).boundingBox();
      assert.ok(target.x >= start.x + start.width + 8, `${size.width} ${name}: Target at x ${target.x}, Start ends at ${start.x + start.width}`);
      assert.ok(Math.abs(target.y - start.y) <= 4, `${size.width} ${name}: tops ${start.y} and ${target.y}`);
      assert.ok(target.y + target.height <= size.height, `${size.width} ${name}: Target in view`);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      assert.ok(width <= size.width, `${size.width} ${name}: ${width} px wide`);
      // The game's board stays beside them, not under.
      const stage = await page.locator(byId("stage")).boundingBox();
      assert.ok(stage.x >= target.x + target.width, `${size.width} ${name}: the game's board at ${stage.x}`);
      if (name.endsWith("exercise")) {
        // The lesson's box is its column's width, and the column fits Start,
        // Target and their text (at most 480 px): the longest lesson title in
        // its menu made both 669 px wide.
        const lesson = await page.locator(byId("lesson")).boundingBox();
        const setup = await page.locator(".setup").boundingBox();
        const pick = await page.locator(byId("lesson-pick")).boundingBox();
        assert.ok(lesson.width <= 480 && Math.abs(lesson.width - setup.width) <= 1, `${size.width} ${name}: the lesson box ${lesson.width} px, its column ${setup.width} px`);
        assert.ok(pick.x + pick.width <= lesson.x + lesson.width, `${size.width} ${name}: the lesson menu ends at ${pick.x + pick.width}`);
      }
      if (size === DESK) await shot(page, `leftovers-play-${name.replace(/ /g, "-")}`);
      await page.close();
    }
  }
  // A puzzle with no target keeps its one board.
  const flip = await open("#p=flip&s=1001-1101-1001-1000&a=bfs&l=en&m=play");
  assert.equal(await flip.isVisible(byId("target")), false);
  await flip.close();
  assert.deepEqual(errors, []);
});

test("phone: the lesson menu and its frame stay inside the lesson's box", async () => {
  for (const lang of ["en", "zh"]) {
    for (const size of [PHONE, { width: 360, height: 740 }, DESK]) {
      for (const key of ["3.1", "8.1", "11.1"]) {
        const page = await open(`#learn=${key}&l=${lang}`, size);
        await page.waitForSelector(`${byId("lesson")}:visible`);
        const [menu, box, border, padding] = await page.evaluate(() => {
          const menu = document.querySelector('[data-testid="lesson-pick"]').getBoundingClientRect();
          const lesson = document.querySelector('[data-testid="lesson"]');
          const style = getComputedStyle(lesson);
          return [[menu.left, menu.right], [lesson.getBoundingClientRect().left, lesson.getBoundingClientRect().right], parseFloat(style.borderRightWidth), parseFloat(style.paddingRight)];
        });
        // The menu's frame is a 4 px shadow round it: it must end inside the padding, clear of the border.
        const gapRight = box[1] - border - (menu[1] + 4);
        const gapLeft = menu[0] - 4 - (box[0] + border);
        assert.ok(gapRight >= padding / 2, `${lang} ${size.width} ${key}: ${gapRight} px between the menu's frame and the box's right border`);
        assert.ok(gapLeft >= padding / 2, `${lang} ${size.width} ${key}: ${gapLeft} px on the left`);
        if (size === PHONE && key === "3.1") await shot(page, `leftovers-phone-${lang}-menu`);
        await page.close();
      }
    }
  }
  assert.deepEqual(errors, []);
});
