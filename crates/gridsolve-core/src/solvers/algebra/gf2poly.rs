//! Polynomials over GF(2), bit-packed: bit `i % 64` of word `i / 64` is the
//! coefficient of `t^i`. The heart of the `polynomial`
//! solver, which needs products, remainders and one extended GCD at degree up
//! to the board's width (20,000 and more).
//!
//! Hand-written rather than taken from a crate: the operations are few and
//! small, and what matters is that each is a run of whole-word XORs. Products
//! are schoolbook with 64 pre-shifted copies of one factor, so every set bit
//! costs one aligned slice XOR and no per-bit shifting: at degree 20,000 a
//! product is about 6 million word operations (a few milliseconds), against
//! the tens of millions the board's chase and the text reading take, so
//! Karatsuba's gain would not show in the whole solve.

/// A polynomial over GF(2). The top word is never 0 (the zero polynomial has no words).
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct Poly {
    words: Vec<u64>,
}

/// `b * t^s` for every `s` in `0..64`, so that `b * t^k` is copy `k % 64`
/// moved up by `k / 64` whole words.
struct Shifted {
    copies: Vec<Vec<u64>>,
}

impl Shifted {
    fn new(b: &[u64]) -> Shifted {
        let copies = (0..64)
            .map(|s| {
                let mut out = vec![0u64; b.len() + 1];
                for (i, &w) in b.iter().enumerate() {
                    out[i] ^= w << s;
                    if s > 0 {
                        out[i + 1] ^= w >> (64 - s);
                    }
                }
                out
            })
            .collect();
        Shifted { copies }
    }

    /// `out ^= b * t^k`; `out` must be long enough.
    #[inline]
    fn xor_into(&self, out: &mut [u64], k: usize) {
        let copy = &self.copies[k % 64];
        for (o, x) in out[k / 64..].iter_mut().zip(copy) {
            *o ^= x;
        }
    }
}

impl Poly {
    /// The zero polynomial.
    pub fn zero() -> Poly {
        Poly { words: Vec::new() }
    }

    /// `t^k`.
    pub fn monomial(k: usize) -> Poly {
        let mut words = vec![0u64; k / 64 + 1];
        words[k / 64] = 1 << (k % 64);
        Poly { words }
    }

    /// The polynomial with these coefficient words.
    pub fn from_words(mut words: Vec<u64>) -> Poly {
        while words.last() == Some(&0) {
            words.pop();
        }
        Poly { words }
    }

    /// The coefficient words (no zero word on top).
    pub fn words(&self) -> &[u64] {
        &self.words
    }

    /// Whether this is the zero polynomial.
    pub fn is_zero(&self) -> bool {
        self.words.is_empty()
    }

    /// The degree; `None` for the zero polynomial.
    pub fn degree(&self) -> Option<usize> {
        let top = *self.words.last()?;
        Some((self.words.len() - 1) * 64 + 63 - top.leading_zeros() as usize)
    }

    /// The coefficient of `t^i`.
    pub fn coefficient(&self, i: usize) -> bool {
        self.words.get(i / 64).is_some_and(|w| w >> (i % 64) & 1 == 1)
    }

    fn trim(&mut self) {
        while self.words.last() == Some(&0) {
            self.words.pop();
        }
    }

    /// `self += other * t^k`.
    pub fn add_shifted(&mut self, other: &Poly, k: usize) {
        let n = other.words.len();
        if n == 0 {
            return;
        }
        let (at, s) = (k / 64, k % 64);
        if self.words.len() < at + n + 1 {
            self.words.resize(at + n + 1, 0);
        }
        let dst = &mut self.words[at..];
        if s == 0 {
            for (d, w) in dst.iter_mut().zip(&other.words) {
                *d ^= w;
            }
        } else {
            let mut carry = 0u64;
            for (d, &w) in dst.iter_mut().zip(&other.words) {
                *d ^= (w << s) | carry;
                carry = w >> (64 - s);
            }
            dst[n] ^= carry;
        }
        self.trim();
    }

    /// `self * other`, schoolbook over the set bits of the shorter factor.
    pub fn mul(&self, other: &Poly) -> Poly {
        let (a, b) = if self.words.len() <= other.words.len() {
            (self, other)
        } else {
            (other, self)
        };
        if a.is_zero() {
            return Poly::zero();
        }
        let shifted = Shifted::new(&b.words);
        let mut out = vec![0u64; a.words.len() + b.words.len() + 1];
        for (i, &w) in a.words.iter().enumerate() {
            let mut w = w;
            while w != 0 {
                shifted.xor_into(&mut out, i * 64 + w.trailing_zeros() as usize);
                w &= w - 1;
            }
        }
        Poly::from_words(out)
    }

