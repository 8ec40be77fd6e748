// gridsolve visualizer: plays back the trace the Rust solver recorded.
// The page never searches: /api/trace runs the real breadth-first search and
// returns its events; this file only draws them, forwards and backwards.
"use strict";

// ---------- words ----------
const WORDS = {
  en: {
    tagline: "watch breadth-first search solve a board",
    language: "Language", palette: "Colours", paletteClassic: "classic", paletteCb: "colour-blind safe",
    soundOn: "Sound on", soundOff: "Sound off",
    puzzle: "Puzzle", puzzleFlip: "flip (POJ 1753)", puzzleToggle: "toggle (POJ 2965)", puzzleSwap: "swap (P1225)",
    size: "Size", sample: "Sample", random: "Random", clear: "Clear",
    modeWatch: "Watch", modePlay: "Play", modeCompare: "Compare",
    startBoard: "Start", targetBoard: "Target", solve: "Solve", answerLabel: "Minimum moves",
    stageSearch: "Search", stagePlay: "Your game", stageCompare: "Compare",
    back: "Back", step: "Step", play: "Play", pause: "Pause", reset: "Reset", speed: "Speed", end: "To goal",
    hint: "Hint", undo: "Undo", restart: "Restart",
    queue: "Queue", depth: "Depth", visited: "Visited", queueLength: "Queue length", events: "Event",
    perDepth: "States per depth", keys: "Keys: space = play/pause · → = step · ← = back",
    impossible: "Impossible",
    ruleFlip: "Click a cell to flip it. A move flips a cell and its 4 neighbours. Goal: all white or all black.",
    ruleToggle: "Click a cell to flip it. A move flips a whole row and column. Goal: all white.",
    ruleSwap: "Click cells to set start and target. A move swaps two neighbours. Goal: the target.",
    countWarn: (a, b) => `The start has ${a} black cells but the target has ${b}: swaps never change that.`,
    press: (r, c) => `pressing (${r},${c})`,
    swap: (a, b, c, d) => `swapping (${a},${b}) and (${c},${d})`,
    pressShort: (r, c) => `press (${r},${c})`,
    swapShort: (a, b, c, d) => `swap (${a},${b}) and (${c},${d})`,
    noun: { flip: "flips", toggle: "presses", swap: "swaps" },
    ready: "Set a start board, then press Solve.",
    edited: "Board changed: press Solve to search again.",
    solving: "Searching…",
    recorded: (n, s) => `The solver recorded ${n} events and expanded ${s} states.`,
    atStart: (s) => `State ${s} waits alone in the queue. Press Step or Play.`,
    dequeue: (s, d) => `Taking state ${s} (depth ${d}) from the front of the queue`,
    tryMove: (s, m) => `Expanding state ${s}: ${m}…`,
    discover: (s, d) => `New state ${s} added to the queue (depth ${d})`,
    duplicate: (s) => `State ${s} was seen before: skipped`,
    goal: (n, noun) => `Goal found: ${n} ${noun}`,
    truncated: (n) => `(The trace keeps the first ${n} events; the search went on unseen.) `,
    exhausted: "The queue is empty and no goal was reached: Impossible.",
    pathIntro: (n, noun) => `The shortest path from the start: ${n} ${noun}`,
    pathStep: (k, n, m, s) => `Move ${k} of ${n}: ${m} → state ${s}`,
    playIntro: (n) => `Your turn: click the board to move. The optimum is ${n}.`,
    playImpossible: "No sequence of moves solves this board.",
    playSwapFirst: "Now click a neighbouring cell to swap with.",
    playCounter: (k, n) => `Moves: ${k} · optimum: ${n}`,
    playWon: (k, n) => (k === n ? `Solved in ${k} — optimal!` : `Solved in ${k}; the optimum is ${n}. Try again?`),
    hintIs: (m) => `Hint: ${m}`,
    hintNone: "No goal can be reached from here: undo some moves.",
    compareIntro: "Every algorithm on the same board: how many states each touched.",
    algorithm: "Algorithm", answer: "Moves", expanded: "Expanded", stored: "Stored",
    notAvailable: "not available",
    error: (m) => `Error: ${m}`,
    stateLabel: (s, bits) => `state ${s} = ${bits}`,
  },
  zh: {
    tagline: "看广度优先搜索一步步解开棋盘",
    language: "语言", palette: "配色", paletteClassic: "经典", paletteCb: "色盲友好",
    soundOn: "声音：开", soundOff: "声音：关",
    puzzle: "谜题", puzzleFlip: "翻转 (POJ 1753)", puzzleToggle: "开关 (POJ 2965)", puzzleSwap: "交换 (P1225)",
    size: "大小", sample: "样例", random: "随机", clear: "清空",
    modeWatch: "观看", modePlay: "动手玩", modeCompare: "比较",
    startBoard: "起始", targetBoard: "目标", solve: "求解", answerLabel: "最少步数",
    stageSearch: "搜索", stagePlay: "你的棋局", stageCompare: "比较",
    back: "后退", step: "单步", play: "播放", pause: "暂停", reset: "重置", speed: "速度", end: "到终点",
    hint: "提示", undo: "撤销", restart: "重来",
    queue: "队列", depth: "深度", visited: "已访问", queueLength: "队列长度", events: "事件",
    perDepth: "每层状态数", keys: "按键：空格 = 播放/暂停 · → = 单步 · ← = 后退",
    impossible: "无解",
    ruleFlip: "点击格子可以翻转它。每步翻转一个格子和它的四个邻居。目标：全白或全黑。",
    ruleToggle: "点击格子可以翻转它。每步翻转一整行和一整列。目标：全白。",
    ruleSwap: "点击格子设置起始和目标。每步交换两个相邻格子。目标：变成目标棋盘。",
    countWarn: (a, b) => `起始有 ${a} 个黑格，目标有 ${b} 个：交换永远不会改变这个数。`,
    press: (r, c) => `按下 (${r},${c})`,
    swap: (a, b, c, d) => `交换 (${a},${b}) 和 (${c},${d})`,
    pressShort: (r, c) => `按下 (${r},${c})`,
    swapShort: (a, b, c, d) => `交换 (${a},${b}) 和 (${c},${d})`,
    noun: { flip: "次翻转", toggle: "次按压", swap: "次交换" },
    ready: "设置起始棋盘，然后点“求解”。",
    edited: "棋盘已改变：请重新点“求解”。",
    solving: "正在搜索…",
    recorded: (n, s) => `求解器记录了 ${n} 个事件，展开了 ${s} 个状态。`,
    atStart: (s) => `状态 ${s} 独自在队列中等待。点“单步”或“播放”。`,
    dequeue: (s, d) => `从队首取出状态 ${s}（深度 ${d}）`,
    tryMove: (s, m) => `展开状态 ${s}：${m}…`,
    discover: (s, d) => `新状态 ${s} 加入队列（深度 ${d}）`,
    duplicate: (s) => `状态 ${s} 以前见过：跳过`,
    goal: (n, noun) => `找到目标：${n} ${noun}`,
    truncated: (n) => `（轨迹只保留前 ${n} 个事件，之后的搜索没有显示。）`,
    exhausted: "队列已空，没有到达目标：无解。",
    pathIntro: (n, noun) => `从起点出发的最短路径：${n} ${noun}`,
    pathStep: (k, n, m, s) => `第 ${k}/${n} 步：${m} → 状态 ${s}`,
    playIntro: (n) => `轮到你了：点击棋盘走棋。最优是 ${n} 步。`,
    playImpossible: "这个棋盘无论怎么走都解不开。",
    playSwapFirst: "再点一个相邻的格子来交换。",
    playCounter: (k, n) => `步数：${k} · 最优：${n}`,
    playWon: (k, n) => (k === n ? `${k} 步解开——最优！` : `${k} 步解开；最优是 ${n} 步。再试一次？`),
    hintIs: (m) => `提示：${m}`,
    hintNone: "从这里到不了目标：撤销几步吧。",
    compareIntro: "同一个棋盘上的所有算法：各自访问了多少状态。",
    algorithm: "算法", answer: "步数", expanded: "展开", stored: "存储",
    notAvailable: "不可用",
    error: (m) => `错误：${m}`,
    stateLabel: (s, bits) => `状态 ${s} = ${bits}`,
  },
};

