//! Sliding and knight boards as a state space for the generic searches
//! ([`TokenPuzzle`]), and their admissible lower bounds (Manhattan distance
//! with linear conflict; misplaced knights), beside the other searches'
//! bounds. The boards themselves and their ranking are [`crate::slide`].

use std::fmt;

use crate::locale::Text;
use crate::slide::*;
use crate::solvers::search::heuristic::LowerBound;
use crate::solvers::search::space::StateSpace;

/// Binomial coefficients `C(n, k)` for `n, k <= 64`, row by row.
fn binomials() -> Vec<[u64; 65]> {
    let mut table = vec![[0u64; 65]; 65];
    for n in 0..65 {
        table[n][0] = 1;
        for k in 1..=n {
            table[n][k] = table[n - 1][k - 1].saturating_add(if k < n { table[n - 1][k] } else { 0 });
        }
    }
    table
}

/// Most cells of a sliding board the searches pack into one state (5 bits a
/// cell in a `u128`: the 24-puzzle).
pub const PACKED_SLIDE_MAX_CELLS: usize = 25;

/// Most cells of a knight board the searches pack into one state (2 bits a cell).
pub(crate) const PACKED_KNIGHT_MAX_CELLS: usize = 64;

/// Why a token puzzle cannot be set up, in any language.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SlideSetupError(pub Text);

impl fmt::Display for SlideSetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

impl std::error::Error for SlideSetupError {}

/// A sliding or knight puzzle with a fixed goal, as the generic searches
/// see it ([`StateSpace`]).
///
/// A state is the board packed into a `u128`, cell `i` in bits
/// `i * bits .. (i + 1) * bits` (4 bits a cell up to 16 cells, 5 up to 25,
/// 2 for knights), so that a move is two XORs and the blank is found with
/// one word-parallel test for a zero field. A move is an unordered pair of
/// cells the stencil joins; it applies when one of them is the blank, and
/// is its own inverse. The dense index: for sliding boards the blank's cell
/// and half the Cantor rank of the tiles (within one parity class, the
/// only one a search from any board ever meets), for knights the blank's
/// cell and the rank of the set of cells holding `1`.
#[derive(Clone, Debug)]
pub struct TokenPuzzle {
    /// Rows of the board.
    pub rows: usize,
    /// Columns of the board.
    pub cols: usize,
    /// How the blank moves: to an edge neighbour, or a knight's move away.
    pub rule: TokenRule,
    /// The moves: pairs of cells (row-major indices), smaller first.
    pub moves: Vec<(usize, usize)>,
    /// For the blank on each cell: (move index, the cell it trades with).
    neighbours: Vec<Vec<(u8, u8)>>,
    bits: u32,
    field: u128,
    /// 1 in the lowest bit of every field in use, and in the highest bit.
    lows: u128,
    highs: u128,
    goal: u128,
    goal_cells: Vec<u8>,
    /// Knights: the number of tokens `1`.
    ones: usize,
    /// Goal cell of each sliding tile, by tile.
    goal_cell_of: Vec<u8>,
    binomial: Vec<[u64; 65]>,
    dense: Option<usize>,
    /// The goal's [`parity_class`] (sliding boards).
    goal_parity: bool,
}

