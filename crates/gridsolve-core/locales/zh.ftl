# gridsolve 给人看的文字（中文）。每个 id 在 en.ftl 中有英文，参数相同；测试比对两个文件。

## 包装

named = { $name }：{ $detail }
# 不是文字的内容（带单位的数字、照原样的名字、其他程序的输出），原样显示
verbatim = { $detail }

## 棋盘

board-empty = 棋盘是空的：应为若干行 '0'/'1'（或 '.'/'#'）
board-bad-cell = 第 { $line } 行第 { $column } 列：应为一个格子（'0' 或 '1'、'.' 或 '#'、'w' 或 'b'、'-' 或 '+'），实际是 { $found }
board-ragged = 第 { $line } 行：应与第一行一样有 { $expected } 个格子，实际有 { $found } 个
board-not-utf8 = 不是 UTF-8 文本（第 { $byte } 字节无效）
grid-empty-digits = 棋盘是空的：应为若干行 0 到 { $max } 的数字
grid-empty-numbers = 棋盘是空的：应为若干行以空格分隔的 0 到 { $max } 的数
grid-not-a-digit = 第 { $line } 行第 { $column } 列：应为 0 到 { $max } 的一个数字，实际是 { $found }
grid-not-a-number = 第 { $line } 行第 { $column } 列：应为 0 到 { $max } 的一个数，实际是 "{ $found }"
grid-out-of-range = 第 { $line } 行第 { $column } 列：{ $found } 超出范围：应为 0 到 { $max } 的数

## 按钮文件

buttons-not-a-cell = 第 { $line } 行第 { $column } 列：应为 行,列 形式的格子，从 1 开始编号（如 2,3），实际是 "{ $found }"
buttons-off-board = 第 { $line } 行第 { $column } 列：格子 { $cell } 在 { $size } 棋盘之外
buttons-duplicate = 第 { $line } 行第 { $column } 列：格子 { $cell } 在这个按钮中列了两次（第一次在第 { $first } 列）
buttons-empty = 按钮文件中没有按钮：应每行一个按钮，写出它的格子，形如 行,列（如 1,1 1,2）

## 文本中的位置

at-line-column = 第 { $line } 行第 { $column } 列：{ $detail }
at-line = 第 { $line } 行：{ $detail }

## 棋子棋盘（滑块、骑士）

tokens-ragged-tiles = 应与第一行一样有 { $expected } 个数字，实际有 { $found } 个
tokens-ragged-cells = 应与第一行一样有 { $expected } 个格子，实际有 { $found } 个
tokens-empty = 棋盘是空的：应为{ $expected }
tokens-too-many-cells = 棋盘有 { $cells } 个格子；最多支持 { $most } 个
tiles-expected = 若干行数字，0 表示空格
tiles-not-a-number = 应为一个数字（0 表示空格），实际是 '{ $found }'
tiles-huge-number = 数字超出范围：{ $size } 的棋盘上是 1..{ $last } 和表示空格的 0
tiles-out-of-range = 数字 { $tile } 超出范围：{ $size } 的棋盘上是 1..{ $last } 和表示空格的 0
tiles-second-blank = 第二个空格（0）；第一个在第 { $line } 行第 { $column } 列；应恰有一个空格
tiles-twice = 数字 { $tile } 出现了两次（第一次在第 { $line } 行第 { $column } 列）；0..{ $last } 应各出现一次
knights-expected = 若干行 '0'、'1' 和一个 '*'
knights-bad-cell = 应为 '0'、'1' 或 '*'（空格），实际是 { $found }
knights-second-blank = 第二个空格 '*'；第一个在第 { $line } 行第 { $column } 列；应恰有一个
knights-no-blank = 棋盘上没有空格 '*'；应恰有一个

## 操作规则

stencil-unknown-rule = 未知的操作规则 '{ $given }'：应为 { $names }
rule-names = plus、cross、stencil:ROWS（如 stencil:.#./###/.#.）、buttons:FILE、swap、slide 或 knight
rule-names-but-swap = plus、cross、stencil:ROWS（如 stencil:.#./###/.#.）、buttons:FILE、slide 或 knight
stencil-even = 模板 '{ $given }' 是 { $size }：高和宽必须是奇数，按下的格子才在正中
stencil-ragged = 模板第 { $row } 行是 '{ $given }'：应与第一行一样有 { $width } 个字符
stencil-bad-cell = 模板第 { $row } 行第 { $column } 列：应为 '.' 或 '#'，实际是 { $found }
stencil-empty = 模板 '{ $given }' 不翻转任何格子

## 谜题的描述（命令行的选项，网页和软件包的字段）

no-such-input = { $name }：没有这个输入
rule-unknown-with-states = { $detail }；使用 --states 时还可以是 buttons:FILE（每行一个按钮，写出它的格子 行,列）
states-not-for = --states 用于翻转规则，不用于 --moves { $moves }
wrap-not-for = --wrap 用于翻转规则，不用于 --moves { $moves }
goal-not-for-tokens = --goal 用于翻转规则；--moves { $moves } 的目标棋盘用 --target FILE 给出
tokens-one-board = --moves { $moves } 只取一个棋盘；目标棋盘用 --target FILE 给出
target-only-tokens = --target FILE 是 --moves slide|knight 的目标；交换用 START TARGET，翻转用 --goal
states-not-swaps = --states 用于翻转规则（plus、cross、stencil:ROWS、buttons:FILE），不用于交换
swap-two-boards = --moves swap 需要两个棋盘：START TARGET
wrap-not-swaps = --wrap 用于翻转规则，不用于交换
goal-not-swaps = --goal 用于翻转规则；交换谜题的目标是它的 TARGET 棋盘
target-only-swaps = TARGET 棋盘只用于 --moves swap；翻转规则用 --goal
wrap-not-buttons = --wrap 用于模板；按钮文件已列出每个按钮改变的每个格子
knights-need-goal = { $size } 的骑士棋盘需要给出目标：--target FILE（默认目标是 P2324 的 5x5）
start-target-sizes = 起始棋盘是 { $start }，目标却是 { $target }
wrap-one-row = 棋盘只有一行，--wrap 把这一行首尾相接：模板中按下格子上方和下方的格子落在同一行，被覆盖两次的格子只翻转一次
wrap-one-column = 棋盘只有一列，--wrap 把这一列首尾相接：模板中按下格子左边和右边的格子落在同一列，被覆盖两次的格子只翻转一次
goal-unknown-near = --goal '{ $given }'：既不是目标词，也没有这个文件；你是想写 --goal { $word } 吗？--goal 取 { $words }，或一个棋盘文件
goal-unknown = --goal '{ $given }'：既不是目标词，也没有这个文件；--goal 取 { $words }，或一个棋盘文件
goal-size = 棋盘是 { $board }，目标 { $file } 却是 { $goal }

## 答案

grid-only-two-state = --format grid 输出 0/1 按键矩阵：只用于两种状态的翻转规则，不用于 slide、knight、--states 或 buttons
grid-not-swaps = --format grid 输出按键矩阵：只用于翻转规则，不用于交换
explain-not-json-grid = --explain 画的是文本；不能与 --format json 或 grid 同用
explain-not-json = --explain 画的是文本；不能与 --format json 同用
over-budget = --algorithm { $algorithm } 搜索了 { $limit } 个状态（它的工作上限）仍未找到答案
explain-too-large = --explain 最多画 { $most } 个格子，而 { $size } 棋盘仅起点和终点就有 { $cells } 个；请用 --format grid（按键矩阵，每格只占八分之一字节内存）或文本、JSON 列表
modular-by-linear = K 种状态的格子和按钮文件用 Z_K 上的线性代数求解（--algorithm auto 或 linear）

## 求解器

algorithm-not-applicable = --algorithm { $algorithm } 不适用：{ $why }
algorithm-too-large = --algorithm { $algorithm } 处理不了这个棋盘：{ $why }
over-budget-try-auto = --algorithm { $algorithm } 搜索了 { $limit } 个状态（它的工作上限）仍未找到答案；--algorithm auto 能解任意大小的翻转和交换棋盘
cancelled = --algorithm { $algorithm } 在完成之前被停止了
over-memory = { $algorithm } 搜索达到内存上限 { $mib } MiB（已存 { $states } 个状态），未得到答案
over-memory-refused = { $algorithm } 搜索停止：机器或进程的内存限制拒绝了 { $bytes } 字节（{ $mib } MiB）的分配，此时已存 { $states } 个状态，尚未达到搜索自身的上限 { $limit } MiB；请放宽进程的限制（ulimit -v）或腾出内存，或换一个小一些的棋盘
size-mismatch = 棋盘是 { $board }，谜题却是 { $puzzle }
explain-answer-too-large = --explain 最多画 { $most } 个格子；这个答案需要 { $size } 个