    /// Quotient and remainder of `self / divisor`.
    ///
    /// # Panics
    /// If `divisor` is zero.
    pub fn div_rem(&self, divisor: &Poly) -> (Poly, Poly) {
        let d = divisor.degree().expect("division by the zero polynomial");
        let Some(top) = self.degree().filter(|&top| top >= d) else {
            return (Poly::zero(), self.clone());
        };
        let shifted = Shifted::new(&divisor.words);
        let mut rem = self.words.clone();
        rem.resize(self.words.len() + divisor.words.len() + 1, 0);
        let mut quotient = vec![0u64; (top - d) / 64 + 1];
        for i in (d..=top).rev() {
            if rem[i / 64] >> (i % 64) & 1 == 1 {
                let k = i - d;
                quotient[k / 64] |= 1 << (k % 64);
                shifted.xor_into(&mut rem, k);
            }
        }
        (Poly::from_words(quotient), Poly::from_words(rem))
    }

    /// `self mod divisor`.
    pub fn rem(&self, divisor: &Poly) -> Poly {
        self.div_rem(divisor).1
    }
}

/// The greatest common divisor `g` of `a` and `modulus` and a cofactor `s`
/// with `s * a = g (mod modulus)`, `deg s < deg modulus`: the extended
/// Euclidean algorithm keeping only the cofactor of `a`.
///
/// # Panics
/// If `modulus` is zero.
pub fn gcd_cofactor(a: &Poly, modulus: &Poly) -> (Poly, Poly) {
    // Invariant: r_i = s_i * a (mod modulus).
    let (mut r0, mut s0) = (modulus.clone(), Poly::zero());
    let (mut r1, mut s1) = (a.rem(modulus), Poly::monomial(0));
    while let Some(d1) = r1.degree() {
        while let Some(d0) = r0.degree().filter(|&d0| d0 >= d1) {
            r0.add_shifted(&r1, d0 - d1);
            s0.add_shifted(&s1, d0 - d1);
        }
        std::mem::swap(&mut r0, &mut r1);
        std::mem::swap(&mut s0, &mut s1);
    }
    let s0 = s0.rem(modulus);
    (r0, s0)
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    /// Polynomials of degree < 64 as u64 masks, multiplied the slow way.
    fn clmul(a: u64, b: u64) -> u128 {
        (0..64)
            .filter(|i| a >> i & 1 == 1)
            .fold(0u128, |acc, i| acc ^ ((b as u128) << i))
    }

    fn poly(words: &[u64]) -> Poly {
        Poly::from_words(words.to_vec())
    }

    #[test]
    fn degree_and_monomials() {
        assert_eq!(Poly::zero().degree(), None);
        assert_eq!(Poly::monomial(0).degree(), Some(0));
        assert_eq!(Poly::monomial(130).degree(), Some(130));
        assert!(Poly::monomial(130).coefficient(130) && !Poly::monomial(130).coefficient(129));
    }

    proptest! {
        #[test]
        fn product_matches_carryless_multiplication(a: u64, b: u64) {
            let p = poly(&[a]).mul(&poly(&[b]));
            let want = clmul(a, b);
            prop_assert_eq!(p, poly(&[want as u64, (want >> 64) as u64]));
        }

        #[test]
        fn division_reassembles(a in proptest::collection::vec(any::<u64>(), 0..6),
                                d in proptest::collection::vec(any::<u64>(), 1..4)) {
            let (a, d) = (poly(&a), poly(&d));
            prop_assume!(!d.is_zero());
            let (q, r) = a.div_rem(&d);
            prop_assert!(r.degree() < d.degree());
            let mut back = q.mul(&d);
            back.add_shifted(&r, 0);
            prop_assert_eq!(back, a);
        }

        #[test]
        fn cofactor_gives_the_gcd(a in proptest::collection::vec(any::<u64>(), 0..4),
                                  m in proptest::collection::vec(any::<u64>(), 1..4)) {
            let (a, m) = (poly(&a), poly(&m));
            prop_assume!(!m.is_zero());
            let (g, s) = gcd_cofactor(&a, &m);
            // g divides both, and s * a = g (mod m).
            prop_assert!(m.rem(&g).is_zero());
            prop_assert!(a.rem(&g).is_zero());
            prop_assert_eq!(s.mul(&a).rem(&m), g.rem(&m));
            prop_assert!(s.degree() < m.degree());
        }
    }

    #[test]
    fn gcd_of_known_factors() {
        // (t+1)(t^2+t+1) and (t+1)^2: gcd t+1.
        let a = poly(&[0b11]).mul(&poly(&[0b111]));
        let m = poly(&[0b11]).mul(&poly(&[0b11]));
        assert_eq!(gcd_cofactor(&a, &m).0, poly(&[0b11]));
        // a = 0 mod m: the gcd is m itself.
        assert_eq!(gcd_cofactor(&Poly::zero(), &m).0, m);
    }
}
