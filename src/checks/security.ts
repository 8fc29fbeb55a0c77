import { attributesOf, isNonEmptyString, port, strings, token } from './attributes.ts'
import type { Check } from './check.ts'
import { SECURITY_FIXES } from './terraform-fixes-security.ts'
import { IAM_SECURITY_CHECKS, KEY_SECURITY_CHECKS } from './security-identity.ts'
import { NETWORK_SECURITY_CHECKS } from './security-network.ts'

// Security checks: exposure to the internet, weak authentication, excessive privilege, secrets in clear.
// Identities and keys live in security-identity.ts, network rules in security-network.ts.

const ADMIN_PORTS = [22, 3389]
/** ELB policies that still negotiate TLS 1.0 or 1.1. */
const WEAK_TLS_POLICIES = new Set([
  'elbsecuritypolicy-2016-08', 'elbsecuritypolicy-2015-05', 'elbsecuritypolicy-tls-1-0-2015-04', 'elbsecuritypolicy-tls-1-1-2017-01',
  'elbsecuritypolicy-fs-2018-06', 'elbsecuritypolicy-fs-1-1-2019-08', 'elbsecuritypolicy-tls13-1-0-2021-06', 'elbsecuritypolicy-tls13-1-1-2021-06',
])

/** `1.2`, `"1.0"`, `"TLSv1.1"`, `"TLS_1_2"`, `"TLS1_0"` → 1.0–1.3; `undefined` when unreadable. */
export function tlsVersion(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined
  if (typeof value !== 'string') return undefined
  const match = /^(?:tls)?\s*v?[\s_-]*(\d)(?:[._-](\d))?$/.exec(value.trim().toLowerCase())
  return match ? Number(match[1]) + Number(match[2] ?? 0) / 10 : undefined
}

