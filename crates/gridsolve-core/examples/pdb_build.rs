//! Builds one pattern database and says how long it took and what it holds:
//! the measure behind BENCHMARKS.md's construction figures.
//!
//! cargo run --release -p gridsolve-core --example pdb_build -- ROWSxCOLS CELLS [--blank CELL|any] [--compact] [--verify]
//!   --blank: the blank's goal cell the search starts from (default 0; `any`: every region)
//!   --verify: also builds the table with the byte builder and compares every entry
//!   CELLS: goal cells, comma-separated (e.g. 8,9,10,11,12,13,14,15)

use std::time::Instant;

use gridsolve_core::limits::SearchLimits;
use gridsolve_core::solvers::slide::PatternDatabase;

fn main() {
    let usage = "usage: pdb_build ROWSxCOLS CELLS [--blank CELL|any] [--compact] [--verify]";
    let args: Vec<String> = std::env::args().skip(1).collect();
    let (rows, cols) = args
        .first()
        .and_then(|s| s.split_once('x'))
        .and_then(|(r, c)| Some((r.parse::<usize>().ok()?, c.parse::<usize>().ok()?)))
        .expect(usage);
    let cells: Vec<u8> = args
        .get(1)
        .expect(usage)
        .split(',')
        .map(|c| c.parse().expect(usage))
        .collect();
    let compact = args.iter().any(|a| a == "--compact");
    let blank: Option<usize> = match args
        .iter()
        .position(|a| a == "--blank")
        .map(|i| args.get(i + 1).expect(usage))
    {
        Some(any) if any == "any" => None,
        Some(cell) => Some(cell.parse().expect(usage)),
        None => Some(0),
    };
    let began = Instant::now();
    let limits = SearchLimits::states(u64::MAX);
    let pdb = if compact {
        PatternDatabase::build_compact(rows, cols, &cells, blank, limits)
    } else {
        PatternDatabase::build(rows, cols, &cells, blank, limits)
    }
    .unwrap_or_else(|e| panic!("{e}"));
    if args.iter().any(|a| a == "--verify") {
        let other = PatternDatabase::build_bytes(rows, cols, &cells, blank, limits).unwrap_or_else(|e| panic!("{e}"));
        let n = rows * cols;
        let mut at = vec![0u8; cells.len()];
        let mut differ = 0u64;
        for index in 0..other.len() {
            gridsolve_core::solvers::slide::pattern::unrank(index, n, &mut at);
            differ += (other.lookup(&at) != pdb.lookup(&at)) as u64;
        }
        println!(
            "compared with the byte builder: {differ} of {} entries differ",
            other.len()
        );
    }
    println!(
        "{rows}x{cols} {cells:?}: {} entries, {} bytes ({}), largest value {}, built in {:.2} s",
        pdb.len(),
        pdb.table_bytes(),
        if pdb.is_compact() {
            "four bits each"
        } else {
            "a byte each"
        },
        pdb.max_value(),
        began.elapsed().as_secs_f64()
    );
}