impl TokenPuzzle {
    /// The puzzle of reaching `goal` under `rule`. Sliding goals hold the
    /// tiles `1..cells` and one blank; knight goals `1`s, `2`s and one blank.
    pub fn new(rule: TokenRule, goal: &TokenBoard) -> Result<TokenPuzzle, SlideSetupError> {
        let (rows, cols) = (goal.rows, goal.cols);
        let n = rows * cols;
        let bits = match rule {
            TokenRule::Slide if n <= 16 => 4,
            TokenRule::Slide if n <= PACKED_SLIDE_MAX_CELLS => 5,
            TokenRule::Slide => {
                return Err(SlideSetupError(crate::tr!(
                    "tokens-search-slide-cells",
                    most = PACKED_SLIDE_MAX_CELLS,
                    cells = n
                )));
            }
            TokenRule::Knight if n <= PACKED_KNIGHT_MAX_CELLS => 2,
            TokenRule::Knight => {
                return Err(SlideSetupError(crate::tr!(
                    "tokens-search-knight-cells",
                    most = PACKED_KNIGHT_MAX_CELLS,
                    cells = n
                )));
            }
        };
        if goal.cells.iter().filter(|&&t| t == 0).count() != 1 {
            return Err(SlideSetupError(crate::tr!("tokens-goal-one-blank")));
        }
        let mut moves = Vec::new();
        let mut neighbours = vec![Vec::new(); n];
        for cell in 0..n {
            let (r, c) = ((cell / cols) as isize, (cell % cols) as isize);
            for &(dr, dc) in rule.offsets() {
                let (nr, nc) = (r + dr, c + dc);
                if nr < 0 || nc < 0 || nr >= rows as isize || nc >= cols as isize {
                    continue;
                }
                let other = nr as usize * cols + nc as usize;
                if other > cell {
                    moves.push((cell, other));
                }
            }
        }
        if moves.len() > crate::solvers::search::space::MAX_MOVE_COUNT {
            return Err(SlideSetupError(crate::tr!(
                "tokens-search-moves",
                moves = moves.len(),
                most = crate::solvers::search::space::MAX_MOVE_COUNT
            )));
        }
        for (i, &(a, b)) in moves.iter().enumerate() {
            neighbours[a].push((i as u8, b as u8));
            neighbours[b].push((i as u8, a as u8));
        }
        // Sliding: keep the offsets' order (u, d, l, r) for each blank cell.
        for (cell, list) in neighbours.iter_mut().enumerate() {
            let order = |other: usize| {
                rule.offsets().iter().position(|&(dr, dc)| {
                    let (r, c) = ((cell / cols) as isize + dr, (cell % cols) as isize + dc);
                    r >= 0
                        && c >= 0
                        && (r as usize) < rows
                        && (c as usize) < cols
                        && r as usize * cols + c as usize == other
                })
            };
            list.sort_by_key(|&(_, other)| order(other as usize));
        }
        let (mut lows, mut highs) = (0u128, 0u128);
        for i in 0..n {
            lows |= 1u128 << (i as u32 * bits);
            highs |= 1u128 << (i as u32 * bits + bits - 1);
        }
        let mut goal_cell_of = vec![0u8; n];
        let mut dense = None;
        let mut ones = 0;
        match rule {
            TokenRule::Slide => {
                let mut seen = vec![false; n];
                for (cell, &t) in goal.cells.iter().enumerate() {
                    if t as usize >= n || seen[t as usize] {
                        return Err(SlideSetupError(crate::tr!("tokens-slide-goal-tiles", last = n - 1)));
                    }
                    seen[t as usize] = true;
                    goal_cell_of[t as usize] = cell as u8;
                }
                if (2..=MAX_RANK_CELLS + 1).contains(&n) {
                    dense = Some(n * (factorial(n - 1) / 2) as usize).filter(|&s| s > 0);
                } else if n == 1 {
                    dense = Some(1);
                }
            }
            TokenRule::Knight => {
                if goal.cells.iter().any(|&t| t > 2) {
                    return Err(SlideSetupError(crate::tr!("tokens-knight-goal")));
                }
                ones = goal.cells.iter().filter(|&&t| t == 1).count();
                let binom = binomials();
                let size = (n as u128) * u128::from(binom[n - 1][ones]);
                dense = usize::try_from(size).ok().filter(|_| n <= 62);
            }
        }
        let mut puzzle = TokenPuzzle {
            rows,
            cols,
            rule,
            moves,
            neighbours,
            bits,
            field: (1u128 << bits) - 1,
            lows,
            highs,
            goal: 0,
            goal_cells: goal.cells.clone(),
            ones,
            goal_cell_of,
            binomial: binomials(),
            dense,
            goal_parity: parity_class(&goal.cells, cols),
        };
        puzzle.goal = puzzle.pack(&goal.cells);
        Ok(puzzle)
    }

    /// Number of cells.
    pub fn cells(&self) -> usize {
        self.rows * self.cols
    }

    /// The goal board's tokens.
    pub fn goal_cells(&self) -> &[u8] {
        &self.goal_cells
    }

    /// The packed state of a board of this puzzle's size.
    pub fn pack(&self, cells: &[u8]) -> u128 {
        cells
            .iter()
            .enumerate()
            .fold(0u128, |x, (i, &t)| x | (u128::from(t) << (i as u32 * self.bits)))
    }

    /// The tokens of a packed state.
    pub fn unpack(&self, state: u128) -> Vec<u8> {
        (0..self.cells()).map(|i| self.token(state, i)).collect()
    }

    #[inline]
    fn token(&self, state: u128, cell: usize) -> u8 {
        ((state >> (cell as u32 * self.bits)) & self.field) as u8
    }

