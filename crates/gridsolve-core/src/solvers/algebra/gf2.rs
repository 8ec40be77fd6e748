//! Dense bit matrices over GF(2) and word-parallel Gauss-Jordan elimination,
//! the algebra under the toggle solvers ([`super::linear`], [`super::chasing`])
//! and the census.
//!
//! Over GF(2) addition is XOR, so adding one row to another is a run of
//! 64-bit XORs: a matrix with `c` columns eliminates in about `rows * rank * c / 64`
//! word operations.

/// A `rows` x `cols` matrix of bits, each row padded to whole 64-bit words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BitMatrix {
    rows: usize,
    cols: usize,
    stride: usize,
    words: Vec<u64>,
}

impl BitMatrix {
    /// An all-zero matrix.
    pub fn zeros(rows: usize, cols: usize) -> BitMatrix {
        let stride = cols.div_ceil(64);
        BitMatrix {
            rows,
            cols,
            stride,
            words: vec![0; rows * stride],
        }
    }

    /// Number of rows.
    pub fn rows(&self) -> usize {
        self.rows
    }

    /// Number of columns.
    pub fn cols(&self) -> usize {
        self.cols
    }

    /// Words per row.
    pub fn stride(&self) -> usize {
        self.stride
    }

    /// One bit.
    #[inline]
    pub fn get(&self, r: usize, c: usize) -> bool {
        self.words[r * self.stride + c / 64] >> (c % 64) & 1 == 1
    }

    /// Flips one bit.
    #[inline]
    pub fn flip(&mut self, r: usize, c: usize) {
        self.words[r * self.stride + c / 64] ^= 1 << (c % 64);
    }

    /// Sets one bit.
    #[inline]
    pub fn set(&mut self, r: usize, c: usize, value: bool) {
        let word = &mut self.words[r * self.stride + c / 64];
        *word = (*word & !(1 << (c % 64))) | (u64::from(value) << (c % 64));
    }

    /// The words of row `r`.
    pub fn row(&self, r: usize) -> &[u64] {
        &self.words[r * self.stride..(r + 1) * self.stride]
    }

    /// The words of row `r`, mutable (keep the padding bits 0).
    pub fn row_mut(&mut self, r: usize) -> &mut [u64] {
        &mut self.words[r * self.stride..(r + 1) * self.stride]
    }

    fn swap_rows(&mut self, a: usize, b: usize) {
        if a == b {
            return;
        }
        let (lo, hi) = (a.min(b), a.max(b));
        let (head, tail) = self.words.split_at_mut(hi * self.stride);
        head[lo * self.stride..(lo + 1) * self.stride].swap_with_slice(&mut tail[..self.stride]);
    }

    /// Brings the first `vars` columns to reduced row echelon form (the
    /// remaining columns, right-hand sides, ride along) and returns the result.
    ///
    /// ```
    /// use gridsolve_core::solvers::algebra::gf2::BitMatrix;
    /// // x0 + x1 = 1, x1 = 1  ->  x0 = 0, x1 = 1
    /// let mut m = BitMatrix::zeros(2, 3);
    /// for (r, c) in [(0, 0), (0, 1), (0, 2), (1, 1), (1, 2)] {
    ///     m.flip(r, c);
    /// }
    /// let e = m.into_echelon(2);
    /// assert_eq!(e.rank(), 2);
    /// assert_eq!(e.particular(0), Some(vec![0b10]));
    /// ```
    pub fn into_echelon(mut self, vars: usize) -> Echelon {
        assert!(vars <= self.cols, "more variables than columns");
        let mut pivots = Vec::new();
        for col in 0..vars {
            let rank = pivots.len();
            if rank == self.rows {
                break;
            }
            let (word, bit) = (col / 64, 1u64 << (col % 64));
            let Some(found) = (rank..self.rows).find(|&r| self.words[r * self.stride + word] & bit != 0) else {
                continue;
            };
            self.swap_rows(rank, found);
            let stride = self.stride;
            // Rows before and after the pivot row, so the pivot row can be
            // borrowed while the others change.
            let (before, rest) = self.words.split_at_mut(rank * stride);
            let (pivot_row, after) = rest.split_at_mut(stride);
            let pivot_tail = &pivot_row[word..];
            for row in before.chunks_exact_mut(stride).chain(after.chunks_exact_mut(stride)) {
                if row[word] & bit != 0 {
                    for (a, b) in row[word..].iter_mut().zip(pivot_tail) {
                        *a ^= b;
                    }
                }
            }
            pivots.push(col);
        }
        Echelon {
            matrix: self,
            vars,
            pivots,
        }
    }
}

