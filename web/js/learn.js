// Learn mode: the lesson box above the board. A step opens its view (a
// real trace of the core, a comparison, or an exercise in play mode) through
// the page's own `open`, goes to the step's event, and shows the step's
// text; the pseudocode line and the narration are the page's usual ones for
// that event. The lessons themselves are data (lessons.js).
import { t, language } from "./i18n.js";
import { LESSONS, positionOf, stepCount, learnKey, isExercise } from "./lessons.js";

const $ = (id) => document.getElementById(id);
let ctx = null; // {open(view) -> Promise<trace|null>, seek(pos), save()}
let where = null; // {lesson, step} while learning
let opening = 0; // the latest openStep call; older ones stop when it starts
let verdict = null; // the exercise's check once the board reached the goal: {moves, optimum}

export function initLearn(context) {
  ctx = context;
  const select = $("lesson-pick");
  LESSONS.forEach((_, i) => {
    const option = document.createElement("option");
    option.value = String(i);
    select.appendChild(option);
  });
  select.addEventListener("change", () => openStep(Number(select.value), 0));
  $("learn").addEventListener("click", () => (where ? closeLearn() : openStep(0, 0)));
  $("lesson-next").addEventListener("click", () => move(1));
  $("lesson-back").addEventListener("click", () => move(-1));
  $("lesson-close").addEventListener("click", closeLearn);
}

/// Whether the step open is an exercise (play mode words it as one).
export function inExercise() {
  return Boolean(where && isExercise(LESSONS[where.lesson], where.step));
}

/// The permalink's learn= while learning ("3.2": lesson 3, step 2), else undefined.
export function learnParam() {
  return where ? learnKey(where.lesson, where.step) : undefined;
}

function move(by) {
  if (!where) return;
  let { lesson, step } = where;
  step += by;
  if (step < 0) {
    if (lesson === 0) return;
    lesson -= 1;
    step = stepCount(LESSONS[lesson]) - 1;
  } else if (step >= stepCount(LESSONS[lesson])) {
    if (lesson === LESSONS.length - 1) return;
    lesson += 1;
    step = 0;
  }
  openStep(lesson, step);
}

export function closeLearn() {
  where = null;
  restoreLook();
  $("lesson").hidden = true;
  document.body.classList.remove("learning");
  $("learn").classList.remove("on");
  ctx.save();
  // The lesson box (and its Close button) is gone: the focus goes to Learn.
  $("learn").focus();
}

/// Opens step `step` of lesson `lesson` (0-based): its board, its event, its text.
export async function openStep(lesson, step) {
  const mine = ++opening;
  where = { lesson, step };
  verdict = null;
  renderLesson();
  const l = LESSONS[lesson];
  restoreLook();
  if (isExercise(l, step)) {
    await ctx.open({ ...l.exercise.view, mode: "play" });
  } else {
    const s = l.steps[step];
    const trace = await ctx.open({ ...l.view, ...(s.view ?? {}) });
    if (mine !== opening) return;
    if (trace) ctx.seek(positionOf(trace, s.at) ?? 0);
    if (mine === opening) {
      bringLook(s.look);
      showInSide(s.look, s.quotes);
    }
  }
  if (mine === opening) {
    ctx.save();
    toLessonTop();
  }
}

// One column (a phone, a narrow window): the side panels come after the
// board, the tree and Start, 2,000 px and more down. A step that talks
// about one of them (`look`) brings it into the board's panel, right
// under the board, until the step changes; the page scrolls to the lesson's
// top, so its text, the board, what it talks about, the narration and the
// controls are on the first screen.
const oneColumn = typeof matchMedia === "function" ? matchMedia("(max-width: 980px)") : null;
/// The elements of each panel a step can name.
const LOOKS = { queue: ["queue-head", "queue"], hist: ["hist-title", "hist"], pseudocode: ["pseudocode-title", "pseudocode"], tree: ["tree-box"] };
const BELOW = new Set(["pseudocode", "tree"]);
const SLOTS = ["look-slot", "look-below"];
/// A step's `look` as a list of names.
const looksOf = (look) => (look === undefined || look === null ? [] : Array.isArray(look) ? look : [look]);
let moved = []; // [element, its parent, its next sibling]: where to put it back