    /// The blank's cell: the lowest zero field (the borrow of the
    /// subtraction flags zero fields; only the lowest flag is exact, and the
    /// blank is the only zero field among the cells in use).
    #[inline]
    pub fn blank_of(&self, state: u128) -> usize {
        let flags = state.wrapping_sub(self.lows) & !state & self.highs;
        (flags.trailing_zeros() / self.bits) as usize
    }

    /// Whether `start` can reach the goal, when it can be told without a
    /// search, with the reason when not. Sliding: exactly, by parity (and
    /// tile order on one row or column). Knights: the tokens must be the
    /// goal's, and a token on a cell the blank can never reach (another
    /// component of the knight's-move graph) can never move, so it must
    /// already be where the goal has it; a search decides the rest.
    pub fn check_solvable(&self, start: &[u8]) -> Result<(), Text> {
        let n = self.cells();
        match self.rule {
            TokenRule::Slide => match sliding_unsolvable(self.rows, self.cols, start, &self.goal_cells) {
                Some(reason) => Err(reason),
                None => Ok(()),
            },
            TokenRule::Knight => {
                let count = |b: &[u8], t: u8| b.iter().filter(|&&x| x == t).count();
                for (t, name) in [(1u8, "1"), (2u8, "0")] {
                    if count(start, t) != count(&self.goal_cells, t) {
                        return Err(crate::tr!(
                            "knights-count-differs",
                            have = count(start, t),
                            token = name,
                            want = count(&self.goal_cells, t)
                        ));
                    }
                }
                // The cells the blank can ever visit: its component.
                let blank = start.iter().position(|&t| t == 0).unwrap_or(0);
                let mut reach = vec![false; n];
                let mut stack = vec![blank];
                reach[blank] = true;
                while let Some(c) = stack.pop() {
                    for &(_, o) in &self.neighbours[c] {
                        if !reach[o as usize] {
                            reach[o as usize] = true;
                            stack.push(o as usize);
                        }
                    }
                }
                for cell in 0..n {
                    if !reach[cell] && start[cell] != self.goal_cells[cell] {
                        return Err(crate::tr!(
                            "knight-never-moves",
                            row = cell / self.cols + 1,
                            column = cell % self.cols + 1
                        ));
                    }
                }
                Ok(())
            }
        }
    }

    /// The direction letters (`u`/`d`/`l`/`r`: where the blank goes) of a
    /// path of sliding moves from `start`, or `None` for knights.
    pub fn path_letters(&self, start: &[u8], path: &[usize]) -> Option<String> {
        if self.rule != TokenRule::Slide {
            return None;
        }
        let mut blank = start.iter().position(|&t| t == 0)?;
        let mut letters = String::with_capacity(path.len());
        for &mv in path {
            let (a, b) = self.moves[mv];
            let to = if a == blank { b } else { a };
            letters.push(direction(blank, to, self.cols)?);
            blank = to;
        }
        Some(letters)
    }

    /// The moves of a path as [`crate::Move::Swap`]s, the blank's cell first.
    pub fn path_moves(&self, start: &[u8], path: &[usize]) -> Vec<crate::Move> {
        let mut blank = start.iter().position(|&t| t == 0).unwrap_or(0);
        let at = |i: usize| (i / self.cols, i % self.cols);
        path.iter()
            .map(|&mv| {
                let (a, b) = self.moves[mv];
                let to = if a == blank { b } else { a };
                let m = crate::Move::Swap(at(blank), at(to));
                blank = to;
                m
            })
            .collect()
    }

    /// Replays `letters` (`u`/`d`/`l`/`r`) on a sliding board; `None` at
    /// a letter that would take the blank off the board or is not a direction.
    pub fn replay_letters(&self, start: &[u8], letters: &str) -> Option<Vec<u8>> {
        let mut board = start.to_vec();
        let mut blank = board.iter().position(|&t| t == 0)?;
        for ch in letters.chars() {
            let (r, c) = (blank / self.cols, blank % self.cols);
            let to = match ch {
                'u' if r > 0 => blank - self.cols,
                'd' if r + 1 < self.rows => blank + self.cols,
                'l' if c > 0 => blank - 1,
                'r' if c + 1 < self.cols => blank + 1,
                _ => return None,
            };
            board.swap(blank, to);
            blank = to;
        }
        Some(board)
    }
}

impl StateSpace for TokenPuzzle {
    type State = u128;

    #[inline]
    fn move_count(&self) -> usize {
        self.moves.len()
    }

