import fc from 'fast-check'
import type { Hints } from './schema-values.ts'
import { CursorRef, IdRef } from './wire-values.ts'

// Fields whose schema says "string" but whose meaning decides whether a request gets past validation:
// expressions must parse as CEL, webhook URLs must be URLs the test app accepts, ids must name records.
// Generated requests use these values for the field of that name, so they reach the code behind the checks;
// the hostile mutations then replace them.

const range = (n: number) => `[${Array.from({ length: n }, (_, i) => i).join(', ')}]`

/** CEL that the policy checker accepts, including expressions that cost a naive evaluator dearly. */
export const CEL_EXPRESSIONS = [
  'resource.kind == "bucket"',
  'has(resource.tags.env) && resource.tags.env == "prod"',
  'resource.provider in ["aws", "gcp"] && resource.region.startsWith("eu")',
  'resource.name.matches("^[a-z0-9-]+$")',
  'size(resource.tags) > 2 || resource.attributes.public_read == true',
  'finding.severity == "high" && finding.dimension == "security"',
  'finding.check_id in ["sec.bucket_public_read", "sec.snapshot_public"] && has(resource.tags.pii)',
  // Costly: catastrophic backtracking for a backtracking regex engine, and nested comprehensions.
  '"aaaaaaaaaaaaaaaaaaaaaaaaaaaaaa!".matches("^(a+)+$")',
  'resource.name.matches("^(a|aa)+$") || resource.external_id.matches("(x+x+)+y")',
  `${range(30)}.all(a, ${range(30)}.all(b, ${range(30)}.all(c, a + b + c >= 0)))`,
  `${range(40)}.exists(a, ${range(40)}.exists(b, ${range(40)}.exists(c, ${range(40)}.exists(d, a + b + c + d < 0))))`,
  `size(${Array.from({ length: 12 }, () => 'resource.name').join(' + ')}) > 0`,
  `${'('.repeat(1500)}true${')'.repeat(1500)}`,
  `${'!'.repeat(4000)}true`,
  `${Array.from({ length: 600 }, () => 'true').join(' && ')}`,
]

/** Webhook URLs the test app accepts (loopback and private allowed), and some at the edge of the schema. */
export const WEBHOOK_URLS = [
  'http://127.0.0.1:9/hook', 'http://[::1]:9/hook', 'http://10.0.0.7/hooks?x=1&y=%00', 'https://127.0.0.1:8443/p%2e%2e/',
  `http://127.0.0.1:9/${'a'.repeat(2020)}`, 'http://127.0.0.1:9/\u202eabc', 'http://user:pass@127.0.0.1:9/',
  'http://169.254.169.254/latest/meta-data/', 'http://[::ffff:169.254.169.254]/', 'http://0/', 'ftp://127.0.0.1/',
  'http://127.0.0.1:99999/', 'http://a.invalid/', 'javascript:alert(1)', 'file:///etc/passwd', 'http://xn--/',
]

export function semanticHints(): Hints {
  const id = (prefix: string, source: 'own' | 'other_tenant' | 'own_wrong_kind' = 'own') => fc.nat().map((pick) => new IdRef(prefix, source, pick))
  const ownId = (prefix: string) => () => fc.oneof({ weight: 8, arbitrary: id(prefix) }, { weight: 1, arbitrary: id(prefix, 'other_tenant') })
  return {
    expression: () => fc.constantFrom(...CEL_EXPRESSIONS),
    url: () => fc.constantFrom(...WEBHOOK_URLS.slice(0, 7)),
    audit_id: ownId('aud'),
    resource_id: ownId('res'),
    base: ownId('aud'),
    event_id: ownId('evt'),
    check_id: () => fc.constantFrom('sec.bucket_public_read', 'cost.idle_instance', 'pol_x', 'sec.%'),
    cursor: () => fc.nat().map((pick) => new CursorRef('same_list', pick)),
    'idempotency-key': () => fc.uuid(),
    reason: () => fc.constantFrom('Known and accepted by the CISO', 'x'),
    // Must lie in the future to be accepted.
    expires_at: () => fc.oneof({ weight: 1, arbitrary: fc.constant(null) }, { weight: 3, arbitrary: fc.date({ min: new Date('2100-01-01T00:00:00Z'), max: new Date('2200-01-01T00:00:00Z'), noInvalidDate: true }).map((d) => d.toISOString()) }),
    // OAuth forms: the workspace's own client, its codes and tokens, the registered redirect.
    client_id: () => id('oac'),
    client_secret: () => id('pcs'),
    code: () => id('code'),
    refresh_token: () => id('por'),
    token: () => fc.oneof(id('poa'), id('por')),
    redirect_uri: () => id('redirect'),
    scope: () => fc.constantFrom('findings:read', 'findings:read findings:write', 'admin', ''),
    // Cloud accounts: role ARNs that pass the strict check (and a few that do not), region names.
    role_arn: () => fc.oneof(
      { weight: 4, arbitrary: fc.tuple(fc.stringMatching(/^\d{12}$/), fc.stringMatching(/^[A-Za-z0-9+=,.@_-]{1,64}$/)).map(([account, name]) => `arn:aws:iam::${account}:role/${name}`) },
      { weight: 1, arbitrary: fc.constantFrom('arn:aws:iam::123456789012:user/alice', 'arn:aws:sts::123456789012:assumed-role/X/s', 'arn:aws:iam::12:role/X', 'arn:aws-cn:iam::123456789012:role/a/b/C') },
    ),
    member_role_name: () => fc.constantFrom('PostureAudit', 'Reader', 'has/slash', 'x'.repeat(64)),
    regions: () => fc.oneof(fc.constant(null), fc.constantFrom(['eu-west-1'], ['us-east-1', 'eu-central-1'], ['eu-west-9'], ['cn-north-1'])),
  }
}
