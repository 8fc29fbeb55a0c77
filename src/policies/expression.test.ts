import assert from 'node:assert/strict'
import { test } from 'node:test'
import {
  compilePolicyExpression, MAX_EXPRESSION_LENGTH, type CompiledPolicy, type PolicyContext, type PolicyTarget,
} from './expression.ts'

type Resource = PolicyContext['resource']

function resource(overrides: Partial<Resource> = {}): Resource {
  return {
    id: 'res_1', kind: 'bucket', provider: 'aws', region: 'eu-west-1', name: 'logs', external_id: 'arn:aws:s3:::logs',
    tags: { env: 'prod' }, attributes: {}, ...overrides,
  }
}

const finding: NonNullable<PolicyContext['finding']> = {
  id: 'fnd_1', check_id: 'sec.bucket_public_read', severity: 'high', dimension: 'security', status: 'open',
  title: 'Bucket is publicly readable',
}

function compile(source: string, target: PolicyTarget = 'resource'): CompiledPolicy {
  const result = compilePolicyExpression(source, target)
  if (!result.ok) assert.fail(`expected ${JSON.stringify(source)} to compile: ${result.error.message}`)
  return result.policy
}

function compileError(source: string, target: PolicyTarget = 'resource') {
  const result = compilePolicyExpression(source, target)
  if (result.ok) assert.fail(`expected ${JSON.stringify(source)} to be rejected`)
  return result.error
}

const matches = (source: string, res: Resource, target: PolicyTarget = 'resource', f = finding) =>
  compile(source, target).matches({ resource: res, finding: f })

test('a prod bucket without an owner tag', () => {
  const source = 'resource.kind == "bucket" && resource.tags.env == "prod" && !("owner" in resource.tags)'
  assert.equal(matches(source, resource()), true)
  assert.equal(matches(source, resource({ tags: { env: 'prod', owner: 'ana' } })), false)
  assert.equal(matches(source, resource({ tags: { env: 'dev' } })), false)
  assert.equal(matches(source, resource({ kind: 'instance' })), false)
})

test('a p4d instance, by a string attribute', () => {
  const source = 'resource.kind == "instance" && resource.attributes.instance_type.startsWith("p4d")'
  assert.equal(matches(source, resource({ kind: 'instance', attributes: { instance_type: 'p4d.24xlarge' } })), true)
  assert.equal(matches(source, resource({ kind: 'instance', attributes: { instance_type: 'm5.large' } })), false)
  assert.equal(matches(source, resource({ kind: 'instance' })), false, 'attribute absent')
})

test('a finding policy sees the finding and its resource', () => {
  const source = 'finding.dimension == "security" && resource.tags.env == "prod"'
  assert.equal(matches(source, resource(), 'finding'), true)
  assert.equal(matches(source, resource({ tags: { env: 'dev' } }), 'finding'), false)
  assert.equal(matches(source, resource(), 'finding', { ...finding, dimension: 'cost' }), false)
  assert.equal(compile(source, 'finding').matches({ resource: resource() }), false, 'no finding given')
})

test('a finding policy with a list membership and has()', () => {
  const source = 'finding.check_id in ["sec.bucket_public_read", "sec.snapshot_public"] && has(resource.tags.pii)'
  const pii = resource({ tags: { pii: 'yes' } })
  assert.equal(matches(source, pii, 'finding'), true)
  assert.equal(matches(source, pii, 'finding', { ...finding, check_id: 'sec.snapshot_public' }), true)
  assert.equal(matches(source, pii, 'finding', { ...finding, check_id: 'cost.idle_instance' }), false)
  assert.equal(matches(source, resource(), 'finding'), false)
  assert.equal(matches('finding.id == null', resource(), 'finding', { ...finding, id: null }), true)
})

test('a syntax error is reported at its line and column', () => {
  assert.deepEqual(compileError('resource.kind == ').position, { offset: 17, line: 1, column: 18 })
  const error = compileError('resource.kind == "bucket" &&\n  resource.tags.env = "prod"')
  assert.deepEqual(error.position, { offset: 49, line: 2, column: 21 })
  assert.match(error.message, /=/)
  assert.deepEqual(compileError('resource.kind == "a" &&\r\n  (resource.name').position.line, 2)
})

