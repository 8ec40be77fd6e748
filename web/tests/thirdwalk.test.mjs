// What the second learner's walk left (issue 40, session 47), in a real
// Chromium from the static folder, en and zh, each failing on the page
// before its fix: no panel, tree, key or pseudocode line contradicts the
// narration at lessons 3.2, 4.2, 5.1, 5.2 and 9.1, in side by side, and at a
// link that asks for an algorithm the board does not offer; the
// enumeration tree's nodes are named by their presses and role.
// Screenshots: web/test-results/thirdwalk-*.png.
import { test } from "node:test";
import assert from "node:assert/strict";
import { shot, staticSuite, byId } from "./harness.mjs";

const suite = staticSuite();
const { errors, open } = suite;
const LANGS = ["en", "zh"];

/// Waits until the page shows a loaded trace (or a board refused before any search).
async function loaded(page) {
  await page.waitForFunction(() => document.querySelector('[data-testid="tree"]') && !document.querySelector('[data-testid="tree"]').hidden);
}

/// The tree's nodes: key, classes, name.
const treeNodes = (page) =>
  page.$$eval('[data-testid="tree-node"]', (gs) => gs.map((g) => ({ key: g.dataset.key, classes: [...g.classList], name: g.getAttribute("aria-label") })));

test("9.1: the start of a board proved impossible is not drawn expanded; the tree says no search ran; both inversion counts are shown, en and zh", async () => {
  for (const lang of LANGS) {
    const page = await open(`#learn=9.1&l=${lang}`);
    await loaded(page);
    const nodes = await treeNodes(page);
    assert.equal(nodes.length, 1, "the start alone");
    for (const role of ["done", "now", "wait"]) assert.ok(!nodes[0].classes.includes(role), `${lang}: the start is not "${role}": ${nodes[0].classes}`);
    assert.match(nodes[0].name, lang === "en" ? /not searched/ : /未搜索/);
    assert.equal((await page.textContent(byId("visited"))).trim(), "0");
    assert.match(await page.textContent(`${byId("tree")} .tree-caption`), lang === "en" ? /no search ran/ : /没有进行搜索/);
    // 2 1 3 8 _ 4 7 6 5 against 1 2 3 8 _ 4 7 6 5: 8 inversions against 7
    // (short: on a phone Step stays on the first screen).
    const said = await page.textContent(byId("narration"));
    if (lang === "en") assert.match(said, /Inversions: this board 8 \(even\), the goal 7 \(odd\)\./, said);
    else assert.match(said, /逆序数：这个棋盘 8（偶），目标 7（奇）。/, said);
    await shot(page, `thirdwalk-${lang}-9.1`);
    await page.close();
  }
});

test("4.2 and bidirectional BFS: the depth counter names both frontiers, and at the meeting the path's two halves as the tree draws them, en and zh", async () => {
  for (const lang of LANGS) {
    const page = await open(`#learn=4.2&l=${lang}`);
    await loaded(page);
    assert.match(await page.textContent(byId("narration")), lang === "en" ? /a path of 4 moves/ : /路径共 4 步/);
    const depth = (await page.textContent(byId("depth"))).trim();
    const halves = depth.match(/^(\d+) \+ (\d+) = (\d+)$/);
    assert.ok(halves, `${lang}: the meeting path's halves: "${depth}"`);
    assert.equal(Number(halves[3]), 4);
    // The halves are the meeting state's depth in each tree.
    const met = (await treeNodes(page)).filter((n) => n.classes.includes("met"));
    assert.ok(met.length >= 1);
    const depthOf = (name) => Number(name.match(lang === "en" ? /depth (\d+)/ : /深度 (\d+)/)[1]);
    const fwd = met.find((n) => n.classes.includes("forward"));
    if (fwd) assert.equal(depthOf(fwd.name), Number(halves[1]), `${lang}: the start's half is the met node's row`);
    assert.match(await page.textContent("#c-depth-label"), lang === "en" ? /Meeting path/ : /相遇路径/);
    await shot(page, `thirdwalk-${lang}-4.2`);
    await page.close();
    // Before they meet: each side's level, as the tree's rows number them.
    const mid = await open(`#p=flip&s=1001-1101-1001-1000&a=bibfs&l=${lang}&e=300`);
    await loaded(mid);
    assert.match((await mid.textContent(byId("depth"))).trim(), /^\d+ \/ ↑\d+$/);
    assert.match(await mid.textContent("#c-depth-label"), lang === "en" ? /start \/ ↑goals/ : /起点 \/ ↑目标/);
    await mid.close();
  }
});