// The judge samples, as rows of 0/1 (1 = black piece / closed handle).
const SAMPLES = {
  flip: { start: ["1001", "1101", "1001", "1000"] },
  toggle: { start: ["0100", "0000", "0000", "0100"] },
  swap: { start: ["1111", "0000", "1110", "0010"], target: ["1010", "0101", "1010", "0101"] },
};
const SPEEDS = [1, 2, 4, 8, 15, 30, 60, 120, 250, 500]; // events per second
const QUEUE_FRONT = 7;
const QUEUE_BACK = 3;

// ---------- state ----------
const $ = (id) => document.getElementById(id);
const ui = {
  lang: "en", muted: false, mode: "watch", puzzle: "flip", rows: 4, cols: 4,
  start: [], target: [], // arrays of rows of 0/1 numbers
};
let trace = null; // the /api/trace answer, plus derived playback data
let pos = 0; // steps applied
let playing = false;
let timer = null;
let play = null; // play mode: {state, history, optimum, moves, pick}

function t(key, ...args) {
  const w = WORDS[ui.lang][key] ?? WORDS.en[key];
  return typeof w === "function" ? w(...args) : w;
}

// ---------- boards and state numbers ----------
// A state number reads the board row-major, first cell = highest bit (the classic write-ups' form).
const cellsOf = () => ui.rows * ui.cols;
function bitAt(state, index, n) {
  return Math.floor(state / 2 ** (n - 1 - index)) % 2;
}
function stateOf(rows) {
  let s = 0;
  for (const row of rows) for (const v of row) s = s * 2 + v;
  return s;
}
function rowsOf(state, r, c) {
  const n = r * c;
  return Array.from({ length: r }, (_, i) => Array.from({ length: c }, (_, j) => bitAt(state, i * c + j, n)));
}
function binary(state, r, c) {
  const rows = rowsOf(state, r, c).map((row) => row.join(""));
  return rows.join(" ");
}
const toText = (rows) => rows.map((row) => row.join(""));
const fromText = (lines) => lines.map((line) => [...line].map((ch) => (ch === "1" ? 1 : 0)));
const ones = (rows) => rows.flat().reduce((a, b) => a + b, 0);

