import assert from 'node:assert/strict'
import { test } from 'node:test'
import { mapTerraformResources, TERRAFORM_TYPE_KINDS, type TerraformResource } from '../terraform.ts'
import { pushTo, withFamilies, type ProviderModule, type TypeFamily } from '../terraform-values.ts'

// How type families join a provider module: a family maps only the types it claims, enriches items any
// mapper made, and a type claimed twice is refused when the module is built.

const core: ProviderModule = {
  provider: 'aws',
  kinds: { aws_instance: 'instance' },
  identify: (r) => ({ name: r.name, region: 'global', external_id: r.address, tags: {} }),
  prepare: () => (r) => (r.type === 'aws_instance' ? [{ kind: 'instance', name: r.name, region: 'eu-west-1', external_id: r.address, attributes: { state: 'running' } }] : null),
}
const entry = (type: string, values: Record<string, unknown>): TerraformResource => ({ address: `${type}.x`, mode: 'managed', type, name: 'x', values })

test('a family maps its own types, enriches items of other mappers, and leaves the rest to the core', () => {
  const calls: string[] = []
  const family: TypeFamily = {
    kinds: { aws_eks_cluster: 'cluster' },
    prepare: (resources) => {
      const seen = resources.length
      return {
        map: (r, v) => { calls.push(r.type); return [{ kind: 'cluster', name: String(v.name), region: 'eu-west-1', external_id: r.address, attributes: { batch: seen } }] },
        enrich: (r, v, items) => { if (r.type === 'aws_instance') for (const i of items) i.attributes = { ...i.attributes, monitoring: v.monitoring } },
      }
    },
  }
  const module = withFamilies(core, [family])
  assert.deepEqual(module.kinds, { aws_instance: 'instance', aws_eks_cluster: 'cluster' })
  const batch = [entry('aws_instance', { monitoring: true }), entry('aws_eks_cluster', { name: 'prod' }), entry('aws_sqs_queue', {})]
  const mapOne = module.prepare(batch)
  assert.deepEqual(mapOne(batch[0]!, batch[0]!.values!), [{ kind: 'instance', name: 'x', region: 'eu-west-1', external_id: 'aws_instance.x', attributes: { state: 'running', monitoring: true } }])
  assert.deepEqual(mapOne(batch[1]!, batch[1]!.values!), [{ kind: 'cluster', name: 'prod', region: 'eu-west-1', external_id: 'aws_eks_cluster.x', attributes: { batch: 3 } }])
  assert.equal(mapOne(batch[2]!, batch[2]!.values!), null)
  assert.deepEqual(calls, ['aws_eks_cluster'])
})

test('a type mapped by the core and a family, or by two families, is refused', () => {
  const family = (kinds: TypeFamily['kinds']): TypeFamily => ({ kinds, prepare: () => ({}) })
  assert.throws(() => withFamilies(core, [family({ aws_instance: 'instance' })]), /aws_instance is mapped twice/)
  assert.throws(() => withFamilies(core, [family({ aws_sqs_queue: 'queue' }), family({ aws_sqs_queue: 'queue' })]), /aws_sqs_queue is mapped twice/)
})

test('the real modules keep every type the core maps, and a state of core types maps as before', () => {
  assert.equal(TERRAFORM_TYPE_KINDS.get('aws_instance')?.kind, 'instance')
  assert.equal(TERRAFORM_TYPE_KINDS.get('google_compute_instance')?.kind, 'instance')
  assert.equal(TERRAFORM_TYPE_KINDS.get('azurerm_linux_virtual_machine')?.kind, 'instance')
  const mapped = mapTerraformResources([entry('aws_instance', { id: 'i-1', arn: 'arn:aws:ec2:eu-west-1:1:instance/i-1', instance_state: 'running' })])
  assert.deepEqual(mapped.errors, [])
  assert.equal(mapped.items[0]?.input.kind, 'instance')
})

test('companion indexes append in place (a copy per entry made a 40,000-queue state take 31 s to map)', () => {
  const map = new Map<string, number[]>()
  pushTo(map, 'a', 1)
  const list = map.get('a')
  pushTo(map, 'a', 2, 3)
  pushTo(map, 'b')
  assert.equal(map.get('a'), list, 'the same array, grown')
  assert.deepEqual([...map], [['a', [1, 2, 3]], ['b', []]])
})
