import { checkById } from '../../checks/index.ts'

// Effort hints of the remediation plan: how much work fixing ONE affected resource typically takes. They
// are set per check from what its remediation steps involve, so a reader can sort quick wins from projects.

export const EFFORT_LEVELS = ['low', 'medium', 'high'] as const
export type EffortLevel = (typeof EFFORT_LEVELS)[number]

export const EFFORT_HINTS: Readonly<Record<EffortLevel, string>> = Object.freeze({
  low: 'Under an hour per resource: a setting or policy change, no downtime or migration.',
  medium: 'Hours per resource: a change that needs testing, the owner\'s agreement or a maintenance window.',
  high: 'Days: a migration or redesign (a replacement resource, a data copy or application changes).',
})

/** The first checks' levels; later checks declare theirs (`Check.effort`). */
export const CHECK_EFFORT: Readonly<Record<string, EffortLevel>> = Object.freeze({
  'sec.instance_public_ip_admin_port': 'medium', 'sec.instance_imdsv1_enabled': 'medium', 'sec.bucket_public_read': 'medium',
  'sec.bucket_public_write': 'low', 'sec.iam_user_without_mfa': 'low', 'sec.iam_admin_privileges': 'high',
  'sec.iam_access_key_not_rotated': 'medium', 'sec.security_group_open_to_world': 'medium', 'sec.database_port_open_to_world': 'low',
  'sec.database_publicly_accessible': 'high', 'sec.function_secrets_in_environment': 'medium', 'sec.function_public_url': 'medium',
  'sec.key_rotation_disabled': 'low', 'sec.key_scheduled_for_deletion': 'medium', 'sec.load_balancer_http_listener': 'low',
  'sec.load_balancer_weak_tls_policy': 'low', 'sec.snapshot_public': 'low',
  'cost.idle_instance': 'low', 'cost.previous_generation_instance': 'medium', 'cost.unused_service_account': 'low',
  'cost.bucket_without_lifecycle': 'low', 'cost.oversized_database': 'medium', 'cost.function_overprovisioned_memory': 'low',
  'cost.unused_key': 'low', 'cost.idle_load_balancer': 'low', 'cost.unattached_volume': 'low', 'cost.overprovisioned_iops': 'low',
  'cost.old_snapshot': 'low',
  'arch.instance_without_autoscaling': 'high', 'arch.bucket_versioning_disabled': 'low', 'arch.unused_network_rule': 'low',
  'arch.single_az_database': 'medium', 'arch.database_deletion_protection_disabled': 'low', 'arch.database_backup_retention_short': 'low',
  'arch.function_deprecated_runtime': 'medium', 'arch.load_balancer_single_zone': 'medium', 'arch.volume_without_backup': 'low',
  'arch.snapshot_single_region': 'low',
  'cmp.instance_disk_unencrypted': 'high', 'cmp.bucket_access_logging_disabled': 'low', 'cmp.encryption_at_rest_disabled': 'medium',
  'cmp.iam_password_policy_weak': 'low', 'cmp.flow_logs_disabled': 'low', 'cmp.database_unencrypted': 'high',
  'cmp.database_engine_end_of_life': 'high', 'cmp.key_policy_wildcard_principal': 'medium', 'cmp.load_balancer_access_logs_disabled': 'low',
  'cmp.volume_unencrypted': 'medium', 'cmp.snapshot_unencrypted': 'low',
})

/** Custom policies (`pol_` ids) say nothing about their fix: they get `medium`. */
export const DEFAULT_EFFORT: EffortLevel = 'medium'

export const checkEffort = (checkId: string): EffortLevel => CHECK_EFFORT[checkId] ?? checkById(checkId)?.effort ?? DEFAULT_EFFORT
