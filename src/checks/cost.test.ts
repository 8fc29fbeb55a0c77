import assert from 'node:assert/strict'
import { test } from 'node:test'
import { resourceOf, testCheckTable, type CheckCase } from './check-cases.ts'
import { COST_CHECKS, databaseVcpus } from './cost.ts'

const CASES: Record<string, CheckCase> = {
  'cost.idle_instance': {
    fail: { attributes: { state: 'running', cpu_utilization_avg_14d: 1.4 } },
    alsoFail: [{ attributes: { state: 'Running', cpu_utilization_avg_14d: 0 } }],
    pass: [
      { attributes: { state: 'running', cpu_utilization_avg_14d: 3 } },
      { attributes: { state: 'stopped', cpu_utilization_avg_14d: 0.2 } },
    ],
  },
  'cost.previous_generation_instance': {
    fail: { attributes: { previous_generation: true } },
    alsoFail: [
      { attributes: { instance_type: 'm4.xlarge' } },
      { attributes: { instance_type: 'n1-standard-4' } },
      { attributes: { instance_type: 'Standard_D4' } },
    ],
    pass: [
      { attributes: { previous_generation: false, instance_type: 'm4.xlarge' } },
      { attributes: { instance_type: 'm7i.large' } },
      { attributes: { instance_type: 't3.medium' } },
      { attributes: { instance_type: 'n2-standard-4' } },
      { attributes: { instance_type: 'Standard_D4s_v5' } },
      { attributes: { instance_type: 'Standard_B2ms' } },
    ],
  },
  'cost.unused_service_account': {
    fail: { attributes: { last_used_days_ago: 91 } },
    pass: [{ attributes: { last_used_days_ago: 90 } }, { attributes: { last_used_days_ago: 0 } }],
  },
  'cost.bucket_without_lifecycle': {
    fail: { attributes: { lifecycle_rules: 0, size_gb: 2400 } },
    alsoFail: [{ attributes: { lifecycle_rules: [], size_gb: 501 } }],
    pass: [{ attributes: { lifecycle_rules: 0, size_gb: 500 } }, { attributes: { lifecycle_rules: 2, size_gb: 9000 } }],
  },
  'cost.oversized_database': {
    fail: { attributes: { instance_class: 'db.r6g.4xlarge', cpu_utilization_avg_30d: 6.2, memory_utilization_avg_30d: 21 } },
    alsoFail: [
      { attributes: { instance_class: 'db-custom-16-65536', cpu_utilization_avg_30d: 2, memory_utilization_avg_30d: 10 } },
      { attributes: { instance_class: 'GP_Gen5_32', cpu_utilization_avg_30d: 9.9, memory_utilization_avg_30d: 29.9 } },
      { attributes: { vcpus: 64, instance_class: 'unknown', cpu_utilization_avg_30d: 1, memory_utilization_avg_30d: 1 } },
    ],
    pass: [
      { attributes: { instance_class: 'db.r6g.2xlarge', cpu_utilization_avg_30d: 1, memory_utilization_avg_30d: 1 } },
      { attributes: { instance_class: 'db.r6g.4xlarge', cpu_utilization_avg_30d: 10, memory_utilization_avg_30d: 21 } },
      { attributes: { instance_class: 'db.r6g.4xlarge', cpu_utilization_avg_30d: 6, memory_utilization_avg_30d: 30 } },
    ],
  },
  'cost.function_overprovisioned_memory': {
    fail: { attributes: { memory_mb: 3008, peak_memory_mb_30d: 212 } },
    pass: [
      { attributes: { memory_mb: 1024, peak_memory_mb_30d: 90 } },
      { attributes: { memory_mb: 3008, peak_memory_mb_30d: 700 } },
    ],
  },
  'cost.unused_key': {
    fail: { attributes: { state: 'enabled', last_used_days_ago: 90 } },
    alsoFail: [{ attributes: { state: 'Enabled', last_used_days_ago: 400 } }],
    pass: [
      { attributes: { state: 'enabled', last_used_days_ago: 89 } },
      { attributes: { state: 'pending_deletion', last_used_days_ago: 400 } },
      { attributes: { state: 'disabled', last_used_days_ago: 400 } },
    ],
  },
  'cost.idle_load_balancer': {
    fail: { attributes: { healthy_targets: 0 } },
    pass: [{ attributes: { healthy_targets: 1 } }],
  },
  'cost.unattached_volume': {
    fail: { attributes: { attached_to: null, unattached_days: 15 } },
    alsoFail: [{ attributes: { attached_to: '', unattached_days: 37 } }, { attributes: { attached_to: [], unattached_days: 90 } }],
    pass: [
      { attributes: { attached_to: null, unattached_days: 14 } },
      { attributes: { attached_to: 'i-0abc', unattached_days: 0 } },
    ],
  },
  'cost.overprovisioned_iops': {
    fail: { attributes: { volume_type: 'io2', provisioned_iops: 16000, peak_iops_30d: 900 } },
    alsoFail: [{ attributes: { volume_type: 'gp3', provisioned_iops: 12000, peak_iops_30d: 0 } }],
    pass: [
      { attributes: { volume_type: 'gp3', provisioned_iops: 3000, peak_iops_30d: 200 } },
      { attributes: { volume_type: 'io2', provisioned_iops: 16000, peak_iops_30d: 3200 } },
      { attributes: { volume_type: 'pd-balanced', provisioned_iops: 3000, peak_iops_30d: 10 } },
    ],
  },
  'cost.old_snapshot': {
    fail: { attributes: { age_days: 181 } },
    pass: [{ attributes: { age_days: 180 } }, { attributes: { age_days: 900, retained_by_policy: true } }],
  },
}

