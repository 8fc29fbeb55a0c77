// Reading untrusted values: typed getters that never throw, and text cut to a field's length.

/** The value at `path` inside nested objects/arrays, or undefined. */
export function at(value: unknown, ...path: (string | number)[]): unknown {
  let current = value
  for (const step of path) {
    if (current === null || typeof current !== 'object') return undefined
    current = (current as Record<string | number, unknown>)[step]
  }
  return current
}

export const asArray = (value: unknown): unknown[] => (Array.isArray(value) ? value : [])
export const asString = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined)
export const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value)

// C0 controls other than tab and newline (terminal colour codes, NUL) and lone surrogates, which
// PostgreSQL refuses in text; the API would otherwise fail a whole batch on one of them.
const UNSAFE = /[\u0000-\u0008\u000b-\u001f\u007f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g

/** Trimmed text without control characters, cut to `limit` with an ellipsis; null when empty or not text. */
export function cleanText(value: unknown, limit: number): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) value = String(value)
  if (typeof value !== 'string') return null
  // Cut before cleaning so a huge string is not scanned whole; the margin covers what cleaning removes.
  let text = (value.length > limit * 2 ? value.slice(0, limit * 2) : value).replace(UNSAFE, '').trim()
  if (text.length > limit) text = `${text.slice(0, limit - 1).replace(/[\ud800-\udbff]$/, '')}…`
  return text || null
}

/** Distinct non-empty texts joined by a blank line (a result's message and its rule's description). */
export function joinTexts(texts: unknown[], limit: number): string | null {
  const parts: string[] = []
  for (const text of texts) {
    const clean = cleanText(text, limit)
    if (clean && !parts.some((p) => p === clean || p.includes(clean))) parts.push(clean)
  }
  return cleanText(parts.join('\n\n'), limit)
}

// Trivy's SARIF escapes apostrophes and quotes as HTML entities in rule descriptions.
const ENTITIES: Record<string, string> = { '&#39;': "'", '&quot;': '"', '&lt;': '<', '&gt;': '>', '&amp;': '&' }
export const unescapeEntities = (text: string | null) => text?.replace(/&#39;|&quot;|&lt;|&gt;|&amp;/g, (e) => ENTITIES[e]!) ?? null
