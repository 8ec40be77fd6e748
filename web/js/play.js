// Play mode: the learner moves by clicking; the core gives the optimum and
// hints. `initPlay` hands over what it shares with the rest of the page.
import { t } from "./i18n.js";
import { trace as traceOf } from "./core.js";
import { ding, jingle } from "./sound.js";
import { rowsOf, stateOf, applyMove, moveText, paintBoard, cellEl, clearMarks, markCells, flash, isToken } from "./board.js";
import { manhattan, drawArrows } from "./explain.js";

const $ = (id) => document.getElementById(id);
let ctx = null; // {ui, request, narrate, setAnswer, stateLabel}
let play = null; // {state, history, played, optimum, moves, goals, pick, won, hint}

export function initPlay(context) {
  ctx = context;
}

/// Leaves play mode (the board changed, or another mode was chosen).
export function leavePlay() {
  play = null;
}

export function inPlay() {
  return play !== null;
}

/// Whether the game is a lesson's exercise: the optimum is not shown before
/// the goal, and Hint appears only after a move that did not help.
const exercise = () => Boolean(ctx.isExercise?.());

/// The fewest moves from `rows` to the goal, as the core finds them.
async function minimumFrom(rows) {
  const data = await traceOf(ctx.request(rows, { limit: 0, algorithm: isToken(ctx.ui.puzzle) ? "astar" : "bfs" }));
  return data;
}

export async function enterPlay() {
  play = { state: stateOf(ctx.ui.puzzle, ctx.ui.start), history: [], played: [], optimum: null, moves: null, pick: null, won: false, goal: null, remaining: null, remainings: [], wrong: false, wrongs: [] };
  renderPlay();
  try {
    const data = await minimumFrom(ctx.ui.start);
    if (!play) return;
    play.optimum = data.answer;
    play.remaining = data.answer;
    play.moves = data.moves;
    play.goals = data.goals;
    if (!exercise()) ctx.setAnswer(data.answer);
    ctx.narrate(data.answer === null ? t("playImpossible") : exercise() ? t("hintLater") : t("playIntro", data.answer));
    renderPlay();
  } catch (err) {
    ctx.narrate(t("error", err.message), "error");
  }
}
export function renderPlay() {
  const stage = $("stage");
  $("stage-title").textContent = t("stagePlay");
  $("path").textContent = "";
  if (!play) return;
  paintBoard(stage, rowsOf(ctx.ui.puzzle, play.state, ctx.ui.rows, ctx.ui.cols), ctx.ui.puzzle, true);
  stage.setAttribute("aria-label", t("playBoardLabel"));
  if (ctx.ui.puzzle === "slide" && play.goals?.length) {
    // The Manhattan bound pictured while playing: each tile's way home, so
    // a learner can see which move shortens one (lesson 5's exercise asks).
    const rows = rowsOf(ctx.ui.puzzle, play.state, ctx.ui.rows, ctx.ui.cols);
    const goal = rowsOf(ctx.ui.puzzle, play.goals[0], ctx.ui.rows, ctx.ui.cols);
    drawArrows(stage, manhattan(rows, goal).arrows, ctx.ui.rows, ctx.ui.cols);
  } else stage.querySelectorAll(".h-arrows").forEach((x) => x.remove());
  clearMarks(stage);
  stage.classList.add("playable");
  if (play.won) stage.classList.add("goal-still");
  if (play.pick) cellEl(stage, ...play.pick)?.classList.add("picked");
  if (play.hint) {
    // The cells to click for the hinted move (the tests click them too),
    // not every cell it changes.
    markCells(stage, play.hint.at, "hinted");
    markCells(stage, play.hint.at, "hint-at");
  }
  $("stage-state").textContent = ctx.stateLabel(play.state, ctx.ui.rows, ctx.ui.cols);
  $("play-counter").textContent = exercise() ? t("exerciseCounter", play.history.length) : t("playCounter", play.history.length, play.optimum ?? "?");
  $("hint").hidden = exercise() && !play.wrong;
  play.played.forEach((mv, i) => {
    const li = document.createElement("li");
    // history[i] is the board the i-th move was made on.
    li.textContent = moveText(mv, true, on(play.history[i]));
    $("path").appendChild(li);
  });
}
/// The board `state` for moveText: a slide or a jump is named by its piece.
const on = (state) => ({ state, rows: ctx.ui.rows, cols: ctx.ui.cols });
function isGoalState(state) {
  if (play.goals) return play.goals.includes(state);
  return false;
}
export function playClick(ev) {
  if (ctx.ui.mode !== "play" || !play || !play.moves || play.won) return;
  const cell = ev.target.closest(".cell");
  if (!cell) return;
  const r = +cell.dataset.row;
  const c = +cell.dataset.col;
  const touches = (m, i, j) => m.at.some(([a, b]) => a === i && b === j);
  let mv = null;
  if (ctx.ui.puzzle === "flip" || ctx.ui.puzzle === "toggle") {
    mv = play.moves.find((m) => m.at[0][0] === r && m.at[0][1] === c);
  } else if (isToken(ctx.ui.puzzle)) {
    // Click a tile next to the blank (a knight a jump away): the move between it and the blank.
    const cells = rowsOf(ctx.ui.puzzle, play.state, ctx.ui.rows, ctx.ui.cols);
    mv = play.moves.find((m) => touches(m, r, c) && m.at.some(([a, b]) => cells[a][b] === 0) && cells[r][c] !== 0);
    if (!mv) return ctx.narrate(t("cantMove")[ctx.ui.puzzle]);
  } else if (!play.pick) {
    play.pick = [r, c];
    ctx.narrate(t("playSwapFirst"));
    return renderPlay();
  } else {
    const [pr, pc] = play.pick;
    play.pick = null;
    mv = play.moves.find((m) => touches(m, pr, pc) && touches(m, r, c) && !(pr === r && pc === c));
    if (!mv) return renderPlay();
  }
  const before = play.state;
  play.history.push(play.state);
  play.remainings.push(play.remaining);
  play.wrongs.push(play.wrong);
  play.played.push(mv);
  play.state = applyMove(ctx.ui.puzzle, play.state, mv, ctx.ui.rows, ctx.ui.cols);
  play.hint = null;
  ding();
  ctx.narrate(moveText(mv, true, on(before)));
  if (isGoalState(play.state)) {
    play.won = true;
    jingle();
    flash($("stage"), "goal");
    if (exercise()) ctx.setAnswer(play.optimum);
    ctx.narrate(t("playWon", play.history.length, play.optimum));
    ctx.onWin?.(play.history.length, play.optimum);
  } else {
    judgeMove(play);
  }
  renderPlay();
}

