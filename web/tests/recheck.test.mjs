// The learner's re-check of the page (issue 40), in a real Chromium from the
// static folder: IDA*'s plan note speaks of expansions, not of states held;
// lesson 10.1's text matches the matching row's numbers; the quiz's toolbar
// names no puzzle of its own; the queue question lists every new state and
// its answer is not always the first item; a knight that cannot jump is
// called a knight; Chinese queue rows say 深度, not d0.
// Screenshots: web/test-results/recheck-*.png.
import { test } from "node:test";
import assert from "node:assert/strict";
import { shot, staticSuite, byId } from "./harness.mjs";
import { shownOf } from "../js/quiz.js";

const suite = staticSuite();
const { errors, open } = suite;

test("knights lesson, IDA*: the plan note says IDA* may stop at the states it expands, never that a search holds them", async () => {
  for (const [lang, expands, holds] of [["en", /expand/, /holds at most|hold/], ["zh", /展开/, /最多存/]]) {
    const page = await open(`#learn=11.1&l=${lang}`);
    await page.waitForFunction(() => document.querySelector("#algorithm")?.value === "idastar");
    await page.waitForSelector(`${byId("plan-note")}:visible`);
    const note = await page.textContent(byId("plan-note"));
    assert.match(note, expands, `${lang}: ${note}`);
    assert.doesNotMatch(note, holds, `${lang}: ${note}`);
    assert.doesNotMatch(note, /67,603,900/, `${lang}: ${note}`);
    // BFS on the same board does hold what it meets: its note still says so.
    const bfs = await page.locator(`${byId("algorithm")} option[value="bfs"]`).getAttribute("title");
    assert.match(bfs, /67,603,900/);
    await shot(page, `recheck-${lang}-11.1-idastar-note`);
    await page.close();
  }
  assert.deepEqual(errors, []);
});

test("lesson 10.1: the text's numbers are the matching row's Expanded and Stored", async () => {
  for (const lang of ["en", "zh"]) {
    const page = await open(`#learn=10.1&l=${lang}`);
    await page.waitForSelector(`${byId("compare")} tr[data-algorithm="matching"]`);
    const cells = await page.$$eval(`${byId("compare")} tr[data-algorithm="matching"] td`, (tds) => tds.map((td) => td.textContent));
    const [, , expanded, stored] = cells;
    const text = await page.textContent(byId("lesson-text"));
    assert.doesNotMatch(text, /without any search|不做任何搜索/);
    assert.ok(text.includes(`= ${expanded}`), `${lang}: '${text}' names Expanded ${expanded}`);
    assert.ok(text.includes(`${stored} 个配对`) || text.includes(`Stored the ${stored} pairs`), `${lang}: '${text}' names Stored ${stored}`);
    await shot(page, `recheck-${lang}-10.1`);
    await page.close();
  }
  assert.deepEqual(errors, []);
});

