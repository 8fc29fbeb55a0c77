import PDFDocument from 'pdfkit'
import { fontFor, fonts, type FontStyle } from './fonts.ts'
import { formatInt } from './format.ts'
import { COLORS, PAGE_MARGINS, SIZES } from './theme.ts'

export interface TextOptions {
  x?: number
  y?: number
  width?: number
  style?: FontStyle
  size?: number
  color?: string
  align?: 'left' | 'right' | 'center' | 'justify'
  lineGap?: number
  /** Clip to this height, ending with an ellipsis (table cells). */
  height?: number
  /** Set in the data face: tabular figures, no kerning (table cells; see fonts.ts). */
  data?: boolean
}

export interface TocEntry { id: string; title: string; level: 1 | 2; page: number }

/**
 * pdfkit with the report's conventions: a cursor that only moves down, text always set in a font that has
 * its glyphs, explicit page breaks (content is measured first and moved to a new page whole, so pdfkit never
 * breaks a table row or a heading from its text), running headers, headings that feed the table of contents
 * and the PDF outline, and "Page X of Y" footers written once the page count is known (buffered pages).
 */
export class ReportWriter {
  readonly doc: PDFKit.PDFDocument
  readonly toc: TocEntry[] = []
  private readonly outlineParents: PDFKit.PDFOutline[] = []
  private running = false

  constructor(private readonly meta: { title: string; subject: string; runningLeft: string; runningRight: string; createdAt: Date }) {
    this.doc = new PDFDocument({
      size: 'A4', margins: PAGE_MARGINS, bufferPages: true, autoFirstPage: false, lang: 'en', displayTitle: true,
      // The document's own instant: the same document renders the same bytes.
      info: { Title: meta.title, Subject: meta.subject, Author: 'Posture', Creator: 'Posture', Producer: 'Posture (pdfkit)', CreationDate: meta.createdAt, ModDate: meta.createdAt },
    })
    // pdfkit takes a fontkit font as it is (see fonts.ts for why ours are wrapped).
    for (const font of fonts().values()) this.doc.registerFont(font.name, font.font as unknown as Buffer)
    // Pages pdfkit adds by itself (a long paragraph flowing on) get the running header too.
    this.doc.on('pageAdded', () => this.runningHeader())
  }

  get left() { return PAGE_MARGINS.left }
  get width() { return this.doc.page.width - PAGE_MARGINS.left - PAGE_MARGINS.right }
  get right() { return this.left + this.width }
  get top() { return PAGE_MARGINS.top }
  get bottom() { return this.doc.page.height - PAGE_MARGINS.bottom }
  get y() { return this.doc.y }
  set y(value: number) { this.doc.y = value }
  get pageNumber() { return this.doc.bufferedPageRange().count }
  get remaining() { return this.bottom - this.doc.y }

  /** Starts the running header (from the page after the cover). */
  startRunningHeaders() { this.running = true }

  newPage() {
    this.doc.addPage()
    this.doc.x = this.left
    this.doc.y = this.top
  }

  /** Moves to a new page unless `height` still fits on this one. */
  ensure(height: number) {
    if (this.doc.y + height > this.bottom) this.newPage()
  }

  space(height: number) { this.doc.y += height }

  private apply(text: string, o: TextOptions): string {
    const { font, text: printed } = fontFor(o.style ?? 'regular', text, o.data)
    this.doc.font(font).fontSize(o.size ?? SIZES.body).fillColor(o.color ?? COLORS.ink)
    return printed
  }

  measure(text: string, o: TextOptions = {}): number {
    const printed = this.apply(text, o)
    const width = o.width ?? this.width
    const lineGap = o.lineGap ?? 1.5
    // Most cells hold one short line: its height is pdfkit's line height, without running the line wrapper.
    if (!printed.includes('\n') && this.doc.widthOfString(printed) <= width) return this.doc.currentLineHeight(true) + lineGap
    return this.doc.heightOfString(printed, { width, lineGap, align: o.align })
  }

  textWidth(text: string, o: TextOptions = {}): number {
    return this.doc.widthOfString(this.apply(text, o))
  }

  /** `text` cut with an ellipsis so that it fits `width` on one line. */
  fit(text: string, width: number, o: TextOptions = {}): string {
    if (this.textWidth(text, o) <= width) return text
    const chars = [...text]
    while (chars.length > 1 && this.textWidth(`${chars.join('')}…`, o) > width) chars.pop()
    return `${chars.join('').trimEnd()}…`
  }

  /** The largest size ≤ `size` at which `text` fits `width` on one line. */
  fitSize(text: string, width: number, size: number, o: TextOptions = {}): number {
    let fitted = size
    while (fitted > 8 && this.textWidth(text, { ...o, size: fitted }) > width) fitted -= 1
    return fitted
  }

