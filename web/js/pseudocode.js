// Pseudocode of every traced algorithm, in English and Chinese, and the
// line each event of a trace is at. The panel marks that line with
// aria-current="step" at every step of the playback.
import { language, t } from "./i18n.js";

// Each line: [English, 中文, the event kinds that happen on it, the lines
// whose events can come next in the order the code runs]. The core's
// searches emit their events in exactly that order (the test
// crates/gridsolve-wasm/smoke/teaches-what-runs.test.mjs walks real traces
// through these lines), so the highlighted line is always where the
// search is.
export const PSEUDOCODE = {
  bfs: [
    ["queue ← [start]; seen ← {start}", "队列 ← [起点]；已见 ← {起点}", ["start"], [2]],
    ["while the queue is not empty:", "当队列不空时：", [], []],
    ["  s ← take the front of the queue", "  s ← 取出队首", ["dequeue"], [3, 5]],
    ["  if s is a goal:", "  如果 s 是目标：", ["goal"], [4]],
    ["    walk parent[] back from s to start: the moves, reversed", "    从 s 沿 parent[] 走回起点：倒过来就是走法", ["walk", "path"], [4]],
    ["  for each move m: t ← m(s)", "  对每一种走法 m：t ← m(s)", ["try"], [6, 7]],
    ["    if t is seen: skip it", "    如果 t 见过：跳过", ["duplicate"], [5, 2, 8]],
    ["    seen ← seen + {t}; parent[t] ← s; put t at the back", "    标记 t；parent[t] ← s；把 t 放到队尾", ["discover"], [5, 2, 8]],
    ["return impossible", "返回 无解", ["exhausted"], []],
  ],
  bibfs: [
    ["front ← [start]; back ← the goals", "正向前沿 ← [起点]；反向前沿 ← 所有目标", ["start"], [2, 4, 6]],
    ["loop:", "循环：", [], []],
    ["  if a state is on both sides: they meet there", "  如果某个状态两侧都见过：两边在那里相遇", ["meet"], [3]],
    ["    return depth from start + depth to goal", "    返回 起点到它的步数 + 它到目标的步数", ["goal", "path"], [3]],
    ["  if a frontier is empty: return impossible", "  如果有一个前沿为空：返回 无解", ["exhausted"], []],
    ["  expand the smaller frontier by one whole level:", "  把较小的前沿整层扩展一步：", [], []],
    ["    s ← its next state", "    s ← 取它的下一个状态", ["dequeue"], [7, 6, 2, 4]],
    ["    for each move m: t ← m(s)", "    对每一种走法 m：t ← m(s)", ["try"], [8, 9]],
    ["      if this side saw t: skip it", "      如果这一侧见过 t：跳过", ["duplicate"], [7, 6, 2, 4]],
    ["      mark t on this side; put it in the next level", "      在这一侧标记 t，放入下一层", ["discover"], [7, 6, 2, 4]],
  ],
  astar: [
    // put() is where every state gets its h, the start's first: the event
    // that estimates the start is on the line the start's put runs.
    ["open ← {}; put(start, 0)", "开放列表 ← {}；put(起点, 0)", ["start"], [1, 8]],
    ["put(t, g): h(t) ← a lower bound on the moves left; t joins open with f = g + h", "put(t, g)：h(t) ← 剩余步数的下界；t 以 f = g + h 加入开放列表", ["estimate"], [5, 3, 8]],
    ["while open is not empty:", "当开放列表不空时：", [], []],
    ["  s ← take the least f from open (skip stale entries)", "  s ← 取出开放列表中 f 最小的状态（跳过过时的条目）", ["dequeue"], [4, 5, 3, 8]],
    ["  if s is a goal: walk parent[] back, return g(s)", "  如果 s 是目标：沿 parent[] 走回起点，返回 g(s)", ["goal", "walk", "path"], [4]],
    ["  for each move m: t ← m(s)", "  对每一种走法 m：t ← m(s)", ["try"], [6, 7]],
    ["    if t was reached before as cheaply: skip it", "    如果以前以不更大的代价到过 t：跳过", ["duplicate"], [5, 3, 8]],
    ["    parent[t] ← s; put(t, g(s) + 1)", "    parent[t] ← s；put(t, g(s) + 1)", ["discover"], [1, 5, 3, 8]],
    ["return impossible", "返回 无解", ["exhausted"], []],
  ],
  idastar: [
    ["bound ← h(start)", "界限 ← h(起点)", ["start"], [1, 3]],
    ["repeat: search(start, 0) under this bound", "重复：在这个界限下 search(起点, 0)", ["bound"], [5]],
    ["  if it found the goal: return the path", "  如果找到了目标：返回路径", [], []],
    ["  if nothing went over the bound: return impossible", "  如果没有任何分支超过界限：返回 无解", ["exhausted"], []],
    ["  bound ← the least f that went over it", "  界限 ← 超过界限的 f 中最小的", [], []],
    ["search(s, g): enter s", "search(s, g)：进入 s", ["dequeue"], [6, 7, 10]],
    ["  if s is a goal: found, return g", "  如果 s 是目标：找到，返回 g", ["goal", "path"], [6]],
    ["  for each move m (not undoing the last): t ← m(s)", "  对每一种走法 m（不走回头路）：t ← m(s)", ["try"], [8, 7, 10]],
    ["    f ← g + 1 + h(t); if f > bound: note f, skip t", "    f ← g + 1 + h(t)；如果 f > 界限：记下 f，跳过 t", ["estimate"], [5, 7, 10]],
    ["    search(t, g + 1)", "    search(t, g + 1)", [], []],
    ["  leave s (back up)", "  离开 s（回溯）", ["backtrack"], [7, 10, 1, 3]],
  ],
  table: [
    ["dist[goal] ← 0 for every goal; queue ← the goals", "对每个目标 dist[目标] ← 0；队列 ← 所有目标", ["start"], [2]],
    ["while the queue is not empty:", "当队列不空时：", [], []],
    ["  s ← take the front of the queue", "  s ← 取出队首", ["dequeue"], [3, 2, 6]],
    ["  for each move m: t ← m(s)", "  对每一种走法 m：t ← m(s)", ["try"], [4, 5]],
    ["    if dist[t] is known: skip it", "    如果 dist[t] 已知：跳过", ["duplicate"], [3, 2, 6]],
    ["    dist[t] ← dist[s] + 1; put t at the back", "    dist[t] ← dist[s] + 1；把 t 放到队尾", ["discover"], [3, 2, 6]],
    ["answer ← dist[start] (moves undo themselves)", "答案 ← dist[起点]（每步都可以原样撤回）", ["goal", "path", "exhausted"], [6]],
  ],
  enumerate: [
    ["for k = 0, 1, 2, …, the number of cells:", "对 k = 0, 1, 2, …, 格子数：", ["start"], [1]],
    ["  for each set P of k cells, in order:", "  按顺序枚举 k 个格子的每个集合 P：", ["size"], [2]],
    ["    board ← start with every cell of P pressed", "    棋盘 ← 起始棋盘按下 P 中每个格子", ["subset"], [3, 2, 1, 4]],
    ["    if board is a goal: return k", "    如果棋盘是目标：返回 k", ["goal", "path"], [3]],
    ["return impossible", "返回 无解", ["exhausted"], []],
  ],
};

