// The learner's walk of the merged page (session 45), in a real Chromium
// from the static folder, each test failing on the page before its fix:
// Undo in Play takes the old Hint away and offers Hint as a fresh start
// does; on a phone every lesson step brings what its text names (the
// pseudocode, the tree, the open list) under the board; IDA*'s child cut at
// this very event drawn as a cut node; Back / Next / Close on a 1280 x 800
// screen at every step; a site without its WebAssembly says so and how to
// build it; one number format in IDA*'s note and tree caption, and the
// Event counter on one line. Screenshots: web/test-results/page2-*.png.
import { test } from "node:test";
import assert from "node:assert/strict";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { startStatic, shot, repo, staticSuite, byId, DESK } from "./harness.mjs";
import { LESSONS, stepCount } from "../js/lessons.js";

const suite = staticSuite();
const { errors, open } = suite;
const SITE = process.env.SITE_DIR || path.join(repo, "target", "site");

/// Waits until a trace is loaded (or a comparison shown) and the step settled.
async function settled(page) {
  await page.waitForFunction(() => {
    if (document.querySelector('[data-testid="compare"]:not([hidden]) td')) return true;
    if (document.body.dataset.mode === "play") return /\d/.test(document.querySelector('[data-testid="play-counter"]').textContent);
    // The search done (Solve enabled again), and its events counted ("24,455 / 24,464"
    // is grouped), or none: a board proved impossible before any search (lesson 9's).
    if (document.querySelector('[data-testid="solve"]').disabled) return false;
    const event = document.querySelector('[data-testid="event"]').textContent;
    return /^[\d,]+ \/ [1-9]/.test(event) || (event === "0 / 0" && document.querySelector('[data-testid="answer"]').dataset.answer !== "");
  }, null, { timeout: 8000 }).catch(() => {});
  await page.waitForTimeout(300);
}

test("Play: Undo takes the old Hint away and offers Hint as after a fresh start, en and zh", async () => {
  const slide = "p=slide&s=8.1.3-2.0.4-7.6.5&t=1.2.3-8.0.4-7.6.5&a=bfs&m=play";
  for (const [lang, hintWord] of [["en", /^Hint: tile 6 moves down/], ["zh", /^提示：.*6/]]) {
    // An exercise (lesson 5's): Hint only after a wrong try.
    const page = await open(`#${slide}&l=${lang}&learn=5.4`);
    await settled(page);
    assert.equal(await page.isVisible(byId("hint")), false, `${lang}: no Hint at the start`);
    const narration = () => page.textContent(byId("narration"));
    const before = await narration();
    // Tile 6 (row 3, column 2) slides up into the blank: no nearer the goal.
    await page.click(`${byId("stage")} .cell[data-row="2"][data-col="1"]`);
    await page.waitForSelector(`${byId("hint")}:visible`);
    await page.click(byId("hint"));
    await page.waitForFunction((re) => new RegExp(re).test(document.querySelector('[data-testid="narration"]').textContent), hintWord.source);
    assert.ok(await page.locator(`${byId("stage")} .cell.hinted`).count(), `${lang}: the hinted cell is marked`);
    await page.click(byId("undo"));
    await page.waitForTimeout(300);
    const after = await narration();
    assert.doesNotMatch(after, hintWord, `${lang}: after Undo the narration still says ${after}`);
    assert.equal(await page.locator(`${byId("stage")} .cell.hinted`).count(), 0, `${lang}: a hinted cell after Undo`);
    assert.equal(await page.isVisible(byId("hint")), false, `${lang}: Hint offered at 0 moves after Undo`);
    assert.match(await page.textContent(byId("play-counter")), /\b0\b/);
    assert.notEqual(after, before, `${lang}: Undo says nothing`);
    if (lang === "en") assert.match(after, /^Move undone: 0 moves made\. Hint appears after a move/);
    else assert.match(after, /^已撤销一步：现在走了 0 步。/);
    await shot(page, `page2-${lang}-undo`);
    await page.close();

    // Play (not an exercise): Hint stays offered, the hint itself goes, and the minimum from here is said.
    const free = await open(`#${slide}&l=${lang}`);
    await settled(free);
    await free.click(`${byId("stage")} .cell[data-row="2"][data-col="1"]`);
    await free.click(byId("hint"));
    await free.waitForFunction((re) => new RegExp(re).test(document.querySelector('[data-testid="narration"]').textContent), hintWord.source);
    await free.click(byId("undo"));
    await free.waitForTimeout(300);
    const said = await free.textContent(byId("narration"));
    assert.match(said, lang === "en" ? /^Move undone: 0 moves made; from here the minimum is 4\.$/ : /^已撤销一步：现在走了 0 步；从这里最少还要 4 步。$/, `${lang}: ${said}`);
    assert.equal(await free.locator(`${byId("stage")} .cell.hinted`).count(), 0);
    assert.equal(await free.isVisible(byId("hint")), true);
    await free.close();
  }
  assert.deepEqual(errors, []);
});

