import { int, type SandboxKind } from './kind.ts'

// Audit trails: CloudTrail trails, GCP log sinks and audit configs, the Entra ID diagnostic setting.
// Healthy: multi-region, validated, encrypted, recording everything, kept for years.
export const AUDIT_TRAIL: SandboxKind = {
  kind: 'audit_trail', weight: 5, namePart: 'trail',
  externalId: (_rng, at) => {
    if (at.provider === 'aws') return `arn:aws:cloudtrail:${at.region}:${at.account}:trail/${at.name}`
    if (at.provider === 'gcp') return `//logging.googleapis.com/projects/${at.account}/sinks/${at.name}`
    return `/providers/microsoft.aadiam/diagnosticSettings/${at.name}`
  },
  baseline: (rng, { provider }) => ({
    type: provider === 'aws' ? 'cloudtrail' : provider === 'gcp' ? 'log_sink' : 'entra_diagnostic_setting',
    multi_region: true, organization_trail: false, log_file_validation: true, logging_enabled: true, kms_encrypted: true, cloudwatch_logs: true,
    log_bucket_access_logging: true, log_bucket_public: false, management_events: true, duplicate_management_events: false,
    missing_log_types: [], exempted_members: 0, disabled: false, destination_retention_locked: true, retention_days: int(rng, 365, 2555),
    log_categories: ['AuditLogs', 'SignInLogs'],
  }),
  templates: [
    { check_id: 'sec.cloudtrail_not_multi_region', exhibit: (a) => { a.multi_region = false; a.account_multi_region_trail = false } },
    { check_id: 'sec.cloudtrail_log_validation_disabled', exhibit: (a) => { a.log_file_validation = false } },
    { check_id: 'sec.cloudtrail_logging_stopped', exhibit: (a) => { a.logging_enabled = false } },
    { check_id: 'cmp.cloudtrail_not_kms_encrypted', exhibit: (a) => { a.kms_encrypted = false } },
    { check_id: 'cmp.cloudtrail_bucket_access_logging_disabled', exhibit: (a) => { a.log_bucket_access_logging = false } },
    { check_id: 'sec.cloudtrail_bucket_public', exhibit: (a) => { a.log_bucket_public = true } },
    { check_id: 'sec.cloudtrail_no_cloudwatch_logs', exhibit: (a) => { a.cloudwatch_logs = false } },
    { check_id: 'cost.cloudtrail_duplicate_management_events', exhibit: (a) => { a.duplicate_management_events = true } },
    { check_id: 'cmp.audit_config_data_access_incomplete', exhibit: (a) => { a.missing_log_types = ['DATA_READ', 'DATA_WRITE'] } },
    { check_id: 'sec.audit_config_exempted_members', exhibit: (a) => { a.exempted_members = 2 } },
    { check_id: 'sec.log_sink_disabled', exhibit: (a) => { a.disabled = true } },
    { check_id: 'cmp.log_sink_bucket_not_locked', exhibit: (a) => { a.destination_retention_locked = false } },
    { check_id: 'cmp.audit_log_retention_short', exhibit: (a) => { a.retention_days = 30 } },
    { check_id: 'cmp.entra_diagnostic_missing_logs', exhibit: (a) => { a.log_categories = ['AuditLogs'] } },
  ],
}
