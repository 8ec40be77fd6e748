// The third learner's walk (issue 40), in a real Chromium from the static
// folder, each failing on the page before its fix: the tree's fill is the
// role the queue panel gives each state, at every event of a BFS and a
// bidirectional BFS trace, with the event's new state ringed and every
// colour named in the key; the enumeration's warning says its count equals
// the boards'; no search warning while playing an exercise by hand.
// Screenshots: web/test-results/pagefix-*.png.
import { test } from "node:test";
import assert from "node:assert/strict";
import { shot, staticSuite, byId } from "./harness.mjs";

const suite = staticSuite();
const { errors, open } = suite;

/// Waits until the trace is loaded and the page is at step `at` (a number), or at any step.
async function atStep(page, at = null) {
  await page.waitForFunction((want) => {
    const text = document.querySelector('[data-testid="event"]').textContent;
    const m = text.replace(/[,\s]/g, "").match(/^(\d+)\/(\d+)$/);
    return m && m[2] !== "0" && (want === null || m[1] === String(want));
  }, at);
}

/// At the page's event: each drawn tree node's role class, the queue panel's
/// role of each state it lists, the event's kind (by the narration) and the ringed nodes.
function roles(page, bibfs) {
  return page.evaluate((bibfs) => {
    const nodes = new Map();
    for (const g of document.querySelectorAll('[data-testid="tree-node"]')) {
      const role = ["now", "wait", "done"].filter((c) => g.classList.contains(c));
      nodes.set(g.dataset.key, { role, ringed: g.classList.contains("new") });
    }
    const queue = [];
    for (const li of document.querySelectorAll('[data-testid="queue"] li.qitem')) {
      if (li.classList.contains("seen")) continue; // the duplicate met, not a queue entry
      const role = li.classList.contains("current") ? "now" : li.classList.contains("wait") ? "wait" : "done";
      const key = bibfs && li.classList.contains("bwd") ? `b${li.dataset.state}` : li.dataset.state;
      queue.push({ key, role, arrived: li.classList.contains("arrive") });
    }
    return { nodes: [...nodes.entries()], queue, said: document.querySelector('[data-testid="narration"]').textContent };
  }, bibfs);
}