// What a step's English text names, and the `look` that must bring it.
const NAMES = [
  [/pseudocode/i, "pseudocode"],
  [/\btree\b/i, "tree"],
  [/open list panel|Path panel|queue panel/i, "queue"],
  [/\bchart\b/i, "hist"],
];

// Each step declares what its text names (checked here, without a
// browser); that it comes under the board on a 390 x 844 phone is checked
// at every step by teacher's walk ("390 px: no mode and no lesson step ...").
test("every step declares what its text names", () => {
  for (const [l, lesson] of LESSONS.entries()) {
    lesson.steps.forEach((s, i) => {
      const looks = [s.look ?? []].flat();
      for (const [re, name] of NAMES) {
        if (re.test(s.en)) assert.ok(looks.includes(name), `lesson ${l + 1}.${i + 1} names the ${name} but does not declare it: ${s.en}`);
      }
    });
  }
});

/// The computed colour of a CSS colour, as the browser writes it.
const rgb = (page, color) => page.evaluate((c) => {
  const probe = document.createElement("span");
  probe.style.color = c;
  document.body.appendChild(probe);
  const out = getComputedStyle(probe).color;
  probe.remove();
  return out;
}, color);

test("IDA*: the child just cut is drawn as a cut node (red, dashed), marked by a thicker outline", async () => {
  for (const hash of ["#p=toggle&s=0100-0000-0000-0100&a=idastar&l=en&e=4", "#p=knight&s=11101-01111-00111-0000*-00010&t=11111-01111-00*11-00001-00000&a=idastar&l=en&e=4"]) {
    const page = await open(hash);
    await page.waitForSelector(`${byId("tree")} .node.cut.cutnow rect`);
    const tried = await rgb(page, await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue("--tried").trim()));
    const look = await page.$eval(`${byId("tree")} .node.cut.cutnow rect`, (r) => {
      const s = getComputedStyle(r);
      return { stroke: s.stroke, dash: s.strokeDasharray, width: parseFloat(s.strokeWidth) };
    });
    assert.equal(look.stroke, tried, `${hash}: the child cut now is outlined ${look.stroke}, not the cut colour ${tried}`);
    assert.notEqual(look.dash, "none", `${hash}: not dashed`);
    assert.ok(look.width > 2, `${hash}: no thicker than a cut node (${look.width})`);
    // The tree's help says what the thicker outline means.
    assert.match(await page.textContent(`${byId("tree")} .tree-help`), /cut at this step has a thicker outline/);
    if (hash.includes("toggle")) await shot(page, "page2-en-ida-cut-now");
    await page.close();
  }
  const zh = await open("#p=toggle&s=0100-0000-0000-0100&a=idastar&l=zh&e=4");
  await zh.waitForSelector(`${byId("tree")} .node.cut.cutnow rect`);
  assert.match(await zh.textContent(`${byId("tree")} .tree-help`), /这一步刚被剪掉的子状态边框更粗/);
  await zh.close();
  assert.deepEqual(errors, []);
});

/// The side column's element a step's `look` names: its heading.
const SIDE = { queue: "#queue-head", hist: "#hist-title", pseudocode: "#pseudocode-title" };

/// On a desktop with a lesson open the side column scrolls by itself: the
/// panels the step names and the numbers its text quotes are shown whole
/// (or, naming none, the pseudocode's current line), and no heading is cut
/// at the column's top (A*'s and IDA*'s steps clipped PSEUDOCODE and hid
/// Expanded or the Stored note their text quotes).
const sideProblems = (page, wanted) => page.evaluate((wanted) => {
  const side = document.querySelector(".grid > .side");
  const box = side.getBoundingClientRect();
  const clipped = [...side.querySelectorAll("h2, h3")].filter((h) => h.getClientRects().length > 0)
    .filter((h) => { const r = h.getBoundingClientRect(); return r.top < box.top - 1 && r.bottom > box.top + 1; })
    .map((h) => `heading ${h.id} clipped`);
  const hidden = (wanted.length ? wanted : ['#pseudocode :is(li[aria-current="step"], li.tested)']).map((sel) => {
    const el = document.querySelector(sel);
    if (!el) return `${sel} missing`;
    const r = el.getBoundingClientRect();
    return r.top >= box.top - 1 && r.bottom <= Math.min(box.bottom, innerHeight) + 1 ? null : `${sel} at ${Math.round(r.top)}-${Math.round(r.bottom)} in ${Math.round(box.top)}-${Math.round(box.bottom)}`;
  }).filter(Boolean);
  return [...clipped, ...hidden];
}, wanted);

