// The view in the URL's hash, so that a link reopens exactly this view:
// #p=flip&s=1001-1101-1001-1000&a=bfs&l=en&e=42 (t= the target, embed=1 for
// the embed mode, learn=3.2 for step 2 of lesson 3). Rows are joined with
// "-"; tiles within a row with ".".

/// The view a hash describes (fields absent from the hash are left out).
export function readHash(hash = location.hash) {
  const params = new URLSearchParams(hash.replace(/^#/, ""));
  const rows = (value) => (value ? value.split("-").map((row) => row.replaceAll(".", " ")) : undefined);
  const view = {};
  if (params.has("p")) view.puzzle = params.get("p");
  if (params.has("s")) view.start = rows(params.get("s"));
  if (params.has("t")) view.target = rows(params.get("t"));
  if (params.has("a")) view.algorithm = params.get("a");
  if (params.has("l")) view.lang = params.get("l");
  if (params.has("e")) view.event = Math.max(0, parseInt(params.get("e"), 10) || 0);
  if (params.has("m")) view.mode = params.get("m");
  if (params.has("learn")) view.learn = params.get("learn");
  view.embed = params.get("embed") === "1" || hash === "#embed";
  return view;
}

/// The hash of a view ({puzzle, start, target?, algorithm, lang, event?,
/// mode?, embed?, learn?}); learn=L.S is a step of Learn mode.
export function hashOf(view) {
  const rows = (lines) => lines.map((row) => row.trim().replace(/\s+/g, ".")).join("-");
  const params = new URLSearchParams();
  params.set("p", view.puzzle);
  params.set("s", rows(view.start));
  if (view.target) params.set("t", rows(view.target));
  params.set("a", view.algorithm);
  params.set("l", view.lang);
  if (view.mode && view.mode !== "watch") params.set("m", view.mode);
  if (view.event !== undefined && view.event !== null) params.set("e", String(view.event));
  if (view.embed) params.set("embed", "1");
  if (view.learn) params.set("learn", view.learn);
  return "#" + params.toString();
}

/// Puts the view in the address bar without a new history entry.
export function writeHash(view) {
  const hash = hashOf(view);
  if (location.hash !== hash) history.replaceState(null, "", hash);
}

/// Copies the page's address; where the clipboard is not allowed, shows it selected.
export async function copyLink(fallbackInput) {
  try {
    await navigator.clipboard.writeText(location.href);
    fallbackInput.hidden = true;
    return true;
  } catch {
    fallbackInput.hidden = false;
    fallbackInput.value = location.href;
    fallbackInput.select();
    return false;
  }
}