test("the tree's fill is the queue panel's role of each state at every event (BFS, bidirectional BFS), the new state ringed, en and zh", async () => {
  const cases = [
    ["bfs", "#p=flip&s=100-110-100&a=bfs"], // 81 events
    ["bibfs", "#p=flip&s=110-101-011&a=bibfs"], // 62 events
  ];
  for (const lang of ["en", "zh"]) {
    for (const [algorithm, hash] of cases) {
      const page = await open(`${hash}&l=${lang}&e=0`);
      await atStep(page);
      const total = Number((await page.textContent(byId("event"))).replace(/[,\s]/g, "").split("/")[1]);
      assert.ok(total >= 10 && total <= 400, `${algorithm}: a short trace (${total} events)`);
      let compared = 0;
      let ringed = 0;
      // The colours are the same in both languages: every event in English,
      // the first ones (and the key's words) in Chinese.
      const last = lang === "en" ? total : 12;
      for (let i = 1; i <= last; i++) {
        await page.click(byId("step"));
        await atStep(page, i);
        const { nodes, queue, said } = await roles(page, algorithm === "bibfs");
        const tree = new Map(nodes);
        const where = `${algorithm} ${lang} event ${i} "${said}"`;
        // Every node has exactly one role.
        for (const [key, { role }] of tree) assert.equal(role.length, 1, `${where}: node ${key} has roles ${role}`);
        // Each state the queue panel lists has, in the tree, the role the panel gives it.
        for (const { key, role } of queue) {
          if (!tree.has(key)) continue; // outside the rows drawn
          assert.deepEqual(tree.get(key).role, [role], `${where}: state ${key}`);
          compared++;
        }
        // One state at most is being expanded, and it is the queue's "taken" one.
        const now = [...tree].filter(([, n]) => n.role[0] === "now").map(([k]) => k);
        const taken = queue.filter((q) => q.role === "now").map((q) => q.key);
        if (i < total) assert.deepEqual(now, taken.filter((k) => tree.has(k)), `${where}: expanding`);
        // The ring: on the state this event found (the queue's arrival), which waits.
        const rings = [...tree].filter(([, n]) => n.ringed).map(([k]) => k);
        const arrived = queue.filter((q) => q.arrived).map((q) => q.key);
        if (rings.length) {
          assert.deepEqual(rings, arrived, `${where}: ringed`);
          assert.deepEqual(tree.get(rings[0]).role, ["wait"], `${where}: the new state waits`);
          ringed++;
        }
      }
      assert.ok(compared > last, `${algorithm} ${lang}: compared ${compared}`);
      assert.ok(ringed >= 3, `${algorithm} ${lang}: ringed at ${ringed} events`);
      // The key names every colour the tree uses.
      const help = await page.textContent("#tree-box .tree-help");
      const words = lang === "en" ? ["yellow", "blue", "grey", "White ring", "Gold outline", "Dashed"] : ["黄色", "蓝色", "灰色", "白色粗框", "金色边框", "虚线"];
      if (algorithm === "bibfs") words.push(lang === "en" ? "Green outline" : "绿色边框", lang === "en" ? "red" : "红色");
      for (const w of words) assert.ok(help.includes(w), `${algorithm} ${lang}: the key names "${w}": ${help}`);
      await page.click(byId("reset"));
      await page.click(byId("step"));
      await page.click(byId("step"));
      await page.click(byId("step"));
      await shot(page, `pagefix-${lang}-${algorithm}-tree`);
      await page.close();
    }
  }
  assert.deepEqual(errors, []);
});

test("the enumeration's warning says its press sets are as many as the boards, en and zh", async () => {
  const page = await open("#p=flip&s=000000-000000-000000-000000-000000-000001&a=enumerate&l=en");
  await page.waitForSelector(`${byId("plan-note")}:not([hidden])`);
  const en = await page.textContent(byId("plan-note"));
  assert.match(en, /up to 68,719,476,736 press sets \(2 to the number of cells, as many as there are boards\)/);
  assert.doesNotMatch(en, /more than the boards/);
  await page.selectOption(byId("lang"), "zh");
  const zh = await page.textContent(byId("plan-note"));
  assert.match(zh, /与棋盘数一样多/);
  assert.doesNotMatch(zh, /远多于/);
  await page.close();
  assert.deepEqual(errors, []);
});

test("no search warning while playing by hand: the knights exercise and Play", async () => {
  for (const lang of ["en", "zh"]) {
    const page = await open(`#l=${lang}&learn=11.4`);
    await page.waitForSelector(byId("lesson-text"));
    assert.equal(await page.isVisible(byId("plan-note")), false, `${lang}: the exercise shows ${await page.textContent(byId("plan-note"))}`);
    await shot(page, `pagefix-${lang}-knights-exercise`);
    await page.close();
  }
  const page = await open("#p=knight&s=11101-01111-00111-0000*-00010&t=11111-01111-00*11-00001-00000&a=bfs&l=en");
  await page.waitForSelector(`${byId("plan-note")}:not([hidden])`);
  assert.equal(await page.isVisible(byId("plan-note")), true, "Watch: BFS's warning shown");
  await page.click('[data-mode="play"]');
  assert.equal(await page.isVisible(byId("plan-note")), false, "Play: no search, no warning");
  await page.close();
  assert.deepEqual(errors, []);
});