    #[inline]
    fn apply(&self, state: u128, mv: usize) -> u128 {
        let (a, b) = self.moves[mv];
        let (sa, sb) = (a as u32 * self.bits, b as u32 * self.bits);
        let diff = ((state >> sa) ^ (state >> sb)) & self.field;
        state ^ (diff << sa) ^ (diff << sb)
    }

    #[inline]
    fn successors(&self, state: u128) -> impl Iterator<Item = (usize, u128)> + '_ {
        let blank = self.blank_of(state);
        let shift = blank as u32 * self.bits;
        self.neighbours[blank].iter().map(move |&(mv, other)| {
            let token = (state >> (u32::from(other) * self.bits)) & self.field;
            (
                mv as usize,
                state ^ (token << (u32::from(other) * self.bits)) ^ (token << shift),
            )
        })
    }

    #[inline]
    fn is_goal(&self, state: u128) -> bool {
        state == self.goal
    }

    fn goals(&self) -> Vec<u128> {
        vec![self.goal]
    }

    fn dense_size(&self) -> Option<usize> {
        self.dense
    }

    #[inline]
    fn index(&self, state: u128) -> usize {
        let n = self.cells();
        let blank = self.blank_of(state);
        match self.rule {
            TokenRule::Slide => {
                let mut tiles = [0u8; MAX_RANK_CELLS + 1];
                let mut k = 0;
                for cell in 0..n {
                    let t = self.token(state, cell);
                    if t != 0 {
                        tiles[k] = t - 1;
                        k += 1;
                    }
                }
                let half = FACTORIALS[n - 1] / 2;
                (blank as u64 * half.max(1) + cantor_rank(&tiles[..k]) / 2) as usize
            }
            TokenRule::Knight => {
                // Combinatorial number system over the non-blank cells.
                let mut rank = 0u64;
                let (mut seen_ones, mut position) = (0usize, 0usize);
                for cell in 0..n {
                    match self.token(state, cell) {
                        0 => continue,
                        1 => {
                            seen_ones += 1;
                            rank += self.binomial[position][seen_ones];
                        }
                        _ => {}
                    }
                    position += 1;
                }
                (blank as u64 * self.binomial[n - 1][self.ones] + rank) as usize
            }
        }
    }

    fn state_at(&self, index: usize) -> Option<u128> {
        let size = self.dense?;
        if index >= size {
            return None;
        }
        let n = self.cells();
        let mut cells = vec![0u8; n];
        match self.rule {
            TokenRule::Slide => {
                let half = (FACTORIALS[n - 1] / 2).max(1) as usize;
                let blank = index / half;
                let tiles = n - 1;
                // Lehmer digits of the even rank 2 * (index % half); the
                // inversions' parity is the digits' sum's, and the odd rank
                // after it differs only in the next-to-last digit (0 -> 1),
                // which flips that parity: take it when the goal's class
                // needs the other parity.
                let mut rank = (index % half) as u64 * 2;
                let mut digits = [0u8; MAX_RANK_CELLS + 1];
                let mut sum = 0u32;
                for (i, digit) in digits.iter_mut().enumerate().take(tiles) {
                    let weight = FACTORIALS[tiles - 1 - i];
                    *digit = (rank / weight) as u8;
                    rank %= weight;
                    sum += u32::from(*digit);
                }
                let mut parity = sum % 2 == 1;
                if self.cols % 2 == 0 {
                    parity ^= (blank / self.cols) % 2 == 1;
                }
                if parity != self.goal_parity && tiles >= 2 {
                    digits[tiles - 2] = 1;
                }
                let mut unused: u32 = (1u32 << tiles) - 1;
                let mut state = 0u128;
                let mut digit = digits.iter();
                for cell in 0..n {
                    if cell == blank {
                        continue;
                    }
                    let mut k = *digit.next()?;
                    let mut bits = unused;
                    while k > 0 {
                        bits &= bits - 1;
                        k -= 1;
                    }
                    let v = bits.trailing_zeros();
                    unused &= !(1u32 << v);
                    state |= u128::from(v + 1) << (cell as u32 * self.bits);
                }
                Some(state)
            }
            TokenRule::Knight => {
                let per_blank = self.binomial[n - 1][self.ones] as usize;
                let blank = index / per_blank;
                let mut rank = (index % per_blank) as u64;
                // Largest positions first (combinatorial number system).
                let mut ones_at = vec![false; n.saturating_sub(1)];
                let mut k = self.ones;
                let mut position = n - 1;
                while k > 0 {
                    position -= 1;
                    while self.binomial[position][k] > rank {
                        position -= 1;
                    }
                    rank -= self.binomial[position][k];
                    ones_at[position] = true;
                    k -= 1;
                }
                let mut position = 0;
                for (cell, slot) in cells.iter_mut().enumerate() {
                    if cell == blank {
                        *slot = 0;
                    } else {
                        *slot = if ones_at[position] { 1 } else { 2 };
                        position += 1;
                    }
                }
                Some(self.pack(&cells))
            }
        }
    }

    #[inline]
    fn state_number(&self, state: u128) -> u64 {
        state as u64
    }
}

