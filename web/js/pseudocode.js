// Pseudocode of every traced algorithm, in English and Chinese, and the
// line each event of a trace is at. The panel marks that line with
// aria-current="step" at every step of the playback.
import { language } from "./i18n.js";

// Each line: [English, 中文, the event kinds that happen on it].
const CODE = {
  bfs: [
    ["queue ← [start]; seen ← {start}", "队列 ← [起点]；已见 ← {起点}", ["start"]],
    ["while the queue is not empty:", "当队列不空时：", []],
    ["  s ← take the front of the queue", "  s ← 取出队首", ["dequeue"]],
    ["  for each move m:", "  对每一种走法 m：", ["try"]],
    ["    t ← m(s)", "    t ← m(s)", []],
    ["    if t is seen: skip it", "    如果 t 见过：跳过", ["duplicate"]],
    ["    seen ← seen + {t}; put t at the back", "    标记 t；把 t 放到队尾", ["discover"]],
    ["    if t is a goal: return depth(t)", "    如果 t 是目标：返回 t 的深度", ["goal", "path"]],
    ["return impossible", "返回 无解", ["exhausted"]],
  ],
  bibfs: [
    ["front ← [start]; back ← the goals", "正向前沿 ← [起点]；反向前沿 ← 所有目标", ["start"]],
    ["while both frontiers are not empty:", "当两个前沿都不空时：", []],
    ["  s ← next state of the smaller frontier", "  s ← 取较小前沿的下一个状态", ["dequeue"]],
    ["  for each move m: t ← m(s)", "  对每一种走法 m：t ← m(s)", ["try"]],
    ["    if this side saw t: skip it", "    如果这一侧见过 t：跳过", ["duplicate"]],
    ["    mark t on this side; add it to the frontier", "    在这一侧标记 t，加入前沿", ["discover"]],
    ["    if the other side saw t: they meet", "    如果另一侧见过 t：两边相遇", ["meet"]],
    ["      return depth from start + depth to goal", "      返回 起点到 t 的步数 + t 到目标的步数", ["goal", "path"]],
    ["return impossible", "返回 无解", ["exhausted"]],
  ],
  astar: [
    ["open ← {start}, ordered by f = g + h", "开放列表 ← {起点}，按 f = g + h 排序", ["start"]],
    ["while open is not empty:", "当开放列表不空时：", []],
    ["  s ← the state in open with the least f", "  s ← 开放列表中 f 最小的状态", ["dequeue"]],
    ["  if s is a goal: return g(s)", "  如果 s 是目标：返回 g(s)", ["goal", "path"]],
    ["  for each move m: t ← m(s)", "  对每一种走法 m：t ← m(s)", ["try"]],
    ["    h(t) ← a lower bound on the moves left", "    h(t) ← 剩余步数的下界", ["estimate"]],
    ["    if t was reached before as cheaply: skip", "    如果以前以不更大的代价到过 t：跳过", ["duplicate"]],
    ["    g(t) ← g(s) + 1; put t in open", "    g(t) ← g(s) + 1；把 t 放入开放列表", ["discover"]],
    ["return impossible", "返回 无解", ["exhausted"]],
  ],
  idastar: [
    ["bound ← h(start)", "界限 ← h(起点)", ["start"]],
    ["loop: search(start, g = 0) with this bound", "循环：在这个界限下 search(起点, g = 0)", ["bound"]],
    ["  search(s, g): f ← g + h(s)", "  search(s, g)：f ← g + h(s)", ["estimate"]],
    ["    if f > bound: return f", "    如果 f > 界限：返回 f", []],
    ["    if s is a goal: found, return g", "    如果 s 是目标：找到，返回 g", ["goal", "path"]],
    ["    enter s; for each move m (not undoing the last):", "    进入 s；对每一种走法 m（不走回头路）：", ["dequeue", "try"]],
    ["      search(m(s), g + 1)", "      search(m(s), g + 1)", ["discover"]],
    ["    leave s (back up)", "    离开 s（回溯）", ["backtrack"]],
    ["  bound ← the least f that went over it", "  界限 ← 超过界限的 f 中最小的", []],
    ["return impossible", "返回 无解", ["exhausted"]],
  ],
  table: [
    ["dist[goal] ← 0 for every goal; queue ← the goals", "对每个目标 dist[目标] ← 0；队列 ← 所有目标", ["start"]],
    ["while the queue is not empty:", "当队列不空时：", []],
    ["  s ← take the front of the queue", "  s ← 取出队首", ["dequeue"]],
    ["  for each move m: t ← m(s)", "  对每一种走法 m：t ← m(s)", ["try"]],
    ["    if dist[t] is known: skip it", "    如果 dist[t] 已知：跳过", ["duplicate"]],
    ["    dist[t] ← dist[s] + 1; put t at the back", "    dist[t] ← dist[s] + 1；把 t 放到队尾", ["discover"]],
    ["answer ← dist[start] (moves undo themselves)", "答案 ← dist[起点]（每步都可以原样撤回）", ["goal", "path", "exhausted"]],
  ],
  enumerate: [
    ["for k = 0, 1, 2, …, the number of cells:", "对 k = 0, 1, 2, …, 格子数：", ["start"]],
    ["  for each set P of k cells, in order:", "  按顺序枚举 k 个格子的每个集合 P：", ["size"]],
    ["    board ← start with every cell of P pressed", "    棋盘 ← 起始棋盘按下 P 中每个格子", ["subset"]],
    ["    if board is a goal: return k", "    如果棋盘是目标：返回 k", ["goal", "path"]],
    ["return impossible", "返回 无解", ["exhausted"]],
  ],
};

/// The algorithms with pseudocode, in the order the page lists them.
export const ALGORITHMS = Object.keys(CODE);

/// The line of `algorithm`'s pseudocode where `kind` happens.
export function lineOf(algorithm, kind) {
  const lines = CODE[algorithm] ?? CODE.bfs;
  const found = lines.findIndex((line) => line[2].includes(kind));
  return found < 0 ? 0 : found;
}

/// Draws the pseudocode of `algorithm` into `el`, `current` marked.
export function renderPseudocode(el, algorithm, current) {
  const lines = CODE[algorithm] ?? CODE.bfs;
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
  }
}
