// Compare mode's table: every algorithm on the same board, its answer and
// how many states it expanded and stored, with a bar for the latter.
import { t } from "./i18n.js";

/// The table of the core's compare rows.
export function compareTable(rows) {
  const max = Math.max(1, ...rows.map((r) => r.stats.states_discovered));
  const table = document.createElement("table");
  const head = table.insertRow();
  for (const key of ["algorithm", "answer", "expanded", "stored"]) {
    const th = document.createElement("th");
    th.textContent = t(key);
    head.appendChild(th);
  }
  // The bar column's header: named for screen readers (an empty header
  // cell names nothing), the bars say it to the eye.
  const barHead = document.createElement("th");
  const barName = document.createElement("span");
  barName.className = "sr-only";
  barName.textContent = t("storedBar");
  barHead.appendChild(barName);
  head.appendChild(barHead);
  for (const r of rows) {
    const tr = table.insertRow();
    tr.dataset.algorithm = r.algorithm;
    const name = tr.insertCell();
    name.textContent = t("algoNames")[r.algorithm] ?? r.algorithm;
    if (r.error) {
      const td = tr.insertCell();
      td.colSpan = 4;
      td.className = "na";
      td.textContent = `${t("notAvailable")}: ${r.error}`;
      continue;
    }
    tr.insertCell().textContent = r.answer ?? t("impossible");
    tr.insertCell().textContent = r.stats.states_expanded.toLocaleString();
    tr.insertCell().textContent = r.stats.states_discovered.toLocaleString();
    const bar = document.createElement("span");
    bar.className = "cbar";
    bar.style.width = `${Math.max(2, (r.stats.states_discovered / max) * 100)}%`;
    tr.insertCell().appendChild(bar);
  }
  return table;
}
