//! The special judge against normal, wrong, malformed and hostile outputs.

use std::io::{self, BufReader, Read};

use gridsolve_core::Algorithm;
use gridsolve_core::judge::check::{Checker, Judgement, Verdict, check};
use gridsolve_core::judge::{CaseReader, JudgeSolver, Problem};
use proptest::prelude::*;

const FLIP: &str = "bwwb\nbbwb\nbwwb\nbwww\n";
const FLIP_IMPOSSIBLE: &str = "bwbw\nwwww\nbbwb\nbwwb\n";
const FRIDGE: &str = "-+--\n----\n----\n-+--\n";
const FRIDGE_ANSWER: &str = "6\n1 1\n1 3\n1 4\n4 1\n4 3\n4 4\n";
const SWAP: &str = "1111\n0000\n1110\n0010\n1010\n0101\n1010\n0101\n";
const EIGHT: &str = "283104765\n";
const HDU: &str = "2 3 4 1 5 x 7 6 8\n1 2 3 4 5 6 8 7 x\n12345678x\n";
const KNIGHTS: &str = "2\n10110\n01*11\n10111\n01001\n00000\n01011\n110*1\n01110\n01010\n00100\n";
const FLIPTILE: &str = "4 4\n1 0 0 1\n0 1 1 0\n0 1 1 0\n1 0 0 1\n2 2\n1 0\n0 0\n";
const LIGHTS: &str = "1\n0 1 1 0 1 0\n1 0 0 1 1 1\n0 0 1 0 0 1\n1 0 0 1 0 1\n0 1 1 1 0 0\n";

/// A sample input of every problem.
fn sample(problem: Problem) -> &'static str {
    match problem {
        Problem::Poj1753 => FLIP,
        Problem::Poj2965 => FRIDGE,
        Problem::P1225 | Problem::P4289 => SWAP,
        Problem::P1379 => EIGHT,
        Problem::Hdu1043 => HDU,
        Problem::P2324 => KNIGHTS,
        Problem::Poj3279 => FLIPTILE,
        Problem::Poj1222 => LIGHTS,
    }
}

/// The jury answer for `input`, written by the solver the checker trusts.
fn jury(problem: Problem, input: &str) -> String {
    let algorithm = Algorithm::Auto;
    let solver = JudgeSolver::new(problem, algorithm).unwrap();
    let mut out = Vec::new();
    for case in CaseReader::new(problem, input.as_bytes()) {
        solver.write_answer(&case.unwrap(), &mut out).unwrap();
    }
    String::from_utf8(out).unwrap()
}

fn judge(problem: Problem, input: &str, output: &[u8]) -> Judgement {
    check(problem, input.as_bytes(), output, jury(problem, input).as_bytes())
}

#[track_caller]
fn assert_verdict(judgement: &Judgement, verdict: Verdict, reason: &str) {
    assert_eq!(judgement.verdict, verdict, "{}", judgement.reason);
    assert_eq!(judgement.reason, reason);
    assert!(!judgement.reason.contains('\n'));
}

#[test]
fn the_judges_own_answers_are_accepted() {
    for (problem, input) in [
        (Problem::Poj1753, FLIP),
        (Problem::Poj1753, FLIP_IMPOSSIBLE),
        (Problem::Poj2965, FRIDGE),
        (Problem::P1225, SWAP),
        (Problem::P4289, SWAP),
    ] {
        let answer = jury(problem, input);
        assert_verdict(
            &judge(problem, input, answer.as_bytes()),
            Verdict::Accepted,
            "1 case, every answer a minimum",
        );
    }
    for problem in Problem::ALL {
        let input = sample(problem);
        let answer = jury(problem, input);
        assert_eq!(
            judge(problem, input, answer.as_bytes()).verdict,
            Verdict::Accepted,
            "{problem:?}"
        );
    }
}

#[test]
fn any_minimum_solution_is_accepted_in_any_order() {
    // Presses commute: every order of the six presses solves.
    let reversed = "6\n4 4\n4 3\n4 1\n1 4\n1 3\n1 1\n";
    assert_eq!(
        judge(Problem::Poj2965, FRIDGE, reversed.as_bytes()).verdict,
        Verdict::Accepted
    );
    // The statement's sample answer for P1225, whatever order the jury used.
    let sample = "4\n1222\n1424\n3242\n4344\n";
    assert_eq!(
        judge(Problem::P1225, SWAP, sample.as_bytes()).verdict,
        Verdict::Accepted
    );
    // The cells of a swap may come in either order.
    let flipped = "4\n2212\n2414\n4232\n4443\n";
    assert_eq!(
        judge(Problem::P1225, SWAP, flipped.as_bytes()).verdict,
        Verdict::Accepted
    );
}