test("5.2: A*'s tree key speaks of the open list and the least f, not a queue; IDA*'s of the Path panel, en and zh", async () => {
  for (const lang of LANGS) {
    const page = await open(`#learn=5.2&l=${lang}`);
    await loaded(page);
    const help = await page.textContent(`${byId("tree")} .tree-help`);
    if (lang === "en") {
      assert.match(help, /yellow, the state being expanded \(taken from the open list: the least f = g \+ h\)/, help);
      assert.doesNotMatch(help, /queue/, help);
    } else {
      assert.match(help, /开放列表取出的 f = g \+ h 最小者/, help);
      assert.doesNotMatch(help, /队列/, help);
    }
    await page.close();
    const ida = await open(`#learn=6.2&l=${lang}`);
    await loaded(ida);
    const idaHelp = await ida.textContent(`${byId("tree")} .tree-help`);
    assert.match(idaHelp, lang === "en" ? /Path panel's current/ : /“当前路径”面板里的当前状态/);
    assert.doesNotMatch(idaHelp, lang === "en" ? /queue/ : /队列/);
    await ida.close();
  }
});

test("side by side: no side shows its answer before the event that finds it, en and zh", async () => {
  for (const lang of LANGS) {
    const page = await open(`#p=flip&s=1001-1101-1001-1000&a=bfs&l=${lang}&m=compare`);
    await page.waitForFunction(() => !/ \/ 0$/.test(document.querySelector('[data-testid="sbs-left-event"]').textContent));
    await page.click(byId("sbs-step"));
    for (const side of ["left", "right"]) {
      const info = await page.textContent(`#sbs-${side}-info`);
      assert.match(info, lang === "en" ? /Moves not found yet$/ : /步数 尚未找到$/, `${lang} ${side} mid-search: ${info}`);
    }
    // At the end of both, the answer (4 flips).
    await page.$eval(byId("sbs-timeline"), (el) => {
      el.value = el.max;
      el.dispatchEvent(new Event("input", { bubbles: true }));
    });
    for (const side of ["left", "right"]) assert.match(await page.textContent(`#sbs-${side}-info`), lang === "en" ? /Moves 4$/ : /步数 4$/);
    await page.close();
  }
});

test("3.2: walking back 1 of 4, the move list lights the one move the walk found and dims the rest, the tree one edge, en and zh", async () => {
  for (const lang of LANGS) {
    const page = await open(`#learn=3.2&l=${lang}`);
    await loaded(page);
    assert.match(await page.textContent(byId("narration")), lang === "en" ? /Walking back, 1 of 4/ : /往回走，第 1\/4 步/);
    // The last move lit (found by the walk), the three before it dimmed and said not walked yet.
    const listed = await page.$$eval(`${byId("path")} li`, (lis) => lis.map((li) => li.className));
    assert.deepEqual(listed, ["unwalked", "unwalked", "unwalked", "now walked"], `${lang}: ${listed}`);
    assert.match(await page.textContent(`${byId("path")} li`), lang === "en" ? /not walked back yet/ : /还没有走回到这一步/);
    const colours = await page.$$eval(`${byId("path")} li`, (lis) => lis.map((li) => getComputedStyle(li).color));
    assert.notEqual(colours[0], colours[3], "the unwalked moves look different");
    assert.equal(await page.locator(`${byId("tree")} line.edge.path`).count(), 1, `${lang}: one edge of the path lit`);
    await shot(page, `thirdwalk-${lang}-3.2`);
    await page.close();
  }
});

test("5.1: the start's estimate is on the line that puts the start in the open list, before the loop, en and zh", async () => {
  for (const lang of LANGS) {
    const page = await open(`#learn=5.1&l=${lang}`);
    await loaded(page);
    assert.match(await page.textContent(byId("narration")), /g = 0/);
    const lines = await page.$$eval(`${byId("pseudocode")} li`, (lis) => lis.map((li) => ({ text: li.textContent, current: li.getAttribute("aria-current") === "step" })));
    const current = lines.findIndex((l) => l.current);
    const loop = lines.findIndex((l) => (lang === "en" ? /^while/ : /^当/).test(l.text));
    assert.ok(current >= 0 && current < loop, `${lang}: line ${current + 1} is before the loop (line ${loop + 1})`);
    assert.match(lines[current].text, /put\(t, g\)/);
    // The start's line calls it.
    assert.match(lines[0].text, lang === "en" ? /put\(start, 0\)/ : /put\(起点, 0\)/);
    await page.close();
  }
});

test("a knights link asking for the distance table says the table is not offered and shows BFS's search, en and zh", async () => {
  for (const lang of LANGS) {
    const page = await open(`#p=knight&s=11101-01111-00111-0000*-00010&t=11111-01111-00*11-00001-00000&a=table&l=${lang}&e=0`);
    assert.equal(await page.inputValue(byId("algorithm")), "bfs");
    const said = await page.textContent(byId("narration"));
    assert.match(said, lang === "en" ? /asked for “distance table”, which is not offered for this board: the page shows “BFS” instead/ : /要求使用“距离表（反向广搜）”，但它不适用于这个棋盘：本页改用“广度优先搜索”/, said);
    assert.doesNotMatch(said, /Error|错误/);
    assert.match(await page.textContent(byId("plan-note")), lang === "en" ? /not offered/ : /不适用/);
    // The pseudocode is BFS's, not the table's.
    assert.match(await page.textContent(`${byId("pseudocode")} li`), lang === "en" ? /queue ← \[start\]/ : /队列 ← \[起点\]/);
    await shot(page, `thirdwalk-${lang}-knight-table`);
    await page.close();
  }
});

test("the enumeration tree's nodes are named by their presses, board and role, en and zh", async () => {
  for (const lang of LANGS) {
    const page = await open(`#p=flip&s=110-101-011&a=enumerate&l=${lang}&e=12`);
    await loaded(page);
    const nodes = await treeNodes(page);
    assert.ok(nodes.length >= 5, `${nodes.length} nodes`);
    const names = nodes.map((n) => n.name);
    assert.equal(new Set(names).size, names.length, `${lang}: every name differs: ${names.join(" | ")}`);
    for (const n of nodes) {
      assert.doesNotMatch(n.name, /\{\d+\}/);
      if (n.key !== "") assert.match(n.name, lang === "en" ? /^press set \(\d,\d\).*(being tried|tried|solves the board)/ : /^按法组合 \(\d,\d\).*(正在尝试|已试过|能解开棋盘)/, n.name);
    }
    await page.close();
  }
  assert.deepEqual(errors, []);
});

test("the quiz marks the option chosen when wrong, in words and colour, and says which was right, en and zh", async () => {
  for (const lang of LANGS) {
    const page = await open(`#p=flip&s=1001-1101-1001-1000&a=bfs&l=${lang}&m=quiz`);
    let options = 0;
    for (let n = 0; n < 40 && options === 0; n++) {
      await page.waitForSelector(`#quiz[data-busy="false"] ${byId("quiz-question")}`);
      options = await page.locator(byId("quiz-option")).count();
      if (options === 0) await page.click(byId("quiz-new"));
    }
    assert.ok(options >= 2, "a question with options");
    const answer = await page.getAttribute(byId("quiz-question"), "data-answer");
    const values = await page.$$eval(byId("quiz-option"), (bs) => bs.map((b) => b.dataset.value));
    const wrong = values.find((v) => v !== answer);
    const label = (v) => page.textContent(`${byId("quiz-option")}[data-value="${v}"]`);
    const [wrongLabel, rightLabel] = [await label(wrong), await label(answer)];
    await page.click(`${byId("quiz-option")}[data-value="${wrong}"]`);
    const chosen = `${byId("quiz-option")}[data-value="${wrong}"]`;
    assert.match(await page.textContent(chosen), lang === "en" ? /✗ your answer$/ : /✗ 你的答案$/);
    assert.match(await page.textContent(`${byId("quiz-option")}[data-value="${answer}"]`), lang === "en" ? /✓ right$/ : /✓ 正确答案$/);
    // Its colour is not greyed out with the other (disabled) options.
    assert.equal(await page.$eval(chosen, (b) => getComputedStyle(b).filter), "none");
    const feedback = await page.textContent(byId("quiz-feedback"));
    const said = lang === "en" ? `You answered ${wrongLabel}; the right answer is ${rightLabel}.` : `你答的是 ${wrongLabel}；正确答案是 ${rightLabel}。`;
    assert.ok(feedback.includes(said), `${lang}: ${feedback}`);
    await shot(page, `thirdwalk-${lang}-quiz-wrong`);
    await page.close();
  }
});

test("the page has one <h1> (the logo, named), and Compare's table has no empty header, en and zh", async () => {
  for (const lang of LANGS) {
    const page = await open(`#p=flip&s=1001-1101-1001-1000&a=bfs&l=${lang}&m=compare`);
    await page.waitForSelector(`${byId("compare")} table th`);
    assert.equal(await page.locator("h1").count(), 1);
    assert.equal(await page.getAttribute("h1 canvas", "aria-label"), "GRIDSOLVE");
    const heads = await page.$$eval(`${byId("compare")} table th`, (ths) => ths.map((th) => th.textContent.trim()));
    assert.ok(heads.length >= 5 && heads.every((h) => h.length > 0), `${lang}: ${JSON.stringify(heads)}`);
    await page.close();
  }
});

test("phone 390 x 844: at 3.2 and 5.2 the tree the text names is on the first screen, with the other panel named, the narration and Step, en and zh", async () => {
  const PHONE = { width: 390, height: 844 };
  for (const lang of LANGS) {
    for (const [step, other] of [["3.2", "pseudocode"], ["5.2", "queue"]]) {
      const page = await open(`#learn=${step}&l=${lang}`, PHONE);
      await loaded(page);
      await page.waitForTimeout(300);
      const boxes = await page.evaluate((other) => {
        const rect = (sel) => {
          const r = document.querySelector(sel).getBoundingClientRect();
          return { top: Math.round(r.top), bottom: Math.round(r.bottom), height: Math.round(r.height) };
        };
        return {
          tree: rect('[data-testid="tree"] .tree-svg svg'),
          other: rect(`[data-testid="${other}"]`),
          narration: rect('[data-testid="narration"]'),
          step: rect('[data-testid="step"]'),
          width: document.documentElement.scrollWidth,
        };
      }, other);
      const where = `${lang} ${step}: ${JSON.stringify(boxes)}`;
      assert.ok(boxes.tree.height > 40 && boxes.tree.top >= 0 && boxes.tree.bottom <= PHONE.height, `${where}: the tree on the first screen`);
      assert.ok(boxes.other.top >= 0 && boxes.other.top + 40 <= PHONE.height, `${where}: the ${other} starts on the first screen`);
      for (const name of ["narration", "step"]) assert.ok(boxes[name].bottom <= PHONE.height, `${where}: ${name}`);
      assert.ok(boxes.width <= PHONE.width, `${where}: no horizontal overflow`);
      await shot(page, `thirdwalk-phone-${lang}-${step}`);
      await page.close();
    }
  }
});

// (Bidirectional BFS's two frontiers, lesson 4, are longer than the column
// left under the pseudocode line its steps name: not asked there.)
test("1280 x 800: at every step of the BFS lessons 2 and 3 the queue's front (the state taken) is in view in the side column, with what the step names (2.4's chart), en; 2.4 in zh", async () => {
  const runs = [...["2.1", "2.2", "2.3", "2.4", "3.1", "3.2", "3.3"].map((step) => ["en", step]), ["zh", "2.4"]];
  for (const [lang, step] of runs) {
    const page = await open(`#learn=${step}&l=${lang}`);
    await loaded(page);
    await page.waitForTimeout(250);
    const seen = await page.evaluate(() => {
      const side = document.querySelector(".grid > .side").getBoundingClientRect();
      const inView = (el) => {
        if (!el) return null;
        const r = el.getBoundingClientRect();
        return r.top >= side.top - 1 && r.bottom <= Math.min(side.bottom, innerHeight) + 1;
      };
      return { front: inView(document.querySelector("#queue li.current")), hist: inView(document.querySelector("#hist")) };
    });
    const where = `${lang} ${step}`;
    if (seen.front !== null) assert.ok(seen.front, `${where}: the queue's front in view`);
    if (step === "2.4") assert.ok(seen.hist, `${where}: the chart in view`);
    if (step === "2.4") await shot(page, `thirdwalk-${lang}-2.4-desk`);
    await page.close();
  }
});

test("an exercise's Start board shows no hover frame (it cannot be edited); the chart's counts fit their column (a 5 x 5's 1,935,294)", async () => {
  const page = await open("#learn=1.3&l=en");
  await page.waitForSelector("body.exercise-locked");
  await page.hover("#board .cell >> nth=5");
  assert.equal(await page.$eval("#board .cell >> nth=5", (c) => getComputedStyle(c).outlineStyle), "none");
  await page.close();
  // The chart, drawn by the page's own code with the 5 x 5 BFS's counts per depth.
  const watch = await open("#p=flip&s=1001-1101-1001-1000&a=bfs&l=en&e=1");
  const overflow = await watch.evaluate(async () => {
    const { renderCounters } = await import("./js/panels.js");
    const hist = [1, 25, 300, 2300, 12650, 53130, 176176, 467104, 982335, 1596279, 1935294, 1684446, 1004934, 383670, 82614, 7350];
    renderCounters({ algorithm: "bfs", steps: [{}] }, { depth: 15, expanded: 8388608, stored: 8388608, waiting: 0, hist, stack: [], tree: new Map() }, 1, true);
    const side = document.querySelector(".grid > .side").getBoundingClientRect();
    return [...document.querySelectorAll("#hist .hnum")].filter((n) => {
      const range = document.createRange();
      range.selectNodeContents(n);
      const text = range.getBoundingClientRect();
      return text.right > n.getBoundingClientRect().right + 0.5 || text.right > side.right;
    }).map((n) => n.textContent);
  });
  assert.deepEqual(overflow, [], "counts past their column");
  await watch.close();
});

// The third learner's walk: at lesson 7.1 (the enumeration's first size, e=3)
// the narration said "Trying every single press" and the counters size 1,
// while the tree filled the empty set yellow ("being tried") and the press
// set panel said "0 presses".
test("7.1: at a new size no set is being tried: the empty set is tried, the panel counts the new size, en and zh", async () => {
  for (const lang of LANGS) {
    const page = await open(`#p=flip&s=110-101-011&a=enumerate&l=${lang}&e=3&learn=7.1`);
    await loaded(page);
    const nodes = await treeNodes(page);
    assert.ok(nodes.length >= 1, "the empty set is drawn");
    for (const node of nodes) assert.ok(!node.classes.includes("now"), `${lang}: ${node.key} is not being tried: ${node.classes}`);
    const empty = nodes.find((node) => node.key === "");
    assert.match(empty.name, lang === "en" ? /, tried:/ : /已试过/, empty.name);
    const title = await page.textContent("#queue-len");
    assert.match(title, lang === "en" ? /\(1 press; 9 sets of this size left\)/ : /按 1 .*9/, title);
    await shot(page, `thirdwalk-${lang}-7.1`);
  }
});

// The fourth learner's walk: at the meeting of bidirectional BFS (lesson 4.2,
// event 1684) the narration and the tree had ended the level, while the
// Frontiers panel still said "taken, being expanded" of the goal side's last.
test("4.2: once the frontiers meet nothing is being expanded, in the panel as in the tree, en and zh", async () => {
  for (const lang of LANGS) {
    const page = await open(`#p=flip&s=1001-1101-1001-1000&a=bibfs&l=${lang}&e=1684&learn=4.2`);
    await loaded(page);
    assert.equal(await page.locator("#queue li.current").count(), 0, `${lang}: no frontier item is being expanded`);
    const said = await page.textContent("#queue");
    assert.ok(!said.includes(lang === "en" ? "being expanded" : "正在展开"), `${lang}: ${said.slice(0, 200)}`);
    for (const node of await treeNodes(page)) assert.ok(!node.classes.includes("now"), `${lang}: ${node.key} is not being expanded`);
  }
});

// P2324's statement: 0表示白色骑士，1表示黑色骑士 (0 a white knight, 1 a black
// one); the page had them the other way round (found by the fourth learner).
test("knights: '1' is a black knight and '0' a white one, as P2324's statement says, en and zh", async () => {
  for (const lang of LANGS) {
    const page = await open(`#p=knight&s=10110-01*11-10111-01001-00000&t=11111-01111-00*11-00001-00000&a=idastar&l=${lang}`);
    const cell = (c) => `${byId("board")} .cell[data-row="0"][data-col="${c}"]`;
    await page.waitForSelector(cell(0));
    const names = [await page.getAttribute(cell(0), "aria-label"), await page.getAttribute(cell(1), "aria-label")];
    // Row 1 of the start: '1' then '0'.
    assert.match(names[0], lang === "en" ? /black knight/ : /黑骑士/, names[0]);
    assert.match(names[1], lang === "en" ? /white knight/ : /白骑士/, names[1]);
    const rule = await page.textContent("body");
    assert.ok(rule.includes(lang === "en" ? "Black knights (1) and white knights (0)" : "黑骑士 (1) 和白骑士 (0)"), `${lang}: the rule`);
  }
});