/// Builds (once per size) the cell elements of a board container.
function layoutBoard(el, rows, cols) {
  if (el.dataset.rows === String(rows) && el.dataset.cols === String(cols)) return;
  el.dataset.rows = rows;
  el.dataset.cols = cols;
  el.textContent = "";
  el.style.setProperty("--cols", cols);
  el.style.setProperty("--rows", rows);
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const cell = document.createElement("div");
      cell.className = "cell";
      cell.dataset.row = r;
      cell.dataset.col = c;
      cell.dataset.value = 0;
      cell.setAttribute("role", "gridcell");
      el.appendChild(cell);
    }
  }
}
function paintBoard(el, rows) {
  layoutBoard(el, rows.length, rows[0].length);
  for (const cell of el.children) {
    if (!cell.classList.contains("cell")) continue;
    const v = rows[+cell.dataset.row][+cell.dataset.col];
    cell.dataset.value = v;
  }
}
function cellEl(el, r, c) {
  return el.querySelector(`.cell[data-row="${r}"][data-col="${c}"]`);
}

// ---------- sound (generated, no files) ----------
let audio = null;
let lastDing = 0;
function ctx() {
  if (!audio) {
    const AC = window.AudioContext || window.webkitAudioContext;
    if (!AC) return null;
    audio = new AC();
  }
  if (audio.state === "suspended") audio.resume();
  return audio;
}
function tone(freq, at, length, volume = 0.06, type = "square") {
  const a = ctx();
  if (!a) return;
  const osc = a.createOscillator();
  const gain = a.createGain();
  osc.type = type;
  osc.frequency.value = freq;
  const t0 = a.currentTime + at;
  gain.gain.setValueAtTime(volume, t0);
  gain.gain.exponentialRampToValueAtTime(0.0001, t0 + length);
  osc.connect(gain).connect(a.destination);
  osc.start(t0);
  osc.stop(t0 + length + 0.02);
}
function ding() {
  if (ui.muted) return;
  const now = performance.now();
  if (now - lastDing < 90) return; // fast playback: no buzz
  lastDing = now;
  tone(1318.5, 0, 0.08, 0.04);
}
function jingle() {
  if (ui.muted) return;
  [523.25, 659.25, 783.99, 1046.5, 783.99, 1046.5].forEach((f, i) => tone(f, i * 0.09, i === 5 ? 0.4 : 0.1, 0.05));
}

