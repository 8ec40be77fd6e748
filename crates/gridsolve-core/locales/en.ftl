# gridsolve's words for people, in English (the source of the English: every
# error's Display renders these). Each id has its Chinese in zh.ftl with the
# same arguments; the tests compare the two files. Arguments come formatted.

## Wrappers

# A file's or input's name before what is wrong with it.
named = { $name }: { $detail }
# Text that is not words (a number with its unit, a name as typed, another
# program's output), shown as it is; words for people have their own id.
verbatim = { $detail }

## Boards

board-empty = the board is empty: expected rows of '0'/'1' (or '.'/'#')
board-bad-cell = line { $line }, column { $column }: expected a cell ('0' or '1', '.' or '#', 'w' or 'b', '-' or '+'), found { $found }
board-ragged = line { $line }: expected a row of { $expected } cells like the first row, found { $found }
board-not-utf8 = not UTF-8 text (byte { $byte } is invalid)
grid-empty-digits = the board is empty: expected rows of digits from 0 to { $max }
grid-empty-numbers = the board is empty: expected rows of numbers from 0 to { $max } separated by spaces
grid-not-a-digit = line { $line }, column { $column }: expected a digit from 0 to { $max }, found { $found }
grid-not-a-number = line { $line }, column { $column }: expected a number from 0 to { $max }, found "{ $found }"
grid-out-of-range = line { $line }, column { $column }: { $found } is out of range: expected a number from 0 to { $max }

## Buttons files

buttons-not-a-cell = line { $line }, column { $column }: expected a cell as ROW,COL with 1-based numbers (e.g. 2,3), found "{ $found }"
buttons-off-board = line { $line }, column { $column }: cell { $cell } is outside the { $size } board
buttons-duplicate = line { $line }, column { $column }: cell { $cell } is listed twice for this button (first at column { $first })
buttons-empty = the buttons file lists no button: expected one line per button, its cells as ROW,COL pairs (e.g. 1,1 1,2)

## Where in a text

at-line-column = line { $line }, column { $column }: { $detail }
at-line = line { $line }: { $detail }

## Token boards (sliding tiles, knights)

tokens-ragged-tiles = expected a row of { $expected } tiles like the first row, found { $found }
tokens-ragged-cells = expected a row of { $expected } cells like the first row, found { $found }
tokens-empty = the board is empty: expected { $expected }
tokens-too-many-cells = the board has { $cells } cells; at most { $most } are supported
tiles-expected = rows of tile numbers, 0 for the blank
tiles-not-a-number = expected a tile number (0 for the blank), found '{ $found }'
tiles-huge-number = tile number is out of range: a { $size } board holds the tiles 1..{ $last } and 0 for the blank
tiles-out-of-range = tile { $tile } is out of range: a { $size } board holds the tiles 1..{ $last } and 0 for the blank
tiles-second-blank = a second blank (0); the first is at line { $line }, column { $column }; expected exactly one blank
tiles-twice = tile { $tile } appears twice (first at line { $line }, column { $column }); expected each of 0..{ $last } once
knights-expected = rows of '0', '1' and one '*'
knights-bad-cell = expected '0', '1' or '*' (the blank), found { $found }
knights-second-blank = a second blank '*'; the first is at line { $line }, column { $column }; expected exactly one
knights-no-blank = the board has no blank '*'; expected exactly one

## Move rules