/// The sliding lower bound: every tile's Manhattan distance to its goal cell,
/// plus linear conflicts (two tiles in their goal row, or column, in the
/// wrong order: one must leave the line and come back, 2 more moves; per
/// line, twice the fewest tiles whose removal leaves the rest in order).
/// Admissible: a move shifts one tile by one cell.
pub struct ManhattanConflict<'a> {
    puzzle: &'a TokenPuzzle,
}

impl<'a> ManhattanConflict<'a> {
    /// The bound for a sliding `puzzle`.
    pub fn new(puzzle: &'a TokenPuzzle) -> ManhattanConflict<'a> {
        ManhattanConflict { puzzle }
    }
}

/// Fewest items to drop from `seq` so that the rest increases.
fn removals_to_order(seq: &[u8]) -> u32 {
    // Longest increasing subsequence, quadratic: lines are at most 25 long.
    let mut best = [0u8; PACKED_SLIDE_MAX_CELLS];
    let mut longest = 0u8;
    for i in 0..seq.len() {
        best[i] = 1;
        for j in 0..i {
            if seq[j] < seq[i] && best[j] + 1 > best[i] {
                best[i] = best[j] + 1;
            }
        }
        longest = longest.max(best[i]);
    }
    seq.len() as u32 - u32::from(longest)
}

impl LowerBound<TokenPuzzle> for ManhattanConflict<'_> {
    fn estimate(&self, state: u128) -> Option<u32> {
        let p = self.puzzle;
        let (rows, cols) = (p.rows, p.cols);
        let mut total = 0u32;
        // Goal columns of the tiles in each row that belong to that row, in
        // order; the same for columns.
        let mut row_lines: [[u8; PACKED_SLIDE_MAX_CELLS]; PACKED_SLIDE_MAX_CELLS] =
            [[0; PACKED_SLIDE_MAX_CELLS]; PACKED_SLIDE_MAX_CELLS];
        let mut row_len = [0usize; PACKED_SLIDE_MAX_CELLS];
        let mut col_lines: [[u8; PACKED_SLIDE_MAX_CELLS]; PACKED_SLIDE_MAX_CELLS] =
            [[0; PACKED_SLIDE_MAX_CELLS]; PACKED_SLIDE_MAX_CELLS];
        let mut col_len = [0usize; PACKED_SLIDE_MAX_CELLS];
        for cell in 0..rows * cols {
            let t = p.token(state, cell);
            if t == 0 {
                continue;
            }
            let goal = p.goal_cell_of[t as usize] as usize;
            let (r, c) = (cell / cols, cell % cols);
            let (gr, gc) = (goal / cols, goal % cols);
            total += (r.abs_diff(gr) + c.abs_diff(gc)) as u32;
            if r == gr {
                row_lines[r][row_len[r]] = gc as u8;
                row_len[r] += 1;
            }
            if c == gc {
                col_lines[c][col_len[c]] = gr as u8;
                col_len[c] += 1;
            }
        }
        for r in 0..rows {
            total += 2 * removals_to_order(&row_lines[r][..row_len[r]]);
        }
        for c in 0..cols {
            total += 2 * removals_to_order(&col_lines[c][..col_len[c]]);
        }
        Some(total)
    }
}

/// The knight lower bound: knights not on a cell of their colour in the
/// goal. A move moves one knight, so it fixes at most one of them.
pub struct MisplacedKnights<'a> {
    puzzle: &'a TokenPuzzle,
}