// ---------- the API ----------
async function api(path, body) {
  const res = await fetch(path, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
  const data = await res.json();
  if (!res.ok) throw new Error(data.error || res.statusText);
  return data;
}
function requestFor(startRows, extra = {}) {
  const body = { puzzle: ui.puzzle, start: toText(startRows), algorithm: "bfs", ...extra };
  if (ui.puzzle === "swap") body.target = toText(ui.target);
  return body;
}

// ---------- moves ----------
function moveText(mv, short = false) {
  const [a, b, c, d] = mv.one_based;
  if (mv.kind === "press") return short ? t("pressShort", a, b) : t("press", a, b);
  return short ? t("swapShort", a, b, c, d) : t("swap", a, b, c, d);
}
function applyMove(state, mv, n, cols) {
  // Applying a rule (not searching): flip the cells the move changes.
  const bit = ([r, c]) => 2 ** (n - 1 - (r * cols + c));
  if (mv.kind === "swap") {
    const [p, q] = mv.at;
    if (bitAt(state, p[0] * cols + p[1], n) === bitAt(state, q[0] * cols + q[1], n)) return state;
  }
  let s = state;
  for (const cell of mv.cells) s = bitAt(s, cell[0] * cols + cell[1], n) ? s - bit(cell) : s + bit(cell);
  return s;
}

// ---------- playback ----------
// Steps are the trace's events, then (if solved) the path: its start and each move.
function prepare(data) {
  const steps = data.events.map((e) => ({ ...e }));
  if (data.answer !== null) {
    for (let k = 0; k <= data.path.length; k++) steps.push({ kind: "path", k });
  }
  return {
    ...data,
    steps,
    n: data.rows * data.cols,
    q: [data.start], qDepth: [0], head: 0,
    hist: [1], goalHit: false,
  };
}
function applyStep(e) {
  const tr = trace;
  switch (e.kind) {
    case "dequeue": tr.head++; break;
    case "discover":
      tr.q.push(e.state); tr.qDepth.push(e.depth);
      tr.hist[e.depth] = (tr.hist[e.depth] || 0) + 1;
      break;
    case "goal": tr.goalHit = true; break;
  }
}
function undoStep(e) {
  const tr = trace;
  switch (e.kind) {
    case "dequeue": tr.head--; break;
    case "discover":
      tr.q.pop(); tr.qDepth.pop();
      tr.hist[e.depth]--;
      if (tr.hist[e.depth] === 0 && e.depth === tr.hist.length - 1) tr.hist.pop();
      break;
    case "goal": tr.goalHit = false; break;
  }
}
function forward(sound) {
  if (!trace || pos >= trace.steps.length) return false;
  const e = trace.steps[pos];
  applyStep(e);
  pos++;
  if (sound) {
    if (e.kind === "discover") ding();
    if (e.kind === "goal") jingle();
  }
  return true;
}
function backward() {
  if (!trace || pos === 0) return false;
  pos--;
  undoStep(trace.steps[pos]);
  return true;
}
function setPlaying(on) {
  playing = on && !!trace && pos < (trace?.steps.length ?? 0);
  const btn = $("play");
  btn.textContent = playing ? t("pause") : t("play");
  btn.dataset.i18n = playing ? "pause" : "play";
  btn.setAttribute("aria-pressed", String(playing));
  btn.classList.toggle("on", playing);
  clearTimeout(timer);
  if (playing) tick();
}
function tick() {
  const rate = SPEEDS[+$("speed").value - 1] || 4;
  // Above ~30 events a second, several events go by per frame.
  const per = Math.max(1, Math.round(rate / 30));
  for (let i = 0; i < per; i++) {
    if (!forward(true)) break;
    if (trace.steps[pos - 1].kind === "goal") break; // let the goal be seen
  }
  render();
  if (!trace || pos >= trace.steps.length) return setPlaying(false);
  const pauseAtGoal = trace.steps[pos - 1]?.kind === "goal" ? 1200 : 0;
  timer = setTimeout(tick, Math.max(1000 / Math.min(rate, 30), pauseAtGoal));
}

// ---------- drawing ----------
function clearMarks(el) {
  for (const cell of el.querySelectorAll(".cell")) cell.className = "cell";
  el.querySelectorAll(".marker").forEach((m) => m.remove());
  el.classList.remove("current", "goal", "visited", "fresh");
}
function markCells(el, cells, cls) {
  for (const [r, c] of cells) cellEl(el, r, c)?.classList.add(cls);
}
function addMarker(el, mv, label) {
  const m = document.createElement("span");
  m.className = "marker " + mv.kind;
  const cols = +el.dataset.cols;
  const rows = +el.dataset.rows;
  let r = mv.at[0][0] + 0.5;
  let c = mv.at[0][1] + 0.5;
  if (mv.kind === "swap") {
    const [p, q] = mv.at;
    r = (p[0] + q[0]) / 2 + 0.5;
    c = (p[1] + q[1]) / 2 + 0.5;
    m.classList.add(p[0] === q[0] ? "horizontal" : "vertical");
    m.textContent = (p[0] === q[0] ? "⇄" : "⇅") + label;
  } else {
    m.textContent = label;
  }
  m.style.left = `${(c / cols) * 100}%`;
  m.style.top = `${(r / rows) * 100}%`;
  el.appendChild(m);
}
function flash(el, cls) {
  el.classList.remove(cls);
  void el.offsetWidth; // restart the animation
  el.classList.add(cls);
}

function render() {
  renderCounters();
  renderQueue();
  if (ui.mode === "play") return renderPlay();
  const stage = $("stage");
  const path = $("path");
  path.textContent = "";
  $("stage-title").textContent = ui.mode === "compare" ? t("stageCompare") : t("stageSearch");
  if (!trace || ui.mode === "compare") {
    paintBoard(stage, ui.start);
    clearMarks(stage);
    $("stage-state").textContent = t("stateLabel", stateOf(ui.start), toText(ui.start).join(" "));
    return;
  }
  const { rows, cols } = trace;
  const show = (state) => {
    paintBoard(stage, rowsOf(state, rows, cols));
    clearMarks(stage);
    $("stage-state").textContent = t("stateLabel", state, binary(state, rows, cols));
  };
  const e = pos > 0 ? trace.steps[pos - 1] : null;
  const noun = t("noun")[trace.puzzle];
  let say = "";
  if (!e) {
    show(trace.start);
    say = t("atStart", trace.start);
  } else if (e.kind === "dequeue") {
    show(e.state);
    stage.classList.add("current");
    say = t("dequeue", e.state, e.depth);
  } else if (e.kind === "try") {
    show(e.state);
    stage.classList.add("current");
    markCells(stage, trace.moves[e.mv].cells, "tried");
    say = t("tryMove", e.state, moveText(trace.moves[e.mv]));
  } else if (e.kind === "discover") {
    show(e.state);
    stage.classList.add("current");
    markCells(stage, trace.moves[e.mv].cells, "fresh");
    say = t("discover", e.state, e.depth);
  } else if (e.kind === "duplicate") {
    show(e.state);
    stage.classList.add("visited");
    const prev = trace.steps[pos - 2];
    if (prev && prev.kind === "try") markCells(stage, trace.moves[prev.mv].cells, "seen");
    say = t("duplicate", e.state);
  } else if (e.kind === "goal") {
    show(e.state);
    flash(stage, "goal");
    say = (trace.truncated ? t("truncated", trace.events.length - 1) : "") + t("goal", trace.answer, noun);
  } else if (e.kind === "path") {
    const k = e.k;
    show(trace.path_states[k]);
    stage.classList.add(k === trace.path.length ? "goal-still" : "path-mode");
    for (let i = 0; i < trace.path.length; i++) {
      if (i < k || k === 0) addMarker(stage, trace.moves[trace.path[i]], String(i + 1));
    }
    if (k > 0) markCells(stage, trace.moves[trace.path[k - 1]].cells, "fresh");
    say = k === 0
      ? t("pathIntro", trace.answer, noun)
      : t("pathStep", k, trace.path.length, moveText(trace.moves[trace.path[k - 1]], true), trace.path_states[k]);
  }
  if (!e || e.kind !== "goal") stage.classList.remove("goal");
  if (pos === trace.steps.length && trace.answer === null) say = (trace.truncated ? t("truncated", trace.events.length) : "") + t("exhausted");
  narrate(say);
  // The move list appears once the goal is reached.
  if (trace.goalHit || (e && e.kind === "path")) {
    const k = e && e.kind === "path" ? e.k : -1;
    trace.path.forEach((mv, i) => {
      const li = document.createElement("li");
      li.textContent = moveText(trace.moves[mv], true);
      if (i === k - 1) li.className = "now";
      path.appendChild(li);
    });
  }
}
function narrate(text, cls = "") {
  const n = $("narration");
  n.textContent = text;
  n.className = "narration " + cls;
}

function miniBoard(state, rows, cols) {
  const b = document.createElement("span");
  b.className = "mini";
  b.style.setProperty("--cols", cols);
  const n = rows * cols;
  for (let i = 0; i < n; i++) {
    const px = document.createElement("i");
    if (bitAt(state, i, n)) px.className = "on";
    b.appendChild(px);
  }
  return b;
}
function queueItem(state, depth, cls) {
  const li = document.createElement("li");
  li.className = "qitem " + cls;
  li.dataset.state = state;
  li.dataset.depth = depth;
  li.appendChild(miniBoard(state, trace.rows, trace.cols));
  const label = document.createElement("span");
  label.className = "qlabel";
  label.innerHTML = "";
  const num = document.createElement("b");
  num.textContent = state;
  const dep = document.createElement("small");
  dep.textContent = `d${depth}`;
  label.append(num, dep);
  li.appendChild(label);
  return li;
}
function renderQueue() {
  const list = $("queue");
  list.textContent = "";
  if (!trace || ui.mode !== "watch") {
    $("queue-len").textContent = "";
    return;
  }
  const { q, qDepth, head } = trace;
  const last = pos > 0 ? trace.steps[pos - 1] : null;
  // The state being expanded (greyed once it left the queue) and the one before it.
  for (let i = Math.max(0, head - 2); i < head; i++) {
    list.appendChild(queueItem(q[i], qDepth[i], i === head - 1 ? "current" : "done"));
  }
  const waiting = q.length - head;
  const front = Math.min(waiting, waiting > QUEUE_FRONT + QUEUE_BACK + 1 ? QUEUE_FRONT : waiting);
  for (let i = head; i < head + front; i++) list.appendChild(queueItem(q[i], qDepth[i], "wait"));
  if (front < waiting) {
    const gap = document.createElement("li");
    gap.className = "qgap";
    gap.textContent = `⋮ ${waiting - front - QUEUE_BACK} ⋮`;
    list.appendChild(gap);
    for (let i = q.length - QUEUE_BACK; i < q.length; i++) list.appendChild(queueItem(q[i], qDepth[i], "wait"));
  }
  if (last && last.kind === "discover" && list.lastElementChild) list.lastElementChild.classList.add("arrive");
  if (last && last.kind === "duplicate") {
    const seen = queueItem(last.state, "·", "seen");
    list.appendChild(seen);
  }
  $("queue-len").textContent = `(${waiting})`;
}
function renderCounters() {
  const tr = trace;
  const watching = tr && ui.mode === "watch";
  const cur = watching && tr.head > 0 ? tr.qDepth[tr.head - 1] : 0;
  $("c-depth").textContent = watching ? cur : 0;
  $("c-visited").textContent = watching ? tr.head : 0;
  $("c-queue").textContent = watching ? tr.q.length - tr.head : 0;
  $("c-event").textContent = watching ? `${pos} / ${tr.steps.length}` : "0 / 0";
  const hist = $("hist");
  hist.textContent = "";
  if (!watching) return;
  const max = Math.max(...tr.hist, 1);
  tr.hist.forEach((count, depth) => {
    const row = document.createElement("div");
    row.className = "hrow" + (depth === cur ? " now" : "");
    const label = document.createElement("span");
    label.textContent = depth;
    const bar = document.createElement("span");
    bar.className = "hbar";
    bar.style.width = `${Math.max(4, (count / max) * 100)}%`;
    const num = document.createElement("span");
    num.className = "hnum";
    num.textContent = count;
    row.append(label, bar, num);
    hist.appendChild(row);
  });
}

// ---------- editing ----------
function renderSetup() {
  paintBoard($("board"), ui.start);
  $("target-box").hidden = ui.puzzle !== "swap";
  if (ui.puzzle === "swap") paintBoard($("target"), ui.target);
  $("rule").textContent = t({ flip: "ruleFlip", toggle: "ruleToggle", swap: "ruleSwap" }[ui.puzzle]);
  const warn = $("warn");
  const mismatch = ui.puzzle === "swap" && ones(ui.start) !== ones(ui.target);
  warn.hidden = !mismatch;
  if (mismatch) warn.textContent = t("countWarn", ones(ui.start), ones(ui.target));
}
function setAnswer(answer) {
  const el = $("answer");
  if (answer === undefined) {
    el.textContent = "–";
    el.dataset.answer = "";
  } else if (answer === null) {
    el.textContent = t("impossible");
    el.dataset.answer = "impossible";
  } else {
    el.textContent = String(answer);
    el.dataset.answer = String(answer);
  }
}
function invalidate() {
  setPlaying(false);
  trace = null;
  pos = 0;
  play = null;
  setAnswer(undefined);
  $("compare").textContent = "";
  renderSetup();
  render();
  if (ui.mode === "play") enterPlay();
  else if (ui.mode === "compare") runCompare();
  else narrate(t("edited"));
}
function loadSample() {
  const s = SAMPLES[ui.puzzle];
  ui.rows = 4; ui.cols = 4;
  $("size").value = "4x4";
  ui.start = fromText(s.start);
  ui.target = s.target ? fromText(s.target) : blank();
}
function blank() {
  return Array.from({ length: ui.rows }, () => Array(ui.cols).fill(0));
}
function randomBoard() {
  return Array.from({ length: ui.rows }, () => Array.from({ length: ui.cols }, () => (Math.random() < 0.5 ? 1 : 0)));
}
function editCell(which, ev) {
  const cell = ev.target.closest(".cell");
  if (!cell) return;
  const rows = which === "target" ? ui.target : ui.start;
  const r = +cell.dataset.row;
  const c = +cell.dataset.col;
  rows[r][c] ^= 1;
  invalidate();
}

// ---------- watch mode ----------
async function solve() {
  ctx(); // a click: the browser now lets us make sounds
  setPlaying(false);
  if (ui.mode !== "watch") setMode("watch");
  narrate(t("solving"));
  $("solve").disabled = true;
  try {
    const data = await api("/api/trace", requestFor(ui.start));
    trace = prepare(data);
    pos = 0;
    setAnswer(data.answer);
    render();
    narrate(t("recorded", data.events.length.toLocaleString(), data.stats.states_expanded.toLocaleString()) + " " +
      (data.truncated ? t("truncated", data.events.length - 1) : "") + t("atStart", data.start));
  } catch (err) {
    narrate(t("error", err.message), "error");
  } finally {
    $("solve").disabled = false;
  }
}
function stepOnce() {
  setPlaying(false);
  if (forward(true)) render();
}
function backOnce() {
  setPlaying(false);
  if (backward()) render();
}
function toEnd() {
  if (!trace) return;
  setPlaying(false);
  while (pos < trace.steps.length && !trace.goalHit) forward(false);
  if (trace.goalHit) jingle();
  render();
}
function reset() {
  setPlaying(false);
  if (trace) {
    while (backward());
    render();
  } else {
    render();
    narrate(t("ready"));
  }
}

// ---------- play mode ----------
async function enterPlay() {
  const n = ui.rows * ui.cols;
  play = { state: stateOf(ui.start), history: [], played: [], optimum: null, moves: null, pick: null, n, won: false };
  renderPlay();
  try {
    const data = await api("/api/trace", requestFor(ui.start, { limit: 0 }));
    if (!play) return;
    play.optimum = data.answer;
    play.moves = data.moves;
    setAnswer(data.answer);
    narrate(data.answer === null ? t("playImpossible") : t("playIntro", data.answer));
    renderPlay();
  } catch (err) {
    narrate(t("error", err.message), "error");
  }
}
function renderPlay() {
  const stage = $("stage");
  $("stage-title").textContent = t("stagePlay");
  $("path").textContent = "";
  if (!play) return;
  paintBoard(stage, rowsOf(play.state, ui.rows, ui.cols));
  clearMarks(stage);
  stage.classList.add("playable");
  if (play.won) stage.classList.add("goal-still");
  if (play.pick) cellEl(stage, ...play.pick)?.classList.add("picked");
  if (play.hint) markCells(stage, play.hint.cells, "hinted");
  $("stage-state").textContent = t("stateLabel", play.state, binary(play.state, ui.rows, ui.cols));
  $("play-counter").textContent = t("playCounter", play.history.length, play.optimum ?? "?");
  for (const mv of play.played) {
    const li = document.createElement("li");
    li.textContent = moveText(mv, true);
    $("path").appendChild(li);
  }
}
function isGoalState(state) {
  const n = play.n;
  if (ui.puzzle === "flip") return state === 0 || state === 2 ** n - 1;
  if (ui.puzzle === "toggle") return state === 0;
  return state === stateOf(ui.target);
}
function playClick(ev) {
  if (ui.mode !== "play" || !play || !play.moves || play.won) return;
  const cell = ev.target.closest(".cell");
  if (!cell) return;
  const r = +cell.dataset.row;
  const c = +cell.dataset.col;
  let mv = null;
  if (ui.puzzle !== "swap") {
    mv = play.moves.find((m) => m.at[0][0] === r && m.at[0][1] === c);
  } else if (!play.pick) {
    play.pick = [r, c];
    narrate(t("playSwapFirst"));
    return renderPlay();
  } else {
    const [pr, pc] = play.pick;
    play.pick = null;
    mv = play.moves.find((m) => {
      const [a, b] = m.at;
      return (a[0] === pr && a[1] === pc && b[0] === r && b[1] === c) || (a[0] === r && a[1] === c && b[0] === pr && b[1] === pc);
    });
    if (!mv) return renderPlay();
  }
  play.history.push(play.state);
  play.played.push(mv);
  play.state = applyMove(play.state, mv, play.n, ui.cols);
  play.hint = null;
  ding();
  narrate(moveText(mv, true));
  if (isGoalState(play.state)) {
    play.won = true;
    jingle();
    flash($("stage"), "goal");
    narrate(t("playWon", play.history.length, play.optimum));
  }
  renderPlay();
}
async function hint() {
  if (!play || play.won) return;
  try {
    const rows = rowsOf(play.state, ui.rows, ui.cols);
    const data = await api("/api/trace", requestFor(rows, { limit: 0 }));
    if (data.answer === null) return narrate(t("hintNone"));
    if (data.answer === 0) return;
    play.hint = data.moves[data.path[0]];
    narrate(t("hintIs", moveText(play.hint, true)));
    renderPlay();
  } catch (err) {
    narrate(t("error", err.message), "error");
  }
}
function undo() {
  if (!play || play.history.length === 0) return;
  play.state = play.history.pop();
  play.played.pop();
  play.won = false;
  play.hint = null;
  play.pick = null;
  renderPlay();
}

// ---------- compare mode ----------
async function runCompare() {
  const box = $("compare");
  box.textContent = "";
  try {
    narrate(t("solving"));
    const rows = await api("/api/compare", requestFor(ui.start));
    if (ui.mode !== "compare") return;
    narrate(t("compareIntro"));
    const bfsRow = rows.find((r) => r.algorithm === "bfs" && !r.error);
    if (bfsRow) setAnswer(bfsRow.answer);
    const max = Math.max(1, ...rows.map((r) => r.stats.states_discovered));
    const table = document.createElement("table");
    const head = table.insertRow();
    for (const key of ["algorithm", "answer", "expanded", "stored"]) {
      const th = document.createElement("th");
      th.textContent = t(key);
      head.appendChild(th);
    }
    head.appendChild(document.createElement("th"));
    for (const r of rows) {
      const tr = table.insertRow();
      tr.dataset.algorithm = r.algorithm;
      tr.insertCell().textContent = r.algorithm;
      if (r.error) {
        const td = tr.insertCell();
        td.colSpan = 4;
        td.className = "na";
        td.textContent = `${t("notAvailable")}: ${r.error}`;
        continue;
      }
      tr.insertCell().textContent = r.answer ?? t("impossible");
      tr.insertCell().textContent = r.stats.states_expanded.toLocaleString();
      tr.insertCell().textContent = r.stats.states_discovered.toLocaleString();
      const bar = document.createElement("span");
      bar.className = "cbar";
      bar.style.width = `${Math.max(2, (r.stats.states_discovered / max) * 100)}%`;
      tr.insertCell().appendChild(bar);
    }
    box.append(table);
  } catch (err) {
    narrate(t("error", err.message), "error");
  }
}

// ---------- modes, language, wiring ----------
function setMode(mode) {
  ui.mode = mode;
  setPlaying(false);
  for (const tab of document.querySelectorAll(".tab")) tab.classList.toggle("on", tab.dataset.mode === mode);
  $("watch-controls").hidden = mode !== "watch";
  $("play-controls").hidden = mode !== "play";
  $("compare").hidden = mode !== "compare";
  $("stage").classList.toggle("playable", mode === "play");
  document.body.dataset.mode = mode;
  if (mode === "play") enterPlay();
  else {
    play = null;
    if (mode === "compare") {
      $("stage-title").textContent = t("stageCompare");
      runCompare();
    }
  }
  render();
}
function setLang(lang) {
  ui.lang = WORDS[lang] ? lang : "en";
  document.documentElement.lang = ui.lang === "zh" ? "zh-CN" : "en";
  for (const el of document.querySelectorAll("[data-i18n]")) el.textContent = t(el.dataset.i18n);
  $("mute").textContent = ui.muted ? t("soundOff") : t("soundOn");
  renderSetup();
  render();
  if (ui.mode === "watch" && !trace) narrate(t("ready"));
  if (ui.mode === "compare") runCompare();
  if (ui.mode === "play" && play) renderPlay();
}
function setPuzzle(p) {
  ui.puzzle = p;
  // The judge sample on 4x4; on other sizes a fresh random board.
  if (ui.rows === 4 && ui.cols === 4) loadSample();
  else {
    ui.start = randomBoard();
    ui.target = p === "swap" ? shuffled(ui.start) : blank();
  }
  invalidate();
  narrate(t("ready"));
}
function setSize(value) {
  const [r, c] = value.split("x").map(Number);
  ui.rows = r; ui.cols = c;
  ui.start = randomBoard();
  ui.target = ui.puzzle === "swap" ? shuffled(ui.start) : blank();
  invalidate();
}
function shuffled(rows) {
  const flat = rows.flat();
  for (let i = flat.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [flat[i], flat[j]] = [flat[j], flat[i]];
  }
  return Array.from({ length: ui.rows }, (_, r) => flat.slice(r * ui.cols, (r + 1) * ui.cols));
}

function drawLogo() {
  // A 5x7 pixel font, only the letters the title needs.
  const glyphs = {
    G: [".###.", "#...#", "#....", "#.###", "#...#", "#...#", ".###."],
    R: ["####.", "#...#", "#...#", "####.", "#.#..", "#..#.", "#...#"],
    I: [".###.", "..#..", "..#..", "..#..", "..#..", "..#..", ".###."],
    D: ["####.", "#...#", "#...#", "#...#", "#...#", "#...#", "####."],
    S: [".####", "#....", "#....", ".###.", "....#", "....#", "####."],
    O: [".###.", "#...#", "#...#", "#...#", "#...#", "#...#", ".###."],
    L: ["#....", "#....", "#....", "#....", "#....", "#....", "#####"],
    V: ["#...#", "#...#", "#...#", "#...#", "#...#", ".#.#.", "..#.."],
    E: ["#####", "#....", "#....", "####.", "#....", "#....", "#####"],
  };
  const canvas = $("logo");
  const g = canvas.getContext("2d");
  if (!g) return;
  const px = 4;
  g.clearRect(0, 0, canvas.width, canvas.height);
  [..."GRIDSOLVE"].forEach((ch, k) => {
    glyphs[ch].forEach((line, y) => {
      [...line].forEach((dot, x) => {
        if (dot !== "#") return;
        const X = 2 + (k * 6 + x) * px;
        const Y = 2 + y * px;
        g.fillStyle = "#1a1c2c";
        g.fillRect(X + px / 2 + 1, Y + px / 2 + 1, px, px);
        g.fillStyle = k < 4 ? "#ffcd75" : "#73eff7";
        g.fillRect(X, Y, px, px);
      });
    });
  });
}

function init() {
  drawLogo();
  loadSample();
  $("board").addEventListener("click", (ev) => editCell("start", ev));
  $("target").addEventListener("click", (ev) => editCell("target", ev));
  $("stage").addEventListener("click", playClick);
  $("puzzle").addEventListener("change", (ev) => setPuzzle(ev.target.value));
  $("size").addEventListener("change", (ev) => setSize(ev.target.value));
  $("lang").addEventListener("change", (ev) => setLang(ev.target.value));
  $("palette").addEventListener("change", (ev) => {
    document.body.className = ev.target.value === "cb" ? "palette-cb" : "palette-classic";
  });
  $("mute").addEventListener("click", () => {
    ui.muted = !ui.muted;
    $("mute").setAttribute("aria-pressed", String(ui.muted));
    $("mute").textContent = ui.muted ? t("soundOff") : t("soundOn");
  });
  $("sample").addEventListener("click", () => { loadSample(); invalidate(); });
  $("random").addEventListener("click", () => {
    ui.start = randomBoard();
    if (ui.puzzle === "swap") ui.target = shuffled(ui.start);
    invalidate();
  });
  $("clear").addEventListener("click", () => { ui.start = blank(); invalidate(); });
  $("solve").addEventListener("click", solve);
  $("step").addEventListener("click", stepOnce);
  $("back").addEventListener("click", backOnce);
  $("play").addEventListener("click", () => { ctx(); setPlaying(!playing); });
  $("reset").addEventListener("click", reset);
  $("end").addEventListener("click", toEnd);
  $("speed").addEventListener("input", () => { if (playing) { clearTimeout(timer); tick(); } });
  $("hint").addEventListener("click", hint);
  $("undo").addEventListener("click", undo);
  $("restart").addEventListener("click", () => { play = null; enterPlay(); });
  for (const tab of document.querySelectorAll(".tab")) tab.addEventListener("click", () => setMode(tab.dataset.mode));
  document.addEventListener("keydown", (ev) => {
    const tag = ev.target.tagName;
    if (tag === "SELECT" || tag === "INPUT" || ev.ctrlKey || ev.metaKey || ev.altKey) return;
    if (ui.mode !== "watch") return;
    if (ev.key === " ") { ev.preventDefault(); ctx(); setPlaying(!playing); }
    else if (ev.key === "ArrowRight") { ev.preventDefault(); stepOnce(); }
    else if (ev.key === "ArrowLeft") { ev.preventDefault(); backOnce(); }
  });
  setLang("en");
  renderSetup();
  render();
  narrate(t("ready"));
}
init();