# 搜索自身的上限，以及滑块或骑士谜题的建立
pattern-cells = 模式是 { $size } 棋盘上 1 到 { $most } 个互不相同的格子
pattern-blank-goal-cell = 空格的目标格 { $blank } 必须是 { $size } 棋盘上、模式 { $cells } 之外的格子
pattern-holds-blank-goal = 模式 { $cells } 含有格子 { $blank }，即空格的目标格；请建不含它的模式
pattern-other-blank-goal = 模式 { $cells } 是为空格的目标在格子 { $built } 建的，而不是 { $blank }
compact-pattern-tiles = 紧凑模式含 1 到 { $most } 个数字；这个有 { $tiles } 个
pattern-placements = { $cells } 个格子上 { $tiles } 个数字的模式有 { $placements } 种摆法；最多建 { $most } 种
pattern-states = { $cells } 个格子上 { $tiles } 个数字的模式需要 { $states } 个抽象状态；最多搜索 { $most } 个
search-moves-byte = 搜索用一个字节给走法编号，最多 { $most } 种；这个谜题有 { $moves } 种
heuristic-wrong-rule = { $heuristic } 启发函数不适合这个谜题的操作规则
table-distance-bytes = 超过 { $most } 的距离存不进表的字节
census-distance-bytes = 超过 { $most } 的距离存不进普查的字节
tokens-search-slide-cells = 只能搜索最多 { $most } 个格子的滑块棋盘；这个有 { $cells } 个
tokens-search-knight-cells = 只能搜索最多 { $most } 个格子的骑士棋盘；这个有 { $cells } 个
tokens-goal-one-blank = 目标必须恰好有一个空格
tokens-search-moves = 这个棋盘上一步所连接的格子对有 { $moves } 个；搜索最多给 { $most } 个编号
tokens-slide-goal-tiles = 滑块的目标必须含 0..{ $last } 各一次
tokens-knight-goal = 骑士的目标只能有骑士 '0' 和 '1' 以及一个空格 '*'
judge-solver-other-problem = 这个求解器不是为 { $problem } 建的
matching-unequal-counts = 第 { $case } 组：起点有 { $start } 个棋子 '1'，目标却有 { $target } 个
patterns-too-many = 模式最多 { $most } 个；这里有 { $found } 个
pattern-other-size = 为 { $built } 建的模式数据库不能用于 { $size } 的棋盘
pattern-too-many-tiles = 每个模式最多 { $most } 个数字
patterns-overlap = 模式在格子 { $cell } 重叠；它们必须互不相交
slide-start-cells = 起始棋盘有 { $tiles } 个数字，而 { $size } 的棋盘有 { $cells } 个格子
slide-goal-cells = 目标棋盘有 { $tiles } 个数字，而 { $size } 的棋盘有 { $cells } 个格子
slide-goal-tile-twice = 数字 { $tile } 在目标棋盘上出现了两次
slide-goal-no-blank = 目标棋盘没有空格（0）
slide-start-tile-twice = 数字 { $tile } 在起始棋盘上出现了两次
slide-tile-not-in-goal = 数字 { $tile } 在起始棋盘上，却不在目标棋盘上
slide-replay-no-blank = 棋盘上没有空格（0）
slide-replay-not-a-move = 第 { $number } 步：'{ $letter }' 不是 u、d、l、r 之一
slide-replay-off-board = 第 { $number } 步：空格不能向 '{ $letter }' 移出棋盘
matching-needs-target = 交换谜题需要以目标棋盘为目标

## 状态空间普查

census-refused = 普查：{ $detail }
census-needs-size = 普查需要 --size ROWSxCOLS，如 --size 4x4
census-target-tokens = --target 用于滑块和骑士的普查（--moves slide 或 knight）
census-goal-tokens = --goal 用于翻转规则；{ $moves } 的普查用 --target FILE 给出目标棋盘
census-no-swaps = 普查能数除交换以外的所有谜题：--moves { $names }
census-too-many-cells = --size { $size } 有 { $cells } 个格子；普查最多 64 个
census-modular-too-many-boards = { $size } 的棋盘每格有 { $states } 种状态，共 { $states }^{ $cells } 个棋盘；普查最多覆盖 2^{ $log } = { $max } 个
census-modular-too-much-work = 这次普查约需 2^{ $work } 次格子更新（{ $boards } 个棋盘，{ $presses } 个按键位置），上限是 2^{ $log }
census-modular-too-many-presses = { $presses } 个按键位置、每格 { $states } 种状态，最少按键总数可能超过 { $most }；普查只统计小于它的距离
census-target-size = --size { $size }，目标棋盘 { $name } 却是 { $target }
census-knights-need-goal = { $size } 的骑士普查需要给出目标：--target FILE（若干行 '0'、'1' 和一个 '*'）；只有 5x5 有默认目标，即 P2324 的
census-table-too-large = { $boards } 个棋盘每个 2 比特，需要 { $bytes } 的表，超过了内存预算 { $budget }（用 --max-memory 调高）
census-table-unallocated = { $bytes } 的表没有超过内存预算，但本机分配不出来（地址空间限制 ulimit -v，或内存已被占用）
census-stray-rank-past = 收到编号 { $rank }，超出了本谜题的 { $boards } 个棋盘
census-stray-rank-owner = 编号 { $rank } 发到了工作线程 { $index }，但它属于工作线程 { $owner }
census-sliding-one-line = { $size } 的滑块棋盘只有一行或一列：数字永远无法互相越过，只能到达 { $boards } 个棋盘；普查至少需要 2 行 2 列
census-sliding-cells = { $size } 的滑块棋盘有 { $cells } 个格子；普查最多给 { $most } 个格子编号
census-sliding-tokens = 滑块普查需要 0（空格）到 n-1 的数字各一次
census-knight-cells = 骑士普查最多覆盖 { $most } 个格子；这个棋盘有 { $cells } 个
census-knight-tokens = 骑士普查需要一个空格和两种颜色的骑士

## 报告（gridsolve solve 的文本输出），每行“键：值”

report-key-sep = ：
report-list-sep = ，
report-none = 无
report-solvable-yes = 可解：是
report-solvable-no = 可解：否
report-reason = 原因：{ $reason }
report-moves = 步数：{ $moves }（{ $proof }）
proof-minimum = 已证明最少
proof-not-minimal = 未证明最少
report-note = 说明：{ $note }
report-presses = 按键
report-swaps = 交换
report-buttons = 按钮
report-path = 路径：{ $path }（空格移动的方向：u 上 / d 下 / l 左 / r 右）
report-jumps = 跳法：{ $jumps }
report-nullity = 零化度：{ $nullity }（2^{ $nullity } 种按法不改变棋盘）
report-nullity-short = 零化度：{ $nullity }
report-algorithm = 算法：{ $algorithm }
report-states-expanded = 扩展的状态：{ $count }
report-states-stored = 存储的状态：{ $count }
report-peak-frontier = 搜索前沿峰值：{ $count }
report-solutions-examined = 检查的解：{ $count }
report-time = 用时：{ $ms } 毫秒
report-kernel-trivial = 核：平凡（只有什么都不按才不改变棋盘）
report-kernel = 核：{ $kernel }（{ $size } 种按法向量不改变棋盘）
report-kernel-about = 核：{ $kernel }（约 2^{ $log2 } 种按法向量不改变棋盘）
note-cut-short = 搜索被提前截断
grid-not-minimal = 说明：{ $count } 次按键，未证明最少：{ $why }
move-press = 按 { $cell }
move-swap = 交换 { $first } 与 { $second }
move-button = 按钮 { $button }

## 图示（--explain）

draw-start = 起点
draw-target = 目标
draw-press-counts-cells = 每格按的次数：
draw-press-counts-buttons = 每个按钮按的次数（从按钮 1 开始）：

## 普查报告

census-title = { $size } { $rule }，目标 { $goal }
census-title-states = { $size } { $rule }，{ $states } 种状态，目标 { $goal }
census-rule-torus = 环面上的 { $rule }
census-buttons = { $count } 个按钮
census-goal-fill = 全为 { $value }
census-goal-zeros-or-ones = 全为 0 或全为 1
census-goal-uniform = 所有格子相同
census-goal-board = 目标棋盘
census-boards = 棋盘数：{ $boards }
census-boards-table = 棋盘数：{ $boards }（每个 2 比特，表占 { $bytes }）
census-solvable = 可解：{ $count }（{ $percent }%）
census-reachable = 从目标可达：{ $count }（{ $percent }%）
census-nullity = 零化度：{ $nullity }（秩 { $rank }，共 { $cells }）
census-kernel = 核：{ $kernel }
census-kernel-trivial = 平凡
census-gods-number = 上帝之数：{ $moves }
census-column-presses = 按键数
census-column-moves = 步数
census-column-boards = 棋盘数
census-column-share = 占比
census-farthest-one = 距离 { $distance } 的棋盘有 1 个
census-farthest = 距离 { $distance } 的棋盘有 { $count } 个
census-farthest-first = { $boards }，按编号列出前 { $shown } 个：
census-farthest-all = { $boards }：

## 命令行读取的文件

io-reading = 读取 { $name }：{ $error }
io-writing = 写入 { $name }：{ $error }
io-output = 输出
bytes-count = { $count } 字节
io-not-found = 没有这个文件或目录
io-permission-denied = 没有读取权限
io-is-a-directory = 这是一个目录
file-not-regular = { $name } 是{ $kind }：gridsolve 在这里只读普通文件
file-not-regular-pipe = { $name } 是{ $kind }：gridsolve 在这里只读普通文件；要读管道，请写 `-` 并从标准输入喂给它（`command | gridsolve ... -`）
file-kind-fifo = 一个 FIFO（命名管道，或 `<(command)` 进程替换）
file-kind-directory = 一个目录
file-kind-char-device = 一个字符设备
file-kind-block-device = 一个块设备
file-kind-socket = 一个套接字
file-kind-special = 特殊文件，不是普通文件
file-too-large = { $name } 有 { $bytes } 字节；gridsolve 在这里最多读 { $most }
file-grew = { $name } 在读取时增长到超过 { $most }；gridsolve 在这里最多读这么多
stdin-too-large = 标准输入超过 { $most }，这是 gridsolve 为一个棋盘或输入文件读取的上限
board-file-too-large = { $name } 超过 { $most }，这是 gridsolve 为一个棋盘读取的上限
board-bits-too-large = { $name }：棋盘的前 { $rows } 行（每行 { $cols } 格）按比特存放已超过 { $most }（每行从新的 64 位字开始）；gridsolve 最多存放这么大的棋盘
path-not-utf8 = 路径 { $path } 不是 UTF-8 文本；请改文件名，或用 - 从标准输入给出
size-mib = { $mib } MiB（{ $bytes } 字节）
size-bytes = { $bytes } 字节

## 评测题的输入（gridsolve poj1753 等）

