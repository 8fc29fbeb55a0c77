import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import * as fontkit from 'fontkit'

// Fonts embedded in every PDF (subset to the glyphs used): Inter (SIL Open Font Licence 1.1, from the
// @expo-google-fonts/inter package) for its looks, and DejaVu Sans (Bitstream Vera / DejaVu licence, from
// dejavu-fonts-ttf) for the 5,900 characters it covers — Latin, Greek, Cyrillic, Armenian, Georgian, Hebrew,
// Arabic, symbols. Each text block is set in Inter when Inter has every one of its characters, else wholly in
// DejaVu Sans (mixing fonts inside a line would break the measurements that keep table rows whole); a
// character neither has (CJK, for one) is printed as U+FFFD, so no glyph is ever missing.
//
// OpenType features are chosen here, in the font objects pdfkit lays text out with, rather than per call:
// pdfkit only caches word layouts made with the font's defaults. Contextual alternates are always off:
// Inter's turn "1x2" into "1×2" (inside resource ids!) and "->" into an arrow, and a report prints its data
// as it is. The `-data` faces (table cells: names, ids, counts) also drop kerning and ligatures, which makes
// laying out a word 5–7× cheaper (a report prints thousands of unique ids). No tabular figures: Inter's also
// widen hyphens and colons, which spreads ids and dates apart.

export const FONT_STYLES = ['regular', 'bold'] as const
export type FontStyle = (typeof FONT_STYLES)[number]

const require = createRequire(import.meta.url)
const INTER_REGULAR = '@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf'
const INTER_SEMIBOLD = '@expo-google-fonts/inter/600SemiBold/Inter_600SemiBold.ttf'
const TEXT_FEATURES = { calt: false }
const DATA_FEATURES = Object.fromEntries(['ccmp', 'locl', 'rlig', 'mark', 'mkmk', 'calt', 'clig', 'liga', 'rclt', 'curs', 'kern'].map((f) => [f, false]))
const FACES = {
  'regular': { file: INTER_REGULAR, features: TEXT_FEATURES },
  'bold': { file: INTER_SEMIBOLD, features: TEXT_FEATURES },
  'regular-data': { file: INTER_REGULAR, features: DATA_FEATURES },
  'bold-data': { file: INTER_SEMIBOLD, features: DATA_FEATURES },
  'regular-wide': { file: 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf', features: TEXT_FEATURES },
  'bold-wide': { file: 'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf', features: TEXT_FEATURES },
}
export type FontName = keyof typeof FACES

export const REPLACEMENT = '\uFFFD'

interface LoadedFont { name: string; font: fontkit.Font; covers: (codePoint: number) => boolean }

let loaded: Map<string, LoadedFont> | undefined

/** Parsed once per process and shared by every PDF: each document keeps its own subset of the glyphs. */
export function fonts(): Map<string, LoadedFont> {
  if (!loaded) {
    loaded = new Map()
    const files = new Map<string, Buffer>()
    for (const [name, face] of Object.entries(FACES)) {
      if (!files.has(face.file)) files.set(face.file, readFileSync(require.resolve(face.file)))
      const font = fontkit.create(files.get(face.file)!) as fontkit.Font
      const layout = font.layout.bind(font)
      const defaults = face.features as unknown as string[] // fontkit takes { tag: on/off } too; its typings say string[]
      font.layout = (text, features, ...rest) => layout(text, features ?? defaults, ...rest)
      // pdfkit merges faces with one PostScript name into one (the data face would be set with the text
      // face's features, after a costly comparison on every switch): each face gets its own name.
      if (name.endsWith('-data')) Object.defineProperty(font, 'postscriptName', { value: `${font.postscriptName}-Data` })
      loaded.set(name, { name, font, covers: (cp) => font.hasGlyphForCodePoint(cp) })
    }
  }
  return loaded
}

// Line breaks are layout, not glyphs; other control characters would print as boxes.
const isBreak = (cp: number) => cp === 0x0a
const CONTROL = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/g

/**
 * The font to set `text` in and the text as it will be printed: Inter if it covers every character, else
 * DejaVu Sans with what it lacks replaced by U+FFFD; control characters become spaces.
 */
export function fontFor(style: FontStyle, text: string, data = false): { font: FontName; text: string } {
  const all = fonts()
  const primary = all.get(style)!
  const clean = text.replace(CONTROL, ' ')
  let primaryCovers = true
  for (const ch of clean) {
    const cp = ch.codePointAt(0)!
    if (!isBreak(cp) && !primary.covers(cp)) {
      primaryCovers = false
      break
    }
  }
  if (primaryCovers) return { font: data ? `${style}-data` : style, text: clean }
  const wide = all.get(`${style}-wide`)!
  let replaced = ''
  for (const ch of clean) replaced += isBreak(ch.codePointAt(0)!) || wide.covers(ch.codePointAt(0)!) ? ch : REPLACEMENT
  return { font: `${style}-wide`, text: replaced }
}

/** Whether `font` has a glyph for every printed character of `text` (line breaks are not printed). */
export function fontCovers(font: FontName, text: string): boolean {
  const loadedFont = fonts().get(font)!
  for (const ch of text) {
    const cp = ch.codePointAt(0)!
    if (!isBreak(cp) && !loadedFont.covers(cp)) return false
  }
  return true
}
