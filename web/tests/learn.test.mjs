// Learn mode in a real Chromium, from the static folder: every lesson walked
// end to end with the Next button, in English and in 中文. Each step shows
// its own text, the pseudocode line of its event and a narration without an
// undefined word; each exercise is played on the board (following the
// page's own hints) until the page says it was solved in the minimum, and
// that minimum is the CLI's. Every step's permalink reopens that step.
import { test } from "node:test";
import assert from "node:assert/strict";
import { cliAnswer, shot, staticSuite, byId } from "./harness.mjs";
import { LESSONS, stepCount, learnKey, isExercise } from "../js/lessons.js";
import { lineOf } from "../js/pseudocode.js";
import { WORDS } from "../js/i18n.js";

const suite = staticSuite();
const { errors } = suite;
const UNDEFINED = /undefined|null|NaN|\[object/;

/// The page at `hash`, in the browser's own viewport (1360 x 900).
const openPage = (hash) => suite.open(hash, null);

/// Waits until the step's text and its board are on the page.
async function waitForStep(page, lesson, step, lang) {
  const exercise = isExercise(lesson, step);
  const text = exercise ? lesson.exercise[lang] : lesson.steps[step][lang];
  await page.waitForFunction((want) => document.querySelector('[data-testid="lesson-text"]').textContent === want, text);
  if (exercise) {
    // The core has answered: the page says Hint comes after a wrong try.
    await page.waitForFunction((want) => document.querySelector('[data-testid="narration"]').textContent === want, WORDS[lang].hintLater);
    return;
  }
  const view = { ...lesson.view, ...(lesson.steps[step].view ?? {}) };
  const at = lesson.steps[step].at;
  if (view.mode === "compare") {
    await page.waitForSelector(`${byId("compare")} table`);
  } else if (at?.kind) {
    // The highlighted line is the line of the step's event.
    const line = lineOf(view.algorithm, at.kind);
    await page.waitForFunction((want) => document.querySelector('#pseudocode li[aria-current="step"]')?.dataset.line === String(want), line);
  } else {
    await page.waitForFunction(() => /\d+ \/ \d+/.test(document.querySelector('[data-testid="event"]').textContent) && !/…$/.test(document.querySelector('[data-testid="narration"]').textContent));
  }
}

/// A move on the stage and the move back: one of the two cannot bring the
/// board closer to the goal, so the page offers Hint after them.
async function moveAndBack(page, puzzle) {
  const cells = await page.$$eval(`${byId("stage")} .cell`, (els) => els.map((e) => [+e.dataset.row, +e.dataset.col, +e.dataset.value]));
  const at = (r, c) => `${byId("stage")} .cell[data-row="${r}"][data-col="${c}"]`;
  if (puzzle === "slide" || puzzle === "knight") {
    const [br, bc] = cells.find(([, , v]) => v === 0);
    const steps = puzzle === "slide" ? [[-1, 0], [1, 0], [0, -1], [0, 1]] : [[1, 2], [2, 1], [-1, 2], [-2, 1], [1, -2], [2, -1], [-1, -2], [-2, -1]];
    const [r, c] = steps.map(([dr, dc]) => [br + dr, bc + dc]).find(([r, c]) => cells.some(([i, j, v]) => i === r && j === c && v !== 0));
    await page.click(at(r, c));
    await page.click(at(br, bc));
  } else if (puzzle === "swap") {
    for (let k = 0; k < 2; k++) {
      await page.click(at(0, 0));
      await page.click(at(0, 1));
    }
  } else {
    await page.click(at(0, 0));
    await page.click(at(0, 0));
  }
}

/// Plays the exercise: a wrong try first (Hint appears only then); undone
/// back to the start, Hint goes again, as at a fresh start; a wrong try
/// again, then the page's hints until the page gives its verdict: the two
/// moves of the try over the minimum.
async function playExercise(page, lesson, lang) {
  const { puzzle, start, target } = lesson.exercise.view;
  assert.equal(await page.isVisible(byId("hint")), false, `${lesson.id}: no Hint before a wrong try`);
  await moveAndBack(page, puzzle);
  await page.waitForSelector(`${byId("hint")}:visible`);
  await page.click(byId("undo"));
  await page.click(byId("undo"));
  assert.equal(await page.isVisible(byId("hint")), false, `${lesson.id}: Hint after undoing back to the start`);
  await moveAndBack(page, puzzle);
  await page.waitForSelector(`${byId("hint")}:visible`);
  for (let moves = 0; moves < 10; moves++) {
    if (await page.$(`${byId("lesson-check")}:is(.done, .again)`)) break;
    await page.click(byId("hint"));
    await page.waitForSelector(`${byId("stage")} .cell.hint-at`);
    const cells = await page.$$eval(`${byId("stage")} .cell.hint-at`, (els) => els.map((e) => [e.dataset.row, e.dataset.col, e.dataset.value]));
    for (const [r, c, v] of cells) {
      // A token moves into the blank: click the token, not the blank.
      if ((puzzle === "slide" || puzzle === "knight") && v === "0") continue;
      await page.click(`${byId("stage")} .cell[data-row="${r}"][data-col="${c}"]`);
    }
  }
  const check = await page.textContent(byId("lesson-check"));
  const minimum = cliAnswer(puzzle, start, target);
  assert.ok(await page.$(`${byId("lesson-check")}.again`), `${lesson.id} ${lang}: ${check}`);
  assert.ok(check.includes(String(minimum)) && check.includes(String(minimum + 2)), `${lesson.id} ${lang}: '${check}' names the CLI's minimum ${minimum} and the ${minimum + 2} moves made`);
}

for (const lang of ["en", "zh"]) {
  test(`every lesson, end to end, in ${lang}`, async () => {
    const page = await openPage(`#learn=1.1&l=${lang}`);
    for (const [l, lesson] of LESSONS.entries()) {
      for (let s = 0; s < stepCount(lesson); s++) {
        await waitForStep(page, lesson, s, lang);
        const said = await page.textContent(byId("narration"));
        assert.ok(!UNDEFINED.test(said), `${lesson.id} ${s + 1} ${lang}: ${said}`);
        assert.ok(page.url().endsWith(`learn=${learnKey(l, s)}`), page.url());
        if (s === 0 || s === stepCount(lesson) - 1) await shot(page, `learn-${lang}-${l + 1}.${s + 1}-${lesson.id}`);
        if (isExercise(lesson, s)) {
          await playExercise(page, lesson, lang);
          if (l === LESSONS.length - 1) await shot(page, `learn-${lang}-${l + 1}.${s + 1}-${lesson.id}-solved`);
        }
        if (l < LESSONS.length - 1 || s < stepCount(lesson) - 1) await page.click(byId("lesson-next"));
      }
    }
    assert.equal(await page.isDisabled(byId("lesson-next")), true, "the last step has no Next");
    await page.close();
    assert.deepEqual(errors, []);
  });
}

test("a lesson step's permalink opens that step, and Close leaves Learn mode", async () => {
  const lesson = LESSONS[4];
  const page = await openPage(`#learn=5.2&l=zh`);
  await waitForStep(page, lesson, 1, "zh");
  assert.match(await page.textContent(byId("lesson-where")), /第 2 步，共 4 步/);
  // On a phone the lesson box fits the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(width <= 390, `scroll width ${width} at 390 px`);
  await shot(page, "learn-zh-5.2-phone");
  await page.click(byId("lesson-close"));
  assert.equal(await page.isVisible(byId("lesson")), false);
  assert.ok(!page.url().includes("learn="), page.url());
  await page.close();
  assert.deepEqual(errors, []);
});