judge-at-case-line-column = 第 { $case } 组，第 { $line } 行第 { $column } 列：{ $detail }
judge-at-case-line = 第 { $case } 组，第 { $line } 行：{ $detail }
judge-with-hint = { $detail }（{ $hint }）
judge-board = 棋盘
judge-start-board = 起始棋盘
judge-target-board = 目标棋盘
judge-row-of-board = { $board }（共 { $rows } 行）的第 { $row } 行
judge-cells-in = { $row }应有 { $cols } 个格子，实际有 { $found } 个
judge-board-cut-off = 棋盘在输入结尾处被截断：{ $expected }
judge-case-cut-off = 这组数据在输入结尾处被截断：应为{ $expected }
judge-row-short = { $row }应有 { $cols } 个格子，实际有 { $found } 个（一行是 { $cols } 个字符 { $cells }）
judge-expected-cell = 应为 { $cells }，实际是 { $found }
judge-expected-cell-for = { $place }应为 { $cells }，实际是 { $found }
judge-row-too-long = { $row }在 { $cols } 个格子后应结束，实际是 { $found }
judge-expected-row-end = 第 { $row } 行（{ $cols } 个格子）应在此结束，实际是 { $found }
judge-expected-space = { $place }之后应有空格：数字是以空格分隔的 '0' 或 '1'，实际是 { $found }
judge-piece-ends-row = 这一行到达了这段输入的结尾
judge-piece-ends-case = 这组数据在下一段输入中继续
judge-piece-counts = 起始棋盘有 { $start } 个 '1'，目标棋盘却有 { $target } 个；两者必须相等
judge-cells-bw = 'b' 或 'w'
judge-cells-plus-minus = '+' 或 '-'
judge-cells-p1379 = 数字 '0' 到 '8'（'0' 表示空格）
judge-cells-hdu1043 = '1' 到 '8' 或 'x'（空格）
judge-cells-knights = '0'、'1' 或 '*'（空格）
judge-cells-01 = '0' 或 '1'
judge-count-was-a-row = 第一行被读作数据组数 T = { $count }；它看起来像棋盘的一行：P2324 的输入以单独一行的 T 开头
judge-row-not-count = 这是棋盘的一行：P2324 的输入以单独一行的数据组数 T 开头
judge-input-empty-count = 输入是空的：第一行应为数据组数 T
judge-number-of-cases = 数据组数 T
judge-number-of-rows = 行数 M
judge-number-of-columns = 列数 N
judge-ends-after-one-case = 输入在 1 组数据后结束，但第一行声明了 { $declared } 组
judge-ends-after-cases = 输入在 { $cases } 组数据后结束，但第一行声明了 { $declared } 组
judge-expected-end-one-case = 第一行声明的 1 组数据之后应为输入结尾，实际是 { $found }
judge-expected-end-cases = 第一行声明的 { $declared } 组数据之后应为输入结尾，实际是 { $found }
judge-expected-number = 应为 { $least } 到 { $max } 的{ $what }，实际是 '{ $found }'
judge-side-zero = 应为 1 到 15 的{ $what }，实际是 0
judge-cell-of-nine = 9 个格子中的第 { $cell } 个（第 { $row } 行第 { $column } 列）
judge-cell-of-board = { $size } 棋盘的格子 { $cell }
judge-blank-twice = 空格 { $blank } 在这组数据中出现了两次
judge-tile-twice = 数字 '{ $tile }' 在这组数据中出现了两次
judge-knights-second-blank = 第二个空格 '*'（第一个在第 { $row } 行第 { $column } 列）；棋盘上恰有一个
judge-p1379-unsolvable = 这个棋盘到不了目标 123804765：它有 { $inversions } 个逆序对，目标有 7 个，而移动从不改变这个数的奇偶（P1379 保证给出能到达的棋盘）
judge-knights-no-blank = 棋盘上没有空格 '*'；棋盘上恰有一个
wrong-kind-linear = linear 解翻转棋盘（线性代数），不解 { $kind } 棋盘；matching 解交换棋盘；bfs、bibfs、astar、idastar 和 table 能搜索任何种类
wrong-kind-matching = matching 解交换棋盘（最小费用匹配），不解 { $kind } 棋盘；linear 解翻转棋盘；bfs、bibfs、astar、idastar 和 table 能搜索任何种类
wrong-kind-search = 搜索能解每一种棋盘，不只是 { $kind } 棋盘；linear 解翻转棋盘，matching 解交换棋盘；bfs、bibfs、astar、idastar 和 table 能搜索任何种类
search-at-most-64-cells = 状态空间搜索最多处理 64 个格子的棋盘；这个棋盘有 { $cells } 个
not-a-search = { $algorithm } 不是状态空间搜索；bfs、bibfs、astar、idastar 和 table 才是
search-stored-too-many = 搜索存储了 { $states } 个状态仍未完成
table-too-many-states = 距离表要覆盖全部 { $states } 个状态；最多放得下 { $most } 个
table-not-dense = 距离表需要把状态连续编号，而这个谜题的状态不是
table-census-over-budget = 普查覆盖 { $states } 个状态，每个一字节；预算是 { $budget }
sliding-cells = 滑块棋盘有 1 到 { $most } 个格子；这个是 { $size }
linear-conflict-8x8 = 线性冲突启发式只用于最多 8 行 8 列的棋盘
judge-answered-by = { $problem } 由 { $algorithms } 作答
judge-knights-budget = 第 { $case } 组：{ $algorithm } 搜索了 { $limit } 个状态（它的预算）仍未到达目标；这个棋盘离目标很远，而 P2324 只问 15 步是否足够：--algorithm idastar（默认）以 15 为深度上限回答这个问题
judge-cannot-reach-p1379 = 第 { $case } 组：这个棋盘到不了 123804765

## 为什么无解

list-pair = { $first }，{ $rest }
unreachable-uniform-bits = 全 0 和全 1 的棋盘都到不了
unreachable-uniform-cells = 所有格子都相同的棋盘一个也到不了
unreachable-fill = 全为 { $value } 的棋盘到不了
unreachable-goal-board = 目标棋盘到不了
unreachable-span = { $what }：所需的改变不在按键张成的空间里（秩 { $rank }，共 { $cells }）
unreachable-modulo = { $what }：所需的改变不是按键在模 { $k } 下的组合（{ $ranks }）
rank-modulo = 模 { $q } 下秩 { $rank }，共 { $cells }
unsolvable-bfs = bfs 走遍了从起点能到达的全部 { $boards } 个棋盘，没有一个是目标
unsolvable-bibfs = bibfs：一侧的搜索在与另一侧相遇之前就没有新棋盘了，所以目标不可达
unsolvable-table = table：从每个目标出发的反向搜索都没有到达起点
unsolvable-search = { $algorithm } 搜索完毕（扩展了 { $expanded } 个状态）仍未到达目标，所以目标不可达
one-one = 1 个 1
ones = { $count } 个 1
unsolvable-count-mismatch = 起点有 { $start }，目标却有 { $target }；交换从不改变 1 的个数
unsolvable-other-tiles = 棋盘上的数字与目标的不同
unsolvable-one-line = 只有一行或一列时数字永远无法互相越过，而它们的顺序与目标不同
unsolvable-parity = 数字逆序对个数的奇偶与目标不同；每次移动都保持它，所以恰好一半的棋盘能到达目标，而这个不在其中
unsolvable-parity-blank-row = 数字逆序对个数加上空格所在行的奇偶与目标不同；每次移动都保持它，所以恰好一半的棋盘能到达目标，而这个不在其中
unsolvable-ran-out = 搜索用尽了所有走法仍未到达目标
knights-count-differs = 棋盘上有 { $have } 个骑士 '{ $token }'，目标却有 { $want } 个
knight-never-moves = 第 { $row } 行第 { $column } 列的骑士永远动不了（没有骑士走法能把空格带到那里），而目标要求那里是别的棋子
unsolvable-permutation-even = 数字相对目标是偶置换，空格离它的目标格却是奇数步；每次移动同时改变两者的奇偶
unsolvable-permutation-odd = 数字相对目标是奇置换，空格离它的目标格却是偶数步；每次移动同时改变两者的奇偶

## 命令行自己的话