test("1280 x 800: Back, Next and Close in view at every lesson step, the text readable, the narration, Step and Play in view and no counter clipped at every step that shows a search, en and zh", async () => {
  // A step whose text quotes a number of the side column declares it.
  for (const [l, lesson] of LESSONS.entries()) {
    lesson.steps.forEach((s, i) => {
      const quotes = [s.quotes ?? []].flat();
      if (/expanding \d+ states/.test(s.en)) assert.ok(quotes.includes("visited"), `lesson ${l + 1}.${i + 1} quotes Expanded: ${s.en}`);
      if (lesson.view.algorithm === "idastar" && /memory/.test(s.en)) assert.ok(quotes.includes("counter-note"), `lesson ${l + 1}.${i + 1} speaks of what IDA* stores: ${s.en}`);
    });
  }
  for (const lang of ["en", "zh"]) {
    const page = await open(`#learn=1.1&l=${lang}`, DESK);
    for (const [l, lesson] of LESSONS.entries()) {
      for (let s = 0; s < stepCount(lesson); s++) {
        const key = `${l + 1}.${s + 1}`;
        await page.waitForFunction((want) => document.querySelector('[data-testid="lesson-where"]').textContent.includes(want), String(s + 1));
        await settled(page);
        for (const id of ["lesson-back", "lesson-next", "lesson-close"]) {
          const box = await page.locator(byId(id)).boundingBox();
          assert.ok(box && box.y >= 0 && box.y + box.height <= DESK.height, `${lang} ${key}: ${id} at ${JSON.stringify(box)}`);
        }
        const step = lesson.steps[s];
        const view = step ? { ...lesson.view, ...(step.view ?? {}) } : {};
        if (step && (view.mode ?? "watch") === "watch") {
          // A step that shows a search: its narration whole and Step, Play
          // in view (4.2's two-tree key pushed them to 757-821, 6.3's and
          // 11.3's tall trees put Step at 797 and 759-793) ...
          const off = await page.evaluate(() => ["narration", "step", "play"].map((id) => [id, document.querySelector(`[data-testid="${id}"]`).getBoundingClientRect()])
            .filter(([, r]) => r.top < 0 || r.bottom > innerHeight).map(([id, r]) => `${id} at ${Math.round(r.top)}-${Math.round(r.bottom)}`));
          assert.deepEqual(off, [], `${lang} ${key}: off the 1280 x 800 screen`);
          // ... and no counter clipped (7.2's "Expanded 1" for 18, "Event 22 / 25" cut at the right).
          const clipped = await page.$$eval(".counters dd, .counters dt", (cells) => cells.filter((c) => c.scrollWidth > c.clientWidth + 1 || c.getBoundingClientRect().right > c.closest(".side").getBoundingClientRect().right + 1).map((c) => `${c.id || c.textContent}: ${c.textContent} (${c.scrollWidth} > ${c.clientWidth})`));
          assert.deepEqual(clipped, [], `${lang} ${key}: counters clipped`);
        }
        if (["astar", "idastar"].includes(view.algorithm) && view.mode !== "compare") {
          await page.waitForFunction(() => /^[1-9]/.test(document.querySelector('[data-testid="event"]').textContent));
          const wanted = [...[step.look ?? []].flat().map((name) => SIDE[name]).filter(Boolean), ...[step.quotes ?? []].flat().map(byId)];
          const problems = await sideProblems(page, wanted);
          assert.deepEqual(problems, [], `${lang} ${key}: the side column`);
          if (key === "6.2" || key === "5.3") await shot(page, `page2-desk-${lang}-${key}`);
        }
        // Text that does not fit scrolls inside the box, and the keyboard reaches that scroll.
        const text = await page.$eval(byId("lesson-text"), (p) => ({ scrolls: p.scrollHeight > p.clientHeight + 1, tab: p.tabIndex, bottom: p.getBoundingClientRect().bottom }));
        if (text.scrolls) assert.equal(text.tab, 0, `${lang} ${key}: the text scrolls but is out of the Tab order`);
        assert.ok(text.bottom <= DESK.height, `${lang} ${key}: the text runs to ${text.bottom}`);
        if (["4.2", "5.1", "6.3", "7.2", "10.1", "11.3"].includes(key)) await shot(page, `page2-desk-${lang}-${key}`);
        if (l < LESSONS.length - 1 || s < stepCount(lesson) - 1) await page.click(byId("lesson-next"));
      }
    }
    await page.close();
  }
  assert.deepEqual(errors, []);
});

