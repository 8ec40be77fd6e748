// The page reads a link's `l=` by the core's rule for a `lang` (Lang::from_tag,
// crates/gridsolve-core/src/locale.rs; its cases are visual/api.rs's test):
// en or zh in any case, with subtags; anything else is English.
import { test } from "node:test";
import assert from "node:assert/strict";
import { languageOf } from "../js/i18n.js";

test("a link's l= names a language by the core's tag rule", () => {
  const cases = [
    ["zh", "zh"], ["ZH", "zh"], ["zh-CN", "zh"], ["zh-Hans-CN", "zh"], ["en", "en"], ["EN-us", "en"],
    ["zhfoo", "en"], ["zh\u0000garbage", "en"], ["zh ", "en"], [" zh", "en"], ["zhx", "en"], ["zho", "en"],
    ["zh-", "en"], ["zh_CN", "en"], ["zh-toolongsubtag", "en"], ["fr", "en"], ["", "en"], [null, "en"],
  ];
  for (const [tag, lang] of cases) assert.equal(languageOf(tag), lang, JSON.stringify(tag));
});
