import { testCheckTable, type CheckCase } from './check-cases.ts'
import { COMPLIANCE_CHECKS } from './compliance.ts'

const CASES: Record<string, CheckCase> = {
  'cmp.instance_disk_unencrypted': {
    fail: { attributes: { disk_encrypted: false } },
    pass: [{ attributes: { disk_encrypted: true } }],
  },
  'cmp.bucket_access_logging_disabled': {
    fail: { attributes: { access_logging: false } },
    pass: [{ attributes: { access_logging: true } }],
  },
  'cmp.encryption_at_rest_disabled': {
    fail: { attributes: { encryption: 'none' } },
    alsoFail: [{ attributes: { encryption: null } }, { attributes: { encryption: false } }, { attributes: { encryption: 'Disabled' } }],
    pass: [
      { attributes: { encryption: 'aws:kms' } },
      { attributes: { encryption: 'AES256' } },
      { attributes: { encryption: 'customer_managed' } },
      { attributes: { encryption: 'google_managed' } },
    ],
  },
  'cmp.iam_password_policy_weak': {
    fail: { attributes: { password_policy_min_length: 8 } },
    alsoFail: [{ attributes: { password_policy_min_length: 14, password_reuse_prevention: 5 } }, { attributes: { password_reuse_prevention: 0 } }],
    pass: [
      { attributes: { password_policy_min_length: 14, password_reuse_prevention: 24 } },
      { attributes: { password_policy_min_length: 20 } },
    ],
  },
  'cmp.flow_logs_disabled': {
    fail: { attributes: { flow_logs: false } },
    pass: [{ attributes: { flow_logs: true } }],
  },
  'cmp.database_unencrypted': {
    fail: { attributes: { encrypted: false } },
    pass: [{ attributes: { encrypted: true } }],
  },
  'cmp.database_engine_end_of_life': {
    fail: { attributes: { end_of_life: true } },
    pass: [{ attributes: { end_of_life: false, engine_version: '10.23' } }],
  },
  'cmp.key_policy_wildcard_principal': {
    fail: { attributes: { policy_allows_any_principal: true } },
    pass: [{ attributes: { policy_allows_any_principal: false } }],
  },
  'cmp.load_balancer_access_logs_disabled': {
    fail: { attributes: { access_logs: false } },
    pass: [{ attributes: { access_logs: true } }],
  },
  'cmp.volume_unencrypted': {
    fail: { attributes: { encrypted: false } },
    pass: [{ attributes: { encrypted: true } }],
  },
  'cmp.snapshot_unencrypted': {
    fail: { attributes: { encrypted: false } },
    pass: [{ attributes: { encrypted: true } }],
  },
}

testCheckTable('compliance', COMPLIANCE_CHECKS, CASES)