/// A matrix in reduced row echelon form on its first `vars` columns; the
/// columns after them are right-hand sides.
#[derive(Clone, Debug)]
pub struct Echelon {
    matrix: BitMatrix,
    vars: usize,
    pivots: Vec<usize>,
}

impl Echelon {
    /// The rank of the variable part.
    pub fn rank(&self) -> usize {
        self.pivots.len()
    }

    /// Number of variables.
    pub fn vars(&self) -> usize {
        self.vars
    }

    /// The dimension of the null space of the variable part.
    pub fn nullity(&self) -> usize {
        self.vars - self.rank()
    }

    /// The pivot column of each of the first `rank` rows.
    pub fn pivots(&self) -> &[usize] {
        &self.pivots
    }

    /// One solution (free variables 0) for right-hand side number `rhs`, as a
    /// bit vector over the variables, or `None` if the system is inconsistent.
    pub fn particular(&self, rhs: usize) -> Option<Vec<u64>> {
        let col = self.vars + rhs;
        if (self.rank()..self.matrix.rows).any(|r| self.matrix.get(r, col)) {
            return None;
        }
        let mut x = vec![0u64; self.vars.div_ceil(64)];
        for (r, &p) in self.pivots.iter().enumerate() {
            if self.matrix.get(r, col) {
                x[p / 64] |= 1 << (p % 64);
            }
        }
        Some(x)
    }

    /// A basis of the null space: one vector per free variable `f`, with `x_f = 1`,
    /// the other free variables 0 and the pivot variables what that forces.
    pub fn null_basis(&self) -> Vec<Vec<u64>> {
        let mut is_pivot = vec![false; self.vars];
        for &p in &self.pivots {
            is_pivot[p] = true;
        }
        (0..self.vars)
            .filter(|&f| !is_pivot[f])
            .map(|f| {
                let mut x = vec![0u64; self.vars.div_ceil(64)];
                x[f / 64] |= 1 << (f % 64);
                for (r, &p) in self.pivots.iter().enumerate() {
                    if self.matrix.get(r, f) {
                        x[p / 64] |= 1 << (p % 64);
                    }
                }
                x
            })
            .collect()
    }
}

/// Bit `i` of a bit vector.
#[inline]
pub fn bit(words: &[u64], i: usize) -> bool {
    words[i / 64] >> (i % 64) & 1 == 1
}

