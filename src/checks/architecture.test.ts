import assert from 'node:assert/strict'
import { test } from 'node:test'
import { ARCHITECTURE_CHECKS, isDeprecatedRuntime } from './architecture.ts'
import { emptyIndex } from './check.ts'
import { resourceOf, testCheckTable, type CheckCase } from './check-cases.ts'

const prod = { env: 'prod' }
const staging = { env: 'staging' }

const CASES: Record<string, CheckCase> = {
  'arch.instance_without_autoscaling': {
    fail: { tags: prod, attributes: { autoscaling_group: null } },
    alsoFail: [{ tags: { env: 'Production' }, attributes: { autoscaling_group: '' } }],
    pass: [
      { tags: prod, attributes: { autoscaling_group: 'prod-asg-1a2b' } },
      { tags: staging, attributes: { autoscaling_group: null } },
      { attributes: { autoscaling_group: null } },
    ],
  },
  'arch.bucket_versioning_disabled': {
    fail: { attributes: { versioning: false } },
    alsoFail: [{ attributes: { versioning: 'Suspended' } }],
    pass: [{ attributes: { versioning: true } }, { attributes: { versioning: 'Enabled' } }],
  },
  'arch.unused_network_rule': {
    fail: { attributes: { attached_to: [] } },
    pass: [{ attributes: { attached_to: ['sg-0abc'] } }, { attributes: { attached_to: null } }],
  },
  'arch.single_az_database': {
    fail: { tags: prod, attributes: { multi_az: false } },
    pass: [{ tags: prod, attributes: { multi_az: true } }, { tags: staging, attributes: { multi_az: false } }],
  },
  'arch.database_deletion_protection_disabled': {
    fail: { tags: prod, attributes: { deletion_protection: false } },
    pass: [{ tags: prod, attributes: { deletion_protection: true } }, { tags: { env: 'dev' }, attributes: { deletion_protection: false } }],
  },
  'arch.database_backup_retention_short': {
    fail: { attributes: { backup_retention_days: 6 } },
    alsoFail: [{ attributes: { backup_retention_days: 0 } }],
    pass: [{ attributes: { backup_retention_days: 7 } }, { attributes: { backup_retention_days: 35 } }],
  },
  'arch.function_deprecated_runtime': {
    fail: { attributes: { runtime: 'python3.7' } },
    alsoFail: [{ attributes: { runtime: 'go1.x' } }, { attributes: { runtime: 'nodejs16.x' } }, { attributes: { runtime: 'python39' } }],
    pass: [{ attributes: { runtime: 'python3.12' } }, { attributes: { runtime: 'nodejs22.x' } }, { attributes: { runtime: 'provided.al2023' } }],
  },
  'arch.load_balancer_single_zone': {
    fail: { attributes: { target_zones: 1 } },
    pass: [{ attributes: { target_zones: 2 } }, { attributes: { target_zones: 0 } }],
  },
  'arch.volume_without_backup': {
    fail: { tags: prod, attributes: { attached_to: 'i-0abc', backup_plan: null } },
    alsoFail: [{ tags: prod, attributes: { attached_to: ['i-0abc'], backup_plan: '' } }],
    pass: [
      { tags: prod, attributes: { attached_to: 'i-0abc', backup_plan: 'daily-prod' } },
      { tags: prod, attributes: { attached_to: null, backup_plan: null } },
      { tags: staging, attributes: { attached_to: 'i-0abc', backup_plan: null } },
    ],
  },
  'arch.snapshot_single_region': {
    fail: { attributes: { cross_region_copy: false } },
    pass: [{ attributes: { cross_region_copy: true } }],
  },
}

testCheckTable('architecture', ARCHITECTURE_CHECKS, CASES)

test('production-only checks read nothing but the env tag', () => {
  const onlyInProd = ['arch.instance_without_autoscaling', 'arch.single_az_database', 'arch.database_deletion_protection_disabled', 'arch.volume_without_backup']
  for (const id of onlyInProd) {
    const check = ARCHITECTURE_CHECKS.find((c) => c.id === id)!
    const { attributes } = CASES[id]!.fail
    for (const tags of [{ env: 'prod' }, { env: ' PROD ' }, { env: 'production' }]) {
      assert.equal(check.evaluate(resourceOf(check, { tags, attributes }), emptyIndex()), true, `${id} ${tags.env}`)
    }
    for (const tags of [{}, { env: 'staging' }, { environment: 'prod' }, { env: 'preprod' }] as Record<string, string>[]) {
      assert.equal(check.evaluate(resourceOf(check, { tags, attributes }), emptyIndex()), false, `${id} ${JSON.stringify(tags)}`)
    }
  }
})

test('deprecated runtimes are recognised in the AWS, GCP and Azure spellings', () => {
  for (const runtime of ['nodejs', 'nodejs20.x', 'nodejs18', 'node|20', 'python2.7', 'python3.9', 'python38', 'python|3.9', 'ruby2.7', 'ruby3.2', 'java8', 'dotnet6', 'dotnetcore3.1', 'go113', ' Go1.x ']) {
    assert.equal(isDeprecatedRuntime(runtime), true, runtime)
  }
  for (const runtime of ['nodejs22.x', 'nodejs24', 'node|22-lts', 'python3.10', 'python313', 'ruby3.3', 'java21', 'dotnet8', 'provided.al2023', '', 'cobol', 42, null]) {
    assert.equal(isDeprecatedRuntime(runtime), false, String(runtime))
  }
})
