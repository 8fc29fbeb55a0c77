import { above, attributesOf, num, token } from '../attributes.ts'
import type { Check } from '../check.ts'
import { IDENTITY_FIXES } from './terraform-fixes.ts'

// Customer-managed encryption keys (KMS keys, Cloud KMS crypto keys, Key Vault keys): whether they rotate,
// whether a key still in use is about to be destroyed, who may use them, and what an unused key costs.

/** Key states meaning "deletion scheduled" in AWS KMS, Cloud KMS and Key Vault spellings. */
const DELETION_STATES = new Set(['pendingdeletion', 'destroyscheduled', 'scheduledfordeletion'])
/** Asymmetric keys cannot rotate automatically, so CIS exempts them from the rotation control (AWS and GCP spellings). */
const NON_ROTATABLE_USAGES = new Set(['signverify', 'keyagreement', 'asymmetricsign', 'asymmetricdecrypt'])
/** What `cost.unused_key` counts per key: about 1 USD a month in AWS KMS, and less elsewhere. */
const UNUSED_KEY_USD_PER_MONTH = 1
/** List price of a customer-managed key per month: AWS KMS $1; a Cloud KMS software key version $0.06. */
const KEY_USD_PER_MONTH: Record<string, number> = { aws: 1, gcp: 0.06 }
const keyCost = (resource: Parameters<NonNullable<Check['monthlyWasteUsd']>>[0]) => KEY_USD_PER_MONTH[resource?.provider] ?? 0