test('an unknown identifier is rejected at save time, where it stands', () => {
  const error = compileError('resource.kind == "bucket" && resorce.tags.env == "prod"')
  assert.equal(error.message, "undeclared reference to 'resorce'")
  assert.deepEqual(error.position, { offset: 29, line: 1, column: 30 })
  const second = compileError('resource.kind == "a" ||\n    resource.tags.env == prod')
  assert.equal(second.message, "undeclared reference to 'prod'")
  assert.deepEqual(second.position, { offset: 49, line: 2, column: 26 })
  // columns count characters: the emoji is two UTF-16 units but one column
  assert.deepEqual(compileError('"😀" == x').position, { offset: 8, line: 1, column: 8 })
  // a macro variable is bound, not free
  compile('resource.attributes.open_admin_ports.exists(p, p == 22)')
  assert.equal(compileError('resource.attributes.open_admin_ports.exists(p, q == 22)').message, "undeclared reference to 'q'")
})

test('an unknown field of resource or finding is rejected', () => {
  const error = compileError('resource.knd == "bucket"')
  assert.equal(error.message, "undefined field 'knd'")
  assert.deepEqual(error.position, { offset: 9, line: 1, column: 10 })
})

test('finding is not available to a resource policy', () => {
  const error = compileError('resource.kind == "bucket" && finding.severity == "high"')
  assert.match(error.message, /undeclared reference to 'finding'/)
  assert.deepEqual(error.position, { offset: 29, line: 1, column: 30 })
  compile('resource.kind == "bucket" && finding.severity == "high"', 'finding')
})

test('an expression that cannot be true or false is rejected', () => {
  for (const source of ['resource.name', '1 + 2', 'resource.tags']) {
    const error = compileError(source)
    assert.match(error.message, /must evaluate to true or false/)
    assert.deepEqual(error.position, { offset: 0, line: 1, column: 1 })
  }
  // an attribute's type is only known at run time: accepted, and a non-bool value simply does not match
  assert.equal(matches('resource.attributes.public', resource({ attributes: { public: true } })), true)
  assert.equal(matches('resource.attributes.public', resource({ attributes: { public: 'yes' } })), false)
})

test('empty and overlong expressions are rejected', () => {
  for (const source of ['', '  \n\t ', `resource.kind == "${'x'.repeat(MAX_EXPRESSION_LENGTH)}"`]) {
    assert.deepEqual(compileError(source).position, { offset: 0, line: 1, column: 1 })
  }
})

test('a missing key or a type mismatch is no match, never an exception', () => {
  const res = resource({ tags: {}, attributes: { size_gb: 2400 } })
  assert.equal(matches('resource.tags.env == "prod"', res), false)
  assert.equal(matches('!(resource.tags.env == "prod")', res), false, 'the error is not negated into a match')
  assert.equal(matches('resource.attributes.size_gb == "big"', res), false)
  assert.equal(matches('resource.attributes.size_gb.startsWith("2")', res), false)
  // a pattern from the data is only known at run time: one RE2 refuses is no match (a literal one is refused when saved)
  assert.equal(matches('resource.attributes.name.matches(resource.tags.pattern)', resource({ tags: { pattern: '[' }, attributes: { name: 'x' } })), false)
})

test('has() tests presence explicitly', () => {
  assert.equal(matches('has(resource.tags.env) && resource.tags.env == "prod"', resource()), true)
  assert.equal(matches('!has(resource.tags.env)', resource({ tags: {} })), true)
  assert.equal(matches('has(resource.attributes.encryption.kms_key)', resource({ attributes: { encryption: { kms_key: 'k' } } })), true)
})

