import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'

/**
 * The text of every page, items joined by single spaces (pdfkit writes each line as one item). pdfjs splits
 * an item where kerning pulls glyphs together ("7" + ".5", "7" + ". Title"): a point or comma after a digit is rejoined.
 */
export async function pdfText(pdf: Buffer): Promise<string[]> {
  const document = await getDocument({ data: new Uint8Array(pdf), verbosity: 0, isEvalSupported: false }).promise
  const pages: string[] = []
  for (let i = 1; i <= document.numPages; i++) {
    const content = await (await document.getPage(i)).getTextContent()
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' ').replace(/\s+/g, ' ').replace(/(\d) ?([.,]) ?(?=\d)/g, '$1$2').replace(/(\d) ([.,]) /g, '$1$2 ').trim())
  }
  await document.destroy()
  return pages
}