function bringLook(look) {
  restoreLook();
  if (!oneColumn?.matches) return;
  // A step about the tree and another panel: the tree stays beside a
  // smaller board (style.css), where the first screen shows it; under the
  // controls it fell below the phone's first screen (3.2 at y = 868 and
  // 5.2 at 883 of 844). The other panel goes where it goes alone.
  const beside = looksOf(look).includes("tree") && looksOf(look).length > 1;
  document.body.classList.toggle("tree-beside", beside);
  for (const name of looksOf(look)) {
    if (beside && name === "tree") continue;
    // A small panel (the queue, the chart) goes right under the board; the
    // pseudocode and the tree, taller, under the narration and the controls,
    // which stay on the first screen.
    const slot = $(BELOW.has(name) ? "look-below" : "look-slot");
    for (const id of LOOKS[name] ?? [name]) {
      const el = $(id);
      if (!el) continue;
      moved.push([el, el.parentNode, el.nextSibling]);
      slot.appendChild(el);
    }
  }
  for (const id of SLOTS) $(id).hidden = !$(id).childElementCount;
  // The pseudocode under the board is a few lines high: its current line
  // in view, at the top of the list (centred, 3.2's line 8 fell just under
  // the first screen), with the line before it for context.
  const list = $("look-below").querySelector("#pseudocode");
  const line = list?.querySelector('li[aria-current="step"], li.tested');
  if (list && line) list.scrollTop += line.getBoundingClientRect().top - list.getBoundingClientRect().top - (line.previousElementSibling?.offsetHeight ?? 0) - 4;
  // It scrolls there: the keyboard must reach that scroll.
  if (list) list.tabIndex = 0;
}

/// Puts the panels a step brought under the board back where they were.
function restoreLook() {
  document.body.classList.remove("tree-beside");
  for (const [el, parent, next] of moved.reverse()) parent.insertBefore(el, next);
  document.getElementById("pseudocode")?.removeAttribute("tabindex");
  moved = [];
  for (const id of SLOTS) {
    const slot = document.getElementById(id);
    if (slot) slot.hidden = true;
  }
}

oneColumn?.addEventListener("change", () => {
  const s = where && LESSONS[where.lesson].steps[where.step];
  if (s) bringLook(s.look);
  else restoreLook();
});

/// In one column, the lesson's box at the top of the screen (the page's
/// header and menus above it scroll away).
function toLessonTop() {
  if (!oneColumn?.matches) return;
  const box = $("lesson");
  const top = box.getBoundingClientRect().top + window.scrollY - 4;
  window.scrollTo({ top: Math.max(0, top), behavior: "instant" });
}

