import assert from 'node:assert/strict'
import { test } from 'node:test'
import { resourceOf, testCheckTable, type CheckCase } from '../check-cases.ts'
import { IDENTITY_CHECKS } from './index.ts'

const ALL_AWS_EVENTS = ['unauthorized_api_calls', 'console_login_without_mfa', 'root_usage', 'iam_policy_changes', 'audit_config_changes', 'key_deletion',
  'bucket_permission_changes', 'firewall_changes', 'route_changes', 'network_changes']
/** An account whose alerts cover everything but `event`, and one that covers it. */
const alertCase = (event: string): CheckCase => ({
  fail: { attributes: { alerted_events: [] } },
  alsoFail: [{ attributes: { alerted_events: ALL_AWS_EVENTS.filter((e) => e !== event) } }],
  pass: [{ attributes: { alerted_events: [event] } }, { attributes: { alerted_events: [...ALL_AWS_EVENTS, event, 'service_health'] } }],
})
const defenderCase = (attribute: string): CheckCase => ({
  fail: { attributes: { [attribute]: false } },
  // Another plan being off is not this plan being off.
  pass: [{ attributes: { [attribute]: true } }, { attributes: { [attribute]: true, [attribute === 'defender_servers' ? 'defender_storage' : 'defender_servers']: false } }],
})

