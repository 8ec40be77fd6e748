//! Linear algebra at any size. Two-state toggles: linear algebra over GF(2) gives the proven
//! minimum ([`linear`]), with light chasing ([`chasing`]) for fixed stencils,
//! dense elimination ([`gf2`]) otherwise and a walk of the null space
//! (`nullwalk.rs`) for the fewest presses; cells of K states by linear
//! algebra over Z_K ([`zk`]). The plus stencil without wrap is solved at any
//! size in time linear in the board's bits (`polynomial.rs`: one extended
//! GCD over GF(2)\[t\]). Each method refuses up front what it could not
//! finish; its limits are constants beside it.

pub mod chasing;
pub mod gf2;
pub mod gf2poly;
pub mod linear;
pub(crate) mod nullwalk;
pub(crate) mod polynomial;
pub mod zk;
pub(crate) mod zk_chase;
