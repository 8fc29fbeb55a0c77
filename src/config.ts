import { join } from 'node:path'
import Type, { type Static } from 'typebox'
import { Value } from 'typebox/value'

// Every setting the process reads, parsed once at boot. A bad value stops the process with a message that
// names the variable, instead of failing later on the first request that needs it.
const ConfigSchema = Type.Object({
  PORT: Type.Integer({ minimum: 0, maximum: 65535, default: 8080 }),
  HOST: Type.String({ default: '127.0.0.1' }),
  DATA_DIR: Type.String({ default: './data' }),
  DATABASE_URL: Type.Optional(Type.String({ pattern: '^postgres(ql)?://' })),
  // A direct PostgreSQL connection for LISTEN (wake-ups), when DATABASE_URL goes through a transaction-mode pooler.
  DATABASE_LISTEN_URL: Type.Optional(Type.String({ pattern: '^postgres(ql)?://' })),
  REDIS_URL: Type.Optional(Type.String({ pattern: '^rediss?://' })),
  RATE_LIMIT_PER_MINUTE: Type.Integer({ minimum: 1, default: 1000 }),
  // All the tokens of one tenant together; unset: 5 × RATE_LIMIT_PER_MINUTE (see rateLimitPerTenant).
  RATE_LIMIT_PER_TENANT_PER_MINUTE: Type.Optional(Type.Integer({ minimum: 1 })),
  LOG_LEVEL: Type.Union(
    ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].map((l) => Type.Literal(l)),
    { default: 'info' },
  ),
  // `pretty`: one readable line per log line (pino-pretty); `json`: pino's lines as they are, for log shippers.
  // Unset: pretty when stdout is a terminal, json otherwise (see logFormat below).
  LOG_FORMAT: Type.Optional(Type.Union([Type.Literal('json'), Type.Literal('pretty')])),
  BASE_URL: Type.Optional(Type.String({ pattern: '^https?://' })),
  // Where people open the web application (served by this process under /app). https → Secure cookies, HSTS.
  APP_URL: Type.Optional(Type.String({ pattern: '^https?://' })),
  // Comma-separated addresses/CIDRs of reverse proxies whose X-Forwarded-For is believed (IP allowlists).
  TRUSTED_PROXIES: Type.Optional(Type.String()),
  // Comma-separated origins (scheme://host[:port], no path) whose browsers may call /v1 (CORS); unset: CORS off.
  CORS_ORIGINS: Type.Optional(Type.String({ pattern: '^\\s*https?://[^/,\\s]+\\s*(,\\s*https?://[^/,\\s]+\\s*)*$' })),
  SANDBOX_SEED: Type.Integer({ default: 20261123 }),
  AUDITS_PER_HOUR: Type.Integer({ minimum: 1, default: 10 }),
  REPORTS_PER_HOUR: Type.Integer({ minimum: 1, default: 20 }),
  // What this process does: `api` serves HTTP and runs no consumers; `worker` runs the consumers (webhook
  // deliveries, audits, reports, retention) and serves only /healthz and /readyz; `all` both (npm start).
  ROLE: Type.Union([Type.Literal('all'), Type.Literal('api'), Type.Literal('worker')], { default: 'all' }),
  // A port of its own for GET /metrics (Prometheus), on HOST; unset: /metrics is served on PORT.
  METRICS_PORT: Type.Optional(Type.Integer({ minimum: 1, maximum: 65535 })),
  // A bearer token Prometheus sends (`authorization` in its scrape config): /metrics answers only it, on either port.
  METRICS_TOKEN: Type.Optional(Type.String({ minLength: 16, pattern: '^\\S+$' })),
  // The first part of the 10 s shutdown grace period during which HTTP is still served (Connection: close) while
  // /readyz says 503, so that a load balancer stops routing first; then the server closes.
  SHUTDOWN_DRAIN_MS: Type.Integer({ minimum: 0, maximum: 8000, default: 1000 }),
  // API processes on this machine (node:cluster); more than one needs DATABASE_URL (the embedded store is one process's).
  WORKERS: Type.Integer({ minimum: 1, maximum: 64, default: 1 }),
  JOB_LEASE_SECONDS: Type.Integer({ minimum: 1, maximum: 3600, default: 30 }),
  // Operator setting for local development and tests: let webhook URLs reach loopback and private networks.
  WEBHOOK_ALLOW_PRIVATE_URLS: Type.Boolean({ default: false }),
  // Operator setting: let SSO issuers (and the endpoints their discovery names) be at loopback and private
  // addresses — an identity provider on the internal network, or on this machine. Cloud metadata stays refused.
  SSO_ALLOW_PRIVATE_ISSUERS: Type.Boolean({ default: false }),
  // The AWS principal customers' roles for Posture trust (GET /v1/cloud_accounts/aws_setup): by default read from the
  // service's own credentials (STS GetCallerIdentity over the default chain); set it when that cannot be read or
  // is not what the trust policy should name (a role with a path, a session broker in front of the service).
  POSTURE_AWS_PRINCIPAL_ARN: Type.Optional(Type.String({ pattern: '^arn:aws(-cn|-us-gov|-eusc)?:(iam|sts)::\\d{12}:[\\w+=,.@/-]+$' })),
  // 32 bytes, base64: the key that seals webhook signing secrets and SSO client secrets. Unset: the key file.
  WEBHOOK_SECRETS_KEY: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9+/]{43}=$' })),
  // Where the sealing key is kept when WEBHOOK_SECRETS_KEY is not set (default DATA_DIR/secrets.key, mode 0600).
  SECRETS_KEY_FILE: Type.Optional(Type.String({ minLength: 1 })),
})