#[test]
fn only_testlib_blanks_separate_tokens() {
    // Found by the fuzzer: a vertical tab after the count was taken as
    // whitespace; testlib treats it as part of the token.
    assert_verdict(
        &judge(Problem::Poj1753, FLIP, b"4\x0b"),
        Verdict::PresentationError,
        "case 1 (line 1): expected a number of moves or 'Impossible', found '4\\x0b'",
    );
}

#[test]
fn whitespace_is_lenient_within_lines() {
    let crlf_no_final_newline = "6\r\n1 1\r\n1\t 3\r\n\r\n1 4   \r\n4 1\r\n4 3\r\n4 4";
    assert_eq!(
        judge(Problem::Poj2965, FRIDGE, crlf_no_final_newline.as_bytes()).verdict,
        Verdict::Accepted
    );
    assert_eq!(judge(Problem::Poj1753, FLIP, b"\n\n   4").verdict, Verdict::Accepted);
    // HDU 1043 is read by line: blanks after the last line count for nothing
    // even without a final newline (as testlib's checker reads it).
    let jury = jury(Problem::Hdu1043, HDU);
    let first = jury.lines().next().unwrap();
    for output in [
        format!("{first}\nunsolvable\t"),
        format!("{first}\r\nunsolvable\r\n \r"),
        format!("{first}  \nunsolvable \n\t"),
    ] {
        let judgement = judge(Problem::Hdu1043, HDU, output.as_bytes());
        assert_eq!(judgement.verdict, Verdict::Accepted, "{output:?}: {}", judgement.reason);
    }
}

#[test]
fn line_breaks_do_not_matter_tokens_do() {
    // testlib reads tokens: the right tokens on other lines are accepted.
    for output in [
        &b"6 1 1 1 3 1 4 4 1 4 3 4 4\n"[..],
        b"6\n1 1 1 3\n1 4\n4 1\n4 3\n4 4\n",
        b"6\n1\n1\n1 3\n1 4\n4 1\n4 3\n4 4\n",
    ] {
        assert_verdict(
            &judge(Problem::Poj2965, FRIDGE, output),
            Verdict::Accepted,
            "1 case, every answer a minimum",
        );
    }
    let two_cases = format!("{FLIP}{FLIP}");
    assert_verdict(
        &judge(Problem::Poj1753, &two_cases, b"4 4\n"),
        Verdict::Accepted,
        "2 cases, every answer a minimum",
    );
    assert_verdict(
        &judge(Problem::P1225, SWAP, b"4\n1 2 2 2\n1424\n3242\n4344\n"),
        Verdict::PresentationError,
        "case 1, move 1 (line 2): expected 4 digits r1c1r2c2, found '1'",
    );
    // A count too big reads the next case's count where a move belongs.
    let two_fridges = format!("{FRIDGE}{FRIDGE}");
    assert_verdict(
        &judge(Problem::Poj2965, &two_fridges, b"7\n1 1\n1 3\n1 4\n4 1\n4 3\n4 4\n6\n"),
        Verdict::WrongAnswer,
        "case 1: expected 6 moves, found 7",
    );
}

#[test]
fn wrong_counts_name_the_case() {
    let input = format!("{FRIDGE}----\n----\n----\n----\n{FRIDGE}");
    let jury_answer = jury(Problem::Poj2965, &input);
    let mut output = jury_answer.replacen("6\n", "7\n", 2);
    // The first case is right, the third says 7.
    output.replace_range(..2, "6\n");
    assert_verdict(
        &check(
            Problem::Poj2965,
            input.as_bytes(),
            output.as_bytes(),
            jury_answer.as_bytes(),
        ),
        Verdict::WrongAnswer,
        "case 3: expected 6 moves, found 7",
    );
    assert_verdict(
        &judge(Problem::P4289, SWAP, b"3\n"),
        Verdict::WrongAnswer,
        "case 1: expected 4 moves, found 3",
    );
}