impl<'a> MisplacedKnights<'a> {
    /// The bound for a knight `puzzle`.
    pub fn new(puzzle: &'a TokenPuzzle) -> MisplacedKnights<'a> {
        MisplacedKnights { puzzle }
    }
}

impl LowerBound<TokenPuzzle> for MisplacedKnights<'_> {
    #[inline]
    fn estimate(&self, state: u128) -> Option<u32> {
        let p = self.puzzle;
        // Fields that differ from the goal's, not counting the blank's cell
        // (a knight there is misplaced only if the goal's blank is there,
        // which the count of the other cells already shows by symmetry: we
        // count cells whose token is a knight and differs from the goal).
        let mut misplaced = 0u32;
        let mut diff = state ^ p.goal;
        while diff != 0 {
            let cell = (diff.trailing_zeros() / p.bits) as usize;
            if p.token(state, cell) != 0 {
                misplaced += 1;
            }
            diff &= !(p.field << (cell as u32 * p.bits));
        }
        Some(misplaced)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::limits::SearchLimits;
    use crate::solvers::search::table::DistanceTable;
    use crate::solvers::{Instance, SolveOptions, solve};
    use crate::trace::NoTrace;
    use crate::{Algorithm, Outcome};
    use proptest::prelude::*;
    use std::collections::{HashMap, HashSet, VecDeque};

    /// The dispatcher on a token board, answered as moves.
    fn solve_tokens(
        rule: TokenRule,
        start: &TokenBoard,
        goal: &TokenBoard,
        algorithm: Algorithm,
        limits: SearchLimits,
    ) -> Result<crate::Report, crate::SolveError> {
        let options = SolveOptions {
            limits,
            ..SolveOptions::default()
        };
        solve(
            Instance::Tokens { rule, start, goal },
            algorithm,
            &options,
            &mut NoTrace,
        )
        .map(|solved| solved.into_report().expect("token boards are answered with moves"))
    }

    /// Distances to `goal` of every board reachable from it, by a plain BFS
    /// on token vectors with the rule's offsets (independent of the packed
    /// states, the move list and the ranks).
    fn independent_distances(rule: TokenRule, rows: usize, cols: usize, goal: &[u8]) -> HashMap<Vec<u8>, u32> {
        let mut dist = HashMap::from([(goal.to_vec(), 0u32)]);
        let mut queue = VecDeque::from([goal.to_vec()]);
        while let Some(b) = queue.pop_front() {
            let d = dist[&b];
            let z = b.iter().position(|&t| t == 0).unwrap();
            let (r, c) = ((z / cols) as isize, (z % cols) as isize);
            for &(dr, dc) in rule.offsets() {
                let (nr, nc) = (r + dr, c + dc);
                if nr < 0 || nc < 0 || nr >= rows as isize || nc >= cols as isize {
                    continue;
                }
                let mut nb = b.clone();
                nb.swap(z, nr as usize * cols + nc as usize);
                if !dist.contains_key(&nb) {
                    dist.insert(nb.clone(), d + 1);
                    queue.push_back(nb);
                }
            }
        }
        dist
    }

    /// Replays a solver's answer on the tokens, checking every move trades
    /// the blank with a stencil neighbour.
    fn replay(rule: TokenRule, board: &TokenBoard, moves: &[crate::Move]) -> Vec<u8> {
        let mut cells = board.cells.clone();
        for mv in moves {
            let crate::Move::Swap((r, c), (tr, tc)) = *mv else {
                panic!("{mv:?}")
            };
            let (from, to) = (r * board.cols + c, tr * board.cols + tc);
            assert_eq!(cells[from], 0, "the move starts at the blank");
            let offset = (tr as isize - r as isize, tc as isize - c as isize);
            assert!(rule.offsets().contains(&offset), "{offset:?}");
            cells.swap(from, to);
        }
        cells
    }

    #[test]
    fn every_solvable_3x3_board_against_an_independent_bfs() {
        let goal = TokenBoard::sliding_goal(3, 3);
        let expected = independent_distances(TokenRule::Slide, 3, 3, &goal.cells);
        assert_eq!(expected.len(), 181_440);
        assert_eq!(expected.values().max(), Some(&31));
        let puzzle = TokenPuzzle::new(TokenRule::Slide, &goal).unwrap();
        let table = DistanceTable::build(puzzle.clone(), &mut NoTrace, SearchLimits::default()).unwrap();
        let mut indexes = vec![false; puzzle.dense_size().unwrap()];
        for (cells, &d) in &expected {
            let state = puzzle.pack(cells);
            let i = puzzle.index(state);
            assert!(!std::mem::replace(&mut indexes[i], true), "index {i} twice");
            assert_eq!(puzzle.state_at(i), Some(state));
            assert_eq!(table.distance(state).map(u32::from), Some(d), "{cells:?}");
            let path = table.path(state).unwrap();
            let board = TokenBoard {
                rows: 3,
                cols: 3,
                cells: cells.clone(),
            };
            assert_eq!(
                replay(TokenRule::Slide, &board, &puzzle.path_moves(cells, &path)),
                goal.cells
            );
            let letters = puzzle.path_letters(cells, &path).unwrap();
            assert_eq!(puzzle.replay_letters(cells, &letters).unwrap(), goal.cells);
        }
        // Every search through the one entry point on a spread of boards.
        let limits = SearchLimits::default();
        for (k, (cells, &d)) in expected.iter().enumerate() {
            if k % 1500 != 0 && d < 30 {
                continue;
            }
            let board = TokenBoard {
                rows: 3,
                cols: 3,
                cells: cells.clone(),
            };
            for algorithm in [
                Algorithm::Auto,
                Algorithm::Bfs,
                Algorithm::Bibfs,
                Algorithm::Astar,
                Algorithm::Idastar,
            ] {
                let report = solve_tokens(TokenRule::Slide, &board, &goal, algorithm, limits).unwrap();
                let solution = report.outcome.solution().unwrap();
                assert_eq!(solution.moves.len() as u32, d, "{algorithm} {cells:?}");
                assert_eq!(replay(TokenRule::Slide, &board, &solution.moves), goal.cells);
            }
        }
    }

    #[test]
    fn unsolvable_boards_are_refused_before_any_search() {
        let goal = TokenBoard::sliding_goal(3, 3);
        let start = TokenBoard::parse_sliding("2 1 3\n4 5 6\n7 8 0").unwrap();
        let report = solve_tokens(TokenRule::Slide, &start, &goal, Algorithm::Bfs, SearchLimits::default()).unwrap();
        assert!(matches!(report.outcome, Outcome::Unsolvable(ref why) if why.to_string().contains("parity")));
        assert_eq!(report.stats, crate::Stats::default());
        let knights = TokenBoard::parse_knight("1*1\n000\n111\n").unwrap();
        let target = TokenBoard::parse_knight("111\n0*0\n101\n").unwrap();
        let report = solve_tokens(
            TokenRule::Knight,
            &knights,
            &target,
            Algorithm::Bfs,
            SearchLimits::default(),
        )
        .unwrap();
        // The 3x3 centre is no knight's move from anywhere: it never changes.
        assert!(
            matches!(report.outcome, Outcome::Unsolvable(ref why) if why.to_string().contains("row 2, column 2")),
            "{:?}",
            report.outcome
        );
    }

    #[test]
    fn census_matches_an_independent_bfs_on_3x3_and_2x4() {
        for (rows, cols, gods) in [(3, 3, 31), (2, 4, 36), (2, 3, 21)] {
            let goal = TokenBoard::sliding_goal(rows, cols);
            let expected = independent_distances(TokenRule::Slide, rows, cols, &goal.cells);
            let mut counts = vec![0u64; *expected.values().max().unwrap() as usize + 1];
            for &d in expected.values() {
                counts[d as usize] += 1;
            }
            let puzzle = TokenPuzzle::new(TokenRule::Slide, &goal).unwrap();
            let census =
                crate::solvers::search::table::count_by_distance(&puzzle, 1 << 25, SearchLimits::default()).unwrap();
            assert_eq!(census, counts, "{rows}x{cols}");
            assert_eq!(census.len() - 1, gods, "{rows}x{cols}");
        }
    }

    #[test]
    fn knight_boards_against_an_independent_bfs() {
        // 3x4 boards, 5 knights of each colour and a blank: the whole space.
        let goal = TokenBoard::parse_knight("1101\n1*00\n1000\n").unwrap();
        let expected = independent_distances(TokenRule::Knight, 3, 4, &goal.cells);
        let puzzle = TokenPuzzle::new(TokenRule::Knight, &goal).unwrap();
        let table = DistanceTable::build(puzzle.clone(), &mut NoTrace, SearchLimits::default()).unwrap();
        let mut indexes = HashSet::new();
        for (cells, &d) in &expected {
            let state = puzzle.pack(cells);
            assert!(indexes.insert(puzzle.index(state)));
            assert_eq!(puzzle.state_at(puzzle.index(state)), Some(state));
            assert_eq!(table.distance(state).map(u32::from), Some(d));
        }
        let census =
            crate::solvers::search::table::count_by_distance(&puzzle, 1 << 25, SearchLimits::default()).unwrap();
        assert_eq!(census.iter().sum::<u64>(), expected.len() as u64);
        let limits = SearchLimits::default();
        for (k, (cells, &d)) in expected.iter().enumerate() {
            if k % 97 != 0 {
                continue;
            }
            let board = TokenBoard {
                rows: 3,
                cols: 4,
                cells: cells.clone(),
            };
            for algorithm in [
                Algorithm::Auto,
                Algorithm::Bfs,
                Algorithm::Bibfs,
                Algorithm::Astar,
                Algorithm::Table,
            ] {
                let report = solve_tokens(TokenRule::Knight, &board, &goal, algorithm, limits).unwrap();
                let solution = report.outcome.solution().unwrap();
                assert_eq!(solution.moves.len() as u32, d, "{algorithm} {cells:?}");
                assert_eq!(replay(TokenRule::Knight, &board, &solution.moves), goal.cells);
            }
        }
        // The misplaced-knight bound never overestimates.
        let bound = MisplacedKnights::new(&puzzle);
        for (cells, &d) in &expected {
            assert!(bound.estimate(puzzle.pack(cells)).unwrap() <= d);
        }
    }

    #[test]
    fn manhattan_with_conflicts_never_overestimates_on_3x3() {
        let goal = TokenBoard::sliding_goal(3, 3);
        let expected = independent_distances(TokenRule::Slide, 3, 3, &goal.cells);
        let puzzle = TokenPuzzle::new(TokenRule::Slide, &goal).unwrap();
        let bound = ManhattanConflict::new(&puzzle);
        for (cells, &d) in &expected {
            let h = bound.estimate(puzzle.pack(cells)).unwrap();
            assert!(h <= d, "{cells:?}: {h} > {d}");
            assert_eq!(h % 2, d % 2, "the bound keeps the distance's parity");
        }
        // 2 1 in the goal's top row: Manhattan 2, plus a conflict of 2.
        let pair = TokenBoard::parse_sliding("2 1 3\n4 5 6\n8 7 0").unwrap();
        assert_eq!(bound.estimate(puzzle.pack(&pair.cells)), Some(8));
    }

    /// A solvable board: a random walk of `walk.len()` moves from the goal.
    fn walk_from_goal(puzzle: &TokenPuzzle, walk: &[usize]) -> TokenBoard {
        let mut state = puzzle.pack(puzzle.goal_cells());
        for &k in walk {
            let next: Vec<u128> = puzzle.successors(state).map(|(_, s)| s).collect();
            state = next[k % next.len()];
        }
        TokenBoard {
            rows: puzzle.rows,
            cols: puzzle.cols,
            cells: puzzle.unpack(state),
        }
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(24))]