/// The algorithms with pseudocode, in the order the page lists them.
export const ALGORITHMS = Object.keys(PSEUDOCODE);

/// The line of `algorithm`'s pseudocode where `kind` happens (-1: none).
export function lineOf(algorithm, kind) {
  const lines = PSEUDOCODE[algorithm] ?? PSEUDOCODE.bfs;
  return lines.findIndex((line) => line[2].includes(kind));
}

/// The lines whose events can follow an event on `line`, in the order the
/// code runs.
export function linesAfter(algorithm, line) {
  return (PSEUDOCODE[algorithm] ?? PSEUDOCODE.bfs)[line]?.[3] ?? [];
}

/// Draws the pseudocode of `algorithm` into `el`, `current` marked, and
/// `tested` (the goal test that ran at this step and said no) marked with
/// its answer.
export function renderPseudocode(el, algorithm, current, tested = -1) {
  const lines = PSEUDOCODE[algorithm] ?? PSEUDOCODE.bfs;
  const column = language() === "zh" ? 1 : 0;
  if (el.dataset.algorithm !== algorithm || el.dataset.lang !== language()) {
    el.textContent = "";
    el.dataset.algorithm = algorithm;
    el.dataset.lang = language();
    lines.forEach((line, i) => {
      const li = document.createElement("li");
      li.textContent = line[column];
      li.dataset.line = i;
      el.appendChild(li);
    });
  }
  for (const li of el.children) {
    if (+li.dataset.line === current) li.setAttribute("aria-current", "step");
    else li.removeAttribute("aria-current");
    const test = +li.dataset.line === tested;
    li.classList.toggle("tested", test);
    if (test) li.dataset.verdict = t("goalTestNo");
    else delete li.dataset.verdict;
  }
  // Where the list scrolls by itself (a few lines under a phone's board,
  // learn.js), its current line stays in view as the search plays.
  const line = el.querySelector('li[aria-current="step"], li.tested');
  if (line && el.scrollHeight > el.clientHeight + 1) {
    const top = line.getBoundingClientRect().top - el.getBoundingClientRect().top + el.scrollTop;
    if (top < el.scrollTop || top + line.offsetHeight > el.scrollTop + el.clientHeight) el.scrollTop = top - el.clientHeight / 2 + line.offsetHeight / 2;
  }
}