/// After a move: did it bring the board closer to the goal? A move that
/// did not is a wrong try, and from then on Hint is offered.
async function judgeMove(game) {
  const before = game.remaining;
  const judged = game.state;
  const made = game.history.length;
  try {
    const data = await minimumFrom(rowsOf(ctx.ui.puzzle, game.state, ctx.ui.rows, ctx.ui.cols));
    // Undone (or another move made) meanwhile: this verdict is about a board no longer shown.
    if (play !== game || game.won || game.state !== judged || game.history.length !== made) return;
    game.remaining = data.answer;
    if (data.answer === null || before === null || data.answer >= before) {
      game.wrong = true;
      // An exercise keeps its minimum for the end, as its text promises.
      ctx.narrate(data.answer === null ? t("hintNone") : exercise() ? t("wrongTryExercise") : t("wrongTry", data.answer));
    } else {
      ctx.narrate(exercise() ? t("goodTryExercise") : t("goodTry", data.answer));
    }
    renderPlay();
  } catch {
    // The core's own refusal is said where the game started.
  }
}
export async function hint() {
  if (!play || play.won) return;
  const game = play;
  const asked = play.state;
  const made = play.history.length;
  try {
    const rows = rowsOf(ctx.ui.puzzle, play.state, ctx.ui.rows, ctx.ui.cols);
    const data = await traceOf(ctx.request(rows, { limit: 0, algorithm: isToken(ctx.ui.puzzle) ? "astar" : "bfs" }));
    // Undone or moved meanwhile: the hint would be about another board.
    if (play !== game || game.state !== asked || game.history.length !== made || game.won) return;
    if (data.answer === null) return ctx.narrate(t("hintNone"));
    if (data.answer === 0) return;
    play.hint = data.moves[data.path[0]];
    ctx.narrate(t("hintIs", moveText(play.hint, true, on(play.state))));
    renderPlay();
  } catch (err) {
    ctx.narrate(t("error", err.message), "error");
  }
}
export function undo() {
  if (!play || play.history.length === 0) return;
  play.remaining = play.remainings.pop() ?? null;
  play.state = play.history.pop();
  play.played.pop();
  play.won = false;
  // The hint was for the board undone: it goes, and Hint is offered as it
  // was before the undone move (at 0 moves, as after a fresh start).
  play.hint = null;
  play.wrong = play.wrongs.pop() ?? false;
  play.pick = null;
  const made = play.history.length;
  if (exercise()) ctx.narrate(made === 0 && !play.wrong ? `${t("undone", made)} ${t("hintLater")}` : t("undone", made));
  else ctx.narrate(play.remaining === null ? t("undone", made) : t("undoneLeft", made, play.remaining));
  renderPlay();
}
