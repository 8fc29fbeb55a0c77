import assert from 'node:assert/strict'
import { test } from 'node:test'
import { TERRAFORM_TYPE_KINDS } from '../resources/imports/terraform.ts'
import { CHECKS } from './catalogue.ts'
import { COMPUTE_FIXES } from './compute/terraform-fixes.ts'
import { DATA_FIXES } from './data/terraform-fixes.ts'
import { IDENTITY_FIXES } from './identity/terraform-fixes.ts'
import { NETWORK_SHELF_FIXES } from './network/terraform-fixes.ts'

// What every check declares beyond its logic: the clouds it evaluates, the Terraform types it reads, why it
// matters, and a Terraform fix. The Terraform types are held to the importer's own table, so a check cannot
// cite a type the importer does not map into the kinds the check reads.

const CLOUDS = ['aws', 'gcp', 'azure']
/** Resource type prefixes a fix may use, per provider; `time_` is HashiCorp's time provider, used for rotation. */
const PREFIXES: Record<string, RegExp> = { aws: /^aws_/, gcp: /^google_/, azure: /^azurerm_/ }
const UTILITY_TYPES = /^time_/

test('every check names the clouds it evaluates: one or more of aws, gcp and azure, each once', () => {
  for (const check of CHECKS) {
    assert.ok(check.providers.length > 0, check.id)
    assert.equal(new Set(check.providers).size, check.providers.length, check.id)
    for (const provider of check.providers) assert.ok(CLOUDS.includes(provider), `${check.id}: ${provider}`)
  }
})

test('every Terraform type a check cites is one the importer maps into one of its kinds, for one of its providers', () => {
  for (const check of CHECKS) {
    assert.ok(check.terraformTypes.length > 0, `${check.id} cites no Terraform type`)
    assert.equal(new Set(check.terraformTypes).size, check.terraformTypes.length, check.id)
    for (const type of check.terraformTypes) {
      const mapped = TERRAFORM_TYPE_KINDS.get(type)
      assert.ok(mapped, `${check.id}: the importer does not map ${type}`)
      assert.ok(check.kinds.includes(mapped.kind), `${check.id}: ${type} becomes ${mapped.kind}, which the check does not read`)
      assert.ok(check.providers.includes(mapped.provider), `${check.id}: ${type} is ${mapped.provider}, which the check does not evaluate`)
    }
  }
})

test('every check explains why it matters, in words of its own', () => {
  for (const check of CHECKS) {
    assert.ok(check.rationale.length >= 60 && check.rationale.length <= 320, `${check.id} rationale length ${check.rationale.length}`)
    assert.ok(check.rationale.endsWith('.'), `${check.id} rationale`)
    assert.ok(!check.description.includes(check.rationale) && !check.rationale.includes(check.description), `${check.id} rationale repeats the description`)
    assert.notEqual(check.rationale.slice(0, 40), check.description.slice(0, 40), `${check.id} rationale starts like the description`)
  }
  assert.equal(new Set(CHECKS.map((c) => c.rationale)).size, CHECKS.length, 'two checks share a rationale')
})

/**
 * Reads a snippet the way HCL's tokenizer would for what matters here: strings (with `${…}` interpolation)
 * and `#` comments are skipped, and brackets must nest and close. Returns the problems found.
 */
