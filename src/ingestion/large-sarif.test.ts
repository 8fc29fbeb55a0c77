// 100,000 SARIF results streamed from a generator (no file in the repo): parsed with bounded memory. The
// issue's bound is 512 MiB for the whole import; the parser alone should stay far below it. No timing
// assertion (shared CI machines); the time is printed for the benchmark of issue 20's API part.
import assert from 'node:assert/strict'
import { Readable } from 'node:stream'
import { test } from 'node:test'
import { largeSarif } from '../../test/helpers/large-sarif.ts'
import { openFindingsImport } from './index.ts'

const RESULTS = 100_000

test(`${RESULTS.toLocaleString('en')} generated SARIF results stream through with bounded memory`, async () => {
  globalThis.gc?.()
  const before = process.memoryUsage()
  let peakHeap = before.heapUsed
  let peakRss = before.rss
  const started = performance.now()
  const opened = await openFindingsImport(Readable.from(largeSarif({ results: RESULTS })), {})
  assert.equal(opened.format, 'sarif')
  let count = 0
  const fingerprints = new Set<string>()
  for await (const event of opened.events()) {
    if (event.type !== 'finding') continue
    count++
    // Kept only for a sample: holding 100,000 records is the caller's choice, not the parser's.
    if (count % 1000 === 0) {
      fingerprints.add(event.finding.fingerprint)
      const now = process.memoryUsage()
      peakHeap = Math.max(peakHeap, now.heapUsed)
      peakRss = Math.max(peakRss, now.rss)
    }
  }
  const seconds = (performance.now() - started) / 1000
  const mib = (n: number) => Math.round(n / 1024 / 1024)
  console.log(`# ${count} findings in ${seconds.toFixed(1)} s; heap ${mib(before.heapUsed)} → peak ${mib(peakHeap)} MiB (+${mib(peakHeap - before.heapUsed)}), rss ${mib(before.rss)} → peak ${mib(peakRss)} MiB (+${mib(peakRss - before.rss)})`)
  assert.equal(count, RESULTS)
  assert.equal(opened.summary.entries, RESULTS)
  assert.equal(fingerprints.size, RESULTS / 1000)
  // About 40 MB of JSON went through; a parser that kept it (or its records) would break these bounds.
  assert.ok(peakHeap - before.heapUsed < 128 * 1024 * 1024, `heap grew by ${mib(peakHeap - before.heapUsed)} MiB`)
  assert.ok(peakRss < 512 * 1024 * 1024, `rss peaked at ${mib(peakRss)} MiB`)
})
