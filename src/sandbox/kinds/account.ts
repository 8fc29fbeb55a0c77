import { hex, int, type SandboxKind } from './kind.ts'

// Account-wide settings: one item per AWS account, GCP project or Azure subscription of the organisation
// (each its own account, so ids differ from the estate's ACCOUNT). Healthy: detection on, safe defaults,
// every CIS monitoring alert in place.
const ALERTED_EVENTS = [
  'unauthorized_api_calls', 'console_login_without_mfa', 'root_usage', 'iam_policy_changes', 'audit_config_changes', 'key_deletion',
  'bucket_permission_changes', 'firewall_changes', 'route_changes', 'network_changes', 'custom_role_changes', 'sql_changes',
  'policy_assignment_changes', 'security_solution_changes', 'public_ip_changes', 'service_health',
]
const DEFENDER = ['servers', 'storage', 'sql', 'key_vault', 'resource_manager', 'app_service', 'containers', 'cspm']
const withoutAlert = (event: string) => (a: Record<string, unknown>) => {
  a.alerted_events = (Array.isArray(a.alerted_events) ? a.alerted_events : []).filter((e) => e !== event)
}
const alertTemplate = (check_id: string, event: string) => ({ check_id, exhibit: withoutAlert(event) })

export const ACCOUNT: SandboxKind = {
  kind: 'account', weight: 4, namePart: 'account',
  externalId: (rng, at) => {
    if (at.provider === 'aws') return `arn:aws:iam::${Array.from({ length: 12 }, () => int(rng, 0, 9)).join('')}:root`
    if (at.provider === 'gcp') return `//cloudresourcemanager.googleapis.com/projects/${at.name}`
    return `/subscriptions/${hex(rng, 8)}-${hex(rng, 4)}-${hex(rng, 4)}-${hex(rng, 4)}-${hex(rng, 12)}`
  },
  baseline: () => ({
    ebs_encryption_by_default: true, s3_public_access_block: true, guardduty_enabled: true, securityhub_standards: 2,
    config_recorder_enabled: true, config_all_resources: true, password_policy_complexity: true, access_analyzer: true,
    snapshot_block_public_access: 'block-all-sharing', image_block_public_access: 'block-new-sharing', imds_http_tokens: 'required',
    alerted_events: [...ALERTED_EVENTS], os_login: true, project_ssh_keys: false, security_contacts: 2,
    ...Object.fromEntries(DEFENDER.map((plan) => [`defender_${plan}`, true])),
    security_alert_notifications: true, security_alerts_to_admins: true, activity_log_categories: ['Administrative', 'Alert', 'Policy', 'Security'],
  }),
  templates: [
    { check_id: 'cmp.account_ebs_encryption_by_default_disabled', exhibit: (a) => { a.ebs_encryption_by_default = false } },
    { check_id: 'sec.account_s3_public_access_block_off', exhibit: (a) => { a.s3_public_access_block = false } },
    { check_id: 'sec.account_guardduty_disabled', exhibit: (a) => { a.guardduty_enabled = false } },
    { check_id: 'sec.account_securityhub_no_standards', exhibit: (a) => { a.securityhub_standards = 0 } },
    { check_id: 'cmp.account_config_not_recording', exhibit: (a) => { a.config_all_resources = false } },
    { check_id: 'sec.account_password_policy_no_complexity', exhibit: (a) => { a.password_policy_complexity = false } },
    { check_id: 'sec.account_snapshot_public_sharing_allowed', exhibit: (a) => { a.snapshot_block_public_access = 'unblocked' } },
    { check_id: 'sec.account_ami_public_sharing_allowed', exhibit: (a) => { a.image_block_public_access = 'unblocked' } },
    { check_id: 'sec.account_imds_v1_default', exhibit: (a) => { a.imds_http_tokens = 'optional' } },
    alertTemplate('sec.account_no_alert_unauthorized_api_calls', 'unauthorized_api_calls'),
    alertTemplate('sec.account_no_alert_console_login_without_mfa', 'console_login_without_mfa'),
    alertTemplate('sec.account_no_alert_root_usage', 'root_usage'),
    alertTemplate('sec.account_no_alert_iam_policy_changes', 'iam_policy_changes'),
    alertTemplate('sec.account_no_alert_audit_config_changes', 'audit_config_changes'),
    alertTemplate('sec.account_no_alert_key_deletion', 'key_deletion'),
    alertTemplate('sec.account_no_alert_bucket_permission_changes', 'bucket_permission_changes'),
    alertTemplate('sec.account_no_alert_firewall_changes', 'firewall_changes'),
    alertTemplate('sec.account_no_alert_route_changes', 'route_changes'),
    alertTemplate('sec.account_no_alert_network_changes', 'network_changes'),
    alertTemplate('sec.account_no_alert_custom_role_changes', 'custom_role_changes'),
    alertTemplate('sec.account_no_alert_sql_changes', 'sql_changes'),
    alertTemplate('sec.account_no_alert_policy_assignment_changes', 'policy_assignment_changes'),
    alertTemplate('sec.account_no_alert_security_solution_changes', 'security_solution_changes'),
    alertTemplate('sec.account_no_alert_public_ip_changes', 'public_ip_changes'),
    alertTemplate('arch.account_no_service_health_alert', 'service_health'),
    { check_id: 'sec.account_os_login_disabled', exhibit: (a) => { a.os_login = false } },
    { check_id: 'sec.account_project_wide_ssh_keys', exhibit: (a) => { a.project_ssh_keys = true } },
    { check_id: 'cmp.account_no_security_contact', exhibit: (a) => { a.security_contacts = 0 } },
    ...DEFENDER.map((plan) => ({ check_id: `sec.account_defender_${plan}_off`, exhibit: (a: Record<string, unknown>) => { a[`defender_${plan}`] = false } })),
    { check_id: 'sec.account_security_alert_notifications_off', exhibit: (a) => { a.security_alert_notifications = false } },
    { check_id: 'sec.account_security_alerts_not_to_owners', exhibit: (a) => { a.security_alerts_to_admins = false } },
    { check_id: 'cmp.account_activity_log_categories_incomplete', exhibit: (a) => { a.activity_log_categories = ['Administrative', 'Security'] } },
  ],
}