        #[test]
        fn searches_agree_on_random_3x4_sliding_boards(walk in proptest::collection::vec(0usize..4, 0..36)) {
            let goal = TokenBoard::sliding_goal(3, 4);
            let puzzle = TokenPuzzle::new(TokenRule::Slide, &goal).unwrap();
            let board = walk_from_goal(&puzzle, &walk);
            let mut lengths = Vec::new();
            for algorithm in [Algorithm::Bibfs, Algorithm::Astar, Algorithm::Idastar] {
                let report = solve_tokens(TokenRule::Slide, &board, &goal, algorithm, SearchLimits::default()).unwrap();
                let moves = &report.outcome.solution().unwrap().moves;
                prop_assert_eq!(replay(TokenRule::Slide, &board, moves), goal.cells.clone());
                lengths.push(moves.len());
            }
            prop_assert!(lengths.iter().all(|&l| l == lengths[0]), "{:?}", lengths);
            prop_assert!(lengths[0] <= walk.len());
        }

        #[test]
        fn searches_agree_on_random_p2324_knight_boards(walk in proptest::collection::vec(0usize..8, 0..11)) {
            let goal = TokenBoard::knight_goal();
            let puzzle = TokenPuzzle::new(TokenRule::Knight, &goal).unwrap();
            let board = walk_from_goal(&puzzle, &walk);
            let mut lengths = Vec::new();
            for algorithm in [Algorithm::Bibfs, Algorithm::Astar, Algorithm::Idastar] {
                let report = solve_tokens(TokenRule::Knight, &board, &goal, algorithm, SearchLimits::default()).unwrap();
                let moves = &report.outcome.solution().unwrap().moves;
                prop_assert_eq!(replay(TokenRule::Knight, &board, moves), goal.cells.clone());
                lengths.push(moves.len());
            }
            prop_assert!(lengths.iter().all(|&l| l == lengths[0]), "{:?}", lengths);
            prop_assert!(lengths[0] <= walk.len());
        }
    }
}