testCheckTable('cost', COST_CHECKS, CASES)

const waste = (id: string, attributes: Record<string, unknown>) => {
  const check = COST_CHECKS.find((c) => c.id === id)!
  return check.monthlyWasteUsd!(resourceOf(check, { attributes }))
}

test('waste estimates follow their documented formulas', () => {
  assert.equal(waste('cost.idle_instance', { monthly_cost_usd: 412.5 }), 371.25)
  assert.equal(waste('cost.previous_generation_instance', { monthly_cost_usd: 300 }), 30)
  assert.equal(waste('cost.unused_service_account', { last_used_days_ago: 400 }), 0)
  assert.equal(waste('cost.bucket_without_lifecycle', { size_gb: 2400 }), 12.6)
  assert.equal(waste('cost.oversized_database', { monthly_cost_usd: 1800 }), 900)
  assert.equal(waste('cost.function_overprovisioned_memory', { monthly_cost_usd: 100, memory_mb: 3008, peak_memory_mb_30d: 212 }), 85.9)
  assert.equal(waste('cost.unused_key', {}), 1)
  assert.equal(waste('cost.idle_load_balancer', { monthly_cost_usd: 22.4 }), 22.4)
  assert.equal(waste('cost.unattached_volume', { size_gb: 500, volume_type: 'gp3' }), 40)
  assert.equal(waste('cost.unattached_volume', { size_gb: 100, volume_type: 'Premium_LRS' }), 15)
  assert.equal(waste('cost.unattached_volume', { size_gb: 100, volume_type: 'mystery' }), 8)
  assert.equal(waste('cost.overprovisioned_iops', { volume_type: 'io2', provisioned_iops: 16000, peak_iops_30d: 900 }), 923)
  assert.equal(waste('cost.overprovisioned_iops', { volume_type: 'gp3', provisioned_iops: 12000, peak_iops_30d: 100 }), 45)
  assert.equal(waste('cost.old_snapshot', { size_gb: 500 }), 25)
})

test('waste is zero, not NaN or negative, when the attributes it needs are missing or odd', () => {
  for (const check of COST_CHECKS) {
    for (const attributes of [{}, { monthly_cost_usd: -50, size_gb: -1 }, { monthly_cost_usd: NaN, memory_mb: 0, peak_memory_mb_30d: 0 }]) {
      const usd = check.monthlyWasteUsd!(resourceOf(check, { attributes }))
      assert.ok(Number.isFinite(usd) && usd >= 0 && (check.id === 'cost.unused_key' || usd === 0), `${check.id}: ${usd}`)
    }
  }
  // A function already near its peak has nothing to save.
  assert.equal(waste('cost.function_overprovisioned_memory', { monthly_cost_usd: 100, memory_mb: 256, peak_memory_mb_30d: 200 }), 0)
})

test('database vCPUs come from the reported count or the class name of each provider', () => {
  assert.equal(databaseVcpus({ instance_class: 'db.t3.micro' }), 2)
  assert.equal(databaseVcpus({ instance_class: 'db.m7g.xlarge' }), 4)
  assert.equal(databaseVcpus({ instance_class: 'db.r6g.16xlarge' }), 64)
  assert.equal(databaseVcpus({ instance_class: 'db-custom-4-16384' }), 4)
  assert.equal(databaseVcpus({ instance_class: 'db-n1-highmem-32' }), 32)
  assert.equal(databaseVcpus({ instance_class: 'BC_Gen5_16' }), 16)
  assert.equal(databaseVcpus({ instance_class: 'Standard_D16ds_v4' }), 16)
  assert.equal(databaseVcpus({ vcpus: 8, instance_class: 'db.r6g.16xlarge' }), 8)
  assert.equal(databaseVcpus({ instance_class: 'large' }), undefined)
  assert.equal(databaseVcpus({}), undefined)
})