export type Config = Static<typeof ConfigSchema>
export type LogFormat = NonNullable<Config['LOG_FORMAT']>

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const raw: Record<string, unknown> = {}
  for (const key of Object.keys(ConfigSchema.properties)) {
    const value = env[key]
    if (value !== undefined && value !== '') raw[key] = value
  }
  const withDefaults = Value.Default(ConfigSchema, Value.Convert(ConfigSchema, raw))
  if (!Value.Check(ConfigSchema, withDefaults)) {
    throw new Error(`Invalid configuration: ${describeProblems([...Value.Errors(ConfigSchema, withDefaults)])}`)
  }
  return withDefaults as Config
}

/**
 * One phrase per variable. A choice of words (LOG_LEVEL, LOG_FORMAT, ROLE) fails each of its literals and then
 * the union; the reader needs the list of allowed words, not "must be equal to constant" once per word.
 */
function describeProblems(errors: { instancePath: string; keyword: string; message: string; params: Record<string, unknown> }[]): string {
  const byVariable = new Map<string, { choices: unknown[]; messages: Set<string> }>()
  for (const error of errors) {
    const name = error.instancePath.slice(1) || 'config'
    const entry = byVariable.get(name) ?? { choices: [], messages: new Set<string>() }
    if (error.keyword === 'const') entry.choices.push(error.params.allowedValue)
    else entry.messages.add(error.message)
    byVariable.set(name, entry)
  }
  return [...byVariable]
    .map(([name, { choices, messages }]) => `${name}: ${choices.length > 0 ? `must be one of ${choices.join(', ')}` : [...messages].join(', ')}`)
    .join('; ')
}

/** Readable lines on a terminal, JSON lines elsewhere (a file, a pipe, a container's log collector), unless LOG_FORMAT says. */
export function logFormat(config: Config, stdout: { isTTY?: boolean } = process.stdout): LogFormat {
  return config.LOG_FORMAT ?? (stdout.isTTY === true ? 'pretty' : 'json')
}

/** The ceiling of all a tenant's tokens together: as set, else five times one token's. */
export function rateLimitPerTenant(config: Config): number {
  return config.RATE_LIMIT_PER_TENANT_PER_MINUTE ?? 5 * config.RATE_LIMIT_PER_MINUTE
}

/**
 * Whether GET /metrics is served on the public port: not when METRICS_PORT gives it a port of its own, and
 * not to anyone who can reach a public interface unless METRICS_TOKEN protects it (a scrape tells how busy the
 * service is, by route). On a loopback HOST (the default, a development machine) it is served as it is.
 */
export function metricsOnPublicPort(config: Config): boolean {
  if (config.METRICS_PORT !== undefined) return false
  return config.METRICS_TOKEN !== undefined || isLoopback(config.HOST)
}

function isLoopback(host: string): boolean {
  return host === 'localhost' || host === '::1' || /^127\.\d+\.\d+\.\d+$/.test(host)
}

export function baseUrl(config: Config): string {
  return config.BASE_URL ?? `http://${config.HOST.includes(':') ? `[${config.HOST}]` : config.HOST}:${config.PORT}`
}

/** Where the sealing key comes from: WEBHOOK_SECRETS_KEY, else the key file (kept outside the database). */
export function sealingKeySource(config: Config): { configured?: string; keyFile: string } {
  return { configured: config.WEBHOOK_SECRETS_KEY, keyFile: config.SECRETS_KEY_FILE ?? join(config.DATA_DIR, 'secrets.key') }
}

export function appUrl(config: Config): string {
  return config.APP_URL ?? `${baseUrl(config)}/app`
}
