// The guided lessons of Learn mode, as data: what the classic write-ups of
// "state compression + BFS" teach, each step a real trace of the core at a
// chosen event, with a short text in English and Chinese. The page shows the
// step's board, the event and the pseudocode line that event belongs to
// (narrate.js), so the line a step is about is the line the search ran.
// Each lesson ends with an exercise the learner plays on the board; the core
// computes its minimum and the page checks the learner's moves reach the goal
// in that many. No DOM here: node tests walk every step on real traces.

/// The position in a prepared trace (player.js) just after the `nth` event
/// of `kind` (at that `depth` where given): the step shows that event. `null`
/// is the start, "end" the last event; a position past the trace is `null`.
/// `look` (read by learn.js) names what the step talks about beyond the board
/// and the narration, one name or a list: "pseudocode", "tree", "queue" (the
/// queue, open list or path panel), "hist" (the chart) or an element's id. On a
/// phone each is brought under the board; a test walks every step and checks
/// that a step whose text names one of them declares it.
/// `quotes`: the data-testids of the side column's numbers the text quotes
/// (the Expanded counter "visited", IDA*'s Stored note "counter-note"): on
/// a desktop the side column scrolls to show them (learn.js).
/// `after`: counted from the position of another such event on (a step that
/// shows the search a moment after a bound rose, with a path to see).
export function positionOf(trace, at) {
  if (at === null || at === undefined) return 0;
  if (at === "end") return trace.steps.length;
  const from = at.after ? positionOf(trace, at.after) : 0;
  if (from === null) return null;
  let seen = 0;
  for (let i = from; i < trace.steps.length; i++) {
    const e = trace.steps[i];
    if (e.kind !== at.kind) continue;
    if (at.depth !== undefined && e.depth !== at.depth) continue;
    if (at.k !== undefined && e.k !== at.k) continue;
    if (at.j !== undefined && e.j !== at.j) continue;
    seen += 1;
    if (seen === (at.nth ?? 1)) return i + 1;
  }
  return null;
}

const FLIP_SAMPLE = { puzzle: "flip", start: ["1001", "1101", "1001", "1000"] };
const TOGGLE_SAMPLE = { puzzle: "toggle", start: ["0100", "0000", "0000", "0100"] };
const SLIDE_GOAL = ["1 2 3", "8 0 4", "7 6 5"];
const KNIGHT_GOAL = ["11111", "01111", "00*11", "00001", "00000"];

