import { attributesOf, monthlyCost, num, str, strings, tlsVersion, token, usd } from '../attributes.ts'
import type { Check } from '../check.ts'
import { attrs, isFalse } from './shared.ts'
import { COMPUTE_FIXES } from './terraform-fixes.ts'

// Functions: Lambda functions, Cloud Functions (1st and 2nd gen) and Azure Function Apps.

/**
 * Function runtimes past their provider's deprecation date (AWS Lambda, Cloud Functions, Azure Functions),
 * as of November 2026. A dated list: revise it when providers publish new deprecations.
 */
const DEPRECATED_RUNTIMES = new Set([
  'go1.x', 'java8', 'provided', 'dotnetcore1.0', 'dotnetcore2.0', 'dotnetcore2.1', 'dotnetcore3.1', 'dotnet5.0', 'dotnet6', 'dotnet7',
  'go111', 'go113', 'go116', 'go118', 'go119',
])
/** Oldest supported [major, minor] per language, in the AWS, GCP (`python312`) and Azure (`node|22`) spellings. */
const OLDEST_SUPPORTED: { pattern: RegExp; oldest: readonly [number, number] }[] = [
  { pattern: /^(?:nodejs|node)[|~]?(\d+)(?:\.x|-lts)?$/, oldest: [22, 0] },
  { pattern: /^python[|~]?(\d)\.?(\d+)$/, oldest: [3, 10] },
  { pattern: /^ruby[|~]?(\d)\.?(\d)$/, oldest: [3, 3] },
]

export function isDeprecatedRuntime(value: unknown): boolean {
  const runtime = str(value)?.trim().toLowerCase()
  if (!runtime) return false
  if (DEPRECATED_RUNTIMES.has(runtime) || runtime === 'nodejs') return true
  for (const { pattern, oldest } of OLDEST_SUPPORTED) {
    const match = pattern.exec(runtime)
    if (!match) continue
    // Compare as (major, minor) pairs: python3.9 is older than python3.10.
    const major = Number(match[1])
    const minor = Number(match[2] ?? 0)
    return major < oldest[0] || (major === oldest[0] && minor < oldest[1])
  }
  return false
}

const LAMBDA = ['aws_lambda_function']
const FUNCTION_APPS = ['azurerm_linux_function_app', 'azurerm_windows_function_app']
/** Lambda on arm64 (Graviton) is priced 20% below x86_64 per GB-second. */
const ARM_SAVING = 0.2

