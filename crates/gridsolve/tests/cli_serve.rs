//! `gridsolve serve`: the real binary on a free port, spoken to over
//! 127.0.0.1 with nothing but `std::net`.

use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpStream;
use std::process::{Child, Command, Stdio};
use std::time::Duration;

use serde_json::Value;

/// The server process; killed when dropped, so a failing test leaves nothing behind.
struct Server {
    child: Child,
    port: u16,
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn start() -> Server {
    let mut child = Command::new(env!("CARGO_BIN_EXE_gridsolve"))
        .args(["serve", "--port", "0"])
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("start gridsolve serve");
    let mut line = String::new();
    BufReader::new(child.stdout.take().unwrap())
        .read_line(&mut line)
        .unwrap();
    let port = line
        .split("http://127.0.0.1:")
        .nth(1)
        .and_then(|rest| rest.split('/').next())
        .and_then(|p| p.parse().ok())
        .unwrap_or_else(|| panic!("no URL in {line:?}"));
    Server { child, port }
}

/// Sends one request and returns the status code and body.
fn http(server: &Server, method: &str, path: &str, body: &str) -> (u16, String) {
    let mut stream = TcpStream::connect(("127.0.0.1", server.port)).expect("connect");
    stream.set_read_timeout(Some(Duration::from_secs(30))).unwrap();
    write!(
        stream,
        "{method} {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: {}\r\n\r\n{body}",
        body.len()
    )
    .unwrap();
    let mut response = String::new();
    stream.read_to_string(&mut response).unwrap();
    let (head, body) = response.split_once("\r\n\r\n").expect("a header block");
    let status = head
        .split(' ')
        .nth(1)
        .and_then(|s| s.parse().ok())
        .expect("a status code");
    (status, body.to_string())
}

fn json(body: &str) -> Value {
    serde_json::from_str(body).unwrap_or_else(|e| panic!("not JSON ({e}): {body}"))
}

#[test]
fn serves_the_page_and_its_assets() {
    let server = start();
    let (status, page) = http(&server, "GET", "/", "");
    assert_eq!(status, 200);
    for id in [
        "puzzle",
        "board",
        "target",
        "solve",
        "step",
        "back",
        "play",
        "speed",
        "reset",
        "mute",
        "queue",
        "narration",
        "answer",
        "lang",
    ] {
        assert!(
            page.contains(&format!("data-testid=\"{id}\"")),
            "data-testid {id} is on the page"
        );
    }
    for outside in ["src=\"http", "href=\"http", "src=\"//", "href=\"//"] {
        assert!(
            !page.contains(outside),
            "the page loads nothing from elsewhere ({outside})"
        );
    }
    let (status, js) = http(&server, "GET", "/app.js", "");
    assert_eq!(status, 200);
    assert!(js.contains("/api/trace"));
    assert!(!js.contains("http"), "the script talks only to its own server");
    let (status, css) = http(&server, "GET", "/style.css", "");
    assert_eq!(status, 200);
    assert!(
        !css.contains("url(") && !css.contains("@import"),
        "no fonts or images from anywhere"
    );
    assert_eq!(http(&server, "GET", "/secrets.txt", "").0, 404);
    assert_eq!(http(&server, "DELETE", "/", "").0, 405);
}

#[test]
fn traces_the_three_judge_samples() {
    let server = start();
    let cases = [
        (r#"{"puzzle":"flip","start":["1001","1101","1001","1000"]}"#, 4),
        (r#"{"puzzle":"toggle","start":["0100","0000","0000","0100"]}"#, 6),
        (
            r#"{"puzzle":"swap","start":["1111","0000","1110","0010"],"target":["1010","0101","1010","0101"]}"#,
            4,
        ),
    ];
    for (request, answer) in cases {
        let (status, body) = http(&server, "POST", "/api/trace", request);
        assert_eq!(status, 200, "{body}");
        let v = json(&body);
        assert_eq!(v["answer"], answer, "{request}");
        assert_eq!(v["path"].as_array().unwrap().len(), answer);
        let events = v["events"].as_array().unwrap();
        assert_eq!(events[0]["kind"], "dequeue");
        assert_eq!(events[0]["state"], v["start"]);
        assert_eq!(events.last().unwrap()["kind"], "goal");
        assert_eq!(events.last().unwrap()["depth"], answer);
    }
    // The swap sample's start is the write-ups' state 61666.
    let (_, body) = http(
        &server,
        "GET",
        "/api/trace?puzzle=swap&start=1111/0000/1110/0010&target=1010/0101/1010/0101&limit=10",
        "",
    );
    let v = json(&body);
    assert_eq!(v["start"], 61666);
    assert_eq!(v["truncated"], true);
    assert_eq!(v["events"].as_array().unwrap().len(), 11, "10 events and the goal");
}

#[test]
fn compares_the_algorithms() {
    let server = start();
    let (status, body) = http(
        &server,
        "POST",
        "/api/compare",
        r#"{"puzzle":"flip","start":["1001","1101","1001","1000"]}"#,
    );
    assert_eq!(status, 200);
    let rows = json(&body);
    let bfs = rows
        .as_array()
        .unwrap()
        .iter()
        .find(|r| r["algorithm"] == "bfs")
        .expect("a bfs row");
    assert_eq!(bfs["answer"], 4);
    assert!(bfs["stats"]["states_discovered"].as_u64().unwrap() > 100);
}

#[test]
fn bad_requests_get_precise_errors() {
    let server = start();
    let error = |method: &str, path: &str, body: &str, status: u16| {
        let (got, text) = http(&server, method, path, body);
        assert_eq!(got, status, "{text}");
        json(&text)["error"].as_str().unwrap().to_string()
    };
    assert!(error("POST", "/api/trace", "{", 400).contains("not valid JSON"));
    assert!(error("POST", "/api/trace", r#"{"puzzle":"chess","start":["1"]}"#, 400).contains("unknown variant"));
    assert!(
        error("POST", "/api/trace", r#"{"puzzle":"flip","start":["12"]}"#, 400).contains("start board is not valid")
    );
    assert!(error(
        "POST",
        "/api/trace",
        r#"{"puzzle":"flip","start":["111111","111111","111111","111111","111111"]}"#,
        400
    )
    .contains("at most 25"));
    assert!(error("POST", "/api/trace", r#"{"puzzle":"swap","start":["10"]}"#, 400).contains("needs a target"));
    let huge = format!(r#"{{"puzzle":"flip","start":["{}"]}}"#, "0".repeat(20_000));
    assert!(error("POST", "/api/trace", &huge, 413).contains("larger than"));
    assert!(error("GET", "/api/trace?puzzle=flip", "", 400).contains("missing start"));
}

#[test]
fn a_busy_port_is_an_io_error() {
    let server = start();
    let output = Command::new(env!("CARGO_BIN_EXE_gridsolve"))
        .args(["serve", "--port", &server.port.to_string()])
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(3));
    assert!(String::from_utf8_lossy(&output.stderr).contains(&format!("cannot listen on 127.0.0.1:{}", server.port)));
}
