// Screenshots for a person to look at, not a test: every mode and a few
// lesson steps at 1280 x 800 and 390 x 844, in English and 中文, into
// web/test-results/look/ (or LOOK_DIR). After scripts/build-site.sh target/site:
//
//   cd web && node tests/look.mjs [part of a name, e.g. phone-zh]
import { mkdirSync } from "node:fs";
import path from "node:path";
import { startStatic, startBrowser, shots } from "./harness.mjs";
const out = process.env.LOOK_DIR || path.join(shots, "look");
mkdirSync(out, { recursive: true });
const filter = process.argv[2] ?? "";
const server = await startStatic();
const browser = await startBrowser();
const errors = [];
const views = {
  "watch-flip": ["#p=flip&s=1001-1101-1001-1000&a=bfs&l=LANG&e=40", null],
  "watch-toggle-end": ["#p=toggle&s=0100-0000-0000-0100&a=bfs&l=LANG", "end"],
  "watch-astar-slide": ["#p=slide&s=2.8.3-1.0.4-7.6.5&t=1.2.3-8.0.4-7.6.5&a=astar&l=LANG&e=1", null],
  "watch-bibfs": ["#p=flip&s=1001-1101-1001-1000&a=bibfs&l=LANG&e=300", null],
  "watch-ida-knight": ["#p=knight&s=11101-01111-00111-0000*-00010&t=11111-01111-00*11-00001-00000&a=idastar&l=LANG&e=30", null],
  "walk": ["#p=flip&s=1001-1101-1001-1000&a=bfs&l=LANG", "walk"],
  "learn-1.2": ["#learn=1.2&l=LANG", null],
  "learn-5.1": ["#learn=5.1&l=LANG", null],
  "learn-ex": ["#learn=2.5&l=LANG", null],
  "quiz": ["#p=flip&s=1001-1101-1001-1000&a=bfs&l=LANG&m=quiz", null],
  "play": ["#p=flip&s=1001-1101-1001-1000&a=bfs&l=LANG&m=play", null],
  "compare": ["#p=flip&s=1001-1101-1001-1000&a=bfs&l=LANG&m=compare", null],
  "impossible": ["#p=flip&s=1000-0000-0000-0000&a=bfs&l=LANG", "end"],
};
for (const [w, h, tag] of [[1280, 800, "desk"], [390, 844, "phone"]]) {
  for (const lang of ["en", "zh"]) {
    for (const [name, [hash, action]] of Object.entries(views)) {
      const id = `${tag}-${lang}-${name}`;
      if (!id.includes(filter)) continue;
      const page = await browser.context.newPage();
      page.on("pageerror", (e) => errors.push(`${id}: ${e.message}`));
      await page.setViewportSize({ width: w, height: h });
      await page.goto(server.url + hash.replace("LANG", lang));
      await page.waitForSelector("body[data-ready=true]");
      if (action === "end") { await page.click('[data-testid="solve"]'); await page.waitForFunction(() => !document.querySelector('[data-testid="solve"]').disabled); await page.click('[data-testid="end"]'); }
      if (action === "walk") { await page.click('[data-testid="solve"]'); await page.waitForFunction(() => !document.querySelector('[data-testid="solve"]').disabled); await page.click('[data-testid="end"]'); await page.click('[data-testid="step"]'); await page.click('[data-testid="step"]'); }
      await page.waitForTimeout(name.startsWith("quiz") || name === "play" || name === "compare" ? 1500 : 400);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      await page.screenshot({ path: `${out}/${id}.png`, fullPage: false });
      console.log(id, "scrollWidth", width);
      await page.close();
    }
  }
}
console.log(errors.join("\n"));
await browser.close();
server.stop();