export function hclProblems(source: string): string[] {
  const problems: string[] = []
  const stack: string[] = []
  const pairs: Record<string, string> = { '}': '{', ']': '[', ')': '(' }
  let i = 0
  while (i < source.length) {
    const c = source[i]!
    if (c === '#') { while (i < source.length && source[i] !== '\n') i++; continue }
    if (c === '"') {
      i++
      let depth = 0
      while (i < source.length && (source[i] !== '"' || depth > 0)) {
        if (source[i] === '\\') i++
        else if (source.startsWith('${', i)) { depth++; i++ }
        else if (source[i] === '}' && depth > 0) depth--
        else if (source[i] === '\n') { problems.push(`unterminated string before offset ${i}`); break }
        i++
      }
      i++
      continue
    }
    if ('{[('.includes(c)) stack.push(c)
    if (c in pairs && stack.pop() !== pairs[c]) problems.push(`unbalanced ${c} at offset ${i}`)
    i++
  }
  if (stack.length > 0) problems.push(`unclosed ${stack.join('')}`)
  const lines = source.split('\n')
  for (const line of lines.filter((l) => /^\S/.test(l) && !l.startsWith('#') && l !== '}')) {
    if (!/^resource "[a-z0-9_]+" "[a-z0-9_]+" \{$/.test(line)) problems.push(`not a resource block header: ${line}`)
  }
  for (const line of lines.filter((l) => /^\s+\S/.test(l) && !/^\s+#/.test(l))) {
    // Inside a block: an argument, a nested block, or the continuation of a list, map or function call.
    if (!/^\s+([A-Za-z_][A-Za-z0-9_]*\s*=|[a-z_][a-z0-9_]*\s*\{|[\]})]|")/.test(line)) problems.push(`unreadable line: ${line}`)
  }
  return problems
}

test('the HCL reading finds what a broken snippet gets wrong', () => {
  assert.deepEqual(hclProblems('resource "aws_instance" "app" {\n  metadata_options {\n    http_tokens = "required"\n  }\n}'), [])
  assert.deepEqual(hclProblems('resource "a" "b" {\n  member = "x:${y.z}"\n}'), [])
  assert.match(hclProblems('resource "aws_instance" "app" {\n  metadata_options {\n}').join(), /unclosed \{/)
  assert.match(hclProblems('resource "aws_instance" "app" {\n  tags = ["a"}\n}').join(), /unbalanced/)
  assert.match(hclProblems('resource "aws_instance" "app" {\n  name = "open\n}').join(), /unterminated string/)
  assert.match(hclProblems('aws_instance "app" {\n}').join(), /not a resource block header/)
  assert.match(hclProblems('resource "aws_instance" "app" {\n  http_tokens: "required"\n}').join(), /unreadable line/)
})

test('every Terraform fix parses as HCL, declares resources of the check\'s clouds only, and names a type the check reads', () => {
  let fixes = 0
  for (const check of CHECKS) {
    if (check.terraformFix === undefined) continue
    fixes++
    const fix = check.terraformFix
    assert.deepEqual(hclProblems(fix), [], check.id)
    const declared = [...fix.matchAll(/^resource "([a-z0-9_]+)"/gm)].map((m) => m[1]!)
    assert.ok(declared.length > 0, `${check.id}: the fix declares no resource`)
    for (const type of declared) {
      assert.ok(UTILITY_TYPES.test(type) || check.providers.some((p) => PREFIXES[p]!.test(type)), `${check.id}: ${type} is not of ${check.providers.join('/')}`)
    }
    const mentions = check.terraformTypes.filter((type) => new RegExp(`\\b${type}\\b`).test(fix))
    assert.ok(mentions.length > 0, `${check.id}: the fix names none of ${check.terraformTypes.join(', ')}`)
  }
  assert.ok(fixes >= 40, `${fixes} checks have a Terraform fix`)
})

test('each fix in the snippet files belongs to the check of its key, and no snippet is left unused', () => {
  const files = [COMPUTE_FIXES, DATA_FIXES, IDENTITY_FIXES, NETWORK_SHELF_FIXES]
  const snippets: Record<string, string> = Object.assign({}, ...files)
  assert.equal(Object.keys(snippets).length, files.reduce((n, f) => n + Object.keys(f).length, 0), 'a check has snippets in two files')
  const withFix = CHECKS.filter((c) => c.terraformFix !== undefined)
  assert.deepEqual(Object.keys(snippets).sort(), withFix.map((c) => c.id).sort())
  for (const check of withFix) assert.equal(check.terraformFix, snippets[check.id], check.id)
})
