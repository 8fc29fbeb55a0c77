import { COLORS, SIZES } from './theme.ts'
import type { ReportWriter } from './writer.ts'

export interface Column<T> {
  header: string
  /** Share of the table's width (weights, not points). */
  width: number
  align?: 'left' | 'right' | 'center'
  text: (row: T) => string
  bold?: boolean
  color?: (row: T) => string
  /** Drawn as a coloured pill (severities, statuses) instead of plain text. */
  pill?: (row: T) => string
  /** Preceded by an empty checkbox (checklists). */
  checkbox?: boolean
  /** A second, smaller and muted text under the first (an id under a title), at most two lines. */
  sub?: (row: T) => string
}

const PAD_X = 5
const PAD_Y = 4.5
const CHECKBOX = 12

/**
 * A table that breaks across pages the way a reader expects: every row is measured first and moved to the
 * next page whole (never split), the header row is repeated at the top of every page the table continues
 * on, and the header is never left alone at the foot of a page. A cell longer than a third of a page is cut
 * with an ellipsis so that any row fits on a page. Rows are consumed from an iterable, one at a time.
 */
export function table<T>(w: ReportWriter, columns: Column<T>[], rows: Iterable<T>, options: { size?: number; emphasize?: (row: T) => boolean } = {}) {
  const size = options.size ?? SIZES.table
  const total = columns.reduce((sum, c) => sum + c.width, 0)
  const widths = columns.map((c) => (w.width * c.width) / total)
  const xs = widths.map((_, i) => w.left + widths.slice(0, i).reduce((a, b) => a + b, 0))
  const maxCell = (w.bottom - w.top) / 3
  const inner = (i: number) => widths[i]! - 2 * PAD_X - (columns[i]!.checkbox ? CHECKBOX : 0)

  const subSize = Math.min(size, SIZES.small)
  const subMax = 2 * (subSize + 3)
  const headerHeight = Math.max(...columns.map((c, i) => w.measure(c.header.toUpperCase(), { style: 'bold', size: SIZES.small, width: widths[i]! - 2 * PAD_X }))) + 2 * PAD_Y
  const drawHeader = () => {
    const y = w.y
    w.doc.rect(w.left, y, w.width, headerHeight).fillColor(COLORS.soft).fill()
    columns.forEach((c, i) => w.text(c.header.toUpperCase(), { x: xs[i]! + PAD_X, y: y + PAD_Y, width: widths[i]! - 2 * PAD_X, style: 'bold', size: SIZES.small, color: COLORS.muted, align: c.align }))
    w.doc.moveTo(w.left, y + headerHeight).lineTo(w.right, y + headerHeight).lineWidth(0.8).strokeColor(COLORS.muted).stroke()
    w.y = y + headerHeight
  }

  const styleOf = (c: Column<T>, row: T) => (c.bold || options.emphasize?.(row) ? 'bold' as const : 'regular' as const)
  const mainHeight = (c: Column<T>, i: number, row: T) => Math.min(maxCell, w.measure(c.text(row), { size, width: inner(i), style: styleOf(c, row), data: true }))
  const subHeight = (c: Column<T>, i: number, row: T) => (c.sub ? Math.min(subMax, w.measure(c.sub(row), { size: subSize, width: inner(i), data: true })) : 0)
  const rowHeight = (row: T) => Math.max(size + 5, ...columns.map((c, i) => (c.pill ? size + 5 : mainHeight(c, i, row) + subHeight(c, i, row)))) + 2 * PAD_Y

  let index = 0
  let headerOnPage = false
  for (const row of rows) {
    const height = rowHeight(row)
    if (!headerOnPage) {
      w.ensure(headerHeight + height)
      drawHeader()
      headerOnPage = true
    } else if (w.y + height > w.bottom) {
      w.newPage()
      drawHeader()
    }
    const y = w.y
    if (index % 2 === 1) w.doc.rect(w.left, y, w.width, height).fillColor(COLORS.zebra).fill()
    if (options.emphasize?.(row)) w.doc.moveTo(w.left, y).lineTo(w.right, y).lineWidth(0.8).strokeColor(COLORS.muted).stroke()
    columns.forEach((c, i) => {
      let x = xs[i]! + PAD_X
      if (c.checkbox) {
        w.checkbox(x, y + PAD_Y + 1)
        x += CHECKBOX
      }
      const pill = c.pill?.(row)
      if (pill) {
        const label = c.text(row)
        const pillWidth = w.textWidth(label, { style: 'bold', size: SIZES.small }) + 8
        const px = c.align === 'right' ? x + inner(i) - pillWidth : c.align === 'center' ? x + (inner(i) - pillWidth) / 2 : x
        w.pill(label, px, y + PAD_Y, pill)
      } else {
        const main = mainHeight(c, i, row)
        w.text(c.text(row), { x, y: y + PAD_Y, width: inner(i), size, style: styleOf(c, row), color: c.color?.(row), align: c.align, height: main + 1, data: true })
        if (c.sub) w.text(c.sub(row), { x, y: y + PAD_Y + main, width: inner(i), size: subSize, color: COLORS.muted, align: c.align, height: subMax, data: true })
      }
    })
    w.doc.moveTo(w.left, y + height).lineTo(w.right, y + height).lineWidth(0.3).strokeColor(COLORS.line).stroke()
    w.y = y + height
    index++
  }
  if (index === 0) return
  w.space(8)
}