export const KEY_CHECKS: Check[] = [
  {
    id: 'sec.key_rotation_disabled',
    dimension: 'security',
    severity: 'medium',
    effort: 'low',
    kinds: ['key'],
    providers: ['aws', 'gcp', 'azure'],
    terraformTypes: ['aws_kms_key', 'google_kms_crypto_key', 'azurerm_key_vault_key'],
    title: 'Encryption key rotation is disabled',
    description: 'Automatic rotation is off for this customer-managed key, so the same key material protects data indefinitely (CIS AWS 3.6).',
    rationale: 'A key that never rotates protects ever more data with the same material, so a single leak exposes all of it; rotation limits how much data and how much time a compromised key is worth.',
    terraformFix: IDENTITY_FIXES['sec.key_rotation_disabled'],
    remediation: 'Enable automatic yearly rotation on the key.',
    controls: { cis_aws: ['3.6'], cis_gcp: ['1.10'], cis_azure: ['8.3.9'], soc2: ['CC6.1'], pci_dss: ['3.7.4'], iso_27001: ['A.8.24'], nist_800_53: ['SC-12'], hipaa: ['164.312(a)(2)(iv)'] },
    evaluate: (resource) => {
      const a = attributesOf(resource)
      const usage = token(a.usage)
      return a.rotation_enabled === false && !(usage !== undefined && NON_ROTATABLE_USAGES.has(usage))
    },
  },
  {
    id: 'sec.key_scheduled_for_deletion',
    dimension: 'security',
    severity: 'high',
    effort: 'medium',
    kinds: ['key'],
    providers: ['aws', 'gcp', 'azure'],
    terraformTypes: ['aws_kms_key', 'google_kms_crypto_key', 'azurerm_key_vault_key'],
    title: 'Key in use is scheduled for deletion',
    description: 'The key is pending deletion but still referenced by resources. Once deleted, data encrypted with it becomes unrecoverable.',
    rationale: 'Once the key is destroyed, every volume, backup and object encrypted with it is unreadable for good: deleting a key still in use is irreversible data loss.',
    terraformFix: IDENTITY_FIXES['sec.key_scheduled_for_deletion'],
    remediation: 'Cancel the deletion, re-encrypt dependent resources with a new key, then schedule deletion again.',
    controls: { soc2: ['A1.2', 'CC6.1'], iso_27001: ['A.8.24'], nist_800_53: ['SC-12'] },
    evaluate: (resource) => {
      const a = attributesOf(resource)
      const state = token(a.state)
      return state !== undefined && DELETION_STATES.has(state) && above(a.dependent_resources, 0)
    },
  },
  {
    id: 'cost.unused_key',
    dimension: 'cost',
    severity: 'info',
    effort: 'low',
    kinds: ['key'],
    providers: ['aws', 'gcp', 'azure'],
    terraformTypes: ['aws_kms_key', 'google_kms_crypto_key', 'azurerm_key_vault_key'],
    title: 'Customer-managed key has not been used for 90 days',
    description: 'The key is enabled and billed monthly but has not been used for any cryptographic operation for 90 days.',
    rationale: 'Each customer-managed key is billed every month whether or not it is used, and unused keys clutter the inventory every key review must cover.',
    terraformFix: IDENTITY_FIXES['cost.unused_key'],
    remediation: 'Disable the key, and schedule its deletion after confirming nothing depends on it.',
    controls: { soc2: ['CC6.1'], pci_dss: ['3.7.5'], iso_27001: ['A.8.24'], nist_800_53: ['SC-12'] },
    evaluate: (resource) => {
      const a = attributesOf(resource)
      const lastUsed = num(a.last_used_days_ago)
      return token(a.state) === 'enabled' && lastUsed !== undefined && lastUsed >= 90
    },
    monthlyWasteUsd: () => UNUSED_KEY_USD_PER_MONTH,
  },
  {
    id: 'cmp.key_policy_wildcard_principal',
    dimension: 'compliance',
    severity: 'high',
    effort: 'medium',
    kinds: ['key'],
    providers: ['aws', 'gcp'],
    terraformTypes: ['aws_kms_key', 'google_kms_crypto_key'],
    title: 'Key policy grants access to any principal',
    description: 'The key policy allows `*` as principal without conditions, so any account can use the key if it can reach it.',
    rationale: 'A key any principal may use protects nothing: whoever can reach the encrypted data can also decrypt it, across account boundaries.',
    terraformFix: IDENTITY_FIXES['cmp.key_policy_wildcard_principal'],
    remediation: 'Restrict the key policy to named principals in your organisation and add an aws:PrincipalOrgID-style condition.',
    controls: { cis_gcp: ['1.9'], soc2: ['CC6.1', 'CC6.3'], pci_dss: ['3.6.1'], iso_27001: ['A.5.15', 'A.8.24'], nist_800_53: ['AC-3', 'SC-12'], hipaa: ['164.312(a)(1)'] },
    evaluate: (resource) => attributesOf(resource).policy_allows_any_principal === true,
  },
  {
    id: 'cost.key_disabled_but_billed',
    dimension: 'cost',
    severity: 'info',
    kinds: ['key'],
    providers: ['aws', 'gcp'],
    terraformTypes: ['aws_kms_key', 'google_kms_crypto_key'],
    title: 'Disabled key is still billed every month',
    description: 'The customer-managed key is disabled but not scheduled for deletion, so it keeps being billed while nothing can use it.',
    rationale: 'KMS bills disabled keys and disabled key versions like enabled ones; a key disabled to retire it costs money each month until someone schedules its deletion.',
    remediation: 'Confirm nothing still needs data encrypted under the key, then schedule its deletion (or re-enable it if it is still needed).',
    controls: { soc2: ['CC6.1'], pci_dss: ['3.7.5'], iso_27001: ['A.8.24'], nist_800_53: ['SC-12'] },
    effort: 'low',
    evaluate: (resource) => token(attributesOf(resource).state) === 'disabled',
    monthlyWasteUsd: keyCost,
  },
  {
    id: 'cost.key_never_used',
    dimension: 'cost',
    severity: 'info',
    kinds: ['key'],
    providers: ['aws', 'gcp'],
    terraformTypes: ['aws_kms_key', 'google_kms_crypto_key'],
    title: 'Customer-managed key has never been used',
    description: 'The enabled key is more than 30 days old and has never been used for a cryptographic operation.',
    rationale: 'A key created for a project that never used it is billed every month from the day it was made, and adds one more key to every access review.',
    remediation: 'Check with the owner whether the key is still planned for use; if not, disable it and schedule its deletion.',
    controls: { soc2: ['CC6.1'], pci_dss: ['3.7.5'], iso_27001: ['A.8.24'], nist_800_53: ['SC-12'] },
    effort: 'low',
    // `null` is "reported as never used"; an absent value is unknown.
    evaluate: (resource) => {
      const a = attributesOf(resource)
      return token(a.state) === 'enabled' && a.last_used_days_ago === null && above(a.key_age_days, 30)
    },
    monthlyWasteUsd: keyCost,
  },
  {
    id: 'arch.key_deletion_window_short',
    dimension: 'architecture',
    severity: 'low',
    kinds: ['key'],
    providers: ['aws', 'gcp'],
    terraformTypes: ['aws_kms_key', 'google_kms_crypto_key'],
    title: 'Key deletion waiting period is shorter than 14 days',
    description: 'The key is destroyed less than 14 days after its deletion is scheduled, leaving little time to notice a mistaken or malicious deletion.',
    rationale: 'Destroying a key makes all data under it unreadable for good; the waiting period is the only undo, and dependencies on a key often surface only at the next monthly job or restore.',
    terraformFix: IDENTITY_FIXES['arch.key_deletion_window_short'],
    remediation: 'Set the deletion window (AWS) or destroy-scheduled duration (GCP) to 30 days.',
    controls: { soc2: ['A1.2'], iso_27001: ['A.8.24'], nist_800_53: ['SC-12', 'CP-9'] },
    effort: 'low',
    evaluate: (resource) => {
      const days = num(attributesOf(resource).deletion_window_days)
      return days !== undefined && days > 0 && days < 14
    },
  },
  {
    id: 'cmp.key_rotation_period_long',
    dimension: 'compliance',
    severity: 'low',
    kinds: ['key'],
    providers: ['gcp'],
    terraformTypes: ['google_kms_crypto_key'],
    title: 'Cloud KMS key rotates less often than every 90 days',
    description: 'The key\'s automatic rotation period is longer than 90 days (CIS GCP 1.10).',
    rationale: 'CIS GCP asks for rotation within 90 days so that each key version protects a bounded amount of data, and a compromised version is retired within a quarter.',
    terraformFix: IDENTITY_FIXES['cmp.key_rotation_period_long'],
    remediation: 'Set the key\'s rotation period to 90 days (7776000s) or less.',
    controls: { cis_gcp: ['1.10'], pci_dss: ['3.7.4'], iso_27001: ['A.8.24'], nist_800_53: ['SC-12'] },
    effort: 'low',
    evaluate: (resource) => above(attributesOf(resource).rotation_period_days, 90),
  },
  {
    id: 'cmp.key_vault_key_without_expiration',
    dimension: 'compliance',
    severity: 'low',
    kinds: ['key'],
    providers: ['azure'],
    terraformTypes: ['azurerm_key_vault_key'],
    title: 'Key Vault key has no expiration date',
    description: 'The key has no expiration date set, so nothing forces it to be rotated or retired (CIS Azure 8.3.1 and 8.3.2).',
    rationale: 'An expiration date bounds the cryptoperiod PCI DSS and NIST ask for; a key without one can be used indefinitely, and its rotation policy has nothing to rotate ahead of.',
    terraformFix: IDENTITY_FIXES['cmp.key_vault_key_without_expiration'],
    remediation: 'Set an expiration date on the key and a rotation policy that creates a new version before it expires.',
    controls: { cis_azure: ['8.3.1', '8.3.2'], pci_dss: ['3.7.4'], iso_27001: ['A.8.24'], nist_800_53: ['SC-12'] },
    effort: 'low',
    evaluate: (resource) => attributesOf(resource).expiration_set === false,
  },
]
