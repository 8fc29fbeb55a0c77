import assert from 'node:assert/strict'
import { test } from 'node:test'
import { MAX_COMPREHENSION_NESTING, MAX_COST, PARSER_LIMITS } from './expression-limits.ts'
import { compilePolicyExpression, type PolicyContext, type PolicyTarget } from './expression.ts'
import { MAX_PATTERN_LENGTH, MAX_PATTERN_PROGRAM_SIZE } from './regex.ts'

type Resource = PolicyContext['resource']
const resource = (overrides: Partial<Resource> = {}): Resource => ({
  id: 'res_1', kind: 'bucket', provider: 'aws', region: 'eu-west-1', name: 'logs', external_id: 'arn:aws:s3:::logs',
  tags: { env: 'prod' }, attributes: {}, ...overrides,
})

function compiled(source: string, target: PolicyTarget = 'resource') {
  const result = compilePolicyExpression(source, target)
  if (!result.ok) assert.fail(`expected ${JSON.stringify(source)} to compile: ${result.error.message}`)
  return result.policy
}
function refused(source: string, target: PolicyTarget = 'resource') {
  const result = compilePolicyExpression(source, target)
  if (result.ok) assert.fail(`expected ${JSON.stringify(source)} to be refused`)
  return result.error
}
const list = (n: number) => `[${Array.from({ length: n }, (_, i) => i).join(', ')}]`

test('the catastrophic-backtracking pattern of issue 14 runs on RE2: no match, at once', () => {
  // With a JavaScript RegExp this took 42 s (24 a's) and blocked the event loop.
  const policy = compiled('"aaaaaaaaaaaaaaaaaaaaaaaa!".matches("^(a+)+$")')
  assert.equal(policy.matches({ resource: resource() }), false)
  const onData = compiled('resource.name.matches("^(a+)+$")')
  assert.equal(onData.matches({ resource: resource({ name: `${'a'.repeat(100_000)}!` }) }), false)
  assert.equal(onData.matches({ resource: resource({ name: 'a'.repeat(100_000) }) }), true)
})

test('matches() has RE2 semantics: RE2 syntax, a match anywhere in the string', () => {
  const res = resource({ name: 'prod-a.b-Exports' })
  assert.equal(compiled('resource.name.matches("\\\\Qa.b\\\\E")').matches({ resource: res }), true, 'RE2 \\Q…\\E quoting')
  assert.equal(compiled('resource.name.matches("(?i)exports$")').matches({ resource: res }), true, 'RE2 flags')
  assert.equal(compiled('resource.name.matches("a.b")').matches({ resource: res }), true, 'unanchored')
  assert.equal(compiled('resource.name.matches("^a")').matches({ resource: res }), false)
  assert.equal(compiled('resource.name.matches("\\\\p{Lu}")').matches({ resource: res }), true, 'Unicode classes')
})

test('a literal pattern RE2 cannot compile is refused where it stands', () => {
  const backreference = refused('resource.kind == "bucket" && resource.name.matches("(a)\\\\1")')
  assert.match(backreference.message, /invalid regular expression \(RE2 syntax, which has no backreferences or lookaround\)/)
  assert.deepEqual(backreference.position, { offset: 51, line: 1, column: 52 })
  assert.match(refused('resource.name.matches("(?=a)b")').message, /RE2/)
  assert.match(refused('resource.name.matches("(?<=a)b")').message, /RE2/)
  assert.match(refused('resource.name.matches("[")').message, /missing closing \]/)
  // on a dyn receiver too
  assert.deepEqual(refused('resource.attributes.name.matches("(a)\\\\1")').position.offset, 33)
  // inside a comprehension
  assert.ok(refused('resource.attributes.names.exists(n, n.matches("(?!x)"))'))
})

test('patterns over the length or program-size limit are refused, naming the limit; a computed one is no match', () => {
  const long = refused(`resource.name.matches("${'a'.repeat(MAX_PATTERN_LENGTH + 1)}")`)
  assert.deepEqual(long.limit, { name: 'max_pattern_length', value: MAX_PATTERN_LENGTH })
  assert.match(long.message, new RegExp(`longer than ${MAX_PATTERN_LENGTH} characters \\(limit max_pattern_length\\)`))
  compiled(`resource.name.matches("${'a'.repeat(MAX_PATTERN_LENGTH)}")`)
  const complex = refused('resource.name.matches("\\\\pL{1000}")')
  assert.deepEqual(complex.limit, { name: 'max_pattern_program_size', value: MAX_PATTERN_PROGRAM_SIZE })
  // short, but a program of 92,000 instructions (half a second to compile): refused from its text
  const huge = refused(`resource.name.matches("${'\\\\pL{1,1000}'.repeat(40)}")`)
  assert.equal(huge.limit?.name, 'max_pattern_program_size')
  // the limit holds for the expression's patterns together
  const many = Array.from({ length: 6 }, (_, i) => `resource.name.matches("^x${i}[a-z]{1,99}$")`).join(' || ')
  const together = refused(many)
  assert.match(together.message, /regular expressions of the expression together are too complex/)
  assert.equal(together.position.offset, many.indexOf('"^x4'), 'where the total passes the limit')
  compiled('resource.name.matches("^[a-z0-9-]{3,63}$") && resource.name.matches("^(?:[a-z]{1,20}\\\\.){1,5}[a-z]{2,10}$")')
  const computed = compiled('resource.name.matches(resource.tags.pattern)')
  assert.equal(computed.matches({ resource: resource({ tags: { pattern: '(a)\\1' } }) }), false)
  assert.equal(computed.matches({ resource: resource({ tags: { pattern: 'a'.repeat(MAX_PATTERN_LENGTH + 1) } }) }), false)
  assert.equal(computed.matches({ resource: resource({ tags: { pattern: '^lo' } }) }), true)
})

