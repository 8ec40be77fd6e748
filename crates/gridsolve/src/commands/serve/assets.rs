//! The static files of the visualizer page, compiled into the binary so that
//! `gridsolve serve` works from any folder. `build.rs` lists them: every
//! file of `web/` but its tests, and the page's WebAssembly (`/pkg/`) when
//! `scripts/build-site.sh` has built it.

/// One static file: its content type and bytes.
pub struct Asset {
    pub content_type: &'static str,
    pub bytes: &'static [u8],
}

/// Every file of the page: (URL path, content type, bytes).
const FILES: &[(&str, &str, &[u8])] = include!(concat!(env!("OUT_DIR"), "/assets.rs"));

/// The file served at `path`, if any (`/` is `/index.html`).
pub fn asset(path: &str) -> Option<Asset> {
    let path = if path == "/" { "/index.html" } else { path };
    FILES
        .iter()
        .find(|(p, _, _)| *p == path)
        .map(|&(_, content_type, bytes)| Asset { content_type, bytes })
}

/// Whether the page's WebAssembly is compiled in.
pub fn has_wasm() -> bool {
    asset("/pkg/gridsolve_wasm_bg.wasm").is_some()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_page_and_its_files_are_served_with_their_types() {
        let page = asset("/").expect("the page");
        assert_eq!(page.content_type, "text/html; charset=utf-8");
        assert!(std::str::from_utf8(page.bytes).unwrap().contains("<html"));
        assert!(asset("/tests/harness.mjs").is_none(), "the page's tests are not served");
        assert!(asset("/package.json").is_none());
        assert!(asset("/../Cargo.toml").is_none());
        if has_wasm() {
            assert_eq!(
                asset("/pkg/gridsolve_wasm_bg.wasm").unwrap().content_type,
                "application/wasm"
            );
            assert_eq!(
                asset("/pkg/gridsolve_wasm.js").unwrap().content_type,
                "text/javascript; charset=utf-8"
            );
        }
    }
}
