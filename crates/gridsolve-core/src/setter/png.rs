//! A small raster canvas written as PNG, for statements whose platform takes
//! no SVG (problemtools accepts PNG and JPEG images only). Cells, frames and
//! a 3 x 5 pixel font of the few characters the pictures use, scaled 3
//! times; the image data is stored uncompressed in the zlib stream (a board
//! picture is a few kilobytes either way), so no compressor is needed.

/// An RGB canvas.
pub struct Canvas {
    width: usize,
    height: usize,
    pixels: Vec<[u8; 3]>,
}

/// Each glyph: 5 rows of 3 bits, the leftmost pixel the highest bit.
fn glyph(ch: char) -> Option<[u8; 5]> {
    Some(match ch {
        '0' => [0b111, 0b101, 0b101, 0b101, 0b111],
        '1' => [0b010, 0b110, 0b010, 0b010, 0b111],
        '2' => [0b111, 0b001, 0b111, 0b100, 0b111],
        '3' => [0b111, 0b001, 0b111, 0b001, 0b111],
        '4' => [0b101, 0b101, 0b111, 0b001, 0b001],
        '5' => [0b111, 0b100, 0b111, 0b001, 0b111],
        '6' => [0b111, 0b100, 0b111, 0b101, 0b111],
        '7' => [0b111, 0b001, 0b010, 0b010, 0b010],
        '8' => [0b111, 0b101, 0b111, 0b101, 0b111],
        '9' => [0b111, 0b101, 0b111, 0b001, 0b111],
        '+' => [0b000, 0b010, 0b111, 0b010, 0b000],
        'X' => [0b101, 0b101, 0b010, 0b101, 0b101],
        '*' => [0b000, 0b101, 0b010, 0b101, 0b000],
        '^' => [0b010, 0b111, 0b010, 0b010, 0b010],
        'v' => [0b010, 0b010, 0b010, 0b111, 0b010],
        '<' => [0b000, 0b010, 0b111, 0b010, 0b000],
        '>' => [0b000, 0b010, 0b111, 0b010, 0b000],
        '=' => [0b000, 0b111, 0b000, 0b111, 0b000],
        _ => return None,
    })
}

const SCALE: usize = 3;
const INK: [u8; 3] = [0, 0, 0];

impl Canvas {
    /// A white canvas of `width` x `height` pixels (before scaling).
    pub fn new(width: usize, height: usize) -> Canvas {
        Canvas {
            width,
            height,
            pixels: vec![[255, 255, 255]; width * height],
        }
    }

    fn put(&mut self, x: usize, y: usize, colour: [u8; 3]) {
        if x < self.width && y < self.height {
            self.pixels[y * self.width + x] = colour;
        }
    }

    /// Fills the rectangle at (`x`, `y`), `w` x `h` pixels, with `colour`.
    pub fn fill(&mut self, x: usize, y: usize, w: usize, h: usize, colour: [u8; 3]) {
        for yy in y..y + h {
            for xx in x..x + w {
                self.put(xx, yy, colour);
            }
        }
    }

    /// Draws the edge of the rectangle at (`x`, `y`), `w` x `h` pixels, in `colour`.
    pub fn frame(&mut self, x: usize, y: usize, w: usize, h: usize, colour: [u8; 3]) {
        for xx in x..x + w {
            self.put(xx, y, colour);
            self.put(xx, y + h - 1, colour);
        }
        for yy in y..y + h {
            self.put(x, yy, colour);
            self.put(x + w - 1, yy, colour);
        }
    }

    /// A disc of radius `r` centred at `(cx, cy)`, filled, or only its ring.
    fn disc(&mut self, cx: usize, cy: usize, r: usize, filled: bool) {
        let (cx, cy, r) = (cx as isize, cy as isize, r as isize);
        for dy in -r..=r {
            for dx in -r..=r {
                let d = dx * dx + dy * dy;
                if d <= r * r && (filled || d >= (r - 2) * (r - 2)) {
                    self.put((cx + dx) as usize, (cy + dy) as usize, INK);
                }
            }
        }
    }