#[test]
fn impossible_and_numbers_are_told_apart() {
    assert_verdict(
        &judge(Problem::Poj1753, FLIP, b"Impossible\n"),
        Verdict::WrongAnswer,
        "case 1: expected 4 moves, found 'Impossible'",
    );
    assert_verdict(
        &judge(Problem::Poj1753, FLIP_IMPOSSIBLE, b"6\n"),
        Verdict::WrongAnswer,
        "case 1: expected 'Impossible', found 6",
    );
    assert_verdict(
        &judge(Problem::Poj1753, FLIP_IMPOSSIBLE, b"impossible\n"),
        Verdict::WrongAnswer,
        "case 1 (line 1): expected a number of moves or 'Impossible', found 'impossible'",
    );
}

#[test]
fn illegal_moves_and_wrong_boards_are_wrong_answers() {
    assert_verdict(
        &judge(Problem::Poj2965, FRIDGE, b"6\n1 1\n1 3\n1 5\n4 1\n4 3\n4 4\n"),
        Verdict::WrongAnswer,
        "case 1, move 3 (line 4): cell (1, 5) is outside the 4x4 board",
    );
    assert_verdict(
        &judge(Problem::Poj2965, FRIDGE, b"6\n0 1\n"),
        Verdict::WrongAnswer,
        "case 1, move 1 (line 2): cell (0, 1) is outside the 4x4 board",
    );
    assert_verdict(
        &judge(Problem::P1225, SWAP, b"4\n1223\n"),
        Verdict::WrongAnswer,
        "case 1, move 1 (line 2): cells (1, 2) and (2, 3) do not share an edge",
    );
    assert_verdict(
        &judge(Problem::Poj2965, FRIDGE, b"6\n1 1\n1 3\n1 4\n4 1\n4 3\n4 3\n"),
        Verdict::WrongAnswer,
        "case 1: after the 6 moves the board is --++/--++/--++/----, not all '-'",
    );
    assert_verdict(
        &judge(Problem::P1225, SWAP, b"4\n1222\n1424\n3242\n4344\n1111\n"),
        Verdict::PresentationError,
        "extra output after the last case (case 1): '1111' on line 6",
    );
    assert_verdict(
        &judge(Problem::P1225, SWAP, b"4\n1222\n1424\n3242\n"),
        Verdict::PresentationError,
        "case 1: unexpected end of file in the output (line 5), expected move 4 of 4",
    );
}

#[test]
fn hostile_small_outputs_are_judged_without_panic() {
    let cases: [(&[u8], Verdict, &str); 8] = [
        (
            b"",
            Verdict::PresentationError,
            "case 1: unexpected end of file in the output (line 1), expected the answer of case 1",
        ),
        (
            b"  \r\n\n",
            Verdict::PresentationError,
            "case 1: unexpected end of file in the output (line 3), expected the answer of case 1",
        ),
        (
            b"99999999999999999999\n",
            Verdict::WrongAnswer,
            "case 1: expected 6 moves, found 99999999999999999999",
        ),
        (b"-3\n", Verdict::WrongAnswer, "case 1: the count -3 is negative"),
        (
            b"1000000000000000000\n1 1\n",
            Verdict::WrongAnswer,
            "case 1: expected 6 moves, found 1000000000000000000",
        ),
        (
            b"\x00\xff\xfe\n",
            Verdict::PresentationError,
            "case 1 (line 1): expected a number of moves, found '\\x00\\xff\\xfe'",
        ),
        (
            b"06\n",
            Verdict::PresentationError,
            "case 1 (line 1): expected a number of moves, found '06'",
        ),
        (
            b"-9223372036854775809\n",
            Verdict::WrongAnswer,
            "case 1: the count -9223372036854775809 is negative",
        ),
    ];
    for (output, verdict, reason) in cases {
        assert_verdict(&judge(Problem::Poj2965, FRIDGE, output), verdict, reason);
    }
    let long = [b'7'; 100];
    assert_verdict(
        &judge(Problem::Poj2965, FRIDGE, &long),
        Verdict::PresentationError,
        &format!(
            "case 1 (line 1): a token longer than 40 bytes, starting '{}'",
            "7".repeat(40)
        ),
    );
}