census-bad-size = --size '{ $given }'：应为 ROWSxCOLS，两个正整数，如 5x5
census-flag-tokens-only = { $flag } 用于滑块和骑士的普查（--moves slide 或 knight）
census-bad-workers = --workers { $workers }：应为 1 到 { $most }
unknown-problem = 未知的题目 '{ $given }'：应为以下之一：{ $names }
gen-unknown-kind = 未知的种类 '{ $given }'：应为 mixed、random、solvable、unsolvable、solved 或 hardest
census-table-one-worker = 普查：{ $boards } 个棋盘，每个 2 比特：表占 { $table }；1 个工作线程
census-table-workers = 普查：{ $boards } 个棋盘，每个 2 比特：表占 { $table }；{ $workers } 个工作线程
census-estimate = 普查：约 2^{ $power } 步（{ $method } 方法，上限 2^{ $limit }）；在 { $cores } 个核上约需 { $duration }，每核每秒 { $rate } 步
census-estimate-one-core = 普查：约 2^{ $power } 步（{ $method } 方法，上限 2^{ $limit }）；在 1 个核上约需 { $duration }，每秒 { $rate } 步
census-estimate-bar-note = （在终端上会显示进度条）
census-progress = 普查 {"{"}bar:40{"}"} {"{"}percent:>3{"}"}%（剩余 {"{"}eta{"}"}）
duration-seconds = { $count } 秒
duration-minutes = { $count } 分钟
duration-hours = { $count } 小时
census-processes-over-budget = 普查：{ $boards } 个棋盘分到 { $processes } 个进程，每个进程需要 { $bytes } 的表，超过内存预算 { $budget }（用 --max-memory 调高，或增加进程）
census-process-table-one-worker = 普查：{ $boards } 个棋盘，每个 2 比特：本进程的表 { $table }（第 { $process } 个，共 { $processes } 个）；本进程 1 个工作线程，共 { $peers } 个
census-process-table = 普查：{ $boards } 个棋盘，每个 2 比特：本进程的表 { $table }（第 { $process } 个，共 { $processes } 个）；本进程 { $workers } 个工作线程，共 { $peers } 个
census-timely-networking = 普查：启动 timely 的网络
census-timely-failed = 普查：timely：{ $why }
census-no-worker = 普查：没有工作线程运行
census-traffic = 普查：进程 { $process } 向其他工作线程发送了 { $ranks } 个相邻编号（按 8 字节编号计 { $bytes }，未含 timely 的帧）；最大的一轮 { $largest } 个
census-refusal-timeout = 它没有在 { $seconds } 秒内完成握手
census-refusal-closed = 它在握手中关闭了连接
census-refusal-not-census = 它不是普查进程（开头的字节不是普查的问候）
census-refusal-protocol = 它用的是第 { $theirs } 版普查握手，本进程是第 { $ours } 版：各处请运行同一个 gridsolve
census-refusal-secret = 它不知道作业的密钥
census-refusal-secret-rejected = 它拒绝了本进程对密钥的证明：请给每个进程同一个 --secret-file
census-refusal-index = 它知道作业的密钥，却自称进程 { $index }，而本进程不该与它连接（各进程的 --processes 相同吗？）
census-refusal-params = 读不懂它的作业参数
census-refusal-busy = 同时待检查的连接太多，且每个都已发来问候（有程序向此端口大量连接）
census-refusal-evicted = 所有握手名额都被占用时它还什么都没发，为更新的连接让出了名额（有程序向此端口大量连接）
census-refusal-closed-unread = 它在问候之前就关闭了连接（被大量连接淹没的进程会这样对待新来者；不是普查进程的程序也会）
census-difference = { $what } 这里是 { $here }，那里是 { $there }
census-differences = { $first }；{ $rest }
census-listening = 普查：等待其他进程连接
census-joined = 普查：进程 { $process } 已与其余 { $others } 个进程连接，开始计数
census-cannot-listen = 普查：无法在 { $address } 上监听：{ $why }
census-connecting = 普查：连接 { $address }
census-unreachable = 普查：进程 { $me } 在 { $seconds } 秒内没能连上位于 { $address } 的进程 { $peer }：{ $why }；{ $advice }
census-unreachable-nobody = 那里没有接受连接的程序
census-unreachable-refused = 那里有进程应答，但{ $why }
census-unheard = 普查：进程 { $me } 在 { $seconds } 秒内没有等到位于 { $address } 的进程 { $peer }{ $refused }；{ $advice }
census-refused-summary = （拒绝了 { $count } 个连接，最后一个来自 { $from }：{ $why }）
census-refused-connection = 普查：进程 { $me } 拒绝了来自 { $from } 的连接：{ $why }；作业继续
census-refused-more = 普查：进程 { $me }：之后被拒绝的连接只计数，不再列出
census-job-mismatch = 普查：进程 { $me }（本进程）和进程 { $peer }（{ $address }）运行的不是同一个作业：{ $differences }；请用相同的 --moves、--size、--target 和 --workers 以及同一个 gridsolve 启动每个进程
census-advice-by-hand = 请用同一个 --secret-file 启动作业的每个进程（--process 0 到 { $last }）
census-advice-launched = 其他进程由进程 0 在本机启动：见上面它们的消息
census-advice-flood = { $count } 个什么都没发的连接占满了进程 { $me } 的握手名额：有别的程序向 { $address } 大量连接；请停掉它，或给作业换别的端口
census-advice-flooded-peer = 若进程 { $peer } 说它被大量连接淹没，请停掉向 { $address } 大量连接的程序，或给作业换别的端口；否则请用同一个 --secret-file 启动作业的每个进程
census-peer-gone = 普查：进程 { $me }：进程 { $peer }（{ $address }）在运行中离开了作业：它的连接已关闭（被杀死、崩溃或因自身的错误结束）；作业结束
census-peer-silent = 普查：进程 { $me }：进程 { $peer }（{ $address }）已经 { $seconds } 秒没有发来任何数据，连心跳也没有（被暂停、卡住或断开；--peer-timeout）；作业结束
census-peer-silent-at-end = 普查：进程 { $me }：进程 { $peer }（{ $address }）在最后一层之后 { $seconds } 秒没有声音；本进程的计数已经完整
census-peer-link = 普查：进程 { $me }：与进程 { $peer }（{ $address }）的连接在运行中断开（{ $why }）；作业结束
census-peer-reported = 普查：进程 { $me }：作业结束：{ $what }，据进程 { $reporter } 报告
census-reason-gone = 进程 { $peer }（{ $address }）在运行中离开
census-reason-silent = 进程 { $peer }（{ $address }）没有了声音
census-reason-failed = 进程 { $peer }（{ $address }）失败（原因见它自己的消息）
census-process-failed = 普查：进程 { $me } 失败：{ $why }；作业结束
census-worker-panicked = 一个工作线程停止了：{ $why }
census-stray-rank = { $why }：各进程运行的不是同一个作业
census-launch-failed = 普查：无法启动作业的其他进程：{ $why }
census-launch-silent = 它们没有在 { $seconds } 秒内报告正在监听
census-launch-exited = 进程 { $index } 在开始监听之前就结束了（{ $status }）；它的消息在上面
census-handover-bad = 普查：进程 { $me } 没有从进程 0 收到作业（标准输入上的密钥和地址）；--spawned 只用于进程 0 启动的进程
census-hostfile-not-utf8 = { $name }：主机文件不是 UTF-8 文本
census-hostfile-bad-host = { $name }：第 { $line } 个主机 '{ $host }'：应为 host:port，每个进程一行
census-hostfile-count = --processes { $processes }，但 { $name } 列出了 { $hosts } 个主机；每个进程给一个 host:port
census-spawned-needs-process = --spawned 需要 --process I
census-hostfile-needs-process = --hostfile 作业的每个进程要手工分别启动：给每个进程它的 --process I（0 到 P-1）和同一个 --secret-file FILE
census-needs-secret = --process { $process }：手工启动的进程用共享密钥证明自己属于作业：给每个进程同一个 --secret-file FILE（至少 16 字节，例如 (umask 077; head -c 32 /dev/urandom | base64 > FILE)）；或只给 --processes P，由进程 0 在本机启动其他进程
census-secret-readable = 普查：警告：其他用户可以读取密钥文件 { $name }（权限 { $mode }）；请 chmod 600
census-secret-short = --secret-file { $name }：至少应有 { $least } 字节（例如 (umask 077; head -c 32 /dev/urandom | base64 > FILE)）
census-secret-by-hand-only = --secret-file 只用于手工启动的进程（--process I）；只给 --processes P 时会自己生成密钥
census-launch-target-stdin = --target -：--processes 启动的进程会自己读取 --target；请给一个文件
census-listens-everywhere = 普查：警告：进程 { $me } 在 { $address } 上监听，即本机的所有网络接口：能访问到它的任何人都能连接。不能证明知道作业密钥的连接会被拒绝，但作业的编号以明文在网络上传输；在一台机器上运行请用 127.0.0.1
census-listens-beyond-loopback = 普查：警告：进程 { $me } 在 { $address }（{ $ip }）上监听，超出了本机的回环地址：能访问到它的任何人都能连接。不能证明知道作业密钥的连接会被拒绝，但作业的编号以明文在网络上传输；请使用可信的网络
census-bad-processes = { $processes } 个进程：应为 1 到 { $most }
census-bad-process = --process { $process }：{ $processes } 个进程的作业应为 0 到 { $last }
census-memory-bad = --max-memory '{ $given }'：应为字节数或 512M、12G 这样的大小
census-memory-zero = --max-memory '{ $given }'：至少应为 1 字节
census-memory-too-large = --max-memory '{ $given }'：数字太大（至多 16777215T，而本机的内存远少于此）
census-machine-physical = 本机内存为 { $bytes }
census-machine-address-space = 地址空间限制（ulimit -v）为 { $bytes }
census-memory-past-machine = --max-memory { $budget } 超过了本机能给一个进程的内存：{ $limit }；请至多给这么多
census-threads-system = 本机还能再启动 { $room } 个（{ $which } 为 { $limit }，现有 { $running } 个在运行）
census-threads-user = 每个用户的进程与线程上限（ulimit -u）为 { $limit }
census-threads-past-machine-launch = 普查：在本机运行 --processes { $processes } 约需 { $threads } 个线程（每个进程 { $per } 个：每个其他进程两个、各工作线程，另加 4 个），但{ $limit }；请减少进程，或跨机器手动启动它们（--hostfile）
census-threads-past-machine = 普查：{ $processes } 个进程中的进程 { $process } 约需 { $threads } 个线程（每个其他进程两个、各工作线程，另加 4 个），但{ $limit }；请减少进程
census-tables-past-machine = 普查：本机上的 { $processes } 个进程各需 { $table } 的表，共 { $total }，超过本机的 { $physical } 内存（--max-memory { $budget } 只按单个进程检查）；总量不随进程增多而减少：请跨机器运行（--hostfile），或统计更小的棋盘
census-boards-progress = 普查 {"{"}wide_bar{"}"} {"{"}percent:>3{"}"}% 已完成 {"{"}human_pos{"}"}/{"{"}human_len{"}"} 个棋盘（剩余 {"{"}eta{"}"}）
census-boards-estimate = 普查：在 { $workers } 个工作线程上约需 { $duration }，每个每秒 { $rate } 个棋盘
census-boards-estimate-one-worker = 普查：在 1 个工作线程上约需 { $duration }，每秒 { $rate } 个棋盘
census-threads-failed = 普查：无法启动 { $workers } 个线程：{ $why }
draw-board = 棋盘
draw-presses = 按键
draw-after = 按后