test("the quiz: no toolbar puzzle; the queue lists every new state; the answer's place varies", async () => {
  const page = await open("#l=en");
  await page.click(byId("mode-quiz"));
  for (const id of ["puzzle", "size", "algorithm", "sample", "random", "clear"]) {
    assert.equal(await page.isVisible(byId(id)), false, `${id} hidden in the quiz`);
  }
  assert.ok(await page.isVisible(byId("mode-watch")), "the tabs stay");
  const firstInList = [];
  const places = new Set();
  let shotTaken = false;
  for (let n = 0; n < 60 && (firstInList.length < 8 || places.size < 2); n++) {
    await page.waitForSelector(`#quiz[data-busy="false"] ${byId("quiz-question")}`);
    const kind = await page.getAttribute(byId("quiz-question"), "data-kind");
    if (kind === "next") {
      const question = await page.textContent(byId("quiz-question"));
      const found = Number(question.match(/found (\d+) new states/)[1]);
      const fresh = await page.locator(`${byId("quiz-queue")} li.fresh`).count();
      assert.equal(fresh, found, `every new state listed: ${question}`);
      const answer = await page.getAttribute(byId("quiz-question"), "data-answer");
      const listed = await page.$$eval(`${byId("quiz-queue")} li[data-state]`, (lis) => lis.map((li) => li.dataset.state));
      firstInList.push(listed[0] === answer);
      const options = await page.$$eval(byId("quiz-option"), (bs) => bs.map((b) => b.dataset.value));
      places.add(options.indexOf(answer));
      assert.ok(options.every((o) => listed.includes(o)), "every option is in the list");
      if (!shotTaken && found > 5) {
        await shot(page, "recheck-en-quiz-queue");
        shotTaken = true;
      }
    }
    await page.click(byId("quiz-new"));
  }
  assert.ok(firstInList.length >= 3, `asked ${firstInList.length} queue questions`);
  assert.ok(firstInList.includes(false), "the answer is not always the queue's first item");
  assert.ok(places.size >= 2, "the answer's place among the options varies");
  await shot(page, "recheck-en-quiz");
  await page.close();
  assert.deepEqual(errors, []);
});

test("a long queue's listing keeps every new state", () => {
  const queue = [...Array(8)].map((_, i) => ({ state: i, fresh: false })).concat([...Array(8)].map((_, i) => ({ state: 100 + i, fresh: true })));
  const shown = shownOf(queue).filter(Boolean).map(([w]) => w.state);
  for (const w of queue.filter((w) => w.fresh)) assert.ok(shown.includes(w.state));
  assert.deepEqual(shown.slice(0, 3), [0, 1, 2]);
  const short = shownOf(queue.slice(0, 9));
  assert.equal(short.length, 9);
});

test("the knights exercise: a knight that cannot jump is called a knight, in en and zh", async () => {
  for (const [lang, want, not] of [["en", /knight cannot jump.*knight's move/, /next to the blank/], ["zh", /骑士跳不过去/, /数字块/]]) {
    const page = await open(`#learn=11.4&l=${lang}`);
    await page.waitForSelector(`${byId("stage")} .cell`);
    const cells = await page.$$eval(`${byId("stage")} .cell`, (els) => els.map((e) => [+e.dataset.row, +e.dataset.col, +e.dataset.value]));
    const [br, bc] = cells.find(([, , v]) => v === 0);
    const jumps = [[1, 2], [2, 1], [-1, 2], [-2, 1], [1, -2], [2, -1], [-1, -2], [-2, -1]];
    const stuck = cells.find(([r, c, v]) => v !== 0 && !jumps.some(([dr, dc]) => br + dr === r && bc + dc === c));
    await page.click(`${byId("stage")} .cell[data-row="${stuck[0]}"][data-col="${stuck[1]}"]`);
    await page.waitForFunction((re) => new RegExp(re).test(document.querySelector('[data-testid="narration"]').textContent), want.source);
    const said = await page.textContent(byId("narration"));
    assert.doesNotMatch(said, not, `${lang}: ${said}`);
    await shot(page, `recheck-${lang}-11.4-stuck-knight`);
    await page.close();
  }
  assert.deepEqual(errors, []);
});

test("Chinese queue rows say 深度, not d0", async () => {
  const page = await open("#p=flip&s=1001-1101-1001-1000&a=bfs&l=zh");
  await page.click(byId("solve"));
  await page.waitForFunction(() => !document.querySelector('[data-testid="solve"]').disabled);
  for (let i = 0; i < 12; i++) await page.click(byId("step"));
  const labels = await page.$$eval("#queue .qlabel small", (els) => els.map((e) => e.textContent));
  assert.ok(labels.length > 0);
  for (const label of labels) {
    assert.match(label, /^深度\d+/, label);
    assert.doesNotMatch(label, /\bd\d/, label);
  }
  await shot(page, "recheck-zh-queue");
  await page.close();
  assert.deepEqual(errors, []);
});