stencil-unknown-rule = unknown move rule '{ $given }': expected { $names }
rule-names = plus, cross, stencil:ROWS (e.g. stencil:.#./###/.#.), buttons:FILE, swap, slide or knight
rule-names-but-swap = plus, cross, stencil:ROWS (e.g. stencil:.#./###/.#.), buttons:FILE, slide or knight
stencil-even = stencil '{ $given }' is { $size }: height and width must be odd so the pressed cell is the centre
stencil-ragged = stencil row { $row } is '{ $given }': expected { $width } characters like the first row
stencil-bad-cell = stencil row { $row } column { $column }: expected '.' or '#', found { $found }
stencil-empty = stencil '{ $given }' toggles no cell

## A puzzle's words (the command line's flags, the page's and the packages' fields)

no-such-input = { $name }: no such input
rule-unknown-with-states = { $detail }; with --states, also buttons:FILE (one line per button, its cells as ROW,COL)
states-not-for = --states applies to toggle rules, not --moves { $moves }
wrap-not-for = --wrap applies to toggle rules, not --moves { $moves }
goal-not-for-tokens = --goal applies to toggle rules; --moves { $moves } takes its goal board with --target FILE
tokens-one-board = --moves { $moves } takes one board; give the goal board with --target FILE
target-only-tokens = --target FILE is the goal of --moves slide|knight; swaps take START TARGET, toggles --goal
states-not-swaps = --states applies to toggle rules (plus, cross, stencil:ROWS, buttons:FILE), not swaps
swap-two-boards = --moves swap needs two boards: START TARGET
wrap-not-swaps = --wrap applies to toggle rules, not swaps
goal-not-swaps = --goal applies to toggle rules; a swap puzzle's goal is its TARGET board
target-only-swaps = a TARGET board is only for --moves swap; toggle rules take --goal
wrap-not-buttons = --wrap applies to stencils; a buttons file lists every cell a button changes
knights-need-goal = a { $size } knight board needs its goal: --target FILE (the default goal is P2324's, 5x5)
start-target-sizes = the start board is { $start } but the target is { $target }
wrap-one-row = the board is one row high, so --wrap joins that row to itself: the stencil's cells above and below the pressed cell land in the same row, and a cell reached twice flips once
wrap-one-column = the board is one column wide, so --wrap joins that column to itself: the stencil's cells left and right of the pressed cell land in the same column, and a cell reached twice flips once
goal-unknown-near = --goal '{ $given }': not a goal word and no such file; did you mean --goal { $word }? --goal takes { $words }, or a board FILE
goal-unknown = --goal '{ $given }': not a goal word and no such file; --goal takes { $words }, or a board FILE
goal-size = the board is { $board } but the goal { $file } is { $goal }

## Answers

grid-only-two-state = --format grid writes a 0/1 press grid: it is for two-state toggle rules, not slide, knight, --states or buttons
grid-not-swaps = --format grid writes a press grid: it is for toggle rules, not swaps
explain-not-json-grid = --explain draws text; it does not go with --format json or grid
explain-not-json = --explain draws text; it does not go with --format json
over-budget = --algorithm { $algorithm } stopped at its work limit of { $limit } states without an answer
explain-too-large = --explain draws at most { $most } cells in all, and a { $size } board's start and end alone are { $cells }; use --format grid (a press grid, an eighth of a byte per cell in memory) or the text or JSON list
modular-by-linear = K-state cells and buttons are solved by linear algebra over Z_K (--algorithm auto or linear)

## Solvers

algorithm-not-applicable = --algorithm { $algorithm } does not apply: { $why }
algorithm-too-large = --algorithm { $algorithm } cannot handle this board: { $why }
over-budget-try-auto = --algorithm { $algorithm } stopped at its work limit of { $limit } states without an answer; --algorithm auto solves toggle and swap boards of any size
cancelled = --algorithm { $algorithm } was stopped before it finished
over-memory = the { $algorithm } search stopped at its memory limit of { $mib } MiB ({ $states } states stored) without an answer
over-memory-refused = the { $algorithm } search stopped: the machine or the process's memory limit refused { $bytes } bytes ({ $mib } MiB) with { $states } states stored, below the search's own limit of { $limit } MiB; raise the process's limit (ulimit -v) or free memory, or try a smaller board
size-mismatch = the board is { $board } but the puzzle is { $puzzle }
explain-answer-too-large = --explain draws at most { $most } cells in all; this answer would need { $size }

# The searches' own limits, and a sliding or knight puzzle's setup
pattern-cells = a pattern is 1 to { $most } distinct cells of the { $size } board
pattern-blank-goal-cell = the blank's goal cell { $blank } must be a cell of the { $size } board outside the pattern { $cells }
pattern-holds-blank-goal = the pattern { $cells } holds cell { $blank }, the blank's goal cell; build patterns without it
pattern-other-blank-goal = the pattern { $cells } was built for the blank's goal in cell { $built }, not { $blank }
compact-pattern-tiles = a compact pattern has 1 to { $most } tiles; this one has { $tiles }
pattern-placements = a pattern of { $tiles } tiles on { $cells } cells has { $placements } placements; at most { $most } are built
pattern-states = a pattern of { $tiles } tiles on { $cells } cells needs { $states } abstract states; at most { $most } are searched
search-moves-byte = the searches name moves in a byte, at most { $most }; this puzzle has { $moves }
heuristic-wrong-rule = the { $heuristic } heuristic does not fit this puzzle's move rule
table-distance-bytes = distances past { $most } do not fit the table's bytes
census-distance-bytes = distances past { $most } do not fit the census's bytes
tokens-search-slide-cells = sliding boards of at most { $most } cells can be searched; this one has { $cells }
tokens-search-knight-cells = knight boards of at most { $most } cells can be searched; this one has { $cells }
tokens-goal-one-blank = the goal must have exactly one blank
tokens-search-moves = the board has { $moves } pairs of cells a move joins; the searches name at most { $most }
tokens-slide-goal-tiles = a sliding goal holds each of 0..{ $last } once
tokens-knight-goal = a knight goal holds only knights '0' and '1' and one blank '*'
judge-solver-other-problem = this solver was not built for { $problem }
matching-unequal-counts = case { $case }: the start has { $start } pieces '1' but the target has { $target }
patterns-too-many = at most { $most } patterns; found { $found }
pattern-other-size = a pattern database for { $built } cannot serve a { $size } board
pattern-too-many-tiles = at most { $most } tiles per pattern
patterns-overlap = the patterns overlap at cell { $cell }; they must be disjoint
slide-start-cells = the start board has { $tiles } tiles but a { $size } board has { $cells }
slide-goal-cells = the goal board has { $tiles } tiles but a { $size } board has { $cells }
slide-goal-tile-twice = tile { $tile } appears twice on the goal board
slide-goal-no-blank = the goal board has no blank (0)
slide-start-tile-twice = tile { $tile } appears twice on the start board
slide-tile-not-in-goal = tile { $tile } is on the start board but not on the goal board
slide-replay-no-blank = the board has no blank (0)
slide-replay-not-a-move = move { $number }: '{ $letter }' is not one of u, d, l, r
slide-replay-off-board = move { $number }: the blank cannot move '{ $letter }' off the board
matching-needs-target = a swap puzzle needs a target board as its goal

## Censuses

census-refused = census: { $detail }
census-needs-size = census needs --size ROWSxCOLS, e.g. --size 4x4
census-target-tokens = --target applies to sliding and knight censuses (--moves slide or knight)
census-goal-tokens = --goal applies to toggle rules; a { $moves } census takes its goal board with --target FILE
census-no-swaps = a census counts every kind of puzzle but swaps: --moves { $names }
census-too-many-cells = --size { $size } has { $cells } cells; a census covers at most 64
census-modular-too-many-boards = a { $size } board with { $states } states has { $states }^{ $cells } boards; a census covers at most 2^{ $log } = { $max }
census-modular-too-much-work = this census takes about 2^{ $work } cell updates ({ $boards } boards, { $presses } presses); the limit is 2^{ $log }
census-modular-too-many-presses = { $presses } presses with { $states } states may need more than { $most } presses in all; a census counts distances below that
census-target-size = --size { $size } but the target board { $name } is { $target }
census-knights-need-goal = a { $size } knight census needs its goal: --target FILE (rows of '0', '1' and one '*'); only 5x5 has a default, P2324's
census-table-too-large = { $boards } boards at 2 bits each need { $bytes } of table, past the memory budget of { $budget } (raise it with --max-memory)
census-table-unallocated = the { $bytes } table fits the memory budget, but this machine could not give it (an address-space limit, ulimit -v, or memory in use by others)
census-stray-rank-past = rank { $rank } arrived, past the { $boards } boards of this puzzle
census-stray-rank-owner = rank { $rank } arrived at worker { $index }, but it is worker { $owner }'s
census-sliding-one-line = a { $size } sliding board is a single line: its tiles never pass each other, so only { $boards } boards are reachable; the census needs at least 2 rows and 2 columns
census-sliding-cells = a { $size } sliding board has { $cells } cells; a census ranks at most { $most }
census-sliding-tokens = a sliding census needs the tokens 0 (the blank) to n-1, each once
census-knight-cells = a knight census covers at most { $most } cells; this board has { $cells }
census-knight-tokens = a knight census needs one blank and knights of two colours

## Reports (gridsolve solve's text). Keys and values as "key: value" lines.

report-key-sep = {": "}
report-list-sep = {", "}
report-none = none
report-solvable-yes = solvable: yes
report-solvable-no = solvable: no
report-reason = reason: { $reason }
report-moves = moves: { $moves } ({ $proof })
proof-minimum = proven minimum
proof-not-minimal = NOT proven minimal
report-note = note: { $note }
report-presses = presses
report-swaps = swaps
report-buttons = buttons
report-path = path: { $path } (where the blank moves: u/d/l/r)
report-jumps = jumps: { $jumps }
report-nullity = nullity: { $nullity } (2^{ $nullity } press sets leave the board unchanged)
report-nullity-short = nullity: { $nullity }
report-algorithm = algorithm: { $algorithm }
report-states-expanded = states expanded: { $count }
report-states-stored = states stored: { $count }
report-peak-frontier = peak frontier: { $count }
report-solutions-examined = solutions examined: { $count }
report-time = time: { $ms } ms
report-kernel-trivial = kernel: trivial (only pressing nothing leaves the board unchanged)
report-kernel = kernel: { $kernel } ({ $size } press vectors leave the board unchanged)
report-kernel-about = kernel: { $kernel } (about 2^{ $log2 } press vectors leave the board unchanged)
note-cut-short = the search was cut short
grid-not-minimal = note: { $count } presses, NOT proven minimal: { $why }
move-press = press { $cell }
move-swap = swap { $first } and { $second }
move-button = button { $button }

## Drawings (--explain)

draw-start = start
draw-target = target
draw-press-counts-cells = press counts (how often each cell is pressed):
draw-press-counts-buttons = press counts (how often each button is pressed, button 1 first):

## Census reports

census-title = { $size } { $rule }, goal { $goal }
census-title-states = { $size } { $rule }, { $states } states, goal { $goal }
census-rule-torus = { $rule } on a torus
census-buttons = { $count } buttons
census-goal-fill = all { $value }
census-goal-zeros-or-ones = all 0 or all 1
census-goal-uniform = all cells equal
census-goal-board = the goal board
census-boards = boards: { $boards }
census-boards-table = boards: { $boards } ({ $bytes } of table at 2 bits each)
census-solvable = solvable: { $count } ({ $percent }%)
census-reachable = reachable from the goal: { $count } ({ $percent }%)
census-nullity = nullity: { $nullity } (rank { $rank } of { $cells })
census-kernel = kernel: { $kernel }
census-kernel-trivial = trivial
census-gods-number = God's number: { $moves }
census-column-presses = presses
census-column-moves = moves
census-column-boards = boards
census-column-share = share
census-farthest-one = 1 board at distance { $distance }
census-farthest = { $count } boards at distance { $distance }
census-farthest-first = { $boards }, the first { $shown } by rank:
census-farthest-all = { $boards }:

## Files the command line reads

io-reading = reading { $name }: { $error }
io-writing = writing { $name }: { $error }
io-output = output
bytes-count = { $count } bytes
io-not-found = { $os }
io-permission-denied = { $os }
io-is-a-directory = { $os }
file-not-regular = { $name } is { $kind }: gridsolve reads only regular files here
file-not-regular-pipe = { $name } is { $kind }: gridsolve reads only regular files here; to read a pipe, give `-` and feed it on stdin (`command | gridsolve ... -`)
file-kind-fifo = a FIFO (a named pipe, or `<(command)` process substitution)
file-kind-directory = a directory
file-kind-char-device = a character device
file-kind-block-device = a block device
file-kind-socket = a socket
file-kind-special = not a regular file
file-too-large = { $name } has { $bytes } bytes; gridsolve reads at most { $most } here
file-grew = { $name } grew past { $most } while it was read; gridsolve reads at most that here
stdin-too-large = stdin is larger than { $most }, the most gridsolve reads for one board or input file
board-file-too-large = { $name } is larger than { $most }, the most gridsolve reads for one board
board-bits-too-large = { $name }: the board's first { $rows } rows of { $cols } cells already take more than { $most } as bits (each row starts on a fresh 64-bit word); gridsolve holds at most that much board
path-not-utf8 = the path { $path } is not UTF-8 text; rename the file or give it on stdin as -
size-mib = { $mib } MiB ({ $bytes } bytes)
size-bytes = { $bytes } bytes

## The judge problems' input (gridsolve poj1753 and the others)

judge-at-case-line-column = case { $case }, line { $line }, column { $column }: { $detail }
judge-at-case-line = case { $case }, line { $line }: { $detail }
judge-with-hint = { $detail } ({ $hint })
judge-board = board
judge-start-board = start board
judge-target-board = target board
judge-row-of-board = row { $row } of { $rows } of the { $board }
judge-cells-in = { $cols } cells in { $row }, found { $found }
judge-board-cut-off = the board is cut off at end of input: expected { $expected }
judge-case-cut-off = the case is cut off at end of input: expected { $expected }
judge-row-short = expected { $cols } cells in { $row }, found { $found } (a row is { $cols } characters { $cells })
judge-expected-cell = expected { $cells }, found { $found }
judge-expected-cell-for = expected { $cells } for { $place }, found { $found }
judge-row-too-long = expected the end of { $row } after { $cols } cells, found { $found }
judge-expected-row-end = expected the end of row { $row } ({ $cols } cells), found { $found }
judge-expected-space = expected a space after { $place }: the numbers are '0' or '1' separated by spaces, found { $found }
judge-piece-ends-row = the row reaches the end of this piece of input
judge-piece-ends-case = the case goes on in the next piece of input
judge-piece-counts = the start board has { $start } pieces '1' but the target board has { $target }; the counts must be equal
judge-cells-bw = 'b' or 'w'
judge-cells-plus-minus = '+' or '-'
judge-cells-p1379 = a digit '0' to '8' ('0' the blank)
judge-cells-hdu1043 = '1' to '8' or 'x' (the blank)
judge-cells-knights = '0', '1' or '*' (the blank)
judge-cells-01 = '0' or '1'
judge-count-was-a-row = the first line was read as the number of cases T = { $count }; it looks like a board row: P2324's input starts with T on a line of its own
judge-row-not-count = a board row: P2324's input starts with the number of cases T on a line of its own
judge-input-empty-count = the input is empty: expected the number of cases T on the first line
judge-number-of-cases = the number of cases T
judge-number-of-rows = the number of rows M
judge-number-of-columns = the number of columns N
judge-ends-after-one-case = the input ends after 1 case, but its first line declares { $declared }
judge-ends-after-cases = the input ends after { $cases } cases, but its first line declares { $declared }
judge-expected-end-one-case = expected the end of input after the 1 case the first line declares, found { $found }
judge-expected-end-cases = expected the end of input after the { $declared } cases the first line declares, found { $found }
judge-expected-number = expected { $what } from { $least } to { $max }, found '{ $found }'
judge-side-zero = expected { $what } from 1 to 15, found 0
judge-cell-of-nine = cell { $cell } of 9 (row { $row }, column { $column })
judge-cell-of-board = cell { $cell } of the { $size } board
judge-blank-twice = the blank { $blank } appears twice in this case
judge-tile-twice = tile '{ $tile }' appears twice in this case
judge-knights-second-blank = a second blank '*' (the first is in row { $row }, column { $column }); a board has exactly one
judge-p1379-unsolvable = this board cannot reach the goal 123804765: it has { $inversions } inversions and the goal 7, and a move never changes whether that number is even or odd (P1379 promises a board that can)
judge-knights-no-blank = the board has no blank '*'; a board has exactly one
wrong-kind-linear = linear solves toggle boards (linear algebra), not { $kind } boards; matching solves swap boards; bfs, bibfs, astar, idastar and table search any kind
wrong-kind-matching = matching solves swap boards (min-cost matching), not { $kind } boards; linear solves toggle boards; bfs, bibfs, astar, idastar and table search any kind
wrong-kind-search = the searches solve every kind, not { $kind } boards; linear solves toggle boards, matching swap boards; bfs, bibfs, astar, idastar and table search any kind
search-at-most-64-cells = state-space searches handle boards of at most 64 cells; this one has { $cells }
not-a-search = { $algorithm } is not a state-space search; bfs, bibfs, astar, idastar and table are
search-stored-too-many = the search stored { $states } states without finishing
table-too-many-states = a table covers all { $states } states; at most { $most } fit
table-not-dense = a table needs the states numbered densely, and this puzzle's are not
table-census-over-budget = the census covers { $states } states, one byte each; the budget is { $budget }
sliding-cells = sliding boards have 1 to { $most } cells; this one is { $size }
linear-conflict-8x8 = linear conflict takes boards of at most 8 rows and 8 columns
judge-answered-by = { $problem } is answered by { $algorithms }
judge-knights-budget = case { $case }: { $algorithm } reached its budget of { $limit } states without the goal; the board is far from it, and P2324 asks only whether 15 moves suffice: --algorithm idastar (the default) decides that with a depth cap of 15
judge-cannot-reach-p1379 = case { $case }: the board cannot reach 123804765

## Why a board is unsolvable

list-pair = { $first }, { $rest }
unreachable-uniform-bits = neither the all-0 nor the all-1 board is reachable
unreachable-uniform-cells = no board with all cells equal is reachable
unreachable-fill = the all-{ $value } board is not reachable
unreachable-goal-board = the goal board is not reachable
unreachable-span = { $what }: the change needed is not in the span of the presses (rank { $rank } of { $cells })
unreachable-modulo = { $what }: the change needed is not a combination of the presses modulo { $k } ({ $ranks })
rank-modulo = rank { $rank } of { $cells } modulo { $q }
unsolvable-bfs = bfs explored all { $boards } boards reachable from the start and none is a goal
unsolvable-bibfs = bibfs: one side's search ran out of new boards before meeting the other, so no goal is reachable
unsolvable-table = table: the backward search from every goal never reached the start
unsolvable-search = { $algorithm } exhausted its search ({ $expanded } states expanded) without reaching a goal, so none is reachable
one-one = 1 one
ones = { $count } ones
unsolvable-count-mismatch = the start has { $start } but the target has { $target }; swaps never change the number of 1s
unsolvable-other-tiles = the board's tiles are not the goal's tiles
unsolvable-one-line = on a single row or column the tiles can never pass each other, and their order differs from the goal's
unsolvable-parity = the parity of the tiles' inversions differs from the goal's; every move keeps it, so exactly half of all boards, this one not among them, can reach the goal
unsolvable-parity-blank-row = the parity of the tiles' inversions plus the blank's row differs from the goal's; every move keeps it, so exactly half of all boards, this one not among them, can reach the goal
unsolvable-ran-out = the search ran out of moves without reaching the goal
knights-count-differs = the board has { $have } knights '{ $token }' but the goal has { $want }
knight-never-moves = the knight on row { $row }, column { $column } can never move (no knight's path leads the blank there), and the goal wants another token there
unsolvable-permutation-even = the tiles are an even permutation of the goal but the blank is an odd number of steps from its goal cell; every move changes both parities
unsolvable-permutation-odd = the tiles are an odd permutation of the goal but the blank is an even number of steps from its goal cell; every move changes both parities

## The command line's own words

census-bad-size = --size '{ $given }': expected ROWSxCOLS with positive numbers, e.g. 5x5
census-flag-tokens-only = { $flag } applies to sliding and knight censuses (--moves slide or knight)
census-bad-workers = --workers { $workers }: expected 1 to { $most }
unknown-problem = unknown problem '{ $given }': expected one of { $names }
gen-unknown-kind = unknown kind '{ $given }': expected mixed, random, solvable, unsolvable, solved or hardest
census-table-one-worker = census: { $boards } boards, 2 bits each: { $table } of table; 1 worker
census-table-workers = census: { $boards } boards, 2 bits each: { $table } of table; { $workers } workers
census-estimate = census: about 2^{ $power } steps ({ $method } method, the limit is 2^{ $limit }); about { $duration } on { $cores } cores at { $rate } steps a second each
census-estimate-one-core = census: about 2^{ $power } steps ({ $method } method, the limit is 2^{ $limit }); about { $duration } on 1 core at { $rate } steps a second each
census-estimate-bar-note = {" "}(a progress bar shows on a terminal)
census-progress = census {"{"}bar:40{"}"} {"{"}percent:>3{"}"}% (eta {"{"}eta{"}"})
duration-seconds = { $count } s
duration-minutes = { $count } min
duration-hours = { $count } h
census-processes-over-budget = census: { $boards } boards over { $processes } processes need { $bytes } of table in each, past the memory budget of { $budget } (raise it with --max-memory, or add processes)
census-process-table-one-worker = census: { $boards } boards, 2 bits each: { $table } of table in this process ({ $process } of { $processes }); 1 worker here, { $peers } in all
census-process-table = census: { $boards } boards, 2 bits each: { $table } of table in this process ({ $process } of { $processes }); { $workers } workers here, { $peers } in all
census-timely-networking = census: starting timely's networking
census-timely-failed = census: timely: { $why }
census-no-worker = census: no worker ran
census-traffic = census: process { $process } sent { $ranks } neighbour ranks to other workers ({ $bytes } as 8-byte ranks, before timely's framing); { $largest } in its largest round
census-refusal-timeout = it did not complete the handshake within { $seconds } s
census-refusal-closed = it closed the connection during the handshake
census-refusal-not-census = it is not a census process (its first bytes are not the census greeting)
census-refusal-protocol = it speaks version { $theirs } of the census handshake and this process { $ours }: run the same gridsolve everywhere
census-refusal-secret = it does not know the job's secret
census-refusal-secret-rejected = it rejected this process's proof of the secret: give every process the same --secret-file
census-refusal-index = it knows the job's secret but claims to be process { $index }, which has no connection to make here (do all processes give the same --processes?)
census-refusal-params = its job parameters could not be read
census-refusal-busy = too many connections were being checked at once, each past its hello (a flood of connections to this port)
census-refusal-evicted = it had sent nothing when every handshake slot was taken, and made room for a newer connection (a flood of connections to this port)
census-refusal-closed-unread = it closed the connection before its greeting (what a process flooded with connections does to a newcomer, or a program that is not a census process)
census-difference = { $what } { $here } here, { $there } there
census-differences = { $first }; { $rest }
census-listening = census: listening for the other processes
census-joined = census: process { $process } is connected to the other { $others } and counts
census-cannot-listen = census: cannot listen on { $address }: { $why }
census-connecting = census: connecting to { $address }
census-unreachable = census: process { $me } could not reach process { $peer } at { $address } within { $seconds } s: { $why }; { $advice }
census-unreachable-nobody = nothing accepted a connection there
census-unreachable-refused = a process answered there, but { $why }
census-unheard = census: process { $me } could not hear from process { $peer } at { $address } within { $seconds } s{ $refused }; { $advice }
census-refused-summary = {" "}({ $count } connections refused, the last from { $from }: { $why })
census-refused-connection = census: process { $me } refused a connection from { $from }: { $why }; the job goes on
census-refused-more = census: process { $me }: further refused connections are counted, not shown
census-job-mismatch = census: process { $me } (here) and process { $peer } ({ $address }) do not run the same job: { $differences }; start every process with the same --moves, --size, --target and --workers, from the same gridsolve
census-advice-by-hand = start every process of the job (--process 0 to { $last }) with the same --secret-file
census-advice-launched = process 0 started the others on this machine: see their messages above
census-advice-flood = { $count } connections that sent nothing filled the handshakes of process { $me }: another program floods { $address } with connections; stop it, or give the job other ports
census-advice-flooded-peer = if process { $peer } says it is flooded with connections, stop the program that floods { $address }, or give the job other ports; otherwise start every process of the job with the same --secret-file
census-peer-gone = census: process { $me }: process { $peer } ({ $address }) left the job mid-run: its connection closed (it was killed, crashed or ended on an error of its own); the job ends
census-peer-silent = census: process { $me }: process { $peer } ({ $address }) has sent nothing for { $seconds } s, not even its heartbeat (stopped, hung or cut off; --peer-timeout); the job ends
census-peer-silent-at-end = census: process { $me }: process { $peer } ({ $address }) went silent for { $seconds } s after the last level; the counts were already complete here
census-peer-link = census: process { $me }: the connection to process { $peer } ({ $address }) broke mid-run ({ $why }); the job ends
census-peer-reported = census: process { $me }: the job ends: { $what }, as process { $reporter } reports
census-reason-gone = process { $peer } ({ $address }) left it mid-run
census-reason-silent = process { $peer } ({ $address }) went silent
census-reason-failed = process { $peer } ({ $address }) failed (its own message says why)
census-process-failed = census: process { $me } failed: { $why }; the job ends
census-worker-panicked = a worker stopped: { $why }
census-stray-rank = { $why }: the processes do not run the same job
census-launch-failed = census: cannot start the job's other processes: { $why }
census-launch-silent = they did not say they were listening within { $seconds } s
census-launch-exited = process { $index } ended before it was listening ({ $status }); its message is above
census-handover-bad = census: process { $me } did not get the job from process 0 (its secret and addresses on stdin); --spawned is for the processes that process 0 starts
census-hostfile-not-utf8 = { $name }: the hostfile is not UTF-8 text
census-hostfile-bad-host = { $name }: host { $line } '{ $host }': expected host:port, one process per line
census-hostfile-count = --processes { $processes } but { $name } lists { $hosts } hosts; give one host:port per process
census-spawned-needs-process = --spawned needs --process I
census-hostfile-needs-process = a --hostfile job is started once per process, by hand: give each its --process I (0 to P-1) and the same --secret-file FILE
census-needs-secret = --process { $process }: processes started by hand prove they belong to the job with a shared secret: give every one the same --secret-file FILE (at least 16 bytes, e.g. (umask 077; head -c 32 /dev/urandom | base64 > FILE)); or give --processes P alone, and process 0 starts the others on this machine
census-secret-readable = census: warning: the secret file { $name } can be read by other users (mode { $mode }); chmod 600 it
census-secret-short = --secret-file { $name }: expected at least { $least } bytes (e.g. (umask 077; head -c 32 /dev/urandom | base64 > FILE))
census-secret-by-hand-only = --secret-file is for processes started by hand (--process I); --processes P alone makes a secret of its own
census-launch-target-stdin = --target -: the processes that --processes starts read --target themselves; give a file
census-listens-everywhere = census: WARNING: process { $me } listens on { $address }, every network interface of this machine: anyone who can reach it can connect. Connections are refused unless they prove the job's secret, but the job's ranks cross the network unencrypted; use 127.0.0.1 for a job on one machine
census-listens-beyond-loopback = census: WARNING: process { $me } listens on { $address } ({ $ip }), beyond this machine's loopback: anyone who can reach it can connect. Connections are refused unless they prove the job's secret, but the job's ranks cross the network unencrypted; use a trusted network
census-bad-processes = { $processes } processes: expected 1 to { $most }
census-bad-process = --process { $process }: expected 0 to { $last } for a job of { $processes } processes
census-memory-bad = --max-memory '{ $given }': expected bytes or a size such as 512M, 12G
census-memory-zero = --max-memory '{ $given }': expected at least 1 byte
census-memory-too-large = --max-memory '{ $given }': the number is too large (at most 16777215T, and this machine has far less)
census-machine-physical = this machine has { $bytes } of memory
census-machine-address-space = the address-space limit (ulimit -v) is { $bytes }
census-memory-past-machine = --max-memory { $budget } is more than this machine can give a process: { $limit }; give at most that
census-threads-system = this machine can start { $room } more ({ $which } is { $limit }, { $running } running now)
census-threads-user = the per-user limit on processes and threads (ulimit -u) is { $limit }
census-threads-past-machine-launch = census: --processes { $processes } on this machine needs about { $threads } threads ({ $per } in each process: two per other process, the workers and 4 more), but { $limit }; use fewer processes, or start them by hand across machines (--hostfile)
census-threads-past-machine = census: process { $process } of { $processes } needs about { $threads } threads (two per other process, the workers and 4 more), but { $limit }; use fewer processes
census-tables-past-machine = census: { $processes } processes on this machine need { $table } of table each, { $total } in all, more than its { $physical } of memory (--max-memory { $budget } is checked per process); the total does not shrink with more processes: run them across machines (--hostfile), or count a smaller board
census-boards-progress = census {"{"}wide_bar{"}"} {"{"}percent:>3{"}"}% {"{"}human_pos{"}"}/{"{"}human_len{"}"} boards (eta {"{"}eta{"}"})
census-boards-estimate = census: about { $duration } on { $workers } workers at { $rate } boards a second each
census-boards-estimate-one-worker = census: about { $duration } on 1 worker at { $rate } boards a second
census-threads-failed = census: cannot start { $workers } threads: { $why }
draw-board = board
draw-presses = presses
draw-after = after

## The judge problems explained (gridsolve poj1753 --explain, and the demo)

explain-hdu1043-unsolvable = case { $case }: unsolvable: the board has { $inversions } inversions, an odd number, and no move changes that
explain-knights-far = case { $case }: -1: the goal is more than 15 moves away
explain-one-move = case { $case }: 1 move, the minimum
explain-moves = case { $case }: { $moves } moves, the minimum
explain-one-swap = case { $case }: 1 swap, the minimum
explain-swaps = case { $case }: { $swaps } swaps, the minimum
explain-now-goal = the board now is the goal
explain-press-impossible = case { $case }: IMPOSSIBLE: no set of presses turns this { $size } board all 0
explain-only-grid = the only press grid (the 5 x 6 press map is invertible)
explain-fewest-grid = the fewest (the lexicographically smallest grid among them)
explain-one-press = case { $case }: 1 press, { $which }
explain-presses = case { $case }: { $presses } presses, { $which }
explain-every-cell-0 = every cell is 0
explain-flip-impossible = case { $case }: Impossible: no set of flips makes this board all '{ $one }' or all '{ $zero }'
explain-same-colour = every piece shows the same colour
explain-handles-open = every handle is open ('-')
explain-start-is-target = the start now equals the target
demo-input = input:
demo-judge-output = judge output:
demo-explained = explained:
demo-try = Try: gridsolve poj1753 FILE, gridsolve solve --help, gridsolve serve
census-goal-word = --goal '{ $given }': a census counts towards a goal word: { $words }

## Stress runs (gridsolve stress, 对拍): the frame of the report and its
## verdicts; the checker's reasons are the judges' words, shown as they are

stress-all-passed = all { $passed } cases passed; the slowest run (case { $case }) took { $ms } ms
stress-shrunk-pieces = shrunk: case { $case } had { $had } pieces; this pair of boards, with { $now }, still fails ({ $runs } more runs)
stress-shrunk-cells = shrunk: case { $case } had { $had } lit cells; this board, with { $now }, still fails ({ $runs } more runs)
stress-failed-in-batch = case { $case } of { $count } failed in the batch run of cases { $first } to { $last }: { $verdict }
stress-batch-failed = the batch run of cases { $first } to { $last } (of { $count }) failed as a whole: { $verdict }
stress-failed = case { $case } of { $count } failed: { $verdict }
stress-why = why: { $why }
stress-shrunk-differently = the shrunk case fails differently: { $verdict }
stress-why-shrunk = why (shrunk case): { $why }
stress-alone-fails = run alone, case { $case } fails too: { $verdict }
stress-why-alone = why (alone): { $why }
stress-alone-passes = run alone, case { $case } passes: it fails only in the batch (the output below is the lone run's)
stress-input-all = input (as fed, all { $cases } cases):
stress-input = input (as fed):
stress-program-output = program output:
stress-program-stderr = program stderr:
stress-correct-answer = correct answer:
stress-unknown-kind = unknown kind '{ $given }': expected random, solvable, unsolvable, solved or hardest
stress-cannot-run = cannot run { $program }: { $why }
stress-cannot-wait = waiting for the program: { $why }
stress-verdict-wrong-answer = wrong answer
stress-verdict-presentation-error = presentation error
stress-verdict-judge-failure = judge failure
stress-verdict-runtime-error = runtime error
stress-verdict-time-limit = time limit exceeded
stress-verdict-crash = crash
stress-verdict-output-too-large = output too large
stress-why-exit-code = runtime error: exit code { $code }
stress-why-crash = crash: killed by signal { $signal }{ $name }
stress-why-time-limit = time limit exceeded: no answer within { $ms } ms
stress-why-batch-time-limit = time limit exceeded: no answer within { $ms } ms, the limit of { $cases } cases at { $per } ms each
stress-why-output-held-open = time limit exceeded: the program ended, but its output was still open at { $ms } ms (a process it started outside its process group holds it)
stress-why-output-too-large = output too large: more than { $mib } MiB
pdb-built = built the pattern database { $file }
pdb-rebuilt = rebuilt the pattern database { $file } ({ $why })
pdb-not-saved = could not save the pattern database { $file } ({ $why }); the next run builds it again
pdb-not-a-database = not a gridsolve pattern database (bad magic)
pdb-version = pattern database format version { $found }, expected { $expected }
pdb-truncated = the pattern database ends inside { $what }
pdb-part-magic = the magic
pdb-part-version = the version
pdb-part-size = the board size
pdb-part-cells = the pattern's cells
pdb-part-blank = the blank's goal cell
pdb-part-encoding = the encoding
pdb-part-entry-count = the entry count
pdb-part-checksum = the checksum
pdb-part-entries = the entries
pdb-header = bad pattern database header: { $why }
pdb-header-trailing = { $bytes } bytes follow the entries
pdb-header-pattern = a { $rows }x{ $cols } board with pattern cells { $cells } is not a valid pattern
pdb-header-blank = the blank's goal cell { $blank } is not a free cell of a { $rows }x{ $cols } board with pattern cells { $cells }
pdb-header-entries = { $entries } entries, but { $tiles } tiles on { $cells } cells have { $placements } placements
pdb-header-encoding = encoding { $encoding } for { $entries } entries is not one gridsolve writes
pdb-checksum = the pattern database's checksum does not match its contents
pdb-other-pattern = it holds another pattern
pdb-building = building the { $partition } pattern databases: { $tables } table(s), { $millions } million placements, once; kept in { $place }
pdb-building-unkept = building the { $partition } pattern databases: { $tables } table(s), { $millions } million placements (kept nowhere: this call only)
pdb-progress = pattern databases
patterns-auto = 7-8 on 4x4 or 6-6-6-6 on 5x5 if built before, else the default
patterns-default = 6-6-3 on 4x4, 5-5-5-5-4 on 5x5: seconds to build
patterns-7-8 = Korf and Felner's 7-8 (4x4): built once, minutes and up to 1 GB; then about 25 times fewer nodes
patterns-6-6-6-6 = 6-6-6-6 (5x5): built once, minutes
pdb-large-board = the { $partition } pattern databases are not for a { $size } board (7-8: 4x4, 6-6-6-6: 5x5, the blank's goal in a corner); the auto partition fits every board
patterns-not-for-board = --patterns { $partition } does not apply: { $why }
patterns-not-with-algorithm = --patterns { $partition } picks the pattern databases of --algorithm auto on sliding boards over 9 cells; --algorithm { $algorithm } searches without them (leave out --patterns, or use --algorithm auto)
patterns-not-this-puzzle = --patterns { $partition } picks the pattern databases of sliding boards over 9 cells; this puzzle is solved without them (leave out --patterns)
pdb-answered-cached = pattern databases: { $partition } (from the cache)
pdb-answered-built = pattern databases: { $partition } (built by this run)

## The algebraic solvers' and the census's limits

linear-dense-cells = the dense method handles at most { $most } cells and this board has { $cells }; light chasing (for larger boards) needs a fixed-size stencil with a single centre cell on one edge, such as plus
linear-press-set-memory = each press set of this { $size } board takes { $mib } MiB as rows of 64-bit words; the limit is { $most } MiB
linear-chase-work = light chasing this { $size } board reduces it to { $unknowns } unknowns but takes about 2^{ $log2 } word operations; the limit is 2^{ $most }
zk-chase-needs = light chasing needs a stencil whose top row is its centre cell alone, without --wrap, on a board taller than the stencil reaches up
zk-chase-limits = light chasing this { $size } board modulo { $k } holds about 2^{ $entries } numbers and takes about 2^{ $work } operations; the limits are 2^{ $most_entries } and 2^{ $most_work }
zk-elimination-entries = linear algebra over Z_{ $k } on { $cells } cells and { $presses } presses holds about 2^{ $log2 } numbers; the limit is 2^{ $most }
zk-elimination-work = linear algebra over Z_{ $k } on { $cells } cells and { $presses } presses takes about 2^{ $log2 } operations; the limit is 2^{ $most }
zk-states-range = cells have { $states } states; K must be from 2 to 255
zk-no-cells = the board has no cells or no presses
zk-value-not-below-k = a cell value is not below K = { $k }
matching-work = pairing { $pieces } misplaced pieces on { $cells } cells stopped after { $work } steps (cells searched), past the limit of { $most }
matching-listed = the minimum is { $swaps } swaps, and an answer lists at most { $most }
census-toggles-only = a census counts toggle puzzles, not swaps
census-cells = a census covers boards of 1 to 64 cells; this one has { $cells }
census-code-dimension = the census would walk a code of dimension { $dim } (the null space's { $nullity }); it handles dimensions up to { $most }
census-code-dimension-uniform = the census would walk a code of dimension { $dim } (the null space's { $nullity }, plus 1 for the uniform goal); it handles dimensions up to { $most }
census-steps = this census takes about 2^{ $log2 } steps (null space of dimension { $nullity }, { $cells } cells); the limit is 2^{ $most }
linear-no-cells = the board has no cells
linear-polynomial-needs = the polynomial method needs the plus stencil without --wrap
linear-chase-needs = light chasing needs a fixed-size stencil with a single centre cell on one edge

## Notes of answers not proven minimal

note-linear-walk = null space of dimension { $nullity }: 2^{ $nullity } press sets to compare; walked 2^{ $walked }, then improved greedily, within a budget of 2^{ $budget } word operations
note-linear-walk-per-goal = null space of dimension { $nullity }: 2^{ $nullity } press sets to compare; walked 2^{ $walked } per goal, then improved greedily, within a budget of 2^{ $budget } word operations
note-zk-walk = kernel { $kernel }: about 2^{ $solutions } solutions; walked 2^{ $walked } of them, then improved greedily, within a budget of 2^{ $budget } operations; no solution has fewer than { $least } presses (each press changes at most { $widest } cells)
note-zk-walk-per-goal = kernel { $kernel }: about 2^{ $solutions } solutions per goal; walked 2^{ $walked } of them, then improved greedily, within a budget of 2^{ $budget } operations; no solution has fewer than { $least } presses (each press changes at most { $widest } cells)
note-weighted-idastar = the optimal search stopped at its work limit of { $limit } nodes, having proven that at least { $least } moves are needed; this path, from weighted IDA* (weight { $weight }), is at most { $weight } times the minimum

## gridsolve serve: its console lines
serve-no-runtime = cannot start the server's runtime: { $why }
serve-cannot-listen = cannot listen on 127.0.0.1:{ $port }: { $why }
serve-port-taken = { $os }
serve-port-denied = { $os }
serve-port-other = { $os }
serve-listening = the visualizer is at http://127.0.0.1:{ $port }/ (Ctrl-C stops it)
serve-page-wasm = the page runs the core as WebAssembly
serve-page-api = no WebAssembly compiled in (scripts/build-site.sh target/site, then build again): the page asks this server's JSON API

## gridsolve serve: its error replies, in the request's language (its "lang", else Accept-Language)
serve-method-not-allowed = { $method } is not allowed on { $path }; use { $allow }
serve-host-headers = the request has { $hosts } Host headers; send exactly one, 127.0.0.1:{ $port } or localhost:{ $port }
serve-host-foreign = this server answers only to Host 127.0.0.1:{ $port } or localhost:{ $port }
serve-cross-site = cross-site requests are refused: only this server's own page (http://127.0.0.1:{ $port } or http://localhost:{ $port }) may use its API or send it anything but GET; this request came from another site ({ $from })
serve-body-too-large = the request body is larger than { $max } bytes
serve-body-too-slow = the request body came too slowly: { $received } bytes in { $seconds } s; after the first { $grace } s a body must arrive at { $rate } bytes a second or more
serve-body-unreadable = the request body could not be read: its chunked encoding is broken or it ended early
serve-request-timeout = the request took longer than { $seconds } s
serve-refused = the request was refused (HTTP { $status })
serve-not-found = nothing at { $path }
serve-not-json = send the request as Content-Type: application/json
serve-busy = the server is busy with { $slots } searches; try again in a moment
serve-time-guard = this search ran past the server's outer time guard of { $seconds } s before its budget of { $states } states was spent (the machine is busy); try again, a smaller board or another algorithm
serve-search-failed = the search failed unexpectedly
serve-replies-full = the server holds { $mib } MiB of replies its clients have not read yet; try again in a moment
serve-head-too-large = the request head is larger than { $max } bytes
serve-head-too-many-lines = the request head has more than { $max } header lines
serve-target-too-long = the request target (the URL) is too long
serve-not-http = the request is not valid HTTP/1.1: its request line or a header could not be read
serve-query-too-long = the query is longer than { $max } bytes
serve-query-puzzle = unknown puzzle '{ $found }': expected flip, toggle, swap, slide or knight
serve-query-limit = limit must be a number of events, not '{ $found }'
serve-query-lang = lang must be a language tag for English or Chinese, such as en, en-US, zh or zh-CN (in any case), not '{ $found }'
serve-query-repeated = the query names { $name } more than once
serve-query-parameter = unknown parameter '{ $found }': expected puzzle, start, target, algorithm, limit, lang
serve-query-no-start = missing start=ROWS (rows of 0/1 separated by '/')

## gridsolve package: where the package goes
package-out-no-name = --out { $out }: name the package's folder (not ., .. or /)
package-out-not-ours = --out { $out } is a folder of other files (it holds no { $stamp }, the mark of a package gridsolve wrote); give a new or empty folder, or add --force to replace it whole
package-out-link = --out { $out } is a symbolic link, and gridsolve never writes through one; give the folder itself, or add --force to replace the link (not what it points to) with the package
package-out-not-folder = --out { $out } is a file, not a folder; give a folder, or add --force to replace the file with the package
package-out-special = --out { $out } is neither a file nor a folder (a device, a pipe or a socket): it is never replaced, not even with --force; give a folder
package-creating = creating { $path }

## gridsolve package --moves ...: a setter's own problem
setter-size-zero = --size: a board needs at least one row and one column
setter-no-buttons = a buttons file names the cells of one board size, and a problem has boards of many sizes: give a stencil (plus, cross, stencil:ROWS) instead
setter-states-prime = --states { $states }: the generated model solution eliminates over a field, so the number of states must be 2, 3, 5 or 7
setter-goal-word = --goal { $given }: a problem's goal is zeros, ones or uniform (a goal board has one size, and a problem has boards of many)
setter-too-large = --size { $size } has { $cells } cells; a problem of this rule has at most { $most } ({ $why })
setter-why-press = the generated model solution eliminates over the board's cells in cells^3 steps a case, and every answer must be proven
setter-why-swap = the brute-force solution packs a board into one 64-bit word
setter-no-small = no smaller board is small enough for a brute-force subtask; give a larger --size so that the subtasks differ
setter-swap-too-small = --size { $size }: a swap problem needs more than 16 cells, or a breadth-first search passes every test and the subtasks mean nothing
setter-slide-size = --size { $size }: a sliding problem has 8 or 9 cells (2x4, 4x2 or 3x3): a smaller space lets a search per case pass every test, and a larger one needs pattern databases the generated model solution does not carry
setter-knight-size = a knights problem is P2324's: 5x5 with its goal (the generated solutions and the proof of -1 up to 15 jumps are for that board); give --size 5x5 and no --target
setter-not-proven = a test's answer could not be proven minimal within the solver's budget; choose a smaller --size
setter-no-unsolvable = --unsolvable-tests: every board of this variant reaches the goal, so there are no -1 tests to write
setter-swap-target = --target: each case of a swap problem gives its own target board in the input, so one --target would be ignored; leave it out
setter-no-wrong = no wrong solution in this package: no mistake gridsolve knows (the edges read the other way, a greedy that presses each cell until it is right) fails any of its tests, so none would be wrong
setter-title-empty = { $flag } is empty: give the problem a title, or leave { $flag } out for the default one
setter-title-cleaned = { $flag }: the title is written as '{ $title }' (quotes, backslashes, angle brackets and control characters would break the package's YAML, INI and HTML files)
package-problem-and-words = { $problem } is one of the nine judge problems, which come whole; { $flag } is for a problem of your own: give no PROBLEM then (gridsolve package --moves RULE --size RxC ...)
package-what = give a PROBLEM (poj1753, p1225, ...) or your own puzzle's words: --moves RULE and --size RxC (and --states, --wrap, --goal, --target as for gridsolve solve)
package-count-range = --count must be 1 to { $most }, found { $count }
package-size-form = --size: expected ROWSxCOLS with numbers 1 to 1000, e.g. 5x5, found '{ $given }'
package-count-own = --count is for the nine judge problems; your own puzzle's tests are chosen from its space (samples, random, farthest, unsolvable, edge shapes, the largest size)
package-needs-testlib = this format ships testlib.h: give its directory with --testlib DIR or TESTLIB_DIR
package-no-sample = { $problem } has no sample
judgekit-missing = { $name } has no judge kit yet: it needs crates/gridsolve/judgekit/{ $name }/checker.cpp, validator.cpp, accepted.py, wrong.py, docs/problems/{ $name }.en.md and .zh.md, and a row in judgekit::KITS
setter-kernel-too-large = at { $size } the presses that change nothing number { $kernel }: walking them for the fewest presses takes the generated model solution { $work } steps a test file, more than { $most }; choose a smaller --size
setter-press-too-small = --size { $size }: with { $states } states a board has { $states }^{ $cells } press sets, few enough for a brute force to try them all within the time limit, so the large subtask would mean nothing; give a board with at least 2^32 press sets (32 cells for 2 states, 21 for 3)
## The visualizer (visual/): the page's refusals and reasons

visual-which-start = start
visual-which-target = target
visual-input-start = start board
visual-input-target = target board
visual-bad-board = the { $which } board is not valid: { $why }
visual-too-large = the board has { $cells } cells; the visualizer shows boards of at most { $max }
visual-size-mismatch = the start board is { $start } but the target is { $target }
visual-swap-needs-target = the swap puzzle needs a target board
visual-target-not-taken = only the swap, sliding and knight puzzles take a target board
visual-tokens-not-bits = sliding and knight boards hold tokens, not cells of 0 and 1
visual-unknown-algorithm = unknown algorithm '{ $name }': expected one of { $names }
visual-over-budget = this search needs more than { $limit } states, the visualizer's limit per search; try a smaller board or another algorithm
visual-not-applicable = { $algorithm } does not apply to this board: { $why }
visual-cannot-handle = { $algorithm } cannot handle this board: { $why }
visual-stopped = the search was stopped before it finished
visual-enumerate-swaps = enumerating press sets needs moves that commute and undo themselves; swaps and slides do neither, so pick a search
visual-too-many-subsets = this enumeration needs more than { $limit } press sets, the visualizer's limit per search; try a smaller board or another algorithm
visual-count-mismatch = the start has { $have } ones but the target has { $want }: swaps never change that count
visual-bfs-exhausted = breadth-first search reached all { $states } boards the moves can make from the start, and none is a goal: of the { $boards } boards of this size, the others can never be reached from here
visual-search-exhausted = { $algorithm } reached every board the moves can make from the start, and none is a goal (of the { $boards } boards of this size, the others can never be reached from here)
visual-enumerate-exhausted = all { $sets } sets of presses were tried and none reaches a goal
visual-token-exhausted = { $algorithm } found no way to the goal
visual-slide-too-large = it has { $cells } cells; the visualizer shows sliding boards of at most { $max } (3x4)
visual-knight-too-large = it has { $cells } cells; the visualizer shows knight boards of at most { $max } (5x5)
visual-goal-one-blank = the goal must have exactly one blank
visual-what-states = states
visual-what-press-sets = press sets
visual-plan-past-budget = this board may have up to { $states } { $what } and a search may hold { $budget }: { $algorithm } may stop before its answer
visual-plan-past-2-64 = this board may have more than 2^64 { $what } and a search may hold { $budget }: { $algorithm } may stop before its answer
visual-plan-table-too-large = the table holds every board the goals reach, at least { $states } here, past the { $budget } a search may hold
visual-plan-enumerate = enumerating press sets needs moves that commute and undo themselves; swaps, slides and jumps do neither
visual-plan-board-too-large = the visualizer shows boards of at most { $max } cells
visual-plan-revisits = IDA* keeps no record of the boards it has seen and may expand one many times: it may stop at the { $budget } states a search may expand
visual-api-puzzles = "flip", "toggle", "swap", "slide" or "knight"
visual-api-name = { $name }
visual-api-names = { $first }, { $rest }
visual-api-not-json = the request is not JSON (line { $line }, column { $column }); send an object such as { $example }
visual-api-not-object = the request must be a JSON object such as { $example }
visual-api-not-a-request = the request is not a trace request; send an object such as { $example }
visual-api-lang-wrong = field "lang": expected a language tag for English or Chinese, such as en, en-US, zh or zh-CN (in any case), found { $found }
visual-api-rows-missing = field "{ $name }" is missing: the board as a list of rows, such as ["10", "01"]
visual-api-rows-wrong = field "{ $name }": expected the board as a list of row strings, such as ["10", "01"], found { $found }
visual-api-puzzle-missing = field "puzzle" is missing: one of { $puzzles }
visual-api-puzzle-wrong = field "puzzle": expected one of { $puzzles }, found { $found }
visual-api-algorithm-wrong = field "algorithm": expected a name such as "bfs" ({ $names } or auto), found { $found }
visual-api-limit-wrong = field "limit": expected a whole number of events from 0 to { $max } (more are capped), found { $found }
visual-found-null = null
visual-found-bool = a boolean
visual-found-number = the number { $value }
visual-found-string = the string { $value }
visual-found-list = a list
visual-found-object = an object
## The Python module's and the npm package's words (puzzle/request.rs): the
## messages above that name a flag, worded with the caller's own arguments
## ($moves is `moves="slide"` in Python, `moves: "slide"` in JavaScript)
args-rule-names = plus, cross, stencil:ROWS (e.g. stencil:.#./###/.#.), buttons, swap, slide or knight
args-rule-names-but-swap = plus, cross, stencil:ROWS (e.g. stencil:.#./###/.#.), buttons, slide or knight
args-rule-unknown-with-states = { $detail }; with { $states }, also { $moves-buttons }, the buttons' text in { $buttons } (one line per button, its cells as ROW,COL)
args-states-not-for = { $states } applies to toggle rules, not { $moves }
args-wrap-not-for = { $wrap } applies to toggle rules, not { $moves }
args-goal-not-for-tokens = { $goal } applies to toggle rules; { $moves } takes its goal board as { $target }
args-tokens-one-board = { $moves } takes one board; give the goal board as { $target }
args-target-only-tokens = { $target } is the goal board of slide and knight puzzles and the target of swaps; toggle rules take { $goal }
args-states-not-swaps = { $states } applies to toggle rules (plus, cross, stencil:ROWS, buttons), not swaps
args-swap-two-boards = { $moves } needs two boards: the start and { $target }
args-wrap-not-swaps = { $wrap } applies to toggle rules, not swaps
args-goal-not-swaps = { $goal } applies to toggle rules; a swap puzzle's goal is its { $target } board
args-target-only-swaps = { $target } is for swaps, slide and knight puzzles; toggle rules take { $goal } or { $goal-board }
args-wrap-not-buttons = { $wrap } applies to stencils; the buttons' text lists every cell a button changes
args-knights-need-goal = a { $size } knight board needs its goal board as { $target } (the default goal is P2324's, 5x5)
args-grid-only-two-state = { $format-grid } writes a 0/1 press grid: it is for two-state toggle rules, not slide, knight, K-state cells or buttons
args-grid-not-swaps = { $format-grid } writes a press grid: it is for toggle rules, not swaps
args-explain-not-json = { $explain } draws text; it does not go with { $format }
args-over-budget = { $algorithm } stopped at its work limit of { $limit } states without an answer (raise it with { $limit-name })
args-over-budget-try-auto = { $algorithm } stopped at its work limit of { $limit } states without an answer (raise it with { $limit-name }); { $algorithm-auto } solves toggle and swap boards of any size
args-goal-size = the board is { $board } but { $file } is { $goal }
args-over-budget-one = { $algorithm } stopped at its work limit of 1 state without an answer (raise it with { $limit-name })
args-over-budget-try-auto-one = { $algorithm } stopped at its work limit of 1 state without an answer (raise it with { $limit-name }); { $algorithm-auto } solves toggle and swap boards of any size
args-over-memory = { $algorithm } stopped at its memory limit of { $mib } MiB ({ $states } states stored) without an answer
args-over-memory-refused = { $algorithm } stopped: the machine or the process's memory limit refused { $bytes } bytes ({ $mib } MiB) with { $states } states stored, below the search's own limit of { $limit } MiB; raise the process's limit (ulimit -v) or free memory, or try a smaller board
args-explain-too-large = { $explain } draws at most { $most } cells in all, and a { $size } board's start and end alone are { $cells }; use { $format-grid } (a press grid) or the answer without the drawing
args-modular-by-linear = K-state cells and buttons are solved by linear algebra over Z_K ({ $algorithm-auto } or { $algorithm-linear })
args-algorithm-not-applicable = { $algorithm } does not apply: { $why }
args-algorithm-too-large = { $algorithm } cannot handle this board: { $why }
args-cancelled = { $algorithm } was stopped before it finished
args-explain-answer-too-large = { $explain } draws at most { $most } cells in all; this answer would need { $size }
args-zk-chase-needs = light chasing needs a stencil whose top row is its centre cell alone, without { $wrap }, on a board taller than the stencil reaches up
args-linear-polynomial-needs = the polynomial method needs the plus stencil without { $wrap }
args-judge-knights-budget = case { $case }: { $algorithm } reached its budget of { $limit } states without the goal; the board is far from it, and P2324 asks only whether 15 moves suffice: { $algorithm-idastar } (the default) decides that with a depth cap of 15
args-lists-too-long = the board has { $cells } cells, and an answer as lists (JSON or text) is given for at most { $most }; { $format-grid } gives the press grid, one character a cell
args-not-one-of = { $given } is not one of { $names }
args-lang-wrong = { $given } is not a language tag for English or Chinese, such as en, en-US, zh or zh-CN (in any case)
args-patterns-not-for-board = { $patterns } does not apply: { $why }
args-patterns-not-with-algorithm = { $patterns } picks the pattern databases of { $algorithm-auto } on sliding boards over 9 cells; { $algorithm } searches without them (leave out { $patterns }, or use { $algorithm-auto })
args-patterns-not-this-puzzle = { $patterns } picks the pattern databases of sliding boards over 9 cells; this puzzle is solved without them (leave out { $patterns })
args-answers-before = { $why } ({ $lines } line(s) answered before it)
args-generate-too-many = { $count }: at most { $most } cases are made in one call (the text is held in memory); make more in several calls, or stream any number with the command `gridsolve gen`
args-stopped = stopped by the caller before it finished

## Generators (gridsolve gen)
gen-no-unsolvable = { $problem } has no unsolvable boards ({ $why }); poj1753, hdu1043, p2324 and poj3279 have them
gen-why-fridge = the refrigerator's press map is invertible, so every board has exactly one press set
gen-why-5x6 = the 5 x 6 press map is invertible, so every board has exactly one press grid
gen-why-promise = the statement promises a board that reaches the goal
gen-why-swaps = swaps reach every board with the same number of pieces

## The demo's headings: each judge's own title (Luogu's in Chinese)
demo-title-poj1753 = POJ 1753 Flip Game
demo-title-poj2965 = POJ 2965 The Pilots Brothers' refrigerator
demo-title-p1225 = Luogu P1225 black and white pieces (黑白棋游戏)
demo-title-p4289 = Luogu P4289 moving toys (移动玩具)
demo-title-p1379 = Luogu P1379 the 8-puzzle (八数码难题)
demo-title-hdu1043 = HDU 1043 / POJ 1077 Eight
demo-title-p2324 = Luogu P2324 knights (骑士精神)
demo-title-poj3279 = POJ 3279 Fliptile
demo-title-poj1222 = POJ 1222 EXTENDED LIGHTS OUT

## A request's own mistakes (the JSON API's and the bindings'): the JSON's
## field names without a caller (request-*), the caller's arguments with one
## (args-*: Python's states=1, buttons=; a JavaScript object's states: 1).
request-not-json = the request is not JSON (line { $line }, column { $column }); send an object such as { $example }
request-not-object = the request must be a JSON object such as { $example }
request-unknown-field = unknown field "{ $field }": a request has { $names }
args-unknown-field = there is no argument { $field }: the arguments are { $names }
request-missing = field "{ $field }" is missing: { $what }
args-missing = { $field } is missing: { $what }
request-wrong-value = field "{ $field }": expected { $what }, found { $found }
args-wrong-value = { $given }: expected { $what }
request-buttons-need-text = "moves": "buttons" needs the field "buttons": one line per button, its cells as ROW,COL
args-buttons-need-text = { $rule } needs { $buttons }: one line per button, its cells as ROW,COL
request-buttons-without-rule = the field "buttons" goes with "moves": "buttons"
args-buttons-without-rule = { $buttons } goes with { $rule }
request-no-files = there are no files here: give { $rule } and the buttons' text in { $buttons }
request-stats-not-grid = { $stats } goes with { $json } or { $text }; a press grid is the grid alone
request-goal-twice = give { $goal } (zeros, ones or uniform) or { $board }, not both
request-what-moves = a move rule: plus, cross, stencil:ROWS, buttons, swap, slide or knight
request-what-start = the start board as text, rows separated by newlines
request-what-states = a whole number of cell states from 2 to 255
request-what-wrap = { $yes } or { $no }
request-what-goal = zeros, ones or uniform
request-what-goal-board = a goal board as text (toggle rules)
request-what-target = the target board as text (swap, slide, knight)
request-what-buttons = a buttons file's text, one line per button (with { $rule })
request-what-algorithm = an algorithm's name, such as auto or bfs
request-what-format = json, text or grid
request-what-explain = { $yes } or { $no } (text only)
request-what-lang = en or zh: the language of the text answer and of the refusals of a puzzle
request-what-limit = a whole number of states from 1 on: the work a search may do
request-what-patterns = auto, default (or 6-6-3), 7-8 or 6-6-6-6: the pattern databases of sliding boards over 9 cells
request-what-threads = a whole number of threads from 0 to 256 (0: one per core) for IDA* on pattern databases
request-what-stats = { $yes } or { $no }: add the search's counters (json or text)

## The WebAssembly module's own refusals (gridsolve-wasm), in the request's "lang"
wasm-not-object = the request must be a JSON object of the call's arguments
wasm-not-text = { $field }: expected a string, found { $found }
wasm-not-whole = { $field }: expected a whole number from 0 to 2^64 - 1, found { $found }
wasm-lang-wrong = lang: expected a language tag for English or Chinese, such as en, en-US, zh or zh-CN (in any case), found { $found }
wasm-not-table-name = { $name } is not a table's name: the names are those tables() lists (pdb-….bin)

## gridsolve-problem.txt (notes for the package's setter) and its solutions' lines, in the command line's language
setter-notes-written = written by gridsolve package { $words } --seed { $seed } (the same words and seed remake every test)
setter-notes-subtasks = subtasks:
setter-notes-subtask = { $number }: { $points } points, boards up to { $size }, at most { $cases } cases a file
setter-notes-subtask-answers = { $number }: { $points } points, boards up to { $size }, at most { $cases } cases a file, answers at most { $most }
setter-notes-tests = tests:
setter-notes-test = { $stem }: { $cases } cases, the longest answer { $longest }, { $unsolvable } with no way to the goal
setter-notes-no-way = (no way to the goal: { $why })
setter-notes-solutions = solutions (expected verdict on subtask 1, subtask 2):
setter-notes-either = AC or WA
setter-no-way-press = the presses' effects do not span every board: the press matrix over Z_K has a rank below the number of cells, and the board's difference from every goal lies outside that span, found by elimination
setter-no-way-slide = the tray's tiles are an odd permutation away from the target's (counting inversions, with the blank's row on an even width), which no sequence of slides changes
setter-no-way-knight = the board is more than 15 jumps from the goal, so P2324 asks for -1; proven by a search that stops at depth 15 only after trying every shorter sequence
setter-no-way-swap = none: swaps reach every board with as many 1s
setter-about-press-model = Gauss-Jordan elimination over Z_K, then the kernel walked for the fewest presses
setter-about-swap-model = the cheapest pairing of the 1s by grid distance (Hungarian method)
setter-about-slide-model = one breadth-first search from the target, every case read from its table
setter-about-knight-model = IDA* with the misplaced knights as the bound, up to 15 jumps
setter-about-press-brute = every press set, K^(n*m) of them
setter-about-search-brute = a breadth-first search over boards from each start
setter-about-slide-brute = a breadth-first search from each tray
setter-about-swap-wrong = greedy: each 1 to the nearest free target cell
setter-about-slide-wrong = prints the table's moves from the target without reversing them
setter-about-knight-wrong = searches one jump too few (an off-by-one on the cap)
setter-about-press-wrong-unwrapped = the pattern stops at the edges (the torus missed)
setter-about-press-wrong-wrapped = the pattern wraps around the edges (a torus read into the statement)
setter-about-press-wrong-greedy = greedy: each cell pressed until it is right, the pattern ignored