#[test]
fn a_wrong_jury_answer_is_a_judge_failure() {
    assert_verdict(
        &check(
            Problem::Poj2965,
            FRIDGE.as_bytes(),
            FRIDGE_ANSWER.as_bytes(),
            &b"8\n"[..],
        ),
        Verdict::JudgeFailure,
        "case 1: the jury answer says 8 moves but the checker finds a minimum of 6",
    );
    // A valid contestant answer shorter than the jury's: the jury is wrong.
    assert_verdict(
        &check(Problem::P4289, SWAP.as_bytes(), &b"4\n"[..], &b"5\n"[..]),
        Verdict::JudgeFailure,
        "case 1: the jury answer says 5 moves but the checker finds a minimum of 4",
    );
    assert_verdict(
        &check(
            Problem::Poj2965,
            FRIDGE.as_bytes(),
            FRIDGE_ANSWER.as_bytes(),
            &b"6\n1 1\n1 3\n1 4\n4 1\n4 3\n4 3\n"[..],
        ),
        Verdict::JudgeFailure,
        "jury answer: case 1: after the 6 moves the board is --++/--++/--++/----, not all '-'",
    );
    assert_verdict(
        &check(Problem::Poj1753, FLIP.as_bytes(), &b"4\n"[..], &b"4\nx\n"[..]),
        Verdict::JudgeFailure,
        "jury answer: extra output after the last case (case 1): 'x' on line 2",
    );
    assert_verdict(
        &check(Problem::Poj1753, b"bwwb\nbxwb\n", &b"4\n"[..], &b"4\n"[..]),
        Verdict::JudgeFailure,
        "the input is not valid: case 1, line 2, column 2: expected 'b' or 'w', found 'x'",
    );
    assert_verdict(
        &check(Problem::Poj1753, b"\n", &b"4\n"[..], &b"4\n"[..]),
        Verdict::JudgeFailure,
        "the input holds no case",
    );
}

/// A reader of `len` bytes repeating `pattern` after `head`, counting what
/// was read: hundreds of megabytes without touching the disk.
struct Stream {
    head: Vec<u8>,
    pattern: &'static [u8],
    len: u64,
    read: std::rc::Rc<std::cell::Cell<u64>>,
}

impl Read for Stream {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        let pos = self.read.get();
        if pos >= self.len {
            return Ok(0);
        }
        let n = buf.len().min((self.len - pos) as usize);
        for (i, b) in buf[..n].iter_mut().enumerate() {
            let at = pos + i as u64;
            *b = match self.head.get(at as usize) {
                Some(&h) => h,
                None => {
                    let k = (at - self.head.len() as u64) % self.pattern.len() as u64;
                    self.pattern[k as usize]
                }
            };
        }
        self.read.set(pos + n as u64);
        Ok(n)
    }
}

fn judge_stream(head: &str, pattern: &'static [u8], len: u64) -> (Judgement, u64) {
    let read = std::rc::Rc::new(std::cell::Cell::new(0));
    let stream = Stream {
        head: head.as_bytes().to_vec(),
        pattern,
        len,
        read: read.clone(),
    };
    let checker = Checker::new(Problem::Poj2965).unwrap();
    let judgement = checker.check(FRIDGE.as_bytes(), BufReader::new(stream), FRIDGE_ANSWER.as_bytes());
    (judgement, read.get())
}

const HUGE: u64 = 200 << 20;

#[test]
fn hundreds_of_megabytes_stop_at_the_first_fatal_error() {
    // Lines of moves after a count: rejected after the sixth move.
    let (judgement, read) = judge_stream("6\n", b"1 1\n", HUGE);
    assert_eq!(judgement.verdict, Verdict::WrongAnswer);
    assert!(read < 1 << 20, "read {read} bytes");
    // A count of 10^18 and endless lines: rejected at the count.
    let (judgement, read) = judge_stream("1000000000000000000\n", b"4 4\n", HUGE);
    assert_eq!(judgement.reason, "case 1: expected 6 moves, found 1000000000000000000");
    assert!(read < 1 << 20);
    // One endless token: rejected after 40 bytes.
    let (judgement, read) = judge_stream("", b"1", HUGE);
    assert_eq!(judgement.verdict, Verdict::PresentationError);
    assert!(read < 1 << 20);
    // A correct answer, then an extra line repeated forever.
    let (judgement, read) = judge_stream(FRIDGE_ANSWER, b"4 4\n", HUGE);
    assert_eq!(judgement.verdict, Verdict::PresentationError);
    assert!(read < 1 << 20);
}

#[test]
fn hundreds_of_megabytes_of_whitespace_are_streamed() {
    // Only whitespace after a correct answer: it must all be read to know
    // that nothing follows; the tokenizer holds one buffer, never the stream.
    let (judgement, read) = judge_stream(FRIDGE_ANSWER, b" \r\n\t", HUGE);
    assert_eq!(judgement.verdict, Verdict::Accepted, "{}", judgement.reason);
    assert_eq!(read, HUGE);
}