/// Scrolls the side column (when it scrolls by itself: a desktop with a
/// lesson open) to what a step talks about: the panels it names (`look`:
/// the chart, the queue or the path), the side's numbers its text quotes
/// (`quotes`: the Expanded counter, IDA*'s Stored note), then the
/// pseudocode's current line, as many of them as fit, first ones first.
/// The column's top is always a heading's (or the column's own) top, so no
/// heading is clipped; a step's scroll never stays from an earlier step.
function showInSide(look, quotes) {
  const side = document.querySelector(".grid > .side");
  if (!side) return;
  if (side.scrollHeight <= side.clientHeight) {
    side.scrollTop = 0;
    return;
  }
  const offset = (el) => el.getBoundingClientRect().top - side.getBoundingClientRect().top + side.scrollTop;
  const wanted = [
    ...looksOf(look).flatMap((name) => (LOOKS[name] ?? [name]).map((id) => $(id))),
    ...looksOf(quotes).map((id) => document.querySelector(`[data-testid="${id}"]`)),
    side.querySelector('#pseudocode li[aria-current="step"], #pseudocode li.tested'),
  ].filter((el) => el && side.contains(el) && el.getClientRects().length > 0)
    .map((el) => [offset(el), offset(el) + el.getBoundingClientRect().height]);
  const max = side.scrollHeight - side.clientHeight;
  const heads = [...side.querySelectorAll("h2, h3, dl")].filter((h) => h.getClientRects().length > 0).map((h) => [offset(h), offset(h) + h.getBoundingClientRect().height]);
  const clips = (top) => heads.some(([a, b]) => a < top - 1 && b > top + 1);
  const tops = [0, ...heads.map(([a]) => Math.min(max, Math.max(0, a - 8)))].filter((top) => !clips(top));
  // The top that shows the longest run of wanted things, from the first.
  const shown = (top) => {
    let n = 0;
    for (const [a, b] of wanted) {
      if (a < top - 1 || b > top + side.clientHeight + 1) break;
      n++;
    }
    return n;
  };
  // Between tops that show as many, the one that also shows the queue's
  // front (the state taken, which the narration names at every dequeue):
  // 2.4's chart and the front together.
  const front = side.querySelector("#queue li.current");
  const frontAt = front && front.getClientRects().length > 0 ? [offset(front), offset(front) + front.getBoundingClientRect().height] : null;
  const score = (top) => 2 * shown(top) + (frontAt && frontAt[0] >= top - 1 && frontAt[1] <= top + side.clientHeight + 1 ? 1 : 0);
  let best = 0;
  for (const top of tops) if (score(top) > score(best)) best = top;
  side.scrollTop = best;
}

/// The lesson box in the page's language (called again when it changes).
export function renderLesson() {
  const box = $("lesson");
  if (!where) {
    box.hidden = true;
    document.body.classList.remove("learning");
    return;
  }
  const lang = language();
  const l = LESSONS[where.lesson];
  const exercise = isExercise(l, where.step);
  box.hidden = false;
  document.body.classList.add("learning");
  $("learn").classList.add("on");
  const select = $("lesson-pick");
  [...select.options].forEach((option, i) => (option.textContent = `${i + 1}. ${LESSONS[i].title[lang]}`));
  select.value = String(where.lesson);
  $("lesson-where").textContent = t("lessonWhere", where.step + 1, stepCount(l));
  $("lesson-text").textContent = exercise ? l.exercise[lang] : l.steps[where.step][lang];
  $("lesson-text").classList.toggle("exercise", exercise);
  fitText();
  const check = $("lesson-check");
  if (exercise && verdict) {
    const best = verdict.moves === verdict.optimum;
    const onward = where.lesson === LESSONS.length - 1 ? t("lessonsDone") : t("lessonOnward");
    check.textContent = best ? `${t("exerciseBest", verdict.moves)} ${onward}` : t("exerciseLonger", verdict.moves, verdict.optimum);
    check.className = "lesson-check " + (best ? "done" : "again");
  } else {
    check.textContent = exercise ? t("exerciseWaiting") : "";
    check.className = "lesson-check";
  }
  $("lesson-back").disabled = where.lesson === 0 && where.step === 0;
  $("lesson-next").disabled = where.lesson === LESSONS.length - 1 && exercise;
}

/// A desktop lesson box is no taller than the screen (style.css): when its
/// text scrolls inside it, the keyboard must reach that scroll, so the text
/// is in the Tab order then, and only then.
function fitText() {
  const text = $("lesson-text");
  if (text.scrollHeight > text.clientHeight + 1) text.tabIndex = 0;
  else text.removeAttribute("tabindex");
}
if (typeof window !== "undefined") window.addEventListener("resize", () => where && fitText());

/// Play mode reached the goal: during an exercise, the page's verdict.
export function exerciseWon(moves, optimum) {
  if (!where || !isExercise(LESSONS[where.lesson], where.step)) return;
  verdict = { moves, optimum };
  renderLesson();
}
