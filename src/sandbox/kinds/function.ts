import { azureId, int, pick, monthly, type SandboxKind } from './kind.ts'

export const FUNCTION: SandboxKind = {
  kind: 'function', weight: 10, namePart: 'fn',
  externalId: (_rng, at) => {
    if (at.provider === 'aws') return `arn:aws:lambda:${at.region}:${at.account}:function:${at.name}`
    if (at.provider === 'gcp') return `//cloudfunctions.googleapis.com/projects/${at.account}/locations/${at.region}/functions/${at.name}`
    return azureId(at, 'Microsoft.Web/sites')
  },
  baseline: (rng) => ({
    runtime: pick(rng, ['nodejs22.x', 'python3.12', 'java21', 'provided.al2023']), memory_mb: pick(rng, [256, 512, 1024]), peak_memory_mb_30d: int(rng, 90, 240),
    timeout_s: pick(rng, [15, 30, 60]), plaintext_secret_env_vars: [], public_url: false, auth_type: 'AWS_IAM',
    invocations_30d: int(rng, 1_000, 9_000_000), monthly_cost_usd: monthly(rng, 1, 180),
  }),
  templates: [
    { check_id: 'sec.function_secrets_in_environment', exhibit: (a) => { a.plaintext_secret_env_vars = ['STRIPE_API_KEY', 'DB_PASSWORD'] } },
    { check_id: 'sec.function_public_url', exhibit: (a) => { a.public_url = true; a.auth_type = 'NONE' } },
    { check_id: 'arch.function_deprecated_runtime', exhibit: (a) => { a.runtime = 'python3.7' } },
    { check_id: 'cost.function_overprovisioned_memory', exhibit: (a) => { a.memory_mb = 3008; a.peak_memory_mb_30d = 212 } },
    { check_id: 'arch.function_tracing_disabled', exhibit: (a) => { a.tracing = false } },
    { check_id: 'arch.function_without_dead_letter_queue', exhibit: (a) => { a.dead_letter_queue = false } },
    { check_id: 'sec.function_not_in_vpc', exhibit: (a) => { a.in_vpc = false } },
    { check_id: 'sec.function_public_resource_policy', exhibit: (a) => { a.public_resource_policy = true } },
    { check_id: 'sec.function_code_signing_disabled', exhibit: (a) => { a.code_signing = false } },
    // Custom runtimes are not offered the move to arm64 (their binaries need a rebuild).
    { check_id: 'cost.function_x86_architecture', exhibit: (a) => {
      if (typeof a.runtime === 'string' && a.runtime.startsWith('provided')) return false
      a.architecture = 'x86_64'
    } },
    { check_id: 'sec.function_app_https_not_enforced', exhibit: (a) => { a.https_only = false } },
    { check_id: 'sec.function_app_weak_min_tls', exhibit: (a) => { a.min_tls_version = '1.0' } },
  ],
}