test('JSON numbers compare naturally with CEL ints and doubles', () => {
  const res = resource({ kind: 'instance', attributes: { size_gb: 2400, cpu: 1.4, replicas: 3 } })
  for (const source of [
    'resource.attributes.size_gb > 500', 'resource.attributes.size_gb == 2400', 'resource.attributes.size_gb > 500.5',
    'resource.attributes.size_gb + 1 == 2401', 'resource.attributes.cpu < 3', 'resource.attributes.cpu > 1.0',
    'resource.attributes.replicas in [1, 3]', 'resource.attributes.cpu + 1.0 > 2.0',
  ]) assert.equal(matches(source, res), true, source)
  assert.equal(matches('resource.attributes.size_gb < 500', res), false)
  // CEL has no mixed int/double arithmetic: a double attribute plus an int literal is an error, so no match
  assert.equal(matches('resource.attributes.cpu + 1 > 2', res), false)
  assert.equal(res.attributes.size_gb, 2400, "the caller's context is not modified")
})

test('list attributes with JSON numbers work with macros and in', () => {
  const res = resource({ kind: 'security_group', attributes: { open_admin_ports: [22, 3389], rules: [{ port: 443, cidr: '0.0.0.0/0' }] } })
  assert.equal(matches('resource.attributes.open_admin_ports.exists(p, p == 22)', res), true)
  assert.equal(matches('resource.attributes.open_admin_ports.exists(p, p == 23)', res), false)
  assert.equal(matches('resource.attributes.open_admin_ports.all(p, p > 20)', res), true)
  assert.equal(matches('3389 in resource.attributes.open_admin_ports', res), true)
  assert.equal(matches('resource.attributes.rules.exists(r, r.port == 443 && r.cidr == "0.0.0.0/0")', res), true)
  assert.equal(matches('size(resource.attributes.open_admin_ports) == 2', res), true)
})

test('in works on maps (keys) and lists', () => {
  assert.equal(matches('"env" in resource.tags', resource()), true)
  assert.equal(matches('"prod" in resource.tags', resource()), false, 'a map tests keys, not values')
  assert.equal(matches('resource.region in ["eu-west-1", "eu-central-1"]', resource()), true)
  assert.equal(matches('resource.provider in ["gcp", "azure"]', resource()), false)
})

test('string functions', () => {
  const res = resource({ name: 'prod-customer-exports' })
  assert.equal(matches('resource.name.startsWith("prod-")', res), true)
  assert.equal(matches('resource.name.endsWith("-exports")', res), true)
  assert.equal(matches('resource.name.contains("customer")', res), true)
  assert.equal(matches('resource.name.matches("^prod-[a-z]+-exports$")', res), true)
  assert.equal(matches('resource.name.matches("^dev-")', res), false)
})

test('map keys cannot reach outside the data', () => {
  const attributes = JSON.parse('{"__proto__": {"polluted": true}, "size": 1}') as Record<string, unknown>
  const res = resource({ attributes })
  assert.equal(matches('resource.attributes["__proto__"].polluted == true', res), true, 'an own __proto__ key is data')
  assert.equal(({} as Record<string, unknown>).polluted, undefined)
  for (const source of [
    'has(resource.attributes.constructor)', '"constructor" in resource.attributes', '"toString" in resource.tags',
    'resource.tags["__proto__"] != ""', 'resource.attributes.constructor != null', 'resource.kind.constructor != null',
    'resource.attributes["hasOwnProperty"] != null', 'resource.tags.__proto__ == ""', 'resource.attributes.x.__proto__ != null',
  ]) {
    // either the checker refuses it (a string has no fields) or it is a missing key: never a host object
    const result = compilePolicyExpression(source, 'resource')
    if (result.ok) assert.equal(result.policy.matches({ resource: resource({ attributes: { x: {} } }) }), false, source)
  }
})

test('a compiled policy can be evaluated many times', () => {
  const policy = compile('resource.attributes.open_admin_ports.exists(p, p == 22) && resource.attributes.size_gb > 500')
  const hit = resource({ attributes: { open_admin_ports: [22], size_gb: 2400 } })
  const miss = resource({ attributes: { open_admin_ports: [80], size_gb: 2400 } })
  let count = 0
  for (let i = 0; i < 10_000; i++) if (policy.matches({ resource: i % 2 === 0 ? hit : miss })) count++
  assert.equal(count, 5_000)
})
