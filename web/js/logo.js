// The pixel-font title, drawn on a canvas (no image file, no web font).
const $ = (id) => document.getElementById(id);

export function drawLogo() {
  // A 5x7 pixel font, only the letters the title needs.
  const glyphs = {
    G: [".###.", "#...#", "#....", "#.###", "#...#", "#...#", ".###."],
    R: ["####.", "#...#", "#...#", "####.", "#.#..", "#..#.", "#...#"],
    I: [".###.", "..#..", "..#..", "..#..", "..#..", "..#..", ".###."],
    D: ["####.", "#...#", "#...#", "#...#", "#...#", "#...#", "####."],
    S: [".####", "#....", "#....", ".###.", "....#", "....#", "####."],
    O: [".###.", "#...#", "#...#", "#...#", "#...#", "#...#", ".###."],
    L: ["#....", "#....", "#....", "#....", "#....", "#....", "#####"],
    V: ["#...#", "#...#", "#...#", "#...#", "#...#", ".#.#.", "..#.."],
    E: ["#####", "#....", "#....", "####.", "#....", "#....", "#####"],
  };
  const canvas = $("logo");
  const g = canvas.getContext("2d");
  if (!g) return;
  const px = 4;
  g.clearRect(0, 0, canvas.width, canvas.height);
  [..."GRIDSOLVE"].forEach((ch, k) => {
    glyphs[ch].forEach((line, y) => {
      [...line].forEach((dot, x) => {
        if (dot !== "#") return;
        const X = 2 + (k * 6 + x) * px;
        const Y = 2 + y * px;
        g.fillStyle = "#1a1c2c";
        g.fillRect(X + px / 2 + 1, Y + px / 2 + 1, px, px);
        g.fillStyle = k < 4 ? "#ffcd75" : "#73eff7";
        g.fillRect(X, Y, px, px);
      });
    });
  });
}
