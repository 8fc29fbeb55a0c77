// A large SARIF 2.1.0 file, generated (no such file in the repository): one run of a tool with `rules` rules
// (each with a security-severity) and `results` results spread over `files` Terraform files, each result with
// its partialFingerprints. Result i is a pure function of i, so a second file can leave some out (`keep`) and
// still say the same of every result it keeps. For the parser's memory test and bench:findings-import.

export interface LargeSarifOptions {
  results: number
  rules?: number
  files?: number
  /** Which results the file holds (all by default). */
  keep?: (i: number) => boolean
}

/** The file in chunks of about 200 results, ready for `Readable.from` or a write stream. */
export function* largeSarif({ results, rules = 500, files = 97, keep = () => true }: LargeSarifOptions): Generator<Buffer> {
  const ruleList = Array.from({ length: rules }, (_, i) => ({
    id: `RULE-${i}`, shortDescription: { text: `Rule ${i} title` }, fullDescription: { text: `Rule ${i} explains at length why this matters. `.repeat(5) },
    help: { text: `Fix rule ${i} like this.` }, properties: { 'security-severity': String((i % 100) / 10) },
  }))
  yield Buffer.from(`{"$schema":"https://json.schemastore.org/sarif-2.1.0.json","version":"2.1.0","runs":[{"tool":{"driver":{"name":"Generated","version":"9.9","rules":${JSON.stringify(ruleList)}}},"results":[`)
  let batch: string[] = []
  let first = true
  const flush = () => {
    const chunk = Buffer.from(`${first ? '' : ','}${batch.join(',')}`)
    first = false
    batch = []
    return chunk
  }
  for (let i = 0; i < results; i++) {
    if (!keep(i)) continue
    batch.push(JSON.stringify({
      ruleId: `RULE-${i % rules}`, ruleIndex: i % rules, level: 'error', message: { text: `Finding ${i}: resource number ${i} is misconfigured in a way the rule describes.` },
      locations: [{ physicalLocation: { artifactLocation: { uri: `modules/m${i % files}/main.tf` }, region: { startLine: (i % 400) + 1, endLine: (i % 400) + 9 } } }],
      partialFingerprints: { primaryLocationLineHash: `${i.toString(16)}:1` },
    }))
    if (batch.length === 200) yield flush()
  }
  if (batch.length) yield flush()
  yield Buffer.from(']}]}')
}
