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
  ],
}
