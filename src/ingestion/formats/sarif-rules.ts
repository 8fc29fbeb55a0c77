// A SARIF run's rules, kept compact (the texts results need, within a budget) and found by index or id.
import { FIELD_LIMITS, MAX_RULE_TEXT_CHARS, MAX_RULES } from '../limits.ts'
import { asArray, asString, at, cleanText, unescapeEntities } from '../record-text.ts'

export interface SarifRule {
  id: string | null
  title: string | null
  description: string | null
  help: string | null
  url: string | null
  score: unknown
  defaultLevel: unknown
  tags: string[]
  controls: string[]
}

export class SarifRules {
  #byIndex: (SarifRule | null)[] = []
  #byId = new Map<string, SarifRule>()
  #textChars = 0

  /** Adds a driver rule (in index order) or an extension's rule (by id only). Throws past MAX_RULES. */
  add(value: unknown, fromDriver: boolean): void {
    if (this.#byIndex.length + this.#byId.size >= MAX_RULES * 2) throw new RangeError(`a SARIF run declares more than ${MAX_RULES.toLocaleString('en')} rules`)
    const rule = compactRule(value, this.#textChars < MAX_RULE_TEXT_CHARS)
    if (rule) this.#textChars += (rule.title?.length ?? 0) + (rule.description?.length ?? 0) + (rule.help?.length ?? 0)
    if (fromDriver) this.#byIndex.push(rule)
    if (rule?.id && !this.#byId.has(rule.id)) this.#byId.set(rule.id, rule)
  }

  /** The rule a result refers to: `ruleIndex` when it agrees with `ruleId`, else by id. */
  find(ruleId: string | undefined, ruleIndex: unknown): SarifRule | null {
    const byIndex = typeof ruleIndex === 'number' ? this.#byIndex[ruleIndex] ?? null : null
    if (byIndex && (!ruleId || byIndex.id === ruleId)) return byIndex
    return ruleId ? this.#byId.get(ruleId) ?? null : null
  }
}

function compactRule(value: unknown, keepTexts: boolean): SarifRule | null {
  if (value === null || typeof value !== 'object') return null
  const text = (v: unknown, limit: number) => (keepTexts ? unescapeEntities(cleanText(v, limit)) : null)
  const tags = asArray(at(value, 'properties', 'tags')).filter((t): t is string => typeof t === 'string').slice(0, 50).map((t) => t.slice(0, 100))
  // KICS relates rules to CWE entries of its taxonomy: those are the controls a rule maps to.
  const controls: string[] = []
  for (const relation of asArray(at(value, 'relationships')).slice(0, 50)) {
    const id = at(relation, 'target', 'id')
    if (at(relation, 'target', 'toolComponent', 'name') === 'CWE' && (typeof id === 'string' || typeof id === 'number')) controls.push(`CWE-${id}`)
  }
  return {
    id: asString(at(value, 'id')) ?? null,
    title: text(at(value, 'shortDescription', 'text'), FIELD_LIMITS.title) ?? text(at(value, 'name'), FIELD_LIMITS.title),
    description: text(at(value, 'fullDescription', 'text'), FIELD_LIMITS.description),
    help: text(at(value, 'help', 'text') ?? at(value, 'help', 'markdown'), FIELD_LIMITS.remediation),
    url: keepTexts ? cleanText(at(value, 'helpUri'), FIELD_LIMITS.url) : null,
    score: at(value, 'properties', 'security-severity'),
    defaultLevel: at(value, 'defaultConfiguration', 'level'),
    tags,
    controls,
  }
}