/// Replays every output the fuzzer or the property test once found
/// interesting; each file is a fuzz input (see `fuzz_input`).
#[test]
fn regressions_are_judged_without_panic() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/regressions/check");
    let mut seen = 0;
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        let data = std::fs::read(&path).unwrap();
        let (problem, input, answer, output) = fuzz_input(&data);
        let judgement = check(problem, input.as_bytes(), output, answer.as_bytes());
        assert_ne!(
            judgement.verdict,
            Verdict::JudgeFailure,
            "{}: {}",
            path.display(),
            judgement.reason
        );
        assert!(!judgement.reason.contains('\n'));
        seen += 1;
    }
    assert!(seen > 0, "no regression files in {dir}");
}

/// Decodes a fuzz input the way `fuzz/fuzz_targets/check.rs` does: byte 0
/// picks the problem, bytes 1-2 the start board, byte 3 the rotation that
/// makes the target board of the swap problems (same number of pieces);
/// the rest is the contestant's output. Returns the input, the jury answer
/// and the output.
fn fuzz_input(data: &[u8]) -> (Problem, String, String, &[u8]) {
    let get = |i: usize| data.get(i).copied().unwrap_or(0);
    let problem = Problem::ALL[get(0) as usize % 4];
    let start = u16::from_le_bytes([get(1), get(2)]);
    let target = start.rotate_left(u32::from(get(3) % 16));
    let board = |state: u16| {
        let b = gridsolve_core::Board::from_small(4, 4, u64::from(state));
        problem.render(&b)
    };
    let mut input = board(start);
    if problem.is_swap() {
        input.push_str(&board(target));
    }
    let answer = jury(problem, &input);
    (problem, input, answer, data.get(4..).unwrap_or(&[]))
}

/// Outputs built from a correct answer by one edit.
fn mutated(answer: String) -> impl Strategy<Value = Vec<u8>> {
    let len = answer.len();
    let bytes = answer.into_bytes();
    (0..4u8, 0..len.max(1), any::<u8>(), 0..len + 1).prop_map(move |(kind, at, byte, cut)| {
        let mut out = bytes.clone();
        match kind {
            0 => out[at.min(len - 1)] = byte,
            1 => out.insert(at, byte),
            2 => {
                out.remove(at.min(len - 1));
            }
            _ => out.truncate(cut),
        }
        out
    })
}

/// Whether `output` holds exactly the tokens of `answer`, wherever its
/// lines break (what the checker accepts for a unique answer).
fn same_tokens(output: &[u8], answer: &str) -> bool {
    let tokens = |text: &[u8]| -> Vec<Vec<u8>> {
        text.split(|b| b" \t\r\n".contains(b))
            .filter(|t| !t.is_empty())
            .map(<[u8]>::to_vec)
            .collect()
    };
    tokens(output) == tokens(answer.as_bytes())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(400))]

    #[test]
    fn random_bytes_never_panic_or_blame_the_jury(output in proptest::collection::vec(any::<u8>(), 0..64)) {
        for problem in Problem::ALL {
            let judgement = judge(problem, sample(problem), &output);
            prop_assert_ne!(judgement.verdict, Verdict::JudgeFailure);
            prop_assert!(!judgement.reason.contains('\n'));
        }
    }

    #[test]
    fn one_edit_of_the_unique_fridge_answer_is_accepted_only_if_harmless(
        output in mutated(FRIDGE_ANSWER.to_string())
    ) {
        // POJ 2965's minimum press set is unique, so an edited answer is
        // right exactly when it holds the same tokens
        // (whitespace changes only) or reorders the presses.
        let judgement = judge(Problem::Poj2965, FRIDGE, &output);
        prop_assert_ne!(judgement.verdict, Verdict::JudgeFailure);
        if judgement.verdict == Verdict::Accepted {
            prop_assert!(same_tokens(&output, FRIDGE_ANSWER), "{:?}", String::from_utf8_lossy(&output));
        } else if same_tokens(&output, FRIDGE_ANSWER) {
            prop_assert!(false, "rejected {:?}: {}", String::from_utf8_lossy(&output), judgement.reason);
        }
    }

    #[test]
    fn edited_swap_answers_are_accepted_only_when_they_replay(
        output in mutated("4\n1222\n1424\n3242\n4344\n".to_string())
    ) {
        let judgement = judge(Problem::P1225, SWAP, &output);
        prop_assert_ne!(judgement.verdict, Verdict::JudgeFailure);
        if judgement.verdict == Verdict::Accepted {
            // Replay independently: four 4-digit moves reaching the target.
            let text = String::from_utf8(output.clone()).unwrap();
            let tokens: Vec<&str> = text.split_whitespace().collect();
            prop_assert_eq!(tokens.len(), 5);
            prop_assert_eq!(tokens[0], "4");
            let mut board = gridsolve_core::Board::parse("1111\n0000\n1110\n0010").unwrap();
            for t in &tokens[1..] {
                let d: Vec<usize> = t.bytes().map(|b| (b - b'1') as usize).collect();
                let (a, b) = ((d[0], d[1]), (d[2], d[3]));
                prop_assert_eq!(a.0.abs_diff(b.0) + a.1.abs_diff(b.1), 1);
                let (va, vb) = (board.get(a), board.get(b));
                board.set(a, vb);
                board.set(b, va);
            }
            prop_assert_eq!(board, gridsolve_core::Board::parse("1010\n0101\n1010\n0101").unwrap());
        }
    }
}