test("IDA*'s Path panel gives the start its h, as every other entry; the table's narration says which boards it holds, en and zh", async () => {
  // Lesson 11.2 read "g0" at the start while 11.3 read "g0 h3".
  for (const key of ["11.2", "11.3"]) {
    const page = await open(`#learn=${key}&l=en`);
    await atStep(page);
    await page.waitForSelector(`${byId("queue")} li.qitem`);
    const first = await page.textContent(`${byId("queue")} li.qitem >> nth=0`);
    assert.match(first, /g0 h\d+/, `${key}: the start's entry ${first}`);
    await page.close();
  }
  for (const [lang, words] of [["en", /of every board reachable from the goal/], ["zh", /从目标能到达的每个棋盘/]]) {
    const page = await open(`#p=flip&s=1001-1101-1001-1000&a=table&l=${lang}&e=0`);
    await atStep(page);
    await page.click(byId("end"));
    await page.waitForFunction((re) => new RegExp(re).test(document.querySelector('[data-testid="narration"]').textContent), words.source);
    await page.close();
  }
  assert.deepEqual(errors, []);
});

test("the quiz's h feedback names the tiles in linear conflict, as many moves as the core adds, en and zh", async () => {
  const page = await open("#l=en");
  const result = await page.evaluate(async () => {
    const { trace } = await import("./js/core.js");
    const { toText } = await import("./js/board.js");
    const { manhattan, linearConflicts } = await import("./js/explain.js");
    const { WORDS } = await import("./js/i18n.js");
    const goal = [[1, 2, 3], [8, 0, 4], [7, 6, 5]];
    let x = 12345;
    const next = () => { x ^= x << 13; x >>>= 0; x ^= x >>> 17; x ^= x << 5; x >>>= 0; return x; };
    const out = [];
    for (let n = 0; n < 60; n++) {
      // A random board (the unsolvable half is proved so before any estimate: skipped).
      const tiles = [0, 1, 2, 3, 4, 5, 6, 7, 8];
      for (let i = 8; i > 0; i--) { const j = next() % (i + 1); [tiles[i], tiles[j]] = [tiles[j], tiles[i]]; }
      const rows = [tiles.slice(0, 3), tiles.slice(3, 6), tiles.slice(6, 9)];
      const data = await trace({ puzzle: "slide", start: toText("slide", rows), target: toText("slide", goal), algorithm: "astar", limit: 1 });
      const estimate = data.events.find((e) => e.kind === "estimate");
      if (!estimate) continue;
      const h = estimate.h;
      const lines = linearConflicts(rows, goal);
      out.push({ rows, core: h - manhattan(rows, goal).sum, ours: lines.reduce((s, l) => s + l.add, 0), lines });
    }
    const say = (lang, lines) => WORDS[lang].qHWhy(5, lines.reduce((s, l) => s + l.add, 0), lines.map((l) => WORDS[lang].qHConflict(l.line, l.index, l.tiles, l.add)));
    const two = [{ line: "row", index: 1, tiles: [2, 1], add: 2 }];
    return { out, en: say("en", two), zh: say("zh", two), col: say("en", [{ line: "column", index: 3, tiles: [5, 4, 3], add: 4 }]) };
  });
  for (const { rows, core, ours } of result.out) assert.equal(ours, core, `${JSON.stringify(rows)}: the core adds ${core}, the named conflicts ${ours}`);
  assert.ok(result.out.length >= 20 && result.out.filter((o) => o.core > 0).length >= 5, `${result.out.length} boards, ${result.out.filter((o) => o.core > 0).length} with conflicts`);
  assert.match(result.en, /linear conflicts add 2 \(row 1: tiles 2 and 1 are in their goal row but in the wrong order, so one must step out: \+2\): h = 7/);
  assert.match(result.col, /column 3: tiles 5, 4 and 3 are in their goal column but in the wrong order, so 2 must step out: \+4/);
  assert.match(result.zh, /线性冲突再加 2（第 1 行的 2、1 都在目标行里但顺序颠倒，要有 1 块让开：\+2）/);
  await page.close();
  assert.deepEqual(errors, []);
});