export const SECURITY_CHECKS: Check[] = [
  {
    id: 'sec.instance_public_ip_admin_port',
    dimension: 'security',
    severity: 'critical',
    kinds: ['instance'],
    providers: ['aws', 'gcp', 'azure'],
    terraformTypes: ['aws_instance', 'google_compute_instance', 'azurerm_linux_virtual_machine', 'azurerm_windows_virtual_machine'],
    title: 'Instance exposes SSH or RDP to the internet',
    description: 'The instance has a public IP address and a network rule that admits 0.0.0.0/0 on port 22 or 3389. Exposed administrative ports are scanned continuously and brute-forced within minutes of exposure.',
    rationale: 'A shell on one host is a foothold inside the network: from it an attacker reads the host\'s credentials and data and moves on to other hosts, and SSH and RDP are among the services attacked most.',
    terraformFix: SECURITY_FIXES['sec.instance_public_ip_admin_port'],
    remediation: 'Remove the public ingress rule and reach the instance through a bastion, Session Manager, IAP or Azure Bastion. If direct access is unavoidable, restrict the source to known corporate CIDR ranges.',
    controls: { cis_aws: ['5.3'], cis_gcp: ['3.6', '3.7', '4.9'], cis_azure: ['7.1', '7.2'], soc2: ['CC6.6'], pci_dss: ['1.3.1', '1.4.2'], iso_27001: ['A.8.20', 'A.8.22'], nist_800_53: ['AC-17', 'SC-7'], hipaa: ['164.312(a)(1)'] },
    evaluate: (resource) => {
      const a = attributesOf(resource)
      const open = Array.isArray(a.open_admin_ports) ? a.open_admin_ports.map(port) : []
      return isNonEmptyString(a.public_ip) && open.some((p) => p !== undefined && ADMIN_PORTS.includes(p))
    },
  },
  {
    id: 'sec.instance_imdsv1_enabled',
    dimension: 'security',
    severity: 'high',
    kinds: ['instance'],
    providers: ['aws'],
    terraformTypes: ['aws_instance'],
    title: 'Instance metadata service accepts unauthenticated requests (IMDSv1)',
    description: 'The instance allows metadata requests without a session token. A server-side request forgery in any application on the host can read the instance role credentials.',
    rationale: 'The instance role\'s credentials can do whatever the role may do in the account, and IMDSv1 hands them to any request forgery in any application on the host: the path of the 2019 Capital One breach.',
    terraformFix: SECURITY_FIXES['sec.instance_imdsv1_enabled'],
    remediation: 'Require IMDSv2 (session tokens) on the instance and in launch templates, and set the hop limit to 1 unless containers need 2.',
    controls: { cis_aws: ['5.7'], soc2: ['CC6.1'], pci_dss: ['2.2.6'], iso_27001: ['A.8.9'], nist_800_53: ['CM-6', 'AC-3'] },
    evaluate: (resource) => attributesOf(resource).metadata_tokens_required === false,
  },
  {
    id: 'sec.bucket_public_read',
    dimension: 'security',
    severity: 'critical',
    kinds: ['bucket'],
    providers: ['aws', 'gcp', 'azure'],
    terraformTypes: [
      'aws_s3_bucket', 'aws_s3_bucket_public_access_block', 'aws_s3_bucket_policy', 'aws_s3_bucket_acl', 'aws_s3_bucket_ownership_controls',
      'google_storage_bucket', 'google_storage_bucket_iam_member', 'google_storage_bucket_iam_binding', 'google_storage_bucket_acl',
      'google_storage_bucket_access_control', 'azurerm_storage_account', 'azurerm_storage_container',
    ],
    title: 'Storage bucket allows public read access',
    description: 'The bucket policy or ACL grants read access to everyone on the internet. Any object in it, including backups and exports, can be listed and downloaded anonymously.',
    rationale: 'Public buckets are the most common source of large data leaks: scanners index them, and everything in them (backups, exports, logs) can be downloaded anonymously without a trace in your account.',
    terraformFix: SECURITY_FIXES['sec.bucket_public_read'],
    remediation: 'Enable the account-level public access block, remove the AllUsers/allUsers grant, and serve public content through a CDN with an origin access identity instead.',
    controls: { cis_aws: ['2.1.4'], cis_gcp: ['5.1'], cis_azure: ['9.3.8'], soc2: ['CC6.1', 'CC6.6'], pci_dss: ['1.4.4'], iso_27001: ['A.5.15', 'A.8.3'], nist_800_53: ['AC-3', 'AC-22'], hipaa: ['164.312(a)(1)'] },
    evaluate: (resource) => attributesOf(resource).public_read === true,
  },
  {
    id: 'sec.bucket_public_write',
    dimension: 'security',
    severity: 'critical',
    kinds: ['bucket'],
    providers: ['aws', 'gcp'],
    terraformTypes: [
      'aws_s3_bucket', 'aws_s3_bucket_public_access_block', 'aws_s3_bucket_policy', 'aws_s3_bucket_acl', 'aws_s3_bucket_ownership_controls',
      'google_storage_bucket', 'google_storage_bucket_iam_member', 'google_storage_bucket_iam_binding', 'google_storage_bucket_acl',
      'google_storage_bucket_access_control',
    ],
    title: 'Storage bucket allows anonymous writes',
    description: 'Anyone can upload or overwrite objects in the bucket. Attackers use writable buckets to host malware and to poison files that your applications load.',
    rationale: 'Whoever can replace an installer, script or page your users load runs code on their machines under your name: a supply-chain attack, and you pay for whatever they store.',
    terraformFix: SECURITY_FIXES['sec.bucket_public_write'],
    remediation: 'Remove the public write grant immediately, review recent object writes in the access logs, and enable the public access block.',
    controls: { cis_aws: ['2.1.4'], cis_gcp: ['5.1'], cis_azure: ['9.3.8'], soc2: ['CC6.1', 'CC6.6'], pci_dss: ['1.4.4'], iso_27001: ['A.5.15', 'A.8.3'], nist_800_53: ['AC-3', 'AC-6'], hipaa: ['164.312(a)(1)', '164.312(c)(1)'] },
    evaluate: (resource) => attributesOf(resource).public_write === true,
  },
  ...IAM_SECURITY_CHECKS,
  ...NETWORK_SECURITY_CHECKS,
  {
    id: 'sec.database_publicly_accessible',
    dimension: 'security',
    severity: 'critical',
    kinds: ['database'],
    providers: ['aws', 'gcp', 'azure'],
    terraformTypes: [
      'aws_db_instance', 'google_sql_database_instance', 'azurerm_postgresql_flexible_server', 'azurerm_mysql_flexible_server',
      'azurerm_mssql_server', 'azurerm_mssql_firewall_rule', 'azurerm_postgresql_flexible_server_firewall_rule',
      'azurerm_mysql_flexible_server_firewall_rule',
    ],
    title: 'Database instance is publicly accessible',
    description: 'The database has a public endpoint. Combined with a weak or leaked password this exposes the data to anyone.',
    rationale: 'A public endpoint leaves the database guarded by its password alone, and open to every engine vulnerability published before you patch.',
    terraformFix: SECURITY_FIXES['sec.database_publicly_accessible'],
    remediation: 'Disable public accessibility, move the instance to private subnets, and connect through a private endpoint or proxy.',
    controls: { cis_aws: ['2.2.3'], cis_gcp: ['6.6'], soc2: ['CC6.6'], pci_dss: ['1.4.4'], iso_27001: ['A.8.20'], nist_800_53: ['SC-7'], hipaa: ['164.312(a)(1)'] },
    evaluate: (resource) => attributesOf(resource).publicly_accessible === true,
  },
  {
    id: 'sec.function_secrets_in_environment',
    dimension: 'security',
    severity: 'high',
    kinds: ['function'],
    providers: ['aws', 'gcp', 'azure'],
    terraformTypes: [
      'aws_lambda_function', 'google_cloudfunctions_function', 'google_cloudfunctions2_function', 'azurerm_linux_function_app',
      'azurerm_windows_function_app',
    ],
    title: 'Function stores secrets in plain environment variables',
    description: 'Environment variables of the function contain values that look like secrets (API keys, passwords). They are visible to anyone who can read the function configuration.',
    rationale: 'Environment variables are readable by anyone who can view the function\'s configuration, are copied into state files and deployment logs, and cannot be rotated without a redeploy.',
    terraformFix: SECURITY_FIXES['sec.function_secrets_in_environment'],
    remediation: 'Move the secrets to Secrets Manager, Secret Manager or Key Vault and read them at start-up with the function\'s identity.',
    controls: { cis_gcp: ['1.17'], soc2: ['CC6.1'], pci_dss: ['8.6.2'], iso_27001: ['A.5.17'], nist_800_53: ['IA-5'] },
    evaluate: (resource) => (strings(attributesOf(resource).plaintext_secret_env_vars) ?? []).some((name) => name.trim() !== ''),
  },
  {
    id: 'sec.function_public_url',
    dimension: 'security',
    severity: 'medium',
    kinds: ['function'],
    providers: ['aws', 'gcp', 'azure'],
    terraformTypes: [
      'aws_lambda_function', 'aws_lambda_function_url', 'google_cloudfunctions_function', 'google_cloudfunctions2_function',
      'google_cloudfunctions_function_iam_member', 'google_cloudfunctions_function_iam_binding', 'google_cloudfunctions2_function_iam_member',
      'google_cloudfunctions2_function_iam_binding', 'google_cloud_run_service_iam_member', 'google_cloud_run_service_iam_binding',
      'google_cloud_run_v2_service_iam_member', 'google_cloud_run_v2_service_iam_binding', 'azurerm_linux_function_app',
      'azurerm_windows_function_app',
    ],
    title: 'Function has an unauthenticated public URL',
    description: 'The function can be invoked by anyone on the internet without authentication.',
    rationale: 'Anyone who finds the URL can run the function: to reach what the function\'s identity can reach, to pull the data it returns, or just to run up the invocation bill.',
    terraformFix: SECURITY_FIXES['sec.function_public_url'],
    remediation: 'Require IAM or token authentication on the function URL, or put it behind an API gateway with authorisation.',
    controls: { soc2: ['CC6.1', 'CC6.6'], pci_dss: ['8.3.1'], iso_27001: ['A.8.5'], nist_800_53: ['AC-3', 'AC-14'], hipaa: ['164.312(d)'] },
    // A public URL that requires IAM or a token is a normal way to expose a function.
    evaluate: (resource) => {
      const a = attributesOf(resource)
      return a.public_url === true && token(a.auth_type) === 'none'
    },
  },
  ...KEY_SECURITY_CHECKS,
  {
    id: 'sec.load_balancer_http_listener',
    dimension: 'security',
    severity: 'medium',
    kinds: ['load_balancer'],
    providers: ['aws', 'gcp'],
    terraformTypes: [
      'aws_lb', 'aws_alb', 'aws_lb_listener', 'aws_alb_listener', 'google_compute_global_forwarding_rule', 'google_compute_forwarding_rule',
      'google_compute_target_http_proxy', 'google_compute_url_map',
    ],
    title: 'Load balancer accepts plain HTTP without redirecting',
    description: 'An HTTP listener forwards traffic to targets instead of redirecting to HTTPS, so credentials and cookies can cross the internet unencrypted.',
    rationale: 'Plain HTTP can be read and altered by anyone on the network path, so session cookies, credentials and API tokens are exposed and responses can be tampered with.',
    terraformFix: SECURITY_FIXES['sec.load_balancer_http_listener'],
    remediation: 'Change the HTTP listener to a permanent redirect to HTTPS and enable HSTS on the application.',
    controls: { soc2: ['CC6.7'], pci_dss: ['4.2.1'], iso_27001: ['A.8.24'], nist_800_53: ['SC-8'], hipaa: ['164.312(e)(1)', '164.312(e)(2)(ii)'] },
    evaluate: (resource) => token(attributesOf(resource).http_listener) === 'forward',
  },
  {
    id: 'sec.load_balancer_weak_tls_policy',
    dimension: 'security',
    severity: 'medium',
    kinds: ['load_balancer'],
    providers: ['aws', 'gcp'],
    terraformTypes: [
      'aws_lb', 'aws_alb', 'aws_lb_listener', 'aws_alb_listener', 'google_compute_global_forwarding_rule', 'google_compute_forwarding_rule',
      'google_compute_target_https_proxy', 'google_compute_ssl_policy',
    ],
    title: 'Load balancer allows TLS 1.0 and 1.1',
    description: 'The TLS policy negotiates deprecated protocol versions that are vulnerable to downgrade attacks and are not allowed by PCI DSS.',
    rationale: 'TLS 1.0 and 1.1 have known weaknesses (downgrade attacks, obsolete ciphers) and are forbidden by PCI DSS; any client that still negotiates them can be attacked in transit.',
    terraformFix: SECURITY_FIXES['sec.load_balancer_weak_tls_policy'],
    remediation: 'Switch the listener to a TLS 1.2+ policy (TLS 1.3 where clients support it).',
    controls: { cis_gcp: ['3.9'], cis_azure: ['7.12'], soc2: ['CC6.7'], pci_dss: ['4.2.1'], iso_27001: ['A.8.24'], nist_800_53: ['SC-8', 'SC-13'], hipaa: ['164.312(e)(2)(ii)'] },
    // The reported minimum version is authoritative; the policy name is only read when no version is given.
    evaluate: (resource) => {
      const a = attributesOf(resource)
      const version = tlsVersion(a.min_tls_version)
      if (version !== undefined) return version < 1.2
      const policy = typeof a.tls_policy === 'string' ? a.tls_policy.trim().toLowerCase() : undefined
      return policy !== undefined && WEAK_TLS_POLICIES.has(policy)
    },
  },
  {
    id: 'sec.snapshot_public',
    dimension: 'security',
    severity: 'critical',
    kinds: ['snapshot'],
    providers: ['aws', 'gcp'],
    terraformTypes: ['aws_ebs_snapshot', 'google_compute_snapshot', 'google_compute_snapshot_iam_member', 'google_compute_snapshot_iam_binding'],
    title: 'Disk snapshot is shared publicly',
    description: 'The snapshot is restorable by any account. Attackers routinely scan for public snapshots and mine them for credentials and data.',
    rationale: 'A public snapshot is a full copy of a disk that any account in the world can restore, with every file, credential and database page it held.',
    terraformFix: SECURITY_FIXES['sec.snapshot_public'],
    remediation: 'Make the snapshot private immediately and review who may have copied it (CloudTrail or audit logs).',
    controls: { soc2: ['CC6.1', 'CC6.6'], pci_dss: ['7.2.1'], iso_27001: ['A.8.3'], nist_800_53: ['AC-3'], hipaa: ['164.312(a)(1)'] },
    evaluate: (resource) => attributesOf(resource).public === true,
  },
]