export const LESSONS = [
  {
    id: "bits",
    title: { en: "A board is a number", zh: "棋盘就是一个数" },
    view: { ...FLIP_SAMPLE, algorithm: "bfs" },
    steps: [
      {
        at: null,
        en: "Each cell is one bit: 1 black, 0 white. Read row by row, the 16 bits 1001 1101 1001 1000 make the number shown above the board, 40344. Every 4 x 4 board is one of 2^16 = 65,536 numbers, so a plain array of 65,536 entries can remember something about every board: whether it was seen, and how far it is.",
        zh: "每个格子是一个二进制位：黑为 1，白为 0。按行读出的 16 位 1001 1101 1001 1000 就是棋盘上方显示的数 40344。每个 4 x 4 棋盘都是 2^16 = 65,536 个数之一，所以一个长 65,536 的普通数组就能为每个棋盘记下信息：是否见过、离起点多远。",
      },
      {
        at: { kind: "try" },
        en: "A move is an XOR with a mask. Flipping a cell and its neighbours turns their bits over, and that is state ^ mask[cell]: one machine instruction. The framed cells are the mask of this move; under the board the three lines are the state, the mask and their XOR, in binary a group per row, each with its number: 40344 ⊕ 51200 = 21912.",
        zh: "一步就是与一个掩码做异或。翻转一个格子和它的邻居就是把这些位取反，也就是 state ^ mask[cell]：一条机器指令。带框的格子就是这一步的掩码；棋盘下方三行依次是状态、掩码和它们的异或，按行分组写成二进制，右边是对应的数：40344 ⊕ 51200 = 21912。",
      },
    ],
    exercise: {
      view: { puzzle: "flip", start: ["0000", "1100", "0000", "1011"] },
      en: "Your turn: click cells (or move with the arrow keys and press Enter) to flip them, each click one XOR, until the board is all one colour, in as few clicks as possible. The page tells you the minimum when you reach the goal; Hint appears after a move that does not bring you closer.",
      zh: "轮到你了：点击格子（或用方向键移动、按回车）翻转它们，每次点击就是一次异或，直到棋盘全为同一种颜色，步数越少越好。到达目标时本页会告诉你最少步数；走了一步没有更接近目标之后会出现“提示”。",
    },
  },
  {
    id: "bfs",
    title: { en: "Breadth-first search: a queue, a visited array, depths", zh: "广度优先搜索：队列、已访问数组和深度" },
    view: { ...FLIP_SAMPLE, algorithm: "bfs" },
    steps: [
      {
        at: { kind: "dequeue" },
        look: "pseudocode",
        en: "BFS starts with the start state alone in the queue, marked as seen. It takes the state at the front of the queue (its depth is 0) and first asks: is it a goal? (The pseudocode marks the line \"if s is a goal\" with its answer at every state taken: here \"→ no\", so the next step tries the moves.)",
        zh: "广搜开始时队列里只有起点，并已标记为见过。它取出队首的状态（深度 0），先问：这是目标吗？（每取出一个状态，伪代码都在“如果 s 是目标”这一行标出答案：这里是“→ 否”，所以下一步开始尝试走法。）",
      },
      {
        at: { kind: "discover" },
        en: "Not a goal, so BFS tries every move from it. A state never seen before is marked in the visited array and joins the back of the queue with depth 1: one move from the start.",
        zh: "不是目标，于是尝试它的每一种走法。从未见过的状态在已访问数组中标记，并以深度 1（离起点一步）加入队尾。",
      },
      {
        at: { kind: "duplicate" },
        en: "This state was seen already: BFS skips it. Without the visited array the queue would fill with the same boards again and again; with it, each of the 65,536 boards enters the queue at most once.",
        zh: "这个状态已经见过：跳过。没有已访问数组，队列会一次又一次装进同样的棋盘；有了它，65,536 个棋盘每个最多入队一次。",
      },
      {
        at: { kind: "dequeue", depth: 2 },
        look: "hist",
        en: "Every state of depth 1 has left the queue before the first state of depth 2: the queue holds states in order of depth. The chart of states per depth grows level by level.",
        zh: "深度 1 的状态全部出队之后，深度 2 的第一个状态才出队：队列中的状态按深度排序。“每层发现的状态数”图一层一层增长。",
      },
    ],
    exercise: {
      view: { puzzle: "flip", start: ["0101", "1011", "1111", "0010"] },
      en: "Your turn: bring this board to one colour in the minimum number of flips. Think level by level: which boards are one flip away from a goal?",
      zh: "轮到你了：用最少的翻转次数把棋盘变成同一种颜色。按层思考：哪些棋盘离目标只差一步？",
    },
  },
  {
    id: "minimum",
    title: { en: "Why the first goal is the minimum, and the path from parent links", zh: "为什么第一次到达目标就是最少步数，以及用父指针还原路径" },
    view: { ...FLIP_SAMPLE, algorithm: "bfs" },
    steps: [
      {
        at: { kind: "goal" },
        en: "A goal leaves the queue. Because states leave in order of depth, every board fewer moves away has already left the queue and none was a goal: no shorter solution exists. The depth of this state is the minimum.",
        zh: "一个目标状态出队了。状态按深度顺序出队，所以步数更少的棋盘都已出过队，而且都不是目标：不存在更短的解。这个状态的深度就是最少步数。",
      },
      {
        at: { kind: "walk", j: 1 },
        look: ["pseudocode", "tree"],
        en: "How were the moves kept? When a state was first seen, BFS set parent[t] ← s (line 8 of the pseudocode). Now it walks back from the goal, parent by parent, to the start: in the tree it climbs the highlighted edges, and the moves come out in reverse order.",
        zh: "走法是怎么记下的？每个状态第一次被发现时，广搜执行 parent[t] ← s（伪代码第 8 行）。现在它从目标出发，一个父状态接一个父状态地走回起点：在搜索树里，它沿着高亮的边往上爬，得到的走法是倒序的。",
      },
      {
        at: { kind: "path", k: 1 },
        en: "The path, one move at a time, from the start: each numbered marker is a move of the minimum solution.",
        zh: "从起点出发，一步一步的路径：每个编号标记是最少步数解中的一步。",
      },
    ],
    exercise: {
      view: { ...FLIP_SAMPLE },
      en: "Your turn: solve the POJ 1753 sample yourself, in the minimum number of flips.",
      zh: "轮到你了：自己解 POJ 1753 的样例，用最少的翻转次数。",
    },
  },
  {
    id: "bibfs",
    title: { en: "Bidirectional BFS: meeting in the middle", zh: "双向广搜：在中间相遇" },
    view: { ...FLIP_SAMPLE, algorithm: "bibfs" },
    steps: [
      {
        at: null,
        en: "Two searches at once: one frontier grows from the start, the other from the goals (all white and all black). Each side expands a level at a time, the smaller frontier first.",
        zh: "同时进行两个搜索：一个前沿从起点出发，另一个从目标（全白和全黑）出发。每边每次扩展一整层，先扩展较小的前沿。",
      },
      {
        at: { kind: "meet" },
        en: "A state reached from one side is already known to the other: the frontiers meet. The path is the start's half joined to the goal's half. With b moves per state, each side went about d/2 levels deep: about 2 x b^(d/2) states instead of b^d.",
        zh: "从一边到达的状态已被另一边发现：两个前沿相遇。路径就是起点那一半接上目标那一半。若每个状态有 b 种走法，每边只需约 d/2 层：约 2 x b^(d/2) 个状态，而不是 b^d 个。",
      },
    ],
    exercise: {
      view: { puzzle: "flip", start: ["1100", "0001", "1001", "0000"] },
      en: "Your turn: solve this board in the minimum number of flips. Try thinking from both ends: what do boards one flip away from the goal look like?",
      zh: "轮到你了：用最少的翻转次数解这个棋盘。试着从两头想：离目标一步的棋盘长什么样？",
    },
  },
  {
    id: "astar",
    title: { en: "A*: the best-looking state first, h pictured (P1379)", zh: "A*：先展开看起来最好的状态，h 画在棋盘上（P1379）" },
    view: { puzzle: "slide", start: ["2 8 3", "1 0 4", "7 6 5"], target: SLIDE_GOAL, algorithm: "astar" },
    steps: [
      {
        at: { kind: "estimate" },
        en: "P1379's sample, 283104765. A* orders its open list by f = g + h: g moves made, h a lower bound on the moves left. Here h is each tile's Manhattan distance to its goal cell (the arrows on the board) plus 2 for each pair of tiles in their goal row or column in the wrong order. A move shifts one tile one cell, so h never overestimates.",
        zh: "P1379 的样例 283104765。A* 按 f = g + h 排列开放列表：g 是已走的步数，h 是剩余步数的下界。这里 h 是每个数字块到目标格的曼哈顿距离（棋盘上的箭头），再加上线性冲突：同在目标行或列、但顺序颠倒的每一对数字块加 2。一步只让一个数字块移动一格，所以 h 从不高估。",
      },
      {
        at: { kind: "dequeue", nth: 2 },
        look: ["queue", "tree"],
        en: "A* takes the state with the least f from the open list, not the oldest as BFS does: the Open list panel is sorted by f = g + h, and the tree labels each state g+h. States that look far from the goal wait, often for ever.",
        zh: "A* 从开放列表取出 f 最小的状态，而不是像广搜那样取最早入队的：“开放列表”面板按 f = g + h 排序，搜索树上每个状态标着 g+h。看起来离目标远的状态只能等，常常永远轮不到。",
      },
      {
        at: { kind: "goal" },
        quotes: "visited",
        en: "The goal leaves the open list with g = 4. Every state still open has f ≥ 4, and h never overestimates, so f = g + h never overestimates a path through a state and no shorter way exists: A* found the minimum after expanding 5 states, where BFS expands 23 on the same board (Compare shows both).",
        zh: "目标以 g = 4 出列。开放列表里剩下的每个状态 f ≥ 4，而 h 从不高估，所以 f = g + h 也不会高估经过一个状态的路径长度，不存在更短的路：A* 只展开了 5 个状态就找到了最少步数，而在同一个棋盘上广搜要展开 23 个（“比较”模式里两者都有）。",
      },
    ],
    exercise: {
      view: { puzzle: "slide", start: ["8 1 3", "2 0 4", "7 6 5"], target: SLIDE_GOAL },
      en: "Your turn: slide tiles into the blank to reach 1 2 3 / 8 0 4 / 7 6 5 in as few moves as possible. Before each move, count: which tile's arrow would get shorter?",
      zh: "轮到你了：把数字块滑进空格，用尽量少的步数到达 1 2 3 / 8 0 4 / 7 6 5。每走一步前数一数：哪个数字块的箭头会变短？",
    },
  },
  {
    id: "idastar",
    title: { en: "IDA*: depth-first with an admissible bound", zh: "IDA*：带可采纳界限的深度优先" },
    view: { ...TOGGLE_SAMPLE, algorithm: "idastar" },
    steps: [
      {
        at: { kind: "estimate" },
        look: "tree",
        en: "POJ 2965: a press toggles a whole row and column. h(s) estimates the presses still needed and never overestimates (it is admissible). IDA* searches depth-first and cuts every path whose g + h passes the bound.",
        zh: "POJ 2965：一次按压翻转整行和整列。h(s) 估计还需要几次按压，而且从不高估（可采纳）。IDA* 深度优先搜索，剪掉 g + h 超过界限的路径。",
      },
      {
        at: { kind: "dequeue", depth: 1, after: { kind: "bound", nth: 2 } },
        look: "queue",
        quotes: "counter-note",
        en: "Nothing within the bound reached the goal, so the bound rises to the smallest g + h that was cut, and the search starts again. It keeps only the current path in memory, never a queue.",
        zh: "界限内没有到达目标，于是界限升到被剪掉的最小 g + h，搜索重新开始。它只在内存中保存当前路径，从不需要队列。",
      },
      {
        at: { kind: "goal" },
        en: "The goal within the bound. Because h never overestimates, no solution is shorter than the bound that found this one: the answer is the minimum.",
        zh: "在界限内到达目标。因为 h 从不高估，不存在比找到它的界限更短的解：答案就是最少步数。",
      },
    ],
    exercise: {
      view: { puzzle: "toggle", start: ["1101", "1101", "0011", "0000"] },
      en: "Your turn: open the refrigerator (all handles 0) in the minimum number of presses. A press toggles its whole row and column.",
      zh: "轮到你了：用最少的按压次数打开冰箱（所有把手为 0）。一次按压翻转整行和整列。",
    },
  },
  {
    id: "enumerate",
    title: { en: "Enumerating press sets, and the first row (POJ 3279, POJ 1222)", zh: "枚举按法，以及只枚举第一行（POJ 3279、POJ 1222）" },
    view: { puzzle: "flip", start: ["110", "101", "011"], algorithm: "enumerate" },
    steps: [
      {
        at: { kind: "size", nth: 2 },
        en: "Pressing a cell twice undoes it, and the order of presses does not matter: a solution is a set of cells. This search tries the sets by size, all sets of 1 press, then of 2, and so the first set that works is the smallest.",
        zh: "同一格按两次等于没按，而且按的顺序无关：一个解就是一组格子。这个搜索按大小枚举：先试所有 1 格的组合，再试 2 格的，所以第一个可行的组合就是最小的。",
      },
      {
        at: { kind: "goal" },
        en: "Found. On an n x m board there are 2^(nm) sets; POJ 3279 and POJ 1222 need far fewer tries: choose only the first row's presses (2^m ways); then each cell still wrong in row i can only be fixed by pressing the cell below it, so every later row is forced, and the last row tells whether that choice works.",
        zh: "找到了。n x m 的棋盘有 2^(nm) 种组合；POJ 3279 和 POJ 1222 需要试的少得多：只枚举第一行怎么按（2^m 种）；之后第 i 行仍不对的格子只能靠按它正下方的格子修正，所以后面各行都被确定，最后一行是否全对就说明这种选择是否可行。",
      },
    ],
    exercise: {
      view: { puzzle: "flip", start: ["101", "010", "011"] },
      en: "Your turn: which set of cells, pressed once each, makes this board one colour? Use as few presses as the minimum.",
      zh: "轮到你了：哪一组格子（每格按一次）能让这个棋盘变成同一种颜色？按压次数不超过最少步数。",
    },
  },
  {
    id: "linear",
    title: { en: "Toggle puzzles by Gaussian elimination over GF(2) (Lights Out, POJ 2965)", zh: "用 GF(2) 上的高斯消元解开关类谜题（点灯游戏、POJ 2965）" },
    view: { ...TOGGLE_SAMPLE, mode: "compare" },
    steps: [
      {
        at: null,
        en: "Write x_j = 1 if cell j is pressed. Each cell gives one equation: the sum (mod 2) of the presses that touch it must equal its bit. Gaussian elimination with XOR in place of subtraction solves all of them at once. In the table, 'linear' answers with 1 state, where BFS expanded thousands: the algebra finds every solution and gridsolve keeps the smallest.",
        zh: "若第 j 格被按下则记 x_j = 1。每个格子给出一个方程：影响它的按压之和（模 2）等于它的位。把减法换成异或的高斯消元一次解出全部方程。表中“线性代数（GF(2) 消元）”一行只用了 1 个状态，而广搜展开了几千个：代数求出所有解，gridsolve 取其中最小的。",
      },
    ],
    exercise: {
      view: { puzzle: "toggle", start: ["1111", "1000", "0010", "1000"] },
      en: "Your turn: press cells so that every handle is 0, in the minimum number of presses. (Hint: for POJ 2965, pressing every cell of a handle's row and column toggles that handle alone.)",
      zh: "轮到你了：按格子使所有把手为 0，按压次数最少。（提示：在 POJ 2965 中，把某个把手所在行和列的每一格都按一次，只会翻转这一个把手。）",
    },
  },
  {
    id: "parity",
    title: { en: "The parity rule of the 8-puzzle", zh: "八数码的奇偶性规则" },
    view: { puzzle: "slide", start: ["2 1 3", "8 0 4", "7 6 5"], target: SLIDE_GOAL, algorithm: "bfs" },
    steps: [
      {
        at: "end",
        en: "Read the tiles row by row, without the blank, and count the inversions (pairs in the wrong order). A sideways move does not change the order; a vertical move jumps a tile over two others, changing the count by 0 or 2. So the parity of the inversions never changes, and a board whose parity differs from the goal's can never reach it: the core says so before any search.",
        zh: "按行读出数字（不含空格），数逆序对（顺序颠倒的数对）。左右移动不改变顺序；上下移动让一个数字越过另外两个，逆序数改变 0 或 2。所以逆序数的奇偶性永远不变，奇偶性与目标不同的棋盘永远到不了目标：内核在搜索之前就这样判定。",
      },
    ],
    exercise: {
      view: { puzzle: "slide", start: ["2 8 3", "1 6 4", "7 0 5"], target: SLIDE_GOAL },
      en: "Your turn: this board has the goal's parity, so it can be solved. Click a tile next to the blank to slide it, and reach the goal in the minimum number of moves.",
      zh: "轮到你了：这个棋盘与目标奇偶性相同，所以有解。点击空格旁边的数字滑动它，用最少的步数到达目标。",
    },
  },
  {
    id: "matching",
    title: { en: "Swaps: the matching argument (P1225, P4289)", zh: "交换：匹配的论证（P1225、P4289）" },
    view: { puzzle: "swap", start: ["1111", "0000", "1110", "0010"], target: ["1010", "0101", "1010", "0101"], mode: "compare" },
    steps: [
      {
        at: null,
        en: "Swapping two neighbours moves a piece one step. Each piece that is out of place must travel to a place the target wants filled, at least its Manhattan distance away. Pair the misplaced pieces with the empty target places so the total distance is smallest (a minimum-cost matching): that total is the minimum number of swaps, and pieces can always be moved along it. The 'matching' row searches no boards at all: its Expanded counts the sets of pairs its table tried (2^4 = 16 for the 4 misplaced pieces here) and its Stored the 4 pairs, against the thousands of boards BFS holds.",
        zh: "交换相邻两格就是把一个棋子移动一步。每个不在位的棋子都要走到目标需要的某个空位，至少走曼哈顿距离那么远。把不在位的棋子与目标空位配对，使总距离最小（最小费用匹配）：这个总和就是最少交换次数，而且总能沿着它移动棋子。“最小费用匹配”一行根本不搜索棋盘：它的“展开”数的是它的表试过的配对集合（这里 4 个不在位的棋子，2^4 = 16 个），“已存储”是 4 个配对，而广度优先搜索要存下几千个棋盘。",
      },
    ],
    exercise: {
      view: { puzzle: "swap", start: ["1100", "0000", "0000", "0000"], target: ["0000", "0110", "0000", "0000"] },
      en: "Your turn: click two neighbouring cells to swap them, and reach the target (the Target board, which this exercise fixes) in the minimum number of swaps.",
      zh: "轮到你了：依次点击两个相邻格子交换它们，用最少的交换次数到达目标（即“目标”棋盘，本练习中不可修改）。",
    },
  },
  {
    id: "knights",
    title: { en: "Knights (P2324): IDA* with the misplaced-knights bound", zh: "骑士精神（P2324）：用“不在位的骑士数”作界限的 IDA*" },
    view: { puzzle: "knight", start: ["11101", "01111", "00111", "0000*", "00010"], target: KNIGHT_GOAL, algorithm: "idastar" },
    steps: [
      {
        at: { kind: "estimate" },
        en: "P2324 (Knights' Spirit): knights jump into the one empty square, and the answer counts only if it is at most 15. h is the number of knights out of place, crossed out on the board (in the goal, their square holds a knight of the other colour, or the empty square): a jump moves one knight, so it fixes at most one of them, and h never overestimates.",
        zh: "P2324（骑士精神）：骑士跳进唯一的空格，步数不超过 15 才算。h 是不在位的骑士数，棋盘上用 ✕ 标出（目标中它们所在的格子是另一种颜色的骑士，或是空格）：一次跳跃只移动一个骑士，最多修正一个，所以 h 从不高估。",
      },
      {
        at: { kind: "dequeue", depth: 1, after: { kind: "bound", nth: 2 } },
        look: "queue",
        quotes: "counter-note",
        en: "No path within the first bound reached the goal: the bound rises to the least g + h that was cut. IDA* keeps only the current path (the Path panel: the new iteration has just gone down from the start again), so it needs almost no memory, which is why the classic P2324 solutions use it with exactly this bound.",
        zh: "第一个界限内没有路径到达目标：界限升到被剪掉的最小 g + h。IDA* 只保存当前路径（“当前路径”面板：新一轮刚从起点重新往下走），几乎不占内存，所以经典的 P2324 题解正是用这个界限写 IDA*。",
      },
      {
        at: { kind: "goal" },
        look: "tree",
        en: "The goal within the bound: 5 jumps, the minimum, since h never overestimates. The tree shows only this iteration: each row a depth, each node g+h.",
        zh: "在界限内到达目标：5 次跳跃，因为 h 从不高估，这就是最少步数。搜索树只画本轮迭代：每一行是一层深度，每个节点标着 g+h。",
      },
    ],
    exercise: {
      view: { puzzle: "knight", start: ["11111", "01111", "00*11", "00000", "00100"], target: KNIGHT_GOAL },
      en: "Your turn: click a knight a knight's move away from the empty square to jump it there, and reach the goal in as few jumps as possible.",
      zh: "轮到你了：点击与空格相隔一个马步的骑士让它跳过去，用尽量少的跳跃到达目标。",
    },
  },
];

/// The number of steps of a lesson, its exercise included.
export const stepCount = (lesson) => lesson.steps.length + 1;

/// Whether step `step` (0-based) of `lesson` is its exercise, the last.
export const isExercise = (lesson, step) => step >= lesson.steps.length;

/// "L.S" (1-based) for a lesson and step, as the permalink's learn= holds it.
export const learnKey = (lesson, step) => `${lesson + 1}.${step + 1}`;

/// The lesson and step (0-based) a permalink's learn= names, or null.
export function parseLearnKey(text) {
  const found = /^(\d+)\.(\d+)$/.exec(text ?? "");
  if (!found) return null;
  const lesson = Number(found[1]) - 1;
  const step = Number(found[2]) - 1;
  if (!LESSONS[lesson] || step < 0 || step >= stepCount(LESSONS[lesson])) return null;
  return { lesson, step };
}
