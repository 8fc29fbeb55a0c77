// The rules of `promtool check metrics` (Prometheus's promlint: client_golang prometheus/testutil/promlint/
// validations), applied to a scrape in the text format, so a test can hold /metrics to them without promtool.

interface Family { name: string; type: string; help?: string; labelNames: Set<string> }

const UNITS: Record<string, string> = {
  amperes: 'amperes', bytes: 'bytes', celsius: 'celsius', grams: 'grams', joules: 'joules', kelvin: 'kelvin', meters: 'meters',
  metres: 'metres', seconds: 'seconds', volts: 'volts', minutes: 'seconds', hours: 'seconds', days: 'seconds', weeks: 'seconds',
  kelvins: 'kelvin', fahrenheit: 'celsius', rankine: 'celsius', inches: 'meters', yards: 'meters', miles: 'meters', bits: 'bytes',
  calories: 'joules', pounds: 'grams', ounces: 'grams',
}
const UNIT_PREFIXES = ['pico', 'nano', 'micro', 'milli', 'centi', 'deci', 'deca', 'hecto', 'kilo', 'kibi', 'mega', 'mibi', 'giga', 'gibi', 'tera', 'tebi', 'peta', 'pebi']
const UNIT_ABBREVIATIONS = ['s', 'ms', 'us', 'ns', 'sec', 'b', 'kb', 'mb', 'gb', 'tb', 'pb', 'm', 'h', 'd']
const TYPE_NAMES = ['counter', 'gauge', 'summary', 'histogram', 'gauge_histogram']
const CAMEL_CASE = /[a-z][A-Z]/

/** Families of a text-format scrape, with the label names their samples use. */
function parse(text: string): Family[] {
  const families = new Map<string, Family>()
  const family = (name: string) => families.get(name) ?? families.set(name, { name, type: 'untyped', labelNames: new Set() }).get(name)!
  for (const line of text.split('\n')) {
    const meta = /^# (HELP|TYPE) (\S+) ?(.*)$/.exec(line)
    if (meta) {
      if (meta[1] === 'HELP') family(meta[2]!).help = meta[3]
      else family(meta[2]!).type = meta[3]!
      continue
    }
    const sample = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? /.exec(line)
    if (!sample) continue
    const name = sample[1]!
    const owner = families.get(name) ?? families.get(name.replace(/_(bucket|sum|count)$/, '')) ?? family(name)
    for (const [, label] of (sample[2] ?? '').matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="/g)) owner.labelNames.add(label!)
  }
  return [...families.values()]
}

function unitOf(name: string): { unit: string; base: string } | undefined {
  for (const part of name.split('_')) {
    if (UNITS[part]) return { unit: part, base: UNITS[part] }
    for (const prefix of UNIT_PREFIXES) {
      if (part.startsWith(prefix) && UNITS[part.slice(prefix.length)]) return { unit: part, base: UNITS[part.slice(prefix.length)]! }
    }
  }
  return undefined
}

/** One line per problem, as promtool prints them: `name problem`. */
export function promlint(text: string): string[] {
  const problems: string[] = []
  for (const f of parse(text)) {
    const say = (problem: string) => problems.push(`${f.name} ${problem}`)
    const lower = f.name.toLowerCase()
    if (!f.help) say('no help text')
    const unit = unitOf(f.name)
    if (unit && unit.unit !== unit.base) say(`use base unit "${unit.base}" instead of "${unit.unit}"`)
    const isCounter = f.type === 'counter'
    const untyped = f.type === 'untyped'
    if (isCounter && !f.name.endsWith('_total')) say('counter metrics should have "_total" suffix')
    if (!untyped && !isCounter && f.name.endsWith('_total')) say('non-counter metrics should not have "_total" suffix')
    if (!untyped) {
      const histogram = f.type === 'histogram'
      const summary = f.type === 'summary'
      if (!histogram && f.name.endsWith('_bucket')) say('non-histogram metrics should not have "_bucket" suffix')
      if (!histogram && !summary && f.name.endsWith('_count')) say('non-histogram and non-summary metrics should not have "_count" suffix')
      if (!histogram && !summary && f.name.endsWith('_sum')) say('non-histogram and non-summary metrics should not have "_sum" suffix')
      if (!histogram && f.labelNames.has('le')) say('non-histogram metrics should not have "le" label')
      if (!summary && f.labelNames.has('quantile')) say('non-summary metrics should not have "quantile" label')
      if (!untyped && f.type !== 'gauge' && f.name.endsWith('_timestamp_seconds')) say('non-gauge metrics should not have "_timestamp_seconds" suffix')
    }
    for (const type of TYPE_NAMES) if (lower.includes(`_${type}_`) || lower.endsWith(`_${type}`)) say(`metric name should not include type '${type}'`)
    if (f.name.includes(':')) say("metric names should not contain ':'")
    if (CAMEL_CASE.test(f.name)) say("metric names should be written in 'snake_case' not 'camelCase'")
    if ([...f.labelNames].some((l) => CAMEL_CASE.test(l))) say("label names should be written in 'snake_case' not 'camelCase'")
    for (const abbreviation of UNIT_ABBREVIATIONS) {
      if (lower.includes(`_${abbreviation}_`) || lower.endsWith(`_${abbreviation}`)) say('metric names should not contain abbreviated units')
    }
  }
  return problems
}