  /** Writes text at (x, y) (default: the left margin and the cursor) and moves the cursor below it. */
  text(text: string, o: TextOptions = {}): number {
    const printed = this.apply(text, o)
    const x = o.x ?? this.left
    const y = o.y ?? this.doc.y
    const width = o.width ?? this.right - x
    const lineGap = o.lineGap ?? 1.5
    // One line that fits (most table cells): placed directly, without pdfkit's line wrapper and its garbage.
    const oneLine = !printed.includes('\n') && o.align !== 'justify' ? this.doc.widthOfString(printed) : Infinity
    if (oneLine <= width) {
      const left = o.align === 'right' ? x + width - oneLine : o.align === 'center' ? x + (width - oneLine) / 2 : x
      this.doc.text(printed, left, y, { lineBreak: false })
      this.doc.x = this.left
      this.doc.y = y + this.doc.currentLineHeight(true) + lineGap
      return this.doc.y
    }
    this.doc.text(printed, x, y, {
      width, align: o.align, lineGap,
      ...(o.height !== undefined ? { height: o.height, ellipsis: '…' } : {}),
    })
    this.doc.x = this.left
    return this.doc.y
  }

  /** One line that never wraps, never moves the cursor and never starts a page (labels in charts, pills, footers). */
  label(text: string, x: number, y: number, o: TextOptions = {}) {
    const printed = this.apply(text, o)
    let left = x
    if (o.width !== undefined && o.align !== undefined && o.align !== 'left') {
      const free = o.width - this.doc.widthOfString(printed)
      left = o.align === 'right' ? x + free : x + free / 2
    }
    const { x: cx, y: cy } = this.doc
    this.doc.text(printed, left, y, { lineBreak: false })
    this.doc.x = cx
    this.doc.y = cy
  }

  paragraph(text: string, o: TextOptions = {}) {
    this.ensure(Math.min(this.measure(text, o), 60))
    this.text(text, o)
    this.space(6)
  }

  /** A heading kept with the `keep` points that follow it, entered in the contents and the outline. */
  heading(id: string, title: string, level: 1 | 2, keep = 80) {
    const size = level === 1 ? SIZES.h1 : SIZES.h2
    this.ensure(this.measure(title, { style: 'bold', size }) + keep)
    if (level === 1 && this.doc.y > this.top) this.space(10)
    const page = this.pageNumber
    this.doc.addNamedDestination(id, 'XYZ', this.left, this.doc.page.height - this.doc.y + 6, null as unknown as number)
    this.toc.push({ id, title, level, page })
    if (level === 1) this.outlineParents[0] = this.doc.outline.addItem(title)
    else (this.outlineParents[0] ?? this.doc.outline).addItem(title)
    this.text(title, { style: 'bold', size, color: level === 1 ? COLORS.accentDark : COLORS.ink })
    if (level === 1) {
      this.doc.moveTo(this.left, this.doc.y + 2).lineTo(this.right, this.doc.y + 2).lineWidth(0.8).strokeColor(COLORS.accent).stroke()
      this.space(10)
    } else this.space(4)
  }

  /** A rounded label with a coloured background (severities, statuses). Returns its width. */
  pill(text: string, x: number, y: number, color: string, size = SIZES.small): number {
    const width = this.textWidth(text, { style: 'bold', size }) + 8
    this.doc.roundedRect(x, y, width, size + 5, 2.5).fillColor(color).fill()
    this.label(text, x + 4, y + 2.6, { style: 'bold', size, color: COLORS.white })
    return width
  }

  checkbox(x: number, y: number, size = 8) {
    this.doc.rect(x, y, size, size).lineWidth(0.7).strokeColor(COLORS.muted).stroke()
  }

  private runningHeader() {
    if (!this.running) return
    const { x, y } = this.doc
    const top = PAGE_MARGINS.top - 34
    this.label(this.meta.runningLeft, this.left, top, { size: SIZES.small, color: COLORS.muted, style: 'bold' })
    const right = this.fit(this.meta.runningRight, this.width - this.textWidth(this.meta.runningLeft, { size: SIZES.small, style: 'bold' }) - 24, { size: SIZES.small })
    this.label(right, this.left, top, { size: SIZES.small, color: COLORS.muted, width: this.width, align: 'right' })
    this.doc.moveTo(this.left, top + 13).lineTo(this.right, top + 13).lineWidth(0.5).strokeColor(COLORS.line).stroke()
    this.doc.x = x
    this.doc.y = y
  }

  /** Footers on every page but the cover, once the page count is known. */
  footers(left: string) {
    const { count } = this.doc.bufferedPageRange()
    for (let i = 1; i < count; i++) {
      this.doc.switchToPage(i)
      // Writing below the bottom margin would make pdfkit start a page: lift the margin while writing.
      const margin = this.doc.page.margins.bottom
      this.doc.page.margins.bottom = 0
      const y = this.doc.page.height - PAGE_MARGINS.bottom + 26
      this.doc.moveTo(this.left, y - 8).lineTo(this.right, y - 8).lineWidth(0.5).strokeColor(COLORS.line).stroke()
      const page = `Page ${formatInt(i + 1)} of ${formatInt(count)}`
      this.label(this.fit(left, this.width - this.textWidth(page, { size: SIZES.small }) - 24, { size: SIZES.small }), this.left, y, { size: SIZES.small, color: COLORS.muted })
      this.label(page, this.left, y, { size: SIZES.small, color: COLORS.muted, width: this.width, align: 'right' })
      this.doc.page.margins.bottom = margin
    }
  }
}