## 评测题的讲解（gridsolve poj1753 --explain 和演示）

explain-hdu1043-unsolvable = 第 { $case } 组：无解：棋盘有 { $inversions } 个逆序对，是奇数，而移动不会改变它
explain-knights-far = 第 { $case } 组：-1：目标在 15 步之外
explain-one-move = 第 { $case } 组：1 步，最少
explain-moves = 第 { $case } 组：{ $moves } 步，最少
explain-one-swap = 第 { $case } 组：1 次交换，最少
explain-swaps = 第 { $case } 组：{ $swaps } 次交换，最少
explain-now-goal = 棋盘现在就是目标
explain-press-impossible = 第 { $case } 组：IMPOSSIBLE：没有哪种按法能把这个 { $size } 棋盘全变成 0
explain-only-grid = 唯一的按键矩阵（5 x 6 的按键映射可逆）
explain-fewest-grid = 最少（其中字典序最小的矩阵）
explain-one-press = 第 { $case } 组：按 1 次，{ $which }
explain-presses = 第 { $case } 组：按 { $presses } 次，{ $which }
explain-every-cell-0 = 每个格子都是 0
explain-flip-impossible = 第 { $case } 组：Impossible：没有哪种翻法能让棋盘全为 '{ $one }' 或全为 '{ $zero }'
explain-same-colour = 每枚棋子都是同一种颜色
explain-handles-open = 每个把手都打开了（'-'）
explain-start-is-target = 起点现在与目标相同
demo-input = 输入：
demo-judge-output = 评测输出：
demo-explained = 讲解：
demo-try = 试试：gridsolve poj1753 FILE、gridsolve solve --help、gridsolve serve
census-goal-word = --goal '{ $given }'：普查以目标词为目标：{ $words }

## 对拍（gridsolve stress）：报告的框架和判定；评测程序给出的原因是评测的用语，保持原样

stress-all-passed = 全部 { $passed } 组通过；最慢的一次（第 { $case } 组）用时 { $ms } 毫秒
stress-shrunk-pieces = 已缩小：第 { $case } 组有 { $had } 枚棋子；这对棋盘只有 { $now } 枚，仍然出错（又运行了 { $runs } 次）
stress-shrunk-cells = 已缩小：第 { $case } 组有 { $had } 个亮格；这个棋盘只有 { $now } 个，仍然出错（又运行了 { $runs } 次）
stress-failed-in-batch = 第 { $case } 组（共 { $count } 组）在第 { $first } 到 { $last } 组的批量运行中出错：{ $verdict }
stress-batch-failed = 第 { $first } 到 { $last } 组（共 { $count } 组）的批量运行整体出错：{ $verdict }
stress-failed = 第 { $case } 组（共 { $count } 组）出错：{ $verdict }
stress-why = 原因：{ $why }
stress-shrunk-differently = 缩小后的数据错得不一样：{ $verdict }
stress-why-shrunk = 原因（缩小后）：{ $why }
stress-alone-fails = 单独运行，第 { $case } 组同样出错：{ $verdict }
stress-why-alone = 原因（单独运行）：{ $why }
stress-alone-passes = 单独运行，第 { $case } 组通过：它只在批量运行中出错（下面的输出来自单独运行）
stress-input-all = 输入（原样，全部 { $cases } 组）：
stress-input = 输入（原样）：
stress-program-output = 程序输出：
stress-program-stderr = 程序的标准错误：
stress-correct-answer = 正确答案：
stress-unknown-kind = 未知的种类 '{ $given }'：应为 random、solvable、unsolvable、solved 或 hardest
stress-cannot-run = 无法运行 { $program }：{ $why }
stress-cannot-wait = 等待程序结束时出错：{ $why }
stress-verdict-wrong-answer = 答案错误
stress-verdict-presentation-error = 格式错误
stress-verdict-judge-failure = 评测失败
stress-verdict-runtime-error = 运行错误
stress-verdict-time-limit = 超出时间限制
stress-verdict-crash = 崩溃
stress-verdict-output-too-large = 输出超限
stress-why-exit-code = 运行错误：退出码 { $code }
stress-why-crash = 崩溃：被信号 { $signal }{ $name } 终止
stress-why-time-limit = 超出时间限制：{ $ms } 毫秒内没有答案
stress-why-batch-time-limit = 超出时间限制：{ $ms } 毫秒内没有答案（{ $cases } 组的限制，每组 { $per } 毫秒）
stress-why-output-held-open = 超出时间限制：程序已结束，但到 { $ms } 毫秒时它的输出仍未关闭（它在自己的进程组之外启动的进程占着输出）
stress-why-output-too-large = 输出超限：超过 { $mib } MiB
pdb-built = 已建立模式数据库 { $file }
pdb-rebuilt = 已重建模式数据库 { $file }（{ $why }）
pdb-not-saved = 无法保存模式数据库 { $file }（{ $why }）；下次运行会重新建立
pdb-not-a-database = 不是 gridsolve 的模式数据库（魔数不对）
pdb-version = 模式数据库的格式版本是 { $found }，应为 { $expected }
pdb-truncated = 模式数据库在{ $what }处就结束了
pdb-part-magic = 魔数
pdb-part-version = 版本号
pdb-part-size = 棋盘大小
pdb-part-cells = 模式的格子
pdb-part-blank = 空格的目标格
pdb-part-encoding = 编码
pdb-part-entry-count = 条目数
pdb-part-checksum = 校验和
pdb-part-entries = 条目
pdb-header = 模式数据库的文件头有误：{ $why }
pdb-header-trailing = 条目之后还多出 { $bytes } 字节
pdb-header-pattern = { $rows }x{ $cols } 的棋盘配上模式格子 { $cells } 不是合法的模式
pdb-header-blank = 空格的目标格 { $blank } 不是 { $rows }x{ $cols } 棋盘（模式格子 { $cells }）上的空闲格
pdb-header-entries = 有 { $entries } 个条目，但 { $tiles } 个数字在 { $cells } 个格子上共有 { $placements } 种摆法
pdb-header-encoding = 编码 { $encoding }（{ $entries } 个条目）不是 gridsolve 会写出的编码
pdb-checksum = 模式数据库的校验和与内容不符
pdb-other-pattern = 它存的是另一个模式
pdb-building = 正在建立 { $partition } 模式数据库：{ $tables } 张表，{ $wan }种摆法，只需一次；保存在 { $place }
pdb-building-unkept = 正在建立 { $partition } 模式数据库：{ $tables } 张表，{ $wan }种摆法（不保存：仅用于本次调用）
pdb-progress = 模式数据库
patterns-auto = 之前建立过则在 4x4 上用 7-8、在 5x5 上用 6-6-6-6，否则用默认划分
patterns-default = 4x4 上 6-6-3，5x5 上 5-5-5-5-4：几秒即可建立
patterns-7-8 = Korf 与 Felner 的 7-8（4x4）：只建一次，几分钟、最多 1 GB 内存；之后结点数约少 25 倍
patterns-6-6-6-6 = 6-6-6-6（5x5）：只建一次，需几分钟
pdb-large-board = { $partition } 模式数据库不能用于 { $size } 棋盘（7-8 用于 4x4，6-6-6-6 用于 5x5，空格目标须在角上）；auto 划分适用于任何棋盘
patterns-not-for-board = --patterns { $partition } 不适用：{ $why }
patterns-not-with-algorithm = --patterns { $partition } 选择的是 --algorithm auto 在超过 9 格的滑块棋盘上所用的模式数据库；--algorithm { $algorithm } 不用它们搜索（去掉 --patterns，或改用 --algorithm auto）
patterns-not-this-puzzle = --patterns { $partition } 选择的是超过 9 格的滑块棋盘的模式数据库；这个谜题的解法不用它们（去掉 --patterns）
pdb-answered-cached = 模式数据库：{ $partition }（取自缓存）
pdb-answered-built = 模式数据库：{ $partition }（本次运行建立）

## 代数求解器和普查的上限

linear-dense-cells = 稠密方法最多处理 { $most } 个格子，这个棋盘有 { $cells } 个；更大的棋盘用灯光追逐法，它需要一个固定大小、中心格在一条边上且只有它一个的模板，比如 plus
linear-press-set-memory = 这个 { $size } 棋盘的每组按法按 64 位字的行存放要占 { $mib } MiB；上限是 { $most } MiB
linear-chase-work = 灯光追逐把这个 { $size } 棋盘化为 { $unknowns } 个未知数，但约需 2^{ $log2 } 次字运算；上限是 2^{ $most }
zk-chase-needs = 灯光追逐需要顶行只有中心格的模板、不加 --wrap，且棋盘比模板向上伸出的部分更高
zk-chase-limits = 对这个 { $size } 棋盘做模 { $k } 的灯光追逐约需存 2^{ $entries } 个数、做 2^{ $work } 次运算；上限是 2^{ $most_entries } 和 2^{ $most_work }
zk-elimination-entries = 在 { $cells } 个格子、{ $presses } 种按法上做 Z_{ $k } 上的线性代数约需存 2^{ $log2 } 个数；上限是 2^{ $most }
zk-elimination-work = 在 { $cells } 个格子、{ $presses } 种按法上做 Z_{ $k } 上的线性代数约需 2^{ $log2 } 次运算；上限是 2^{ $most }
zk-states-range = 格子有 { $states } 种状态；K 必须在 2 到 255 之间
zk-no-cells = 棋盘没有格子，或没有按法
zk-value-not-below-k = 有格子的值不小于 K = { $k }
matching-work = { $cells } 个格子上 { $pieces } 枚错位棋子的配对在 { $work } 步（搜索过的格子）后停止，超过了上限 { $most }
matching-listed = 最少需要 { $swaps } 次交换，而一个答案最多列出 { $most } 次
census-toggles-only = 普查数的是翻转谜题，不是交换
census-cells = 普查覆盖 1 到 64 个格子的棋盘；这个有 { $cells } 个
census-code-dimension = 普查要遍历一个 { $dim } 维的码（零空间的 { $nullity } 维）；最多处理 { $most } 维
census-code-dimension-uniform = 普查要遍历一个 { $dim } 维的码（零空间的 { $nullity } 维，加上统一目标的 1 维）；最多处理 { $most } 维
census-steps = 这次普查约需 2^{ $log2 } 步（零空间 { $nullity } 维，{ $cells } 个格子）；上限是 2^{ $most }
linear-no-cells = 棋盘没有格子
linear-polynomial-needs = 多项式方法需要不加 --wrap 的 plus 模板
linear-chase-needs = 灯光追逐需要一个固定大小、中心格在一条边上且只有它一个的模板

