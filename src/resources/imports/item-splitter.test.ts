import assert from 'node:assert/strict'
import { test } from 'node:test'
import fc from 'fast-check'
import { ItemSplitter, MAX_ITEM_NESTING } from './item-splitter.ts'

/** Splits `document` fed in the given chunk sizes (cycled); returns the items and the shape verdict. */
function split(document: string, sizes: number[] = [document.length || 1]) {
  const splitter = new ItemSplitter()
  const items: unknown[] = []
  for (let at = 0, k = 0; at < document.length; k++) {
    const size = Math.max(1, sizes[k % sizes.length]!)
    items.push(...splitter.push(document.slice(at, at + size)))
    at += size
  }
  splitter.end()
  return { items, sawShape: splitter.sawShape }
}

test('the items of {"resources": [...]} and of a bare array are what JSON.parse sees, however the text is cut', () => {
  const items = [{ a: 1, s: 'br]ack}ets, "quoted" \\ and \\"', nested: [[{ x: [] }], {}] }, 'text', 12.5e3, -7, true, false, null, [], {}, 'ünï😀']
  for (const document of [JSON.stringify({ version: 2, resources: items, other: { resources: [1] } }), JSON.stringify(items), ` \n${JSON.stringify({ resources: items })}\t `]) {
    for (let size = 1; size <= 7; size++) assert.deepEqual(split(document, [size]), { items, sawShape: true }, `chunks of ${size}`)
  }
})

test('any JSON value list round-trips, cut at random places (property-based)', () => {
  fc.assert(fc.property(fc.array(fc.jsonValue()), fc.boolean(), fc.array(fc.integer({ min: 1, max: 40 }), { minLength: 1 }), (items, wrapped, sizes) => {
    const document = JSON.stringify(wrapped ? { before: items, resources: items, after: 'x' } : items)
    // JSON.parse(JSON.stringify(x)) is the reference: -0 becomes 0 in text either way.
    assert.deepEqual(split(document, sizes).items, JSON.parse(document).resources ?? JSON.parse(document))
  }), { numRuns: 300 })
})

test('an item nested as deep as the limit is still cut out whole (the service then skips it with its own error)', () => {
  const deep = `${'['.repeat(MAX_ITEM_NESTING)}${']'.repeat(MAX_ITEM_NESTING)}`
  assert.equal(split(`[${deep}, 1]`).items.length, 2)
})

test('the shape: a top object without resources has none, a resources value that is not an array has none', () => {
  assert.deepEqual(split('{"foo": [1, 2]}'), { items: [], sawShape: false })
  assert.deepEqual(split('{}'), { items: [], sawShape: false })
  assert.deepEqual(split('{"resources": 5}'), { items: [], sawShape: true })
  assert.deepEqual(split('[]'), { items: [], sawShape: true })
  assert.deepEqual(split('{"resources": []}'), { items: [], sawShape: true })
})

test('anything that is not JSON is refused, also outside the items', () => {
  for (const broken of [
    '', ' ', '5', '"text"', '[1,]', '[,1]', '[1 2]', '{"resources": [1], }', '{"resources" [1]}', '{"resources": [1]', '[1]]', '[1] [2]',
    '{"resources": [1], "x": tru}', '[{"a": 1]', '[tru]', '[01]', '["unterminated]', '{resources: []}', '[1]x', '{"a":1 "b":2}',
    `[${'['.repeat(MAX_ITEM_NESTING + 1)}${']'.repeat(MAX_ITEM_NESTING + 1)}]`,
  ]) {
    assert.throws(() => split(broken), (error: Error) => error.name === 'Error' && error.message.length > 0, JSON.stringify(broken))
  }
})