/// Whether `output` answers [`HDU`]'s three cases (19 moves, unsolvable,
/// already solved) with shortest paths, read line by line as the checker
/// reads HDU 1043: blanks at either end of a line ignored, an empty last
/// answer may be left out, nothing but blank lines after.
fn hdu_output_is_right(output: &[u8]) -> bool {
    let start = [2u8, 3, 4, 1, 5, 0, 7, 6, 8];
    let goal = [1u8, 2, 3, 4, 5, 6, 7, 8, 0];
    let trim = |line: &[u8]| -> Vec<u8> {
        let blank = |b: &u8| matches!(b, b' ' | b'\t' | b'\r');
        let from = line.iter().position(|b| !blank(b)).unwrap_or(line.len());
        let to = line.iter().rposition(|b| !blank(b)).map_or(from, |i| i + 1);
        line[from..to.max(from)].to_vec()
    };
    let mut lines: Vec<Vec<u8>> = output.split(|&b| b == b'\n').map(trim).collect();
    if lines.len() == 2 {
        lines.push(Vec::new()); // the empty last answer, left out
    }
    if lines.len() < 3 || lines[3..].iter().any(|l| !l.is_empty()) {
        return false;
    }
    let replays = |path: &[u8]| {
        let mut board = start;
        for &letter in path {
            let at = board.iter().position(|&t| t == 0).unwrap();
            let (r, c) = (at / 3, at % 3);
            let to = match letter {
                b'u' if r > 0 => at - 3,
                b'd' if r < 2 => at + 3,
                b'l' if c > 0 => at - 1,
                b'r' if c < 2 => at + 1,
                _ => return false,
            };
            board.swap(at, to);
        }
        board == goal
    };
    lines[0].len() == 19 && replays(&lines[0]) && lines[1] == b"unsolvable" && lines[2].is_empty()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(600))]

    #[test]
    fn one_edit_of_an_hdu_answer_is_accepted_exactly_when_it_is_still_a_shortest_path(
        output in mutated(jury(Problem::Hdu1043, HDU))
    ) {
        let judgement = judge(Problem::Hdu1043, HDU, &output);
        prop_assert_ne!(judgement.verdict, Verdict::JudgeFailure, "{}", judgement.reason);
        prop_assert_eq!(
            judgement.verdict == Verdict::Accepted,
            hdu_output_is_right(&output),
            "{:?}: {}",
            String::from_utf8_lossy(&output),
            judgement.reason
        );
    }

    #[test]
    fn one_edit_of_a_fliptile_answer_is_accepted_only_if_unchanged_in_tokens(
        output in mutated(jury(Problem::Poj3279, FLIPTILE))
    ) {
        // The grid is unique (fewest, then lexicographically smallest): only
        // the same tokens, however the lines break, are right.
        let judgement = judge(Problem::Poj3279, FLIPTILE, &output);
        prop_assert_ne!(judgement.verdict, Verdict::JudgeFailure, "{}", judgement.reason);
        let answer = jury(Problem::Poj3279, FLIPTILE);
        prop_assert_eq!(judgement.verdict == Verdict::Accepted, same_tokens(&output, &answer));
    }
}