## 未证明最少的答案的说明

note-linear-walk = 零空间 { $nullity } 维：要比较 2^{ $nullity } 组按法；走了 2^{ $walked } 组，再贪心改进，预算为 2^{ $budget } 次字运算
note-linear-walk-per-goal = 零空间 { $nullity } 维：要比较 2^{ $nullity } 组按法；每个目标走了 2^{ $walked } 组，再贪心改进，预算为 2^{ $budget } 次字运算
note-zk-walk = 核 { $kernel }：约 2^{ $solutions } 个解；走了其中 2^{ $walked } 个，再贪心改进，预算为 2^{ $budget } 次运算；没有少于 { $least } 次按键的解（每次按键最多改变 { $widest } 个格子）
note-zk-walk-per-goal = 核 { $kernel }：每个目标约 2^{ $solutions } 个解；走了其中 2^{ $walked } 个，再贪心改进，预算为 2^{ $budget } 次运算；没有少于 { $least } 次按键的解（每次按键最多改变 { $widest } 个格子）
note-weighted-idastar = 最优搜索在工作上限 { $limit } 个节点处停下，已证明至少需要 { $least } 步；这条路径来自加权 IDA*（权重 { $weight }），最多是最少步数的 { $weight } 倍

## gridsolve serve: its console lines
serve-no-runtime = 无法启动服务器的运行时：{ $why }
serve-cannot-listen = 无法在 127.0.0.1:{ $port } 上监听：{ $why }
serve-port-taken = 这个端口已被占用
serve-port-denied = 没有使用这个端口的权限
serve-port-other = { $os }
serve-listening = 可视化页面在 http://127.0.0.1:{ $port }/（按 Ctrl-C 停止）
serve-page-wasm = 页面以 WebAssembly 运行核心
serve-page-api = 没有编入 WebAssembly（先运行 scripts/build-site.sh target/site 再重新构建）：页面向本服务器的 JSON API 提问

## gridsolve serve 的错误回复，用请求的语言（它的 "lang"，否则取 Accept-Language）
serve-method-not-allowed = { $path } 不接受 { $method } 请求；请用 { $allow }
serve-host-headers = 请求带有 { $hosts } 个 Host 头；只能有一个：127.0.0.1:{ $port } 或 localhost:{ $port }
serve-host-foreign = 本服务器只接受 Host 为 127.0.0.1:{ $port } 或 localhost:{ $port } 的请求
serve-cross-site = 拒绝跨站请求：只有本服务器自己的页面（http://127.0.0.1:{ $port } 或 http://localhost:{ $port }）可以使用它的 API，或向它发送 GET 以外的请求；这个请求来自别的网站（{ $from }）
serve-body-too-large = 请求体超过了 { $max } 字节
serve-body-too-slow = 请求体传得太慢：{ $seconds } 秒只收到 { $received } 字节；开始的 { $grace } 秒过后，请求体每秒至少要到达 { $rate } 字节
serve-body-unreadable = 无法读取请求体：分块编码有误，或者请求体提前结束了
serve-request-timeout = 请求用时超过了 { $seconds } 秒
serve-refused = 请求被拒绝（HTTP { $status }）
serve-not-found = 这里什么也没有：{ $path }
serve-not-json = 请求须以 Content-Type: application/json 发送
serve-busy = 服务器正在进行 { $slots } 个搜索，请稍后再试
serve-time-guard = 这次搜索还没用完 { $states } 个状态的预算，就超过了服务器 { $seconds } 秒的外层时间保护（机器正忙）；请重试，或者换一个小一些的棋盘、换一种算法
serve-search-failed = 搜索意外失败
serve-replies-full = 服务器上有 { $mib } MiB 的回复还没被客户端读走，请稍后再试
serve-head-too-large = 请求头超过了 { $max } 字节
serve-head-too-many-lines = 请求头超过了 { $max } 行（每个头部字段一行）
serve-target-too-long = 请求目标（URL）太长
serve-not-http = 这不是有效的 HTTP/1.1 请求：无法读取它的请求行或某个请求头
serve-query-too-long = 查询串超过了 { $max } 字节
serve-query-puzzle = 未知的谜题 '{ $found }'：应为 flip、toggle、swap、slide 或 knight
serve-query-limit = limit 应为事件的个数，而不是 '{ $found }'
serve-query-lang = lang 应为英文或中文的语言标签，如 en、en-US、zh 或 zh-CN（不区分大小写），而不是 '{ $found }'
serve-query-repeated = 查询中的 { $name } 出现了不止一次
serve-query-parameter = 未知的参数 '{ $found }'：应为 puzzle、start、target、algorithm、limit 或 lang
serve-query-no-start = 缺少 start=ROWS（若干行 0/1，用 '/' 分隔）

## gridsolve package: where the package goes
package-out-no-name = --out { $out }：请给出题目包的文件夹名（不能是 .、.. 或 /）
package-out-not-ours = --out { $out } 是一个装有其他文件的文件夹（其中没有 { $stamp }，即 gridsolve 所写题目包的标记）；请给出新的或空的文件夹，或加 --force 将其整个替换
package-out-link = --out { $out } 是一个符号链接，gridsolve 从不通过链接写入；请给出文件夹本身，或加 --force 用题目包替换这个链接（而不是它指向的东西）
package-out-not-folder = --out { $out } 是一个文件，不是文件夹；请给出文件夹，或加 --force 用题目包替换这个文件
package-out-special = --out { $out } 既不是文件也不是文件夹（设备、管道或套接字）：即使加 --force 也不会替换它；请给出一个文件夹
package-creating = 创建 { $path }

## gridsolve package --moves ...: a setter's own problem
setter-size-zero = --size：棋盘至少要有一行一列
setter-no-buttons = 按钮文件列出的是某一种尺寸棋盘的格子，而一道题有多种尺寸的棋盘：请改用图案（plus、cross、stencil:ROWS）
setter-states-prime = --states { $states }：生成的标准程序在域上做消元，所以状态数必须是 2、3、5 或 7
setter-goal-word = --goal { $given }：题目的目标只能是 zeros、ones 或 uniform（目标棋盘只有一种尺寸，而一道题有多种尺寸的棋盘）
setter-too-large = --size { $size } 有 { $cells } 个格子；这种规则的题目最多 { $most } 个（{ $why }）
setter-why-press = 生成的标准程序对每组数据在格子上做 cells^3 步消元，而且每个答案都必须得到证明
setter-why-swap = 暴力程序把一个棋盘压进一个 64 位整数
setter-no-small = 没有足够小的棋盘可以作为暴力子任务；请给出更大的 --size，使各子任务有所区别
setter-swap-too-small = --size { $size }：交换题需要多于 16 个格子，否则广度优先搜索能通过所有测试，子任务就没有意义
setter-slide-size = --size { $size }：滑块题有 8 或 9 个格子（2x4、4x2 或 3x3）：更小的状态空间让每组数据各搜一次也能通过所有测试，更大的则需要生成的标准程序没有的模式数据库
setter-knight-size = 骑士题就是 P2324：5x5，目标固定（生成的程序和“超过 15 步输出 -1”的证明都针对这个棋盘）；请给出 --size 5x5，不要 --target
setter-not-proven = 有一个测试的答案未能在求解器的预算内证明最少；请选更小的 --size
setter-no-unsolvable = --unsolvable-tests：这种变体的每个棋盘都能达到目标，所以没有 -1 的测试可写
setter-swap-target = --target：交换题的每组数据在输入中给出自己的目标棋盘，一个 --target 会被忽略；请不要写它
setter-no-wrong = 这个题目包没有错误解：gridsolve 知道的错误（把边界读反、把每格单独按到对为止的贪心）在它的测试上都不出错，所以没有真正错误的解
setter-title-empty = { $flag } 为空：请给题目一个标题，或者不写 { $flag } 以使用默认标题
setter-title-cleaned = { $flag }：标题写作「{ $title }」（引号、反斜杠、尖括号和控制字符会破坏题目包的 YAML、INI 和 HTML 文件）
package-problem-and-words = { $problem } 是九道评测题之一，题目包是现成的；{ $flag } 用于你自己的题目：这时不要给 PROBLEM（gridsolve package --moves RULE --size RxC ...）
package-what = 请给出 PROBLEM（poj1753、p1225 等），或者你自己的谜题的参数：--moves RULE 和 --size RxC（以及与 gridsolve solve 相同的 --states、--wrap、--goal、--target）
package-count-range = --count 必须在 1 到 { $most } 之间，这里是 { $count }
package-size-form = --size：应为 行数x列数（ROWSxCOLS），两个数都在 1 到 1000 之间，例如 5x5；这里是“{ $given }”
package-count-own = --count 只用于九道评测题；你自己的谜题的测试按它的状态空间选取（样例、随机、最远、无解、边缘形状、最大尺寸）
package-needs-testlib = 这种格式要附带 testlib.h：用 --testlib DIR 或 TESTLIB_DIR 给出它所在的目录
package-no-sample = { $problem } 没有样例
judgekit-missing = { $name } 还没有评测套件：需要 crates/gridsolve/judgekit/{ $name }/checker.cpp、validator.cpp、accepted.py、wrong.py，docs/problems/{ $name }.en.md 和 .zh.md，以及 judgekit::KITS 中的一行
setter-kernel-too-large = 在 { $size } 上，不改变棋盘的按法有 { $kernel } 种：生成的标准程序为求最少按键次数遍历它们，每个测试文件要 { $work } 步，超过 { $most }；请选更小的 --size
setter-press-too-small = --size { $size }：{ $states } 种状态时棋盘有 { $states }^{ $cells } 种按法，少到暴力程序能在时限内全部试完，大子任务就没有意义；请给出至少有 2^32 种按法的棋盘（2 种状态要 32 个格子，3 种要 21 个）
## 可视化页面（visual/）：页面的拒绝理由和说明

