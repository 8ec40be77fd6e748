//! Fuzzes the judge input reader: byte 0 picks the problem, the rest is the
//! input. No panic; case numbers count up from 1; an error ends the cases;
//! every case read is a board the problem accepts (every problem, every family).
#![no_main]

use gridsolve_core::judge::{eight, fliptile, knights, CaseReader, Family, Problem};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Some((&pick, input)) = data.split_first() else {
        return;
    };
    let problem = Problem::ALL[pick as usize % Problem::ALL.len()];
    let mut expected = 1;
    let mut failed = false;
    for case in CaseReader::new(problem, input) {
        assert!(!failed, "a case after an error");
        match case {
            Ok(case) => {
                assert_eq!(case.number, expected);
                match problem.family() {
                    Family::Eight => {
                        let mut tiles = eight::tiles(case.start);
                        tiles.sort_unstable();
                        assert_eq!(tiles, [0, 1, 2, 3, 4, 5, 6, 7, 8]);
                        if problem == Problem::P1379 {
                            assert!(eight::solvable(case.start, eight::P1379_GOAL));
                        }
                    }
                    Family::Knights => assert!(knights::blank(case.start) < knights::CELLS),
                    Family::PressGrid => {
                        let (rows, cols) = (case.flip_board.rows(), case.flip_board.cols());
                        assert!((1..=fliptile::MAX_SIDE).contains(&rows) && (1..=fliptile::MAX_SIDE).contains(&cols));
                    }
                    Family::Toggle4 | Family::Swap4 => {
                        assert!(case.start < 1 << 16 && case.target < 1 << 16);
                        if problem.is_swap() {
                            assert_eq!(case.start.count_ones(), case.target.count_ones());
                        } else {
                            assert_eq!(case.target, 0);
                        }
                    }
                }
                assert!(case.line >= 1);
            }
            Err(e) => {
                // The count of cases and what follows the last case belong to no case.
                assert!(e.case == expected || e.case == 0 && problem.counts_cases(), "{e}");
                assert!(!e.to_string().contains('\n'));
                failed = true;
            }
        }
        expected += 1;
    }
});
