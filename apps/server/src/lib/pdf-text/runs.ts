import type { PDFFont } from 'pdf-lib';
import { fallbackFamily, scriptFamilyOf, type Weight } from './families';
import { type ShapingFont, shapingFont } from './shaper';

/** A stretch of a line drawn with one font: the document's standard font, or a Noto font shaped. */
export interface Run {
  text: string;
  font: PDFFont | ShapingFont;
}

/** Spaces, punctuation, digits, combining marks, joiners, dandas: they join the run they stand in. */
const joinsRun = (c: string) => !/\p{L}/u.test(c) || c === '\u0964' || c === '\u0965';

/**
 * Cuts a line into runs by script: letters of an Indian script go to that script's Noto family, WinAnsi
 * to the standard font (the document keeps its look), other letters to Noto Sans. A character no font
 * has becomes '?' in the standard font rather than failing the document.
 */
export async function splitRuns(text: string, standard: PDFFont, weight: Weight): Promise<Run[]> {
  const winAnsi = new Set(standard.getCharacterSet());
  const runs: Run[] = [];
  let current: Run | undefined;
  for (const c of text.normalize('NFC')) {
    const cp = c.codePointAt(0)!;
    let font: PDFFont | ShapingFont;
    let char = c;
    const family = scriptFamilyOf(cp);
    if (current && joinsRun(c) && drawable(current.font, cp, winAnsi)) font = current.font;
    else if (family) font = await shapingFont(family, weight);
    else if (winAnsi.has(cp)) font = standard;
    else {
      const fallback = await shapingFont(fallbackFamily, weight);
      if (fallback.has(cp)) font = fallback;
      else [font, char] = [standard, '?'];
    }
    if (current?.font === font) current.text += char;
    else {
      current = { text: char, font };
      runs.push(current);
    }
  }
  return runs;
}

function drawable(font: PDFFont | ShapingFont, cp: number, winAnsi: Set<number>): boolean {
  return 'shape' in font ? font.has(cp) : winAnsi.has(cp);
}