test("a site without its WebAssembly says so, and how to build it, en and zh", async () => {
  const dir = mkdtempSync(path.join(tmpdir(), "gridsolve-nowasm-"));
  cpSync(SITE, dir, { recursive: true, filter: (src) => !src.includes(`${path.sep}pkg`) });
  const bare = await startStatic(dir);
  try {
    for (const [lang, words] of [["en", /the page's WebAssembly \(pkg\/\) is missing.*scripts\/build-site\.sh/], ["zh", /WebAssembly（pkg\/）缺失.*scripts\/build-site\.sh/]]) {
      const page = await suite.browser.context.newPage();
      await page.setViewportSize(DESK);
      await page.goto(`${bare.url}#p=flip&s=1001-1101-1001-1000&a=bfs&l=${lang}`);
      await page.waitForSelector("body[data-ready=true]");
      await page.click(byId("solve"));
      await page.waitForFunction(() => /WebAssembly|JSON|Error|错误/.test(document.querySelector('[data-testid="narration"]').textContent), null, { timeout: 20_000 });
      const said = await page.textContent(byId("narration"));
      assert.match(said, words, `${lang}: ${said}`);
      assert.doesNotMatch(said, /Unexpected token|DOCTYPE|JSON/, `${lang}: ${said}`);
      await shot(page, `page2-${lang}-no-wasm`);
      await page.close();
    }
  } finally {
    bare.stop();
    rmSync(dir, { recursive: true, force: true });
  }
});

test("IDA*: the Event counter on one line beside a lesson; the note and the tree caption write numbers alike, en and zh", async () => {
  for (const [lang, inNoteRe] of [["en", /the ([\d,]+) nodes? of this iteration/], ["zh", /本轮迭代的 ([\d,]+) 个节点/]]) {
    // Lesson 6.1 on a desktop: three columns, the side one narrow; "4 / 17933" wrapped there.
    const page = await open(`#p=toggle&s=0100-0000-0000-0100&a=idastar&l=${lang}&learn=6.1`, DESK);
    await page.waitForFunction(() => /^[\d,]+ \/ [1-9][\d,]*$/.test(document.querySelector('[data-testid="event"]').textContent));
    const event = await page.$eval(byId("event"), (dd) => ({ text: dd.textContent, height: dd.getBoundingClientRect().height, line: parseFloat(getComputedStyle(dd).lineHeight) }));
    assert.ok(event.height < 1.5 * event.line, `${lang}: "${event.text}" is ${event.height} px high, ${event.line} px a line`);
    // Its numbers grouped as every other number on the page: "4 / 17,933", not "4 / 17933".
    const grouped = await page.evaluate(() => (17933).toLocaleString());
    assert.equal(event.text, `4 / ${grouped}`, `${lang}: the Event counter`);
    assert.notEqual(grouped, "17933", "the browser's locale groups digits");
    // The last event: this iteration's tree holds 1,202 nodes.
    await page.evaluate(() => {
      const range = document.getElementById("timeline");
      range.value = range.max;
      range.dispatchEvent(new Event("input"));
      range.dispatchEvent(new Event("change"));
    });
    await page.waitForFunction(() => { const t = document.querySelector('[data-testid="event"]').textContent.split(" / "); return t[0] === t[1]; });
    await page.waitForTimeout(300);
    const caption = await page.textContent(`${byId("tree")} .tree-caption`);
    const note = await page.textContent(byId("counter-note"));
    const inCaption = caption.match(/([\d,]+)/)[1];
    const inNote = note.match(inNoteRe)[1];
    assert.ok(Number(inCaption.replace(/,/g, "")) >= 1000, `${lang}: ${caption}`);
    assert.equal(inNote, inCaption, `${lang}: the note says ${inNote}, the caption ${inCaption}`);
    if (lang === "zh") await shot(page, "page2-zh-ida-numbers");
    await page.close();
  }
  assert.deepEqual(errors, []);
});
