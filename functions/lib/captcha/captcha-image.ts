import { encodeMonochromePng } from '#functions/lib/monochrome-png.ts';
import { GLYPH_HEIGHT, GLYPH_WIDTH, glyphInk } from './captcha-glyphs.ts';

// Draws a captcha answer as a small black-and-white PNG: each character turned and sized a little
// differently, the whole picture bent by two waves, crossed by a line and sprinkled with noise, so
// the text is easy for people and not a copy-paste for scripts. No font files, no canvas: the
// Worker has neither (and the captcha packages on npm need one or the other, or mislabel glyphs).

export const CAPTCHA_WIDTH = 180;
export const CAPTCHA_HEIGHT = 60;

const NOISE_PIXELS = 120;

type PlacedGlyph = {
  character: string;
  centreX: number;
  centreY: number;
  cos: number;
  sin: number;
  scaleX: number;
  scaleY: number;
};

/** A number in [min, max); layout jitter only, the answer itself comes from crypto. */
function between(min: number, max: number): number {
  return min + Math.random() * (max - min);
}

function placeGlyphs(answer: string): PlacedGlyph[] {
  const step = (CAPTCHA_WIDTH - 24) / answer.length;
  return [...answer].map((character, index) => {
    const angle = between(-0.3, 0.3);
    return {
      character,
      centreX: 12 + step * (index + 0.5) + between(-2, 2),
      centreY: CAPTCHA_HEIGHT / 2 + between(-4, 4),
      cos: Math.cos(angle),
      sin: Math.sin(angle),
      // Narrower than the step between characters, so neighbours never run into each other.
      scaleX: between(3.6, 4.3),
      scaleY: between(5, 6),
    };
  });
}

function inkAt(glyph: PlacedGlyph, x: number, y: number): boolean {
  const dx = x - glyph.centreX;
  const dy = y - glyph.centreY;
  const u = Math.floor((glyph.cos * dx + glyph.sin * dy) / glyph.scaleX + GLYPH_WIDTH / 2);
  const v = Math.floor((-glyph.sin * dx + glyph.cos * dy) / glyph.scaleY + GLYPH_HEIGHT / 2);
  return u >= 0 && u < GLYPH_WIDTH && v >= 0 && v < GLYPH_HEIGHT && glyphInk(glyph.character, u, v);
}

export function drawCaptcha(answer: string): Promise<Uint8Array<ArrayBuffer>> {
  const glyphs = placeGlyphs(answer);
  const wave = {
    amplitudeX: between(1, 2),
    amplitudeY: between(1.5, 3),
    phaseX: between(0, 6.3),
    phaseY: between(0, 6.3),
  };
  const line = { y: between(22, 38), amplitude: between(6, 12), period: between(50, 90), phase: between(0, 6.3) };
  const noise = new Set(
    Array.from({ length: NOISE_PIXELS }, () => Math.floor(Math.random() * CAPTCHA_WIDTH * CAPTCHA_HEIGHT)),
  );

  const isDark = (x: number, y: number) => {
    const sourceX = x + wave.amplitudeX * Math.sin(y / 9 + wave.phaseX);
    const sourceY = y + wave.amplitudeY * Math.sin(x / 17 + wave.phaseY);
    const ink = glyphs.some((glyph) => Math.abs(sourceX - glyph.centreX) < 24 && inkAt(glyph, sourceX, sourceY));
    const onLine =
      Math.abs(y - (line.y + line.amplitude * Math.sin((2 * Math.PI * x) / line.period + line.phase))) < 0.8;
    return (ink !== onLine) !== noise.has(y * CAPTCHA_WIDTH + x);
  };
  return encodeMonochromePng({ width: CAPTCHA_WIDTH, height: CAPTCHA_HEIGHT, isDark });
}
