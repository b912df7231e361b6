/**
 * The Noto families a PDF draws with, each with the Unicode blocks it draws. Latin within WinAnsi stays
 * in the document's standard font (its look); any other letter goes to the family of its script, and
 * Noto Sans draws the rest (Latin with other accents, Greek, Cyrillic).
 */
export interface Family {
  /** npm package and file stem, e.g. @expo-google-fonts/noto-sans-telugu, NotoSansTelugu. */
  package: string;
  stem: string;
  /** [first, last] code points, inclusive. */
  ranges: readonly (readonly [number, number])[];
}

const noto = (script: string, stem: string, ...ranges: [number, number][]): Family => ({
  package: `@expo-google-fonts/noto-sans-${script}`,
  stem,
  ranges,
});

const scriptFamilies: readonly Family[] = [
  noto('devanagari', 'NotoSansDevanagari', [0x0900, 0x097f], [0xa8e0, 0xa8ff], [0x1cd0, 0x1cff]),
  noto('bengali', 'NotoSansBengali', [0x0980, 0x09ff]),
  noto('gurmukhi', 'NotoSansGurmukhi', [0x0a00, 0x0a7f]),
  noto('gujarati', 'NotoSansGujarati', [0x0a80, 0x0aff]),
  noto('oriya', 'NotoSansOriya', [0x0b00, 0x0b7f]),
  noto('tamil', 'NotoSansTamil', [0x0b80, 0x0bff], [0x11fc0, 0x11fff]),
  noto('telugu', 'NotoSansTelugu', [0x0c00, 0x0c7f]),
  noto('kannada', 'NotoSansKannada', [0x0c80, 0x0cff]),
  noto('malayalam', 'NotoSansMalayalam', [0x0d00, 0x0d7f]),
];

/** Latin, Greek and Cyrillic beyond WinAnsi, and the general punctuation a name may hold. */
export const fallbackFamily: Family = {
  package: '@expo-google-fonts/noto-sans',
  stem: 'NotoSans',
  ranges: [],
};

export type Weight = 'regular' | 'bold';

/** The font file of a family at a weight: the packages ship static TrueType files per weight. */
export function fontFile(family: Family, weight: Weight): string {
  const style = weight === 'bold' ? '700Bold' : '400Regular';
  return `${family.package}/${style}/${family.stem}_${style}.ttf`;
}

export function scriptFamilyOf(codePoint: number): Family | undefined {
  return scriptFamilies.find((f) => f.ranges.some(([from, to]) => codePoint >= from && codePoint <= to));
}