test('errors about matches() name it as the user wrote it', () => {
  assert.match(refused('resource.tags.size().matches("x")').message, /found no matching overload for 'int\.matches\(string\)'/)
})

test('comprehensions nest at most two deep: the three nested all() of issue 14 are refused at the third', () => {
  const source = `${list(30)}.all(a, ${list(30)}.all(b, ${list(30)}.all(c, a + b + c >= 0)))`
  const error = refused(source)
  assert.deepEqual(error.limit, { name: 'max_comprehension_nesting', value: MAX_COMPREHENSION_NESTING })
  assert.match(error.message, /nested more than 2 deep \(limit max_comprehension_nesting\)/)
  assert.equal(error.position.offset, source.indexOf(list(30), source.indexOf('all(b')))
  for (const inner of ['exists(z, z == x)', 'exists_one(z, z == x)', 'map(z, z == x).size() > 0', 'filter(z, z == x).size() > 0']) {
    assert.equal(refused(`resource.attributes.a.all(x, resource.attributes.b.all(y, resource.attributes.c.${inner}))`).limit?.name, 'max_comprehension_nesting', inner)
  }
  compiled('resource.attributes.rules.exists(r, r.ports.exists(p, p == 22))')
  // side by side, or chained on a receiver, is not nesting
  compiled('resource.attributes.a.exists(x, x == 1) && resource.attributes.b.all(x, x > 0) && resource.attributes.c.filter(x, x > 1).all(y, y < 9)')
  compiled('resource.attributes.a.map(x, x + 1).filter(x, x > 2).exists(x, x == 3)')
})

test('structural limits are enforced by the parser and named', () => {
  const nodes = refused(Array.from({ length: 600 }, () => '1').join(' + ') + ' > 0')
  assert.deepEqual(nodes.limit, { name: 'max_ast_nodes', value: PARSER_LIMITS.maxAstNodes })
  assert.match(nodes.message, /more than 1000 nodes .*\(limit max_ast_nodes\)/)
  const depth = refused(`${'('.repeat(40)}true${')'.repeat(40)}`)
  assert.deepEqual(depth.limit, { name: 'max_depth', value: PARSER_LIMITS.maxDepth })
  const elements = refused(`resource.attributes.port in ${list(PARSER_LIMITS.maxListElements + 1)}`)
  assert.deepEqual(elements.limit, { name: 'max_list_elements', value: PARSER_LIMITS.maxListElements })
  compiled(`resource.attributes.port in ${list(PARSER_LIMITS.maxListElements)}`)
  const long = refused(`resource.name == "${'x'.repeat(5000)}"`)
  assert.deepEqual(long.limit, { name: 'max_expression_length', value: 4096 })
})

test('the estimated cost of one evaluation is limited', () => {
  const error = refused(`${list(300)}.all(a, ${list(300)}.exists(b, a == b))`)
  assert.deepEqual(error.limit, { name: 'max_cost', value: MAX_COST })
  assert.match(error.message, /estimated cost of one evaluation is \d+, over the limit \(max_cost\) of 100000/)
  assert.deepEqual(error.position, { offset: 0, line: 1, column: 1 })
  // a string doubled by cel.bind until it is huge is refused before it is built
  let doubling = 'resource.name.size() > 0'
  for (let i = 14; i > 0; i--) doubling = `cel.bind(s${i}, ${i === 1 ? 'resource.name' : `s${i - 1} + s${i - 1}`}, ${doubling})`
  assert.equal(refused(doubling).limit?.name, 'max_cost')
  assert.ok(compiled(`${list(100)}.all(a, ${list(100)}.exists(b, a == b))`).cost <= MAX_COST)
})

test('every README example and the usual shapes stay well within the limits', () => {
  const examples: [string, PolicyTarget][] = [
    ['resource.kind == "bucket" && resource.tags.env == "prod" && !("owner" in resource.tags)', 'resource'],
    ['finding.dimension == "security" && resource.tags.env == "prod"', 'finding'],
    ['resource.kind == "instance" && resource.attributes.instance_type.startsWith("p4d")', 'resource'],
    ['has(resource.tags.pii) && finding.check_id in ["sec.bucket_public_read", "sec.snapshot_public"]', 'finding'],
    ['resource.attributes.open_admin_ports.exists(p, p == 22) && resource.attributes.size_gb > 500', 'resource'],
    ['resource.attributes.rules.exists(r, r.port == 443 && r.cidr == "0.0.0.0/0")', 'resource'],
    ['resource.name.matches("^prod-[a-z]+-exports$")', 'resource'],
    ['has(resource.attributes.encryption.kms_key)', 'resource'],
  ]
  for (const [source, target] of examples) assert.ok(compiled(source, target).cost < MAX_COST / 10, source)
})