visual-which-start = 起始
visual-which-target = 目标
visual-input-start = 起始棋盘
visual-input-target = 目标棋盘
visual-bad-board = { $which }棋盘不合法：{ $why }
visual-too-large = 棋盘有 { $cells } 个格子；可视化页面最多显示 { $max } 个格子的棋盘
visual-size-mismatch = 起始棋盘是 { $start }，目标棋盘却是 { $target }
visual-swap-needs-target = 交换谜题需要一个目标棋盘
visual-target-not-taken = 只有交换、滑块和骑士谜题需要目标棋盘
visual-tokens-not-bits = 滑块和骑士棋盘放的是棋子，不是 0 和 1 的格子
visual-unknown-algorithm = 未知的算法 '{ $name }'：应为 { $names } 之一
visual-over-budget = 这次搜索需要超过 { $limit } 个状态，这是可视化页面每次搜索的上限；请换一个小一点的棋盘或换一种算法
visual-not-applicable = { $algorithm } 不适用于这个棋盘：{ $why }
visual-cannot-handle = { $algorithm } 处理不了这个棋盘：{ $why }
visual-stopped = 搜索在完成之前被停止了
visual-enumerate-swaps = 枚举按法要求走法可以交换顺序、并且按两次等于没按；交换和滑动都不满足，请选一种搜索
visual-too-many-subsets = 这次枚举需要试超过 { $limit } 种按法，这是可视化页面每次搜索的上限；请换一个小一点的棋盘或换一种算法
visual-count-mismatch = 起始有 { $have } 个 1，目标却有 { $want } 个：交换永远不会改变这个数
visual-bfs-exhausted = 广度优先搜索走遍了从起点出发能到达的全部 { $states } 个棋盘，其中没有目标：这个大小的 { $boards } 个棋盘中，其余的从这里永远到不了
visual-search-exhausted = { $algorithm } 走遍了从起点出发能到达的每个棋盘，其中没有目标（这个大小的 { $boards } 个棋盘中，其余的从这里永远到不了）
visual-enumerate-exhausted = 全部 { $sets } 种按法都试过了，没有一种能到达目标
visual-token-exhausted = { $algorithm } 没有找到通往目标的走法
visual-slide-too-large = 它有 { $cells } 个格子；可视化页面最多显示 { $max } 个格子的滑块棋盘（3x4）
visual-knight-too-large = 它有 { $cells } 个格子；可视化页面最多显示 { $max } 个格子的骑士棋盘（5x5）
visual-goal-one-blank = 目标棋盘必须恰好有一个空位
visual-what-states = 个状态
visual-what-press-sets = 种按法
visual-plan-past-budget = 这个棋盘最多可能有 { $states } { $what }，而一次搜索最多存 { $budget } 个：{ $algorithm } 可能在得到答案之前停下
visual-plan-past-2-64 = 这个棋盘可能有超过 2^64 { $what }，而一次搜索最多存 { $budget } 个：{ $algorithm } 可能在得到答案之前停下
visual-plan-table-too-large = 距离表要存下目标能到达的每一个棋盘，这里至少有 { $states } 个，超过了一次搜索最多能存的 { $budget } 个
visual-plan-enumerate = 枚举按法要求走法可以交换顺序、并且按两次等于没按；交换、滑动和马跳都不满足
visual-plan-board-too-large = 可视化页面最多显示 { $max } 个格子的棋盘
visual-plan-revisits = IDA* 不记录见过的棋盘，同一个棋盘可能被展开很多次：它可能在展开 { $budget } 个状态（一次搜索的上限）时停下
visual-api-puzzles = "flip"、"toggle"、"swap"、"slide" 或 "knight"
visual-api-name = { $name }
visual-api-names = { $first }、{ $rest }
visual-api-not-json = 请求不是 JSON（第 { $line } 行第 { $column } 列）；请发送这样的对象：{ $example }
visual-api-not-object = 请求必须是一个 JSON 对象，例如 { $example }
visual-api-not-a-request = 这不是一个轨迹请求；请发送这样的对象：{ $example }
visual-api-lang-wrong = 字段 "lang"：应为英文或中文的语言标签，如 en、en-US、zh 或 zh-CN（不区分大小写），实际是{ $found }
visual-api-rows-missing = 缺少字段 "{ $name }"：棋盘应写成若干行，例如 ["10", "01"]
visual-api-rows-wrong = 字段 "{ $name }"：棋盘应写成若干行字符串，例如 ["10", "01"]，实际是{ $found }
visual-api-puzzle-missing = 缺少字段 "puzzle"：应为 { $puzzles } 之一
visual-api-puzzle-wrong = 字段 "puzzle"：应为 { $puzzles } 之一，实际是{ $found }
visual-api-algorithm-wrong = 字段 "algorithm"：应为算法名，例如 "bfs"（{ $names } 或 auto），实际是{ $found }
visual-api-limit-wrong = 字段 "limit"：应为 0 到 { $max } 之间的整数事件数（更多会被截断），实际是{ $found }
visual-found-null = 空值 null
visual-found-bool = 一个布尔值
visual-found-number = 数值 { $value }
visual-found-string = 字符串 { $value }
visual-found-list = 一个列表
visual-found-object = 一个对象
## Python 模块和 npm 包的措辞（puzzle/request.rs）：上面提到命令行参数的消息，改用调用者自己的参数
args-rule-names = plus、cross、stencil:ROWS（如 stencil:.#./###/.#.）、buttons、swap、slide 或 knight
args-rule-names-but-swap = plus、cross、stencil:ROWS（如 stencil:.#./###/.#.）、buttons、slide 或 knight
args-rule-unknown-with-states = { $detail }；使用 { $states } 时还可以是 { $moves-buttons }，按钮的文本放在 { $buttons } 中（每行一个按钮，写出它的格子 行,列）
args-states-not-for = { $states } 用于翻转规则，不用于 { $moves }
args-wrap-not-for = { $wrap } 用于翻转规则，不用于 { $moves }
args-goal-not-for-tokens = { $goal } 用于翻转规则；{ $moves } 的目标棋盘用 { $target } 给出
args-tokens-one-board = { $moves } 只取一个棋盘；目标棋盘用 { $target } 给出
args-target-only-tokens = { $target } 是 slide、knight 谜题的目标棋盘和交换谜题的目标；翻转规则用 { $goal }
args-states-not-swaps = { $states } 用于翻转规则（plus、cross、stencil:ROWS、buttons），不用于交换
args-swap-two-boards = { $moves } 需要两个棋盘：起点和 { $target }
args-wrap-not-swaps = { $wrap } 用于翻转规则，不用于交换
args-goal-not-swaps = { $goal } 用于翻转规则；交换谜题的目标是它的 { $target } 棋盘
args-target-only-swaps = { $target } 用于交换、slide 和 knight 谜题；翻转规则用 { $goal } 或 { $goal-board }
args-wrap-not-buttons = { $wrap } 用于模板；按钮的文本已列出每个按钮改变的每个格子
args-knights-need-goal = { $size } 的骑士棋盘需要用 { $target } 给出目标棋盘（默认目标是 P2324 的 5x5）
args-grid-only-two-state = { $format-grid } 输出 0/1 按键矩阵：只用于两种状态的翻转规则，不用于 slide、knight、K 种状态的格子或 buttons
args-grid-not-swaps = { $format-grid } 输出按键矩阵：只用于翻转规则，不用于交换
args-explain-not-json = { $explain } 画的是文本；不能与 { $format } 同用
args-over-budget = { $algorithm } 搜索了 { $limit } 个状态（它的工作上限）仍未找到答案（可用 { $limit-name } 调高上限）
args-over-budget-try-auto = { $algorithm } 搜索了 { $limit } 个状态（它的工作上限）仍未找到答案（可用 { $limit-name } 调高上限）；{ $algorithm-auto } 能解任意大小的翻转和交换棋盘
args-goal-size = 棋盘是 { $board }，{ $file } 却是 { $goal }
args-over-budget-one = { $algorithm } 搜索了 1 个状态（它的工作上限）仍未找到答案（可用 { $limit-name } 调高上限）
args-over-budget-try-auto-one = { $algorithm } 搜索了 1 个状态（它的工作上限）仍未找到答案（可用 { $limit-name } 调高上限）；{ $algorithm-auto } 能解任意大小的翻转和交换棋盘
args-over-memory = { $algorithm } 达到内存上限 { $mib } MiB（已存 { $states } 个状态），未得到答案
args-over-memory-refused = { $algorithm } 停止：机器或进程的内存限制拒绝了 { $bytes } 字节（{ $mib } MiB）的分配，此时已存 { $states } 个状态，尚未达到搜索自身的上限 { $limit } MiB；请放宽进程的限制（ulimit -v）或腾出内存，或换一个小一些的棋盘
args-explain-too-large = { $explain } 最多画 { $most } 个格子，而 { $size } 棋盘仅起点和终点就有 { $cells } 个；请用 { $format-grid }（按键矩阵），或不带图示的答案
args-modular-by-linear = K 种状态的格子和按钮用 Z_K 上的线性代数求解（{ $algorithm-auto } 或 { $algorithm-linear }）
args-algorithm-not-applicable = { $algorithm } 不适用：{ $why }
args-algorithm-too-large = { $algorithm } 处理不了这个棋盘：{ $why }
args-cancelled = { $algorithm } 在完成之前被停止了
args-explain-answer-too-large = { $explain } 最多画 { $most } 个格子；这个答案需要 { $size } 个
args-zk-chase-needs = 灯光追逐需要顶行只有中心格的模板、不加 { $wrap }，且棋盘比模板向上伸出的部分更高
args-linear-polynomial-needs = 多项式方法需要不加 { $wrap } 的 plus 模板
args-judge-knights-budget = 第 { $case } 组：{ $algorithm } 搜索了 { $limit } 个状态（它的预算）仍未到达目标；这个棋盘离目标很远，而 P2324 只问 15 步是否足够：{ $algorithm-idastar }（默认）以 15 为深度上限回答这个问题
args-lists-too-long = 棋盘有 { $cells } 个格子，而列表形式的答案（JSON 或文本）最多给出 { $most } 个格子的；{ $format-grid } 给出按键矩阵，每格一个字符
args-not-one-of = { $given } 不是以下之一：{ $names }
args-lang-wrong = { $given } 不是英文或中文的语言标签；应如 en、en-US、zh 或 zh-CN（不区分大小写）
args-patterns-not-for-board = { $patterns } 不适用：{ $why }
args-patterns-not-with-algorithm = { $patterns } 选择的是 { $algorithm-auto } 在超过 9 格的滑块棋盘上所用的模式数据库；{ $algorithm } 不用它们搜索（去掉 { $patterns }，或改用 { $algorithm-auto }）
args-patterns-not-this-puzzle = { $patterns } 选择的是超过 9 格的滑块棋盘的模式数据库；这个谜题的解法不用它们（去掉 { $patterns }）
args-answers-before = { $why }（在它之前已回答 { $lines } 行）
args-generate-too-many = { $count }：一次调用最多生成 { $most } 组（文本保存在内存中）；请分几次生成，或用命令 `gridsolve gen` 以流的方式生成任意多组
args-stopped = 在完成之前被调用者停止了

