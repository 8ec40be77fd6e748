//! The static files of the visualizer page, compiled into the binary so that
//! `gridsolve serve` works from any folder. This table is the one place that
//! says which files the page has.

/// One static file: its content type and bytes.
pub struct Asset {
    pub content_type: &'static str,
    pub bytes: &'static [u8],
}

/// Every path the page is served under, with its file.
pub const ASSETS: &[(&str, Asset)] = &[
    ("/", HTML),
    ("/index.html", HTML),
    (
        "/app.js",
        Asset {
            content_type: "text/javascript; charset=utf-8",
            bytes: include_bytes!("../../../../../web/app.js"),
        },
    ),
    (
        "/style.css",
        Asset {
            content_type: "text/css; charset=utf-8",
            bytes: include_bytes!("../../../../../web/style.css"),
        },
    ),
];

const HTML: Asset = Asset {
    content_type: "text/html; charset=utf-8",
    bytes: include_bytes!("../../../../../web/index.html"),
};

/// The file served at `path`, if any.
pub fn asset(path: &str) -> Option<&'static Asset> {
    ASSETS.iter().find(|(p, _)| *p == path).map(|(_, a)| a)
}