export const FUNCTION_CHECKS: Check[] = [
  {
    id: 'sec.function_secrets_in_environment',
    dimension: 'security',
    severity: 'high',
    effort: 'medium',
    kinds: ['function'],
    providers: ['aws', 'gcp', 'azure'],
    terraformTypes: [
      'aws_lambda_function', 'google_cloudfunctions_function', 'google_cloudfunctions2_function', 'azurerm_linux_function_app',
      'azurerm_windows_function_app',
    ],
    title: 'Function stores secrets in plain environment variables',
    description: 'Environment variables of the function contain values that look like secrets (API keys, passwords). They are visible to anyone who can read the function configuration.',
    rationale: 'Environment variables are readable by anyone who can view the function\'s configuration, are copied into state files and deployment logs, and cannot be rotated without a redeploy.',
    terraformFix: COMPUTE_FIXES['sec.function_secrets_in_environment'],
    remediation: 'Move the secrets to Secrets Manager, Secret Manager or Key Vault and read them at start-up with the function\'s identity.',
    controls: { cis_gcp: ['1.17'], soc2: ['CC6.1'], pci_dss: ['8.6.2'], iso_27001: ['A.5.17'], nist_800_53: ['IA-5'] },
    evaluate: (resource) => (strings(attributesOf(resource).plaintext_secret_env_vars) ?? []).some((name) => name.trim() !== ''),
  },
  {
    id: 'sec.function_public_url',
    dimension: 'security',
    severity: 'medium',
    effort: 'medium',
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
    terraformFix: COMPUTE_FIXES['sec.function_public_url'],
    remediation: 'Require IAM or token authentication on the function URL, or put it behind an API gateway with authorisation.',
    controls: { soc2: ['CC6.1', 'CC6.6'], pci_dss: ['8.3.1'], iso_27001: ['A.8.5'], nist_800_53: ['AC-3', 'AC-14'], hipaa: ['164.312(d)'] },
    // A public URL that requires IAM or a token is a normal way to expose a function.
    evaluate: (resource) => {
      const a = attributesOf(resource)
      return a.public_url === true && token(a.auth_type) === 'none'
    },
  },
  {
    id: 'cost.function_overprovisioned_memory',
    dimension: 'cost',
    severity: 'low',
    effort: 'low',
    kinds: ['function'],
    providers: ['aws', 'gcp'],
    terraformTypes: ['aws_lambda_function', 'google_cloudfunctions_function', 'google_cloudfunctions2_function'],
    title: 'Function memory is far above its peak usage',
    description: 'The function is configured with 3 GB of memory but its peak usage over 30 days was under 300 MB.',
    rationale: 'Functions are billed for configured memory times duration, so memory far above the peak is paid for on every invocation.',
    terraformFix: COMPUTE_FIXES['cost.function_overprovisioned_memory'],
    remediation: 'Lower the memory setting to about twice the observed peak, or use a power-tuning tool to find the cheapest setting.',
    controls: { soc2: ['A1.1'], iso_27001: ['A.8.6'] },
    // Below 1 GB the saving is too small to be worth a finding; "far above" is a peak under a fifth of the setting.
    evaluate: (resource) => {
      const a = attributesOf(resource)
      const memory = num(a.memory_mb)
      const peak = num(a.peak_memory_mb_30d)
      return memory !== undefined && peak !== undefined && peak >= 0 && memory > 1024 && peak < memory * 0.2
    },
    // Price is linear in memory: the saving is the share above twice the peak (128 MB minimum), duration assumed unchanged.
    monthlyWasteUsd: (resource) => {
      const a = attributesOf(resource)
      const memory = num(a.memory_mb)
      const peak = num(a.peak_memory_mb_30d)
      if (memory === undefined || peak === undefined || memory <= 0) return 0
      return usd(monthlyCost(resource) * (1 - Math.max(128, 2 * peak) / memory))
    },
  },
  {
    id: 'arch.function_deprecated_runtime',
    dimension: 'architecture',
    severity: 'medium',
    effort: 'medium',
    kinds: ['function'],
    providers: ['aws', 'gcp', 'azure'],
    terraformTypes: [
      'aws_lambda_function', 'google_cloudfunctions_function', 'google_cloudfunctions2_function', 'azurerm_linux_function_app',
      'azurerm_windows_function_app',
    ],
    title: 'Function uses a deprecated runtime',
    description: 'The runtime is deprecated by the provider; it receives no security updates and new deployments will soon be blocked.',
    rationale: 'A deprecated runtime gets no security patches, and providers then block creating and updating functions on it, so an urgent fix may not deploy.',
    terraformFix: COMPUTE_FIXES['arch.function_deprecated_runtime'],
    remediation: 'Upgrade to a supported runtime version and redeploy.',
    controls: { soc2: ['CC7.1'], pci_dss: ['6.3.3'], iso_27001: ['A.8.8'], nist_800_53: ['SA-22', 'SI-2'] },
    evaluate: (resource) => isDeprecatedRuntime(attributesOf(resource).runtime),
  },
  {
    id: 'arch.function_tracing_disabled',
    dimension: 'architecture',
    severity: 'low',
    effort: 'low',
    kinds: ['function'],
    providers: ['aws'],
    terraformTypes: LAMBDA,
    title: 'Lambda function does not send traces to X-Ray',
    description: 'Active tracing is off (tracing_config mode PassThrough), so requests through the function leave no trace of their latency and downstream calls.',
    rationale: 'Without traces a slow or failing dependency behind a function shows up only as timeouts; finding which call, in which service, takes guesswork during an incident.',
    terraformFix: COMPUTE_FIXES['arch.function_tracing_disabled'],
    remediation: 'Set tracing_config.mode = "Active" and allow the function role to write to X-Ray.',
    controls: { soc2: ['CC7.2'], iso_27001: ['A.8.16'], nist_800_53: ['AU-12', 'SI-4'] },
    evaluate: (resource) => isFalse(attrs(resource).tracing),
  },
  {
    id: 'arch.function_without_dead_letter_queue',
    dimension: 'architecture',
    severity: 'low',
    effort: 'low',
    kinds: ['function'],
    providers: ['aws'],
    terraformTypes: LAMBDA,
    title: 'Lambda function has no dead-letter queue',
    description: 'The function has no dead-letter queue, so asynchronous events that fail every retry are discarded.',
    rationale: 'Events from S3, SNS or EventBridge that fail twice are dropped silently; orders, uploads or notifications are lost with nothing to replay them from.',
    terraformFix: COMPUTE_FIXES['arch.function_without_dead_letter_queue'],
    remediation: 'Configure a dead-letter queue (dead_letter_config) or an on-failure destination, and alarm on its depth.',
    controls: { soc2: ['A1.2', 'PI1.4'], iso_27001: ['A.8.14'], nist_800_53: ['SI-11'] },
    evaluate: (resource) => isFalse(attrs(resource).dead_letter_queue),
  },
  {
    id: 'sec.function_not_in_vpc',
    dimension: 'security',
    severity: 'low',
    effort: 'medium',
    kinds: ['function'],
    providers: ['aws'],
    terraformTypes: LAMBDA,
    title: 'Lambda function runs outside a VPC',
    description: 'The function has no VPC configuration, so its traffic leaves from AWS-managed networks that your security groups, flow logs and egress controls do not cover.',
    rationale: 'Functions outside a VPC can reach any internet address: a compromised dependency exfiltrates data without passing a firewall, proxy or flow log you control.',
    terraformFix: COMPUTE_FIXES['sec.function_not_in_vpc'],
    remediation: 'Attach the function to private subnets with a security group (vpc_config), with egress through NAT or VPC endpoints.',
    controls: { soc2: ['CC6.6'], pci_dss: ['1.3.2'], iso_27001: ['A.8.22'], nist_800_53: ['SC-7'] },
    evaluate: (resource) => isFalse(attrs(resource).in_vpc),
  },
  {
    id: 'sec.function_public_resource_policy',
    dimension: 'security',
    severity: 'high',
    effort: 'low',
    kinds: ['function'],
    providers: ['aws'],
    terraformTypes: [...LAMBDA, 'aws_lambda_permission'],
    title: 'Lambda function policy lets any AWS account invoke it',
    description: 'A resource-based permission grants lambda:InvokeFunction to principal "*" with no source ARN, source account or organisation condition.',
    rationale: 'Any AWS account in the world can then call the function directly, bypassing the API gateway, queue or bucket meant to trigger it, and run its code with its role.',
    terraformFix: COMPUTE_FIXES['sec.function_public_resource_policy'],
    remediation: 'Replace the wildcard principal with the service or account that triggers the function and add source_arn or source_account to the permission.',
    controls: { soc2: ['CC6.1', 'CC6.6'], pci_dss: ['7.2.1'], iso_27001: ['A.5.15', 'A.8.3'], nist_800_53: ['AC-3', 'AC-6'] },
    evaluate: (resource) => attrs(resource).public_resource_policy === true,
  },
  {
    id: 'sec.function_code_signing_disabled',
    dimension: 'security',
    severity: 'low',
    effort: 'medium',
    kinds: ['function'],
    providers: ['aws'],
    terraformTypes: LAMBDA,
    title: 'Lambda function accepts unsigned code',
    description: 'No code signing configuration is attached, so any package uploaded by someone with update rights is deployed without checking who built it.',
    rationale: 'Code signing limits deployments to artefacts from your pipeline; without it a stolen deploy credential is enough to run arbitrary code with the function\'s role.',
    terraformFix: COMPUTE_FIXES['sec.function_code_signing_disabled'],
    remediation: 'Create a signing profile and an aws_lambda_code_signing_config that enforces it, and attach it to the function.',
    controls: { soc2: ['CC8.1'], pci_dss: ['6.5.1'], iso_27001: ['A.8.32'], nist_800_53: ['CM-5', 'SI-7'] },
    evaluate: (resource) => isFalse(attrs(resource).code_signing),
  },
  {
    id: 'cost.function_x86_architecture',
    dimension: 'cost',
    severity: 'low',
    effort: 'medium',
    kinds: ['function'],
    providers: ['aws'],
    terraformTypes: LAMBDA,
    title: 'Lambda function runs on x86 instead of Graviton',
    description: 'The function runs on the x86_64 architecture, whose duration price is 20% higher than arm64 (Graviton) for the same memory.',
    rationale: 'Interpreted runtimes (Node.js, Python, Java) usually run unchanged on arm64, so staying on x86 pays a fifth more for every invocation for no benefit.',
    terraformFix: COMPUTE_FIXES['cost.function_x86_architecture'],
    remediation: 'Test the function on arm64 (native dependencies must have arm64 builds), then set architectures = ["arm64"].',
    controls: { soc2: ['A1.1'], iso_27001: ['A.8.6'] },
    // Custom runtimes ship their own binaries, which need a rebuild; they are not a quick win and are left out.
    evaluate: (resource) => {
      const a = attrs(resource)
      return token(a.architecture) === 'x8664' && !str(a.runtime)?.startsWith('provided')
    },
    monthlyWasteUsd: (resource) => usd((num(attrs(resource).monthly_cost_usd) ?? 0) * ARM_SAVING),
  },
  {
    id: 'sec.function_app_https_not_enforced',
    dimension: 'security',
    severity: 'medium',
    effort: 'low',
    kinds: ['function'],
    providers: ['azure'],
    terraformTypes: FUNCTION_APPS,
    title: 'Function App serves plain HTTP',
    description: 'The Function App has https_only disabled, so HTTP-triggered functions answer unencrypted requests.',
    rationale: 'Function keys travel in the URL or a header: over plain HTTP anyone on the path can copy them and call the functions as the legitimate client.',
    terraformFix: COMPUTE_FIXES['sec.function_app_https_not_enforced'],
    remediation: 'Set https_only = true on the Function App.',
    controls: { soc2: ['CC6.7'], pci_dss: ['4.2.1'], iso_27001: ['A.8.24'], nist_800_53: ['SC-8'], hipaa: ['164.312(e)(1)'] },
    evaluate: (resource) => isFalse(attrs(resource).https_only),
  },
  {
    id: 'sec.function_app_weak_min_tls',
    dimension: 'security',
    severity: 'medium',
    effort: 'low',
    kinds: ['function'],
    providers: ['azure'],
    terraformTypes: FUNCTION_APPS,
    title: 'Function App accepts TLS older than 1.2',
    description: 'The Function App\'s minimum TLS version is 1.0 or 1.1, so callers can negotiate deprecated protocol versions.',
    rationale: 'A Function App that still negotiates TLS 1.0 or 1.1 lets a network attacker force the weakest version a client offers, exposing function keys and payloads.',
    terraformFix: COMPUTE_FIXES['sec.function_app_weak_min_tls'],
    remediation: 'Set site_config.minimum_tls_version to 1.2 or later.',
    controls: { soc2: ['CC6.7'], pci_dss: ['4.2.1'], iso_27001: ['A.8.24'], nist_800_53: ['SC-13'], hipaa: ['164.312(e)(2)(ii)'] },
    evaluate: (resource) => {
      const version = tlsVersion(attrs(resource).min_tls_version)
      return version !== undefined && version < 1.2
    },
  },
]