    /// A label centred at `(cx, cy)`: `B` and `W` are a black and a white
    /// knight (a disc and a ring), anything else glyph by glyph.
    pub fn label(&mut self, cx: usize, cy: usize, text: &str) {
        match text {
            "" => {}
            "B" => self.disc(cx, cy, 11, true),
            "W" => self.disc(cx, cy, 11, false),
            _ => {
                let glyphs: Vec<[u8; 5]> = text.chars().filter_map(glyph).collect();
                let width = glyphs.len() * 4 * SCALE - SCALE;
                let (x0, y0) = (cx.saturating_sub(width / 2), cy.saturating_sub(5 * SCALE / 2));
                for (i, rows) in glyphs.iter().enumerate() {
                    for (row, bits) in rows.iter().enumerate() {
                        for col in 0..3 {
                            if bits >> (2 - col) & 1 == 1 {
                                let x = x0 + i * 4 * SCALE + col * SCALE;
                                self.fill(x, y0 + row * SCALE, SCALE, SCALE, INK);
                            }
                        }
                    }
                }
            }
        }
    }

    /// The canvas as a PNG file: 8-bit RGB, no filtering, stored deflate blocks.
    pub fn encode(&self) -> Vec<u8> {
        let mut raw = Vec::with_capacity(self.height * (1 + 3 * self.width));
        for row in self.pixels.chunks(self.width.max(1)) {
            raw.push(0);
            for p in row {
                raw.extend_from_slice(p);
            }
        }
        let mut zlib = vec![0x78, 0x01];
        let mut blocks = raw.chunks(65535).peekable();
        if blocks.peek().is_none() {
            zlib.extend_from_slice(&[1, 0, 0, 0xff, 0xff]);
        }
        while let Some(block) = blocks.next() {
            let last = u8::from(blocks.peek().is_none());
            let len = block.len() as u16;
            zlib.push(last);
            zlib.extend_from_slice(&len.to_le_bytes());
            zlib.extend_from_slice(&(!len).to_le_bytes());
            zlib.extend_from_slice(block);
        }
        zlib.extend_from_slice(&adler32(&raw).to_be_bytes());
        let mut png = b"\x89PNG\r\n\x1a\n".to_vec();
        let mut header = Vec::new();
        header.extend_from_slice(&(self.width as u32).to_be_bytes());
        header.extend_from_slice(&(self.height as u32).to_be_bytes());
        header.extend_from_slice(&[8, 2, 0, 0, 0]);
        chunk(&mut png, b"IHDR", &header);
        chunk(&mut png, b"IDAT", &zlib);
        chunk(&mut png, b"IEND", &[]);
        png
    }
}

fn chunk(png: &mut Vec<u8>, kind: &[u8; 4], data: &[u8]) {
    png.extend_from_slice(&(data.len() as u32).to_be_bytes());
    let start = png.len();
    png.extend_from_slice(kind);
    png.extend_from_slice(data);
    let crc = crc32(&png[start..]);
    png.extend_from_slice(&crc.to_be_bytes());
}

/// CRC-32 (ISO-HDLC, the polynomial 0xEDB88320 reflected), as PNG's chunks use.
fn crc32(bytes: &[u8]) -> u32 {
    let mut crc = 0xffff_ffffu32;
    for &b in bytes {
        crc ^= u32::from(b);
        for _ in 0..8 {
            crc = if crc & 1 == 1 { crc >> 1 ^ 0xedb8_8320 } else { crc >> 1 };
        }
    }
    !crc
}

fn adler32(bytes: &[u8]) -> u32 {
    let (mut a, mut b) = (1u32, 0u32);
    for &x in bytes {
        a = (a + u32::from(x)) % 65521;
        b = (b + a) % 65521;
    }
    b << 16 | a
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn checksums_match_their_published_values() {
        // The check values of the CRC catalogue and of RFC 1950's Adler-32.
        assert_eq!(crc32(b"123456789"), 0xcbf4_3926);
        assert_eq!(adler32(b"Wikipedia"), 0x11e6_0398);
    }

    #[test]
    fn a_canvas_is_a_png_of_its_size() {
        let mut canvas = Canvas::new(40, 20);
        canvas.fill(0, 0, 10, 10, [255, 0, 0]);
        canvas.label(20, 10, "12");
        let png = canvas.encode();
        assert!(png.starts_with(b"\x89PNG\r\n\x1a\n"));
        assert_eq!(&png[16..24], &[0, 0, 0, 40, 0, 0, 0, 20]);
        assert!(png.ends_with(&[0xae, 0x42, 0x60, 0x82]), "IEND's CRC closes the file");
    }
}