const CASES: Record<string, CheckCase> = {
  // Principals
  'sec.iam_user_without_mfa': {
    fail: { attributes: { console_access: true, mfa_enabled: false } },
    pass: [
      { attributes: { console_access: true, mfa_enabled: true } },
      { attributes: { console_access: false, mfa_enabled: false } },
    ],
  },
  'sec.iam_admin_privileges': {
    fail: { attributes: { admin: true } },
    alsoFail: [
      { attributes: { policies: ['ReadOnlyAccess', 'AdministratorAccess'] } },
      { attributes: { policies: ['arn:aws:iam::aws:policy/AdministratorAccess'] } },
      { attributes: { policies: ['roles/owner'] } },
      { attributes: { admin: true, policies: ['Owner'] } },
    ],
    pass: [
      { attributes: { admin: false, policies: ['ReadOnlyAccess', 'roles/storage.objectViewer', 'Reader'] } },
      // An Azure Owner grant on one resource group: the importer knows its scope and says it is not admin.
      { attributes: { admin: false, policies: ['Owner'] } },
      { attributes: { policies: ['Owner', 'Contributor'] } },
      { attributes: { admin: false, policies: ['AdministratorAccess-Amplify'] } },
    ],
  },
  'sec.iam_access_key_not_rotated': {
    fail: { attributes: { access_key_age_days: 91 } },
    alsoFail: [{ attributes: { access_key_age_days: 214, access_key_active: true } }],
    pass: [
      { attributes: { access_key_age_days: 90 } },
      { attributes: { access_key_age_days: 3 } },
      { attributes: { access_key_age_days: 400, access_key_active: false } },
    ],
  },
  'cost.unused_service_account': {
    fail: { attributes: { last_used_days_ago: 91 } },
    pass: [{ attributes: { last_used_days_ago: 90 } }, { attributes: { last_used_days_ago: 0 } }],
  },
  'cmp.iam_password_policy_weak': {
    fail: { attributes: { password_policy_min_length: 8 } },
    alsoFail: [{ attributes: { password_policy_min_length: 14, password_reuse_prevention: 5 } }, { attributes: { password_reuse_prevention: 0 } }],
    pass: [
      { attributes: { password_policy_min_length: 14, password_reuse_prevention: 24 } },
      { attributes: { password_policy_min_length: 20 } },
    ],
  },
  'sec.iam_user_direct_policies': {
    fail: { attributes: { direct_policies: 1 } },
    pass: [{ attributes: { direct_policies: 0 } }],
  },
  'sec.iam_console_user_with_access_key': {
    fail: { attributes: { console_access: true, access_key_active: true } },
    pass: [{ attributes: { console_access: true, access_key_active: false } }, { attributes: { console_access: false, access_key_active: true } }],
  },
  'sec.iam_user_multiple_active_keys': {
    fail: { attributes: { active_access_keys: 2 } },
    pass: [{ attributes: { active_access_keys: 1 } }, { attributes: { active_access_keys: 0 } }],
  },
  'sec.iam_cloudshell_full_access': {
    fail: { attributes: { policies: ['ReadOnlyAccess', 'AWSCloudShellFullAccess'] } },
    pass: [{ attributes: { policies: ['ReadOnlyAccess'] } }, { attributes: { policies: [] } }],
  },
  'sec.iam_role_trust_any_principal': {
    fail: { attributes: { trust_allows_any_principal: true } },
    pass: [{ attributes: { trust_allows_any_principal: false } }],
  },
  'sec.iam_service_account_user_managed_keys': {
    fail: { attributes: { user_managed_keys: 1 } },
    pass: [{ attributes: { user_managed_keys: 0 } }],
  },
  'sec.iam_service_account_editor_role': {
    fail: { attributes: { policies: ['roles/editor'] } },
    pass: [{ attributes: { policies: ['roles/storage.objectViewer', 'roles/cloudsql.editor'] } }],
  },
  'sec.iam_service_account_impersonation_project_wide': {
    fail: { attributes: { policies: ['roles/iam.serviceAccountTokenCreator'] } },
    alsoFail: [{ attributes: { policies: ['roles/viewer', 'roles/iam.serviceAccountUser'] } }],
    pass: [{ attributes: { policies: ['roles/iam.serviceAccountViewer', 'roles/iam.workloadIdentityUser'] } }],
  },
  'sec.iam_separation_of_duties': {
    fail: { attributes: { policies: ['roles/cloudkms.admin', 'roles/cloudkms.cryptoKeyEncrypterDecrypter'] } },
    alsoFail: [{ attributes: { policies: ['roles/iam.serviceAccountAdmin', 'roles/iam.serviceAccountUser'] } }],
    pass: [
      { attributes: { policies: ['roles/cloudkms.admin'] } },
      { attributes: { policies: ['roles/cloudkms.cryptoKeyDecrypter', 'roles/iam.serviceAccountUser'] } },
    ],
  },
  'sec.iam_user_access_administrator': {
    fail: { attributes: { policies: ['User Access Administrator'] } },
    pass: [{ attributes: { policies: ['Reader', 'Key Vault Secrets User'] } }],
  },
  // Keys
  'sec.key_rotation_disabled': {
    fail: { attributes: { rotation_enabled: false } },
    alsoFail: [{ attributes: { rotation_enabled: false, usage: 'ENCRYPT_DECRYPT' } }],
    pass: [
      { attributes: { rotation_enabled: true } },
      { attributes: { rotation_enabled: false, usage: 'SIGN_VERIFY' } },
      { attributes: { rotation_enabled: false, usage: 'ASYMMETRIC_SIGN' } },
    ],
  },
  'sec.key_scheduled_for_deletion': {
    fail: { attributes: { state: 'pending_deletion', dependent_resources: 3 } },
    alsoFail: [{ attributes: { state: 'PendingDeletion', dependent_resources: 1 } }, { attributes: { state: 'DESTROY_SCHEDULED', dependent_resources: 2 } }],
    pass: [{ attributes: { state: 'pending_deletion', dependent_resources: 0 } }, { attributes: { state: 'enabled', dependent_resources: 3 } }],
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
  'cmp.key_policy_wildcard_principal': {
    fail: { attributes: { policy_allows_any_principal: true } },
    pass: [{ attributes: { policy_allows_any_principal: false } }],
  },
  'cost.key_disabled_but_billed': {
    fail: { attributes: { state: 'disabled' } },
    alsoFail: [{ attributes: { state: 'DISABLED' } }],
    pass: [{ attributes: { state: 'enabled' } }, { attributes: { state: 'pending_deletion' } }],
  },
  'cost.key_never_used': {
    fail: { attributes: { state: 'enabled', last_used_days_ago: null, key_age_days: 45 } },
    pass: [
      { attributes: { state: 'enabled', last_used_days_ago: null, key_age_days: 30 } },
      { attributes: { state: 'enabled', last_used_days_ago: 200, key_age_days: 400 } },
      { attributes: { state: 'disabled', last_used_days_ago: null, key_age_days: 400 } },
    ],
  },
  'arch.key_deletion_window_short': {
    fail: { attributes: { deletion_window_days: 7 } },
    alsoFail: [{ attributes: { deletion_window_days: 1 } }],
    pass: [{ attributes: { deletion_window_days: 14 } }, { attributes: { deletion_window_days: 30 } }],
  },
  'cmp.key_rotation_period_long': {
    fail: { attributes: { rotation_period_days: 365 } },
    pass: [{ attributes: { rotation_period_days: 90 } }, { attributes: { rotation_period_days: 30 } }],
  },
  'cmp.key_vault_key_without_expiration': {
    fail: { attributes: { expiration_set: false } },
    pass: [{ attributes: { expiration_set: true } }],
  },
  // Secrets
  'sec.secret_rotation_disabled': {
    fail: { attributes: { rotation_enabled: false } },
    pass: [{ attributes: { rotation_enabled: true, rotation_interval_days: 30 } }],
  },
  'sec.secret_policy_public': {
    fail: { attributes: { policy_allows_any_principal: true } },
    pass: [{ attributes: { policy_allows_any_principal: false } }],
  },
  'cmp.secret_not_customer_managed_key': {
    fail: { attributes: { encryption: 'provider_managed' } },
    pass: [{ attributes: { encryption: 'customer_managed' } }],
  },
  'arch.secret_single_region': {
    fail: { attributes: { multi_region: false }, tags: { env: 'prod' } },
    pass: [{ attributes: { multi_region: true }, tags: { env: 'prod' } }, { attributes: { multi_region: false }, tags: { env: 'staging' } }],
  },
  'arch.secret_immediate_deletion': {
    fail: { attributes: { recovery_window_days: 0 } },
    alsoFail: [{ attributes: { recovery_window_days: 6 } }],
    pass: [{ attributes: { recovery_window_days: 7 } }, { attributes: { recovery_window_days: 30 } }],
  },
  'cost.secret_unused': {
    fail: { attributes: { last_accessed_days_ago: 91 } },
    pass: [{ attributes: { last_accessed_days_ago: 90 } }, { attributes: { last_accessed_days_ago: 2 } }],
  },
  'arch.key_vault_purge_protection_disabled': {
    fail: { attributes: { purge_protection: false } },
    pass: [{ attributes: { purge_protection: true } }],
  },
  'sec.key_vault_rbac_disabled': {
    fail: { attributes: { rbac_authorization: false } },
    pass: [{ attributes: { rbac_authorization: true } }],
  },
  'sec.key_vault_public_network_access': {
    fail: { attributes: { public_network_access: true } },
    pass: [{ attributes: { public_network_access: false } }],
  },
  'cmp.key_vault_secret_without_expiration': {
    fail: { attributes: { expiration_set: false } },
    pass: [{ attributes: { expiration_set: true } }],
  },
  'cmp.key_vault_certificate_validity_long': {
    fail: { attributes: { certificate_validity_months: 24 } },
    alsoFail: [{ attributes: { certificate_validity_months: 13 } }],
    pass: [{ attributes: { certificate_validity_months: 12 } }, { attributes: { certificate_validity_months: 3 } }],
  },
  'cmp.key_vault_logging_disabled': {
    fail: { attributes: { audit_logging: false } },
    pass: [{ attributes: { audit_logging: true } }],
  },
  // Audit trails
  'sec.cloudtrail_not_multi_region': {
    fail: { attributes: { multi_region: false, account_multi_region_trail: false } },
    pass: [
      { attributes: { multi_region: true, account_multi_region_trail: true } },
      { attributes: { multi_region: false, organization_trail: true, account_multi_region_trail: false } },
      { attributes: { multi_region: false, account_multi_region_trail: true } },
    ],
  },
  'sec.cloudtrail_log_validation_disabled': {
    fail: { attributes: { log_file_validation: false } },
    pass: [{ attributes: { log_file_validation: true } }],
  },
  'sec.cloudtrail_logging_stopped': {
    fail: { attributes: { logging_enabled: false } },
    pass: [{ attributes: { logging_enabled: true } }],
  },
  'cmp.cloudtrail_not_kms_encrypted': {
    fail: { attributes: { kms_encrypted: false } },
    pass: [{ attributes: { kms_encrypted: true } }],
  },
  'cmp.cloudtrail_bucket_access_logging_disabled': {
    fail: { attributes: { log_bucket_access_logging: false } },
    pass: [{ attributes: { log_bucket_access_logging: true } }],
  },
  'sec.cloudtrail_bucket_public': {
    fail: { attributes: { log_bucket_public: true } },
    pass: [{ attributes: { log_bucket_public: false } }],
  },
  'sec.cloudtrail_no_cloudwatch_logs': {
    fail: { attributes: { cloudwatch_logs: false } },
    pass: [{ attributes: { cloudwatch_logs: true } }],
  },
  'cost.cloudtrail_duplicate_management_events': {
    fail: { attributes: { duplicate_management_events: true } },
    alsoFail: [{ attributes: { duplicate_management_events: true, management_events_monthly: 250_000 } }],
    pass: [{ attributes: { duplicate_management_events: false, management_events: true } }],
  },
  'cmp.audit_config_data_access_incomplete': {
    fail: { attributes: { missing_log_types: ['DATA_READ'] } },
    pass: [{ attributes: { missing_log_types: [] } }],
  },
  'sec.audit_config_exempted_members': {
    fail: { attributes: { exempted_members: 1 } },
    pass: [{ attributes: { exempted_members: 0 } }],
  },
  'sec.log_sink_disabled': {
    fail: { attributes: { disabled: true } },
    pass: [{ attributes: { disabled: false } }],
  },
  'cmp.log_sink_bucket_not_locked': {
    fail: { attributes: { destination_retention_locked: false } },
    pass: [{ attributes: { destination_retention_locked: true } }],
  },
  'cmp.audit_log_retention_short': {
    fail: { attributes: { retention_days: 30 } },
    alsoFail: [{ attributes: { retention_days: 364 } }],
    pass: [{ attributes: { retention_days: 365 } }, { attributes: { retention_days: 0 } }, { attributes: { retention_days: 3653 } }],
  },
  'cmp.entra_diagnostic_missing_logs': {
    fail: { attributes: { log_categories: ['AuditLogs'] } },
    alsoFail: [{ attributes: { log_categories: [] } }],
    pass: [{ attributes: { log_categories: ['AuditLogs', 'NonInteractiveUserSignInLogs', 'SignInLogs'] } }],
  },
  // Accounts: AWS settings
  'cmp.account_ebs_encryption_by_default_disabled': {
    fail: { attributes: { ebs_encryption_by_default: false } },
    pass: [{ attributes: { ebs_encryption_by_default: true } }],
  },
  'sec.account_s3_public_access_block_off': {
    fail: { attributes: { s3_public_access_block: false } },
    pass: [{ attributes: { s3_public_access_block: true } }],
  },
  'sec.account_guardduty_disabled': {
    fail: { attributes: { guardduty_enabled: false } },
    pass: [{ attributes: { guardduty_enabled: true } }],
  },
  'sec.account_securityhub_no_standards': {
    fail: { attributes: { securityhub_standards: 0 } },
    pass: [{ attributes: { securityhub_standards: 1 } }],
  },
  'cmp.account_config_not_recording': {
    fail: { attributes: { config_recorder_enabled: false } },
    alsoFail: [{ attributes: { config_all_resources: false } }, { attributes: { config_recorder_enabled: true, config_all_resources: false } }],
    pass: [{ attributes: { config_recorder_enabled: true, config_all_resources: true } }],
  },
  'sec.account_password_policy_no_complexity': {
    fail: { attributes: { password_policy_complexity: false } },
    pass: [{ attributes: { password_policy_complexity: true } }],
  },
  'sec.account_snapshot_public_sharing_allowed': {
    fail: { attributes: { snapshot_block_public_access: 'unblocked' } },
    pass: [{ attributes: { snapshot_block_public_access: 'block-all-sharing' } }, { attributes: { snapshot_block_public_access: 'block-new-sharing' } }],
  },
  'sec.account_ami_public_sharing_allowed': {
    fail: { attributes: { image_block_public_access: 'unblocked' } },
    pass: [{ attributes: { image_block_public_access: 'block-new-sharing' } }],
  },
  'sec.account_imds_v1_default': {
    fail: { attributes: { imds_http_tokens: 'optional' } },
    pass: [{ attributes: { imds_http_tokens: 'required' } }, { attributes: { imds_http_tokens: 'no-preference' } }],
  },
  // Accounts: alerts
  'sec.account_no_alert_unauthorized_api_calls': { ...alertCase('unauthorized_api_calls') },
  'sec.account_no_alert_console_login_without_mfa': { ...alertCase('console_login_without_mfa') },
  'sec.account_no_alert_root_usage': { ...alertCase('root_usage') },
  'sec.account_no_alert_iam_policy_changes': { ...alertCase('iam_policy_changes') },
  'sec.account_no_alert_audit_config_changes': { ...alertCase('audit_config_changes') },
  'sec.account_no_alert_key_deletion': { ...alertCase('key_deletion') },
  'sec.account_no_alert_bucket_permission_changes': { ...alertCase('bucket_permission_changes') },
  'sec.account_no_alert_firewall_changes': { ...alertCase('firewall_changes') },
  'sec.account_no_alert_route_changes': { ...alertCase('route_changes') },
  'sec.account_no_alert_network_changes': { ...alertCase('network_changes') },
  'sec.account_no_alert_custom_role_changes': { ...alertCase('custom_role_changes') },
  'sec.account_no_alert_sql_changes': { ...alertCase('sql_changes') },
  'sec.account_no_alert_policy_assignment_changes': { ...alertCase('policy_assignment_changes') },
  'sec.account_no_alert_security_solution_changes': { ...alertCase('security_solution_changes') },
  'sec.account_no_alert_public_ip_changes': { ...alertCase('public_ip_changes') },
  'arch.account_no_service_health_alert': { ...alertCase('service_health') },
  // Accounts: GCP settings
  'sec.account_os_login_disabled': {
    fail: { attributes: { os_login: false } },
    pass: [{ attributes: { os_login: true } }],
  },
  'sec.account_project_wide_ssh_keys': {
    fail: { attributes: { project_ssh_keys: true } },
    pass: [{ attributes: { project_ssh_keys: false } }],
  },
  'cmp.account_no_security_contact': {
    fail: { attributes: { security_contacts: 0 } },
    pass: [{ attributes: { security_contacts: 1 } }],
  },
  // Accounts: Azure settings
  'sec.account_defender_servers_off': { ...defenderCase('defender_servers') },
  'sec.account_defender_storage_off': { ...defenderCase('defender_storage') },
  'sec.account_defender_sql_off': { ...defenderCase('defender_sql') },
  'sec.account_defender_key_vault_off': { ...defenderCase('defender_key_vault') },
  'sec.account_defender_resource_manager_off': { ...defenderCase('defender_resource_manager') },
  'sec.account_defender_app_service_off': { ...defenderCase('defender_app_service') },
  'sec.account_defender_containers_off': { ...defenderCase('defender_containers') },
  'sec.account_defender_cspm_off': { ...defenderCase('defender_cspm') },
  'sec.account_security_alert_notifications_off': {
    fail: { attributes: { security_alert_notifications: false } },
    pass: [{ attributes: { security_alert_notifications: true, security_alerts_to_admins: false } }],
  },
  'sec.account_security_alerts_not_to_owners': {
    fail: { attributes: { security_alerts_to_admins: false } },
    pass: [{ attributes: { security_alerts_to_admins: true, security_alert_notifications: false } }],
  },
  'cmp.account_activity_log_categories_incomplete': {
    fail: { attributes: { activity_log_categories: ['Administrative', 'Security'] } },
    alsoFail: [{ attributes: { activity_log_categories: [] } }],
    pass: [{ attributes: { activity_log_categories: ['Administrative', 'Alert', 'Autoscale', 'Policy', 'Security'] } }],
  },
}

testCheckTable('identity', IDENTITY_CHECKS, CASES)

const waste = (id: string, attributes: Record<string, unknown>) => {
  const check = IDENTITY_CHECKS.find((c) => c.id === id)!
  return check.monthlyWasteUsd!(resourceOf(check, { attributes }))
}

test('waste estimates of unused service accounts and keys follow their documented formulas', () => {
  assert.equal(waste('cost.unused_service_account', { last_used_days_ago: 400 }), 0)
  assert.equal(waste('cost.unused_key', {}), 1)
})

test('waste of unused service accounts and keys is zero, not NaN or negative, when the attributes it needs are missing or odd', () => {
  for (const id of ['cost.unused_service_account', 'cost.unused_key']) {
    const check = IDENTITY_CHECKS.find((c) => c.id === id)!
    for (const attributes of [{}, { monthly_cost_usd: -50, size_gb: -1 }, { monthly_cost_usd: NaN, memory_mb: 0, peak_memory_mb_30d: 0 }]) {
      const usd = check.monthlyWasteUsd!(resourceOf(check, { attributes }))
      assert.ok(Number.isFinite(usd) && usd >= 0 && (check.id === 'cost.unused_key' || usd === 0), `${check.id}: ${usd}`)
    }
  }
})