/// `dst[c] ^= src[c - shift]` for every `c` in `0..len`, where `src[c - shift]`
/// is 0 off the end (clipped) or taken modulo `len` (`wrap`). Both slices hold
/// `len` bits with the padding bits 0; `dst`'s padding stays 0.
pub(crate) fn xor_shifted(dst: &mut [u64], src: &[u64], len: usize, shift: isize, wrap: bool) {
    if len == 0 {
        return;
    }
    if wrap {
        let s = shift.rem_euclid(len as isize);
        xor_shifted(dst, src, len, s, false);
        if s != 0 {
            xor_shifted(dst, src, len, s - len as isize, false);
        }
        return;
    }
    let n = dst.len();
    let (q, k) = ((shift.unsigned_abs()) / 64, (shift.unsigned_abs()) % 64);
    if shift >= 0 {
        // Word w of dst takes bits from words w - q and w - q - 1 of src.
        for w in q..n {
            let mut v = src[w - q] << k;
            if k > 0 && w > q {
                v |= src[w - q - 1] >> (64 - k);
            }
            dst[w] ^= v;
        }
    } else {
        for w in 0..n.saturating_sub(q) {
            let mut v = src[w + q] >> k;
            if k > 0 && w + q + 1 < n {
                v |= src[w + q + 1] << (64 - k);
            }
            dst[w] ^= v;
        }
    }
    if len % 64 != 0 {
        dst[n - 1] &= (1u64 << (len % 64)) - 1;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A tiny deterministic generator for test matrices.
    fn next(seed: &mut u64) -> u64 {
        *seed ^= *seed << 13;
        *seed ^= *seed >> 7;
        *seed ^= *seed << 17;
        *seed
    }

    #[test]
    fn particular_and_null_vectors_solve_the_system() {
        let mut seed = 0x9E37_79B9_7F4A_7C15;
        for (rows, vars) in [(5, 5), (7, 3), (3, 9), (70, 70), (65, 130)] {
            let mut m = BitMatrix::zeros(rows, vars + 1);
            for r in 0..rows {
                for c in 0..vars {
                    // Sparse, so there are dependencies to find.
                    if next(&mut seed) % 3 == 0 {
                        m.flip(r, c);
                    }
                }
            }
            // A consistent right-hand side: A times a random x.
            let x: Vec<bool> = (0..vars).map(|_| next(&mut seed) & 1 == 1).collect();
            for r in 0..rows {
                let v = (0..vars).filter(|&c| x[c] && m.get(r, c)).count() % 2 == 1;
                m.set(r, vars, v);
            }
            let original = m.clone();
            let e = m.into_echelon(vars);
            let apply = |v: &[u64], r: usize| (0..vars).filter(|&c| bit(v, c) && original.get(r, c)).count() % 2 == 1;
            let p = e.particular(0).expect("consistent by construction");
            for r in 0..rows {
                assert_eq!(apply(&p, r), original.get(r, vars));
            }
            let basis = e.null_basis();
            assert_eq!(basis.len(), e.nullity());
            for v in &basis {
                assert!((0..rows).all(|r| !apply(v, r)));
            }
        }
    }

    #[test]
    fn inconsistent_system_has_no_particular_solution() {
        // x0 = 0 and x0 = 1.
        let mut m = BitMatrix::zeros(2, 2);
        m.flip(0, 0);
        m.flip(1, 0);
        m.flip(1, 1);
        assert_eq!(m.into_echelon(1).particular(0), None);
    }

    #[test]
    fn shifted_xor_matches_bit_by_bit() {
        let mut seed = 12345;
        for len in [1usize, 5, 63, 64, 65, 130, 200] {
            let words = len.div_ceil(64);
            let mut src = vec![0u64; words];
            for c in 0..len {
                if next(&mut seed) & 1 == 1 {
                    src[c / 64] |= 1 << (c % 64);
                }
            }
            for shift in [-131isize, -64, -63, -2, -1, 0, 1, 2, 63, 64, 65, 199] {
                for wrap in [false, true] {
                    let mut dst = vec![0u64; words];
                    xor_shifted(&mut dst, &src, len, shift, wrap);
                    for c in 0..len {
                        let from = c as isize - shift;
                        let expected = if wrap {
                            bit(&src, from.rem_euclid(len as isize) as usize)
                        } else {
                            (0..len as isize).contains(&from) && bit(&src, from as usize)
                        };
                        assert_eq!(bit(&dst, c), expected, "len {len} shift {shift} wrap {wrap} bit {c}");
                    }
                    if len % 64 != 0 {
                        assert_eq!(dst[words - 1] >> (len % 64), 0);
                    }
                }
            }
        }
    }
}