## 生成器（gridsolve gen）
gen-no-unsolvable = { $problem } 没有无解的棋盘（{ $why }）；poj1753、hdu1043、p2324 和 poj3279 有
gen-why-fridge = 冰箱的按键映射可逆，所以每个棋盘恰好有一种按法
gen-why-5x6 = 5 x 6 的按键映射可逆，所以每个棋盘恰好有一个按键矩阵
gen-why-promise = 题面保证棋盘能到达目标
gen-why-swaps = 交换能到达棋子数相同的每个棋盘

## 演示的标题：各评测网站自己的题名（洛谷的为中文）
demo-title-poj1753 = POJ 1753 Flip Game（翻转棋）
demo-title-poj2965 = POJ 2965 The Pilots Brothers' refrigerator（飞行员兄弟的冰箱）
demo-title-p1225 = 洛谷 P1225 黑白棋游戏
demo-title-p4289 = 洛谷 P4289 移动玩具
demo-title-p1379 = 洛谷 P1379 八数码难题
demo-title-hdu1043 = HDU 1043 / POJ 1077 Eight（八数码）
demo-title-p2324 = 洛谷 P2324 骑士精神
demo-title-poj3279 = POJ 3279 Fliptile（翻转方砖）
demo-title-poj1222 = POJ 1222 EXTENDED LIGHTS OUT（扩展点灯游戏）

## 请求本身的错误（JSON 接口与绑定）：没有调用方时用 JSON 的字段名（request-*），
## 有调用方时用调用方的参数（args-*：Python 的 states=1、buttons=；JavaScript 对象的 states: 1）。
request-not-json = 请求不是 JSON（第 { $line } 行，第 { $column } 列）；请发送一个对象，例如 { $example }
request-not-object = 请求必须是 JSON 对象，例如 { $example }
request-unknown-field = 未知字段 "{ $field }"：请求的字段有 { $names }
args-unknown-field = 没有参数 { $field }：参数有 { $names }
request-missing = 缺少字段 "{ $field }"：{ $what }
args-missing = 缺少 { $field }：{ $what }
request-wrong-value = 字段 "{ $field }"：应为{ $what }，实为 { $found }
args-wrong-value = { $given }：应为{ $what }
request-buttons-need-text = "moves": "buttons" 需要字段 "buttons"：每行一个按钮，写出它的格子 ROW,COL
args-buttons-need-text = { $rule } 需要 { $buttons }：每行一个按钮，写出它的格子 ROW,COL
request-buttons-without-rule = 字段 "buttons" 只与 "moves": "buttons" 同用
args-buttons-without-rule = { $buttons } 只与 { $rule } 同用
request-no-files = 这里没有文件：请给出 { $rule }，并把按钮的文本放在 { $buttons } 中
request-stats-not-grid = { $stats } 只与 { $json } 或 { $text } 同用；按键矩阵只给出矩阵本身
request-goal-twice = { $goal }（zeros、ones 或 uniform）与 { $board } 只能给出其一，不能都给
request-what-moves = 一种走法规则：plus、cross、stencil:ROWS、buttons、swap、slide 或 knight
request-what-start = 起始棋盘的文本，各行以换行分隔
request-what-states = 格子状态数，2 到 255 之间的整数
request-what-wrap = { $yes } 或 { $no }
request-what-goal = zeros、ones 或 uniform
request-what-goal-board = 目标棋盘的文本（翻转类规则）
request-what-target = 目标棋盘的文本（swap、slide、knight）
request-what-buttons = 按钮文件的文本，每行一个按钮（与 { $rule } 同用）
request-what-algorithm = 算法名，例如 auto 或 bfs
request-what-format = json、text 或 grid
request-what-explain = { $yes } 或 { $no }（仅限文本）
request-what-lang = en 或 zh：文本答案以及谜题的拒绝信息所用的语言
request-what-limit = 从 1 起的整数状态数：搜索可做的工作量
request-what-patterns = auto、default（即 6-6-3）、7-8 或 6-6-6-6：超过 9 格的滑块棋盘所用的模式数据库
request-what-threads = 0 到 256 之间的整数线程数（0：每个核心一个），用于模式数据库上的 IDA*
request-what-stats = { $yes } 或 { $no }：加上搜索的计数（json 或 text）

## The WebAssembly module's own refusals (gridsolve-wasm), in the request's "lang"
wasm-not-object = 请求必须是一个 JSON 对象，字段是这次调用的参数
wasm-not-text = { $field }：应为字符串，实际是 { $found }
wasm-not-whole = { $field }：应为 0 到 2^64 - 1 之间的整数，实际是 { $found }
wasm-lang-wrong = lang：应为英文或中文的语言标签，如 en、en-US、zh 或 zh-CN（不区分大小写），实际是 { $found }
wasm-not-table-name = { $name } 不是模式数据库的表名：表名是 tables() 列出的那些（pdb-….bin）

## gridsolve-problem.txt (notes for the package's setter) and its solutions' lines, in the command line's language
setter-notes-written = 由 gridsolve package { $words } --seed { $seed } 生成（同样的参数和种子会重新生成完全相同的测试）
setter-notes-subtasks = 子任务：
setter-notes-subtask = { $number }：{ $points } 分，棋盘最大 { $size }，每个文件最多 { $cases } 组数据
setter-notes-subtask-answers = { $number }：{ $points } 分，棋盘最大 { $size }，每个文件最多 { $cases } 组数据，答案最多 { $most }
setter-notes-tests = 测试数据：
setter-notes-test = { $stem }：{ $cases } 组数据，最长的答案 { $longest }，其中 { $unsolvable } 组无法到达目标
setter-notes-no-way = （无法到达目标的原因：{ $why }）
setter-notes-solutions = 解法（在子任务 1、子任务 2 上的预期结果）：
setter-notes-either = AC 或 WA
setter-no-way-press = 按键的效果张成的空间不包含所有棋盘：Z_K 上按键矩阵的秩小于格子数，而这个棋盘与每个目标之差都不在该空间内，这是由消元求得的
setter-no-way-slide = 盘面上的数字与目标相差一个奇排列（数逆序对，宽度为偶数时再加上空格所在的行），任何滑动都改变不了这一点
setter-no-way-knight = 棋盘离目标超过 15 步，所以 P2324 要求输出 -1；由搜索证明：它试过所有更短的走法之后才在深度 15 停下
setter-no-way-swap = 没有：交换能到达 1 的个数相同的每一个棋盘
setter-about-press-model = Z_K 上的高斯-约旦消元，再遍历零空间找出按键最少的解
setter-about-swap-model = 按网格距离给 1 做代价最小的匹配（匈牙利算法）
setter-about-slide-model = 从目标出发做一次广度优先搜索，每组数据的答案都从表中读出
setter-about-knight-model = IDA*，以不在位的骑士数为下界，最多 15 步
setter-about-press-brute = 枚举所有按法，共 K^(n*m) 种
setter-about-search-brute = 从每个起点在棋盘上做广度优先搜索
setter-about-slide-brute = 从每个盘面做一次广度优先搜索
setter-about-swap-wrong = 贪心：每个 1 走到最近的空目标格
setter-about-slide-wrong = 把表中从目标出发的走法原样输出，没有反转
setter-about-knight-wrong = 少搜一步（上限差一）
setter-about-press-wrong-unwrapped = 图案在边缘处截断（漏看了环面）
setter-about-press-wrong-wrapped = 图案绕过边缘（把题目读成了环面）
setter-about-press-wrong-greedy = 贪心：每个格子按到对为止，不管图案
