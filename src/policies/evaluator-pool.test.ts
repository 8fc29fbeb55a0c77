import assert from 'node:assert/strict'
import { test } from 'node:test'
import { setTimeout as sleep } from 'node:timers/promises'
import { EvaluationBudget, PolicyEvaluatorPool, type PoolPolicy } from './evaluator-pool.ts'
import { compilePolicyExpression, type PolicyContext, type PolicyTarget } from './expression.ts'

const SEVERITIES = ['info', 'low', 'medium', 'high', 'critical'] as const
const pool = new PolicyEvaluatorPool({ size: 2 })
const small = new PolicyEvaluatorPool({ size: 1, memoryMb: 32 })

type Resource = PolicyContext['resource']
const resource = (i: number, overrides: Partial<Resource> = {}): Resource => ({
  id: `res_${i}`, kind: i % 3 === 0 ? 'instance' : 'bucket', provider: 'aws', region: 'eu-west-1', name: `prod-${i}`, external_id: `arn:${i}`,
  tags: i % 2 === 0 ? { env: 'prod' } : { env: 'dev', owner: 'a' }, attributes: { size_gb: i * 10, ports: [22, i], cpu: i / 3 }, ...overrides,
})
const policy = (expression: string, options: { target?: PolicyTarget; severity?: string; budgetMs?: number; fallback?: number[] } = {}): PoolPolicy => ({
  expression, target: options.target ?? 'resource', severity: options.severity ?? 'high', budget: new EvaluationBudget(options.budgetMs ?? 30_000),
  ...(options.fallback ? { fallback: options.fallback } : {}),
})
// Quadratic in the size of `xs`. Within every static limit.
const SLOW = 'resource.attributes.xs.all(a, resource.attributes.xs.exists(b, b == a + 0))'
// 12,000 elements: tens of seconds per resource on any machine, so the 2 s budget always runs out first.
const slowResource = (i: number) => resource(i, { attributes: { xs: Array.from({ length: 12_000 }, (_, j) => j) } })

test('the threads find exactly what in-thread evaluation finds', async () => {
  const items = Array.from({ length: 300 }, (_, i) => ({ resource: resource(i) }))
  const expressions = [
    'resource.tags.env == "prod" && !("owner" in resource.tags)', 'resource.attributes.size_gb > 500', 'resource.attributes.ports.exists(p, p == 7)',
    'resource.name.matches("^prod-1[0-9]$")', 'resource.attributes.cpu < 3.0', 'resource.tags.owner == "a"',
  ]
  const results = await pool.evaluate(expressions.map((e) => policy(e)), items)
  for (const [k, expression] of expressions.entries()) {
    const compiled = compilePolicyExpression(expression, 'resource')
    assert.ok(compiled.ok)
    const expected = items.flatMap((item, i) => compiled.policy.matches(item) ? [i] : [])
    assert.ok(expected.length > 0, expression)
    assert.deepEqual(results[k], expected, expression)
  }
})

test('a policy past its budget is stopped and fails alone; the event loop runs meanwhile', async () => {
  const slow = policy(SLOW, { budgetMs: 2_000, fallback: [1] })
  const before = policy('resource.kind == "bucket"')
  const next = policy('resource.tags.env == "prod"')
  let finished = false
  const evaluation = pool.evaluate([before, slow, next], [{ resource: slowResource(1) }, { resource: slowResource(2) }]).finally(() => { finished = true })
  await sleep(50)
  assert.equal(finished, false, 'a timer fired while the slow policy was being evaluated')
  const [bucketMatches, slowMatches, prodMatches] = await evaluation
  assert.deepEqual(slow.budget.failure, { reason: 'timeout', message: 'evaluation passed its deadline of 2000 ms' })
  assert.equal(slow.budget.remainingMs, 0)
  assert.deepEqual(slowMatches, [1], 'the fallback stands')
  assert.deepEqual(bucketMatches, [0, 1])
  assert.deepEqual(prodMatches, [1], 'the policies after it are still evaluated')
  assert.equal(before.budget.failure, undefined)
  assert.equal(next.budget.failure, undefined)

  // The budget covers every batch: a failed policy is not run again, its fallback stands.
  const [again] = await pool.evaluate([slow], [{ resource: resource(5) }])
  assert.deepEqual(again, [1])
  // And the pool still works.
  assert.deepEqual(await pool.evaluate([policy('resource.kind == "instance"')], [{ resource: resource(3) }]), [[0]])
})

test('the time budget is shared by the batches of one evaluation', async () => {
  const budget = new EvaluationBudget(60_000)
  const spec = { ...policy('resource.attributes.size_gb >= 0'), budget }
  await pool.evaluate([spec], [{ resource: resource(1) }])
  assert.ok(budget.remainingMs < 60_000)
  budget.remainingMs = 0
  const [matches] = await pool.evaluate([spec], [{ resource: resource(2) }])
  assert.deepEqual(matches, [])
  assert.equal(budget.failure?.reason, 'timeout')
})

test('an evaluation that exhausts a thread\'s memory fails that policy only', async () => {
  const greedy = policy('resource.attributes.xs.map(a, resource.attributes.xs.map(b, b)).size() > 0', { fallback: [0] })
  const next = policy('resource.kind == "bucket"')
  const xs = Array.from({ length: 4000 }, (_, j) => j)
  const [greedyMatches, nextMatches] = await small.evaluate([greedy, next], [{ resource: resource(1, { attributes: { xs } }) }])
  assert.equal(greedy.budget.failure?.reason, 'memory_limit')
  assert.match(greedy.budget.failure!.message, /memory limit of 32 MiB/)
  assert.deepEqual(greedyMatches, [0])
  assert.deepEqual(nextMatches, [0])
})

test('finding policies raise severities in order, each seeing what the previous left, also from a fallback', async () => {
  const items = (): PolicyContext[] => ['a', 'b', 'c'].map((check, i) => ({
    resource: resource(i), finding: { id: null, check_id: check, severity: 'low', dimension: 'security', status: 'open', title: check },
  }))
  const raiseA = policy('finding.check_id == "a"', { target: 'finding', severity: 'high' })
  const onHigh = policy('finding.severity == "high"', { target: 'finding', severity: 'critical' })
  const evaluated = items()
  assert.deepEqual(await pool.evaluate([raiseA, onHigh], evaluated, { severityOrder: SEVERITIES }), [[0], [0]])
  assert.deepEqual(evaluated.map((i) => i.finding!.severity), ['critical', 'low', 'low'])

  const failing = policy(SLOW, { target: 'finding', severity: 'high', budgetMs: 300, fallback: [1] })
  const slowItems = items().map((item) => ({ ...item, resource: slowResource(1) }))
  const result = await pool.evaluate([failing, policy('finding.severity == "high"', { target: 'finding', severity: 'critical' })], slowItems, { severityOrder: SEVERITIES })
  assert.equal(failing.budget.failure?.reason, 'timeout')
  assert.deepEqual(result, [[1], [1]], 'the next policy sees the severity the fallback raised')
  assert.deepEqual(slowItems.map((i) => i.finding!.severity), ['low', 'critical', 'low'])
})

test('evaluations wait for a free thread and all complete', async () => {
  const items = Array.from({ length: 50 }, (_, i) => ({ resource: resource(i) }))
  const runs = await Promise.all(Array.from({ length: 5 }, (_, k) => small.evaluate([policy(`resource.attributes.size_gb > ${k * 100}`)], items)))
  for (const [k, [matches]] of runs.entries()) assert.deepEqual(matches, items.flatMap((item, i) => (item.resource.attributes.size_gb as number) > k * 100 ? [i] : []))
})
