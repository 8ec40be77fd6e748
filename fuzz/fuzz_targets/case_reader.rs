//! Fuzzes the judge input reader: byte 0 picks the problem, the rest is the
//! input. No panic; case numbers count up from 1; an error ends the cases;
//! every case read is a board the problem accepts.
#![no_main]

use gridsolve_core::judge::{CaseReader, Problem};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Some((&pick, input)) = data.split_first() else {
        return;
    };
    let problem = Problem::ALL[pick as usize % 4];
    let mut expected = 1;
    let mut failed = false;
    for case in CaseReader::new(problem, input) {
        assert!(!failed, "a case after an error");
        match case {
            Ok(case) => {
                assert_eq!(case.number, expected);
                assert!(case.start < 1 << 16 && case.target < 1 << 16);
                if problem.is_swap() {
                    assert_eq!(case.start.count_ones(), case.target.count_ones());
                } else {
                    assert_eq!(case.target, 0);
                }
                assert!(case.line >= 1);
            }
            Err(e) => {
                assert_eq!(e.case, expected);
                assert!(!e.to_string().contains('\n'));
                failed = true;
            }
        }
        expected += 1;
    }
});
