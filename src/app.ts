import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import helmet from '@fastify/helmet'
import Fastify, { LogController, type FastifyInstance } from 'fastify'
import { pino } from 'pino'
import type { LogFormat } from './config.ts'
import { prettyStdout } from './platform/logs/pretty-stream.ts'
import type { Redis } from 'ioredis'
import { auditsRoutes, createAuditsService } from './audits/index.ts'
import { complianceOfCheck } from './checks/index.ts'
import { createEventsService, EVENT_RETENTION_DAYS, eventsRoutes } from './events/index.ts'
import { bulkUpdateRoutes, createBulkUpdatesService, createFindingsService, createNotesService, findingNotesRoutes, findingsRoutes, slaPolicyRoutes } from './findings/index.ts'
import { createPoliciesService, policiesRoutes } from './policies/index.ts'
import { createPlanChecksService, planCheckRoutes } from './plan-checks/index.ts'
import { createSuppressionService, suppressionRoutes } from './suppression/index.ts'
import { checkCatalogueRoutes, createCheckCatalogueService } from './check-catalogue/index.ts'
import { complianceRoutes, createComplianceService } from './compliance/index.ts'
import type { Storage } from './platform/db/database.ts'
import { instanceSecret } from './platform/db/instance-settings.ts'
import { READ_SCOPES, registerAuth, SCOPES } from './platform/http/auth.ts'
import { CursorCodec } from './platform/http/cursor.ts'
import { ApiError, ERROR_CODES } from './platform/http/error-codes.ts'
import { frameworkErrorHandler, registerErrorHandler } from './platform/http/error-handler.ts'
import { registerNotFound } from './platform/http/not-found.ts'
import { completeDocument, documentOptionalBody } from './platform/http/openapi-document.ts'
import { documentRequestErrors, publicErrorResponses } from './platform/http/openapi-shapes.ts'
import { registerIdempotency } from './platform/http/idempotency-keys.ts'
import { registerCors } from './platform/http/cors.ts'
import { announceDeprecation } from './platform/http/deprecation.ts'
import { clientErrorHandler } from './platform/http/client-errors.ts'
import { registerDraining } from './platform/http/draining.ts'
import { registerJsonBodyParser } from './platform/http/json-body.ts'
import { buildSerializer, buildValidator } from './platform/http/validator-compilers.ts'
import { representableDateTimes } from './platform/http/date-time-format.ts'
import { registerWellFormedInput } from './platform/http/well-formed-input.ts'
import { OPERATIONS_ROUTES, operationsRoutes, serviceIndexRoute } from './platform/http/operations-routes.ts'
import { createMetrics, methodLabel, type Metrics } from './platform/metrics/metrics.ts'
import { createBudget, createRateLimitHook } from './platform/http/rate-limit.ts'
import { newId } from './platform/ids.ts'
import { createReportsService, reportsRoutes } from './reports/index.ts'
import { createResourcesService, importRoutes, resourcesRoutes } from './resources/index.ts'
import { createFindingImportsService, findingImportsRoutes } from './finding-imports/index.ts'
import { auditLogRoutes } from './audit-log/index.ts'
import { cloudAccountRoutes, collectionRoutes, createCloudAccountsService, createCollectionsService, createPrincipalLookup, createVerifier } from './cloud-accounts/index.ts'
import type { ClientSettings } from './collection/index.ts'
import { createIpPolicy, createTokenVerifier } from './tenants/index.ts'
import { createProviderDirectory, createSsoPolicy, createSsoSettings, createSsoSignIn } from './sso/index.ts'
import { createAccountsService, createLoginThrottle, memberRole } from './accounts/index.ts'
import { webApp } from './web/index.ts'
import { composeRooms } from './composition.ts'
import { createGrants, oauthTokenRoutes } from './oauth/index.ts'
import {
  createDeliveriesService, createUrlGuard, openApiWebhooks, createWebhooksService, webhookDeliveryRoutes, webhookEndpointRoutes,
} from './webhooks/index.ts'

export interface AppDeps {
  storage: Storage
  rateLimitPerMinute?: number
  /** All the tokens of one tenant together, per minute (default 5 × rateLimitPerMinute). */
  rateLimitPerTenantPerMinute?: number
  /** Length of a rate-limit window in seconds (60; tests shorten it to see a 429 end without waiting a minute). */
  rateLimitWindowSeconds?: number
  /** Heavy-endpoint budget: reports a tenant may request per hour (default 20). */
  reportsPerHour?: number
  redis?: Redis
  logLevel?: string
  /** `json` (default): pino's lines; `pretty`: one readable line each, for a person at a terminal (LOG_FORMAT). */
  logFormat?: LogFormat
  baseUrl?: string
  /** Milliseconds a verified token stays cached; revocation elsewhere takes effect within it. */
  tokenCacheTtlMs?: number
  /** Heavy-endpoint budget per tenant: audits and re-analyses started per hour. */
  auditsPerHour?: number
  /** The key that seals webhook signing secrets and SSO client secrets (kept outside the database; see platform/sealing-key). */
  webhookSecretsKey: Buffer
  /** Operator setting: webhook URLs may reach loopback and private addresses (local development, tests). */
  webhookAllowPrivateUrls?: boolean
  /** Operator setting SSO_ALLOW_PRIVATE_ISSUERS: SSO issuers may be at loopback and private addresses (never metadata). */
  ssoAllowPrivateIssuers?: boolean
  /** Called after a job is enqueued, so that a worker in this process starts at once instead of at its next poll. */
  onJobEnqueued?: () => void
  /** Where people reach the web application (APP_URL); cookies are `Secure` when it is https. */
  appUrl?: string
  /** Seed of the synthetic estate of workspaces created in the web application. */
  sandboxSeed?: number
  /** Addresses or CIDRs of reverse proxies whose X-Forwarded-For is believed (TRUSTED_PROXIES); none by default. */
  trustedProxies?: string[]
  /** Origins whose browsers may call /v1 (CORS_ORIGINS); none: CORS off. */
  corsOrigins?: string[]
  /**
   * AWS: how the service's clients reach AWS (an endpoint, a proxy's agent; by default the SDK's own resolution,
   * AWS_ENDPOINT_URL included), and the principal customers' roles trust when it is set by the operator
   * (POSTURE_AWS_PRINCIPAL_ARN) rather than read from the host's credentials.
   */
  aws?: { settings?: ClientSettings; principalArn?: string }
  /** Whether the database is known not to answer (main.ts watches it): requests that need it get 503 at once. */
  databaseDown?: () => boolean
  /** Serve only /healthz, /readyz and /metrics (a ROLE=worker process). */
  operationsOnly?: boolean
  /** This process's Prometheus metrics (main.ts shares them with the background work); made here when absent. */
  metrics?: Metrics
  /** Whether GET /metrics is served on this app's port (not when METRICS_PORT gives it a port of its own). */
  metricsRoute?: boolean
  /** METRICS_TOKEN: GET /metrics answers only this bearer token. */
  metricsToken?: string
  /** Evaluation time a policy preview may spend (default 10 s); past it the preview answers 422 `policy_evaluation_limit`. */
  policyPreviewDeadlineMs?: number
}

export const BODY_LIMIT_BYTES = 1024 * 1024

/** Routes served whatever the database's state: the probes (/readyz asks the database itself), metrics, the reference. */
const WITHOUT_DATABASE = new Set(['/', '/healthz', '/readyz', '/metrics', '/v1/openapi.json'])

/** Builds the whole HTTP application without listening: tests inject requests, main.ts listens. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  composeRooms()
  const rateLimit = createRateLimitHook({
    perMinute: deps.rateLimitPerMinute ?? 1000, perTenantPerMinute: deps.rateLimitPerTenantPerMinute, windowSeconds: deps.rateLimitWindowSeconds, redis: deps.redis,
  })
  const app = Fastify({
    // JSON log lines go to stdout asynchronously: under load, lines written while one write is in flight leave
    // in the next, instead of one blocking write per line (pino flushes what is left when the process exits).
    logger: deps.logLevel === 'silent' || !deps.logLevel ? false : {
      level: deps.logLevel, stream: deps.logFormat === 'pretty' ? prettyStdout() : pino.destination({ dest: 1, sync: false }),
    },
    genReqId: () => newId('req'),
    // One access-log line per request (at its end, with status and time) instead of Fastify's two: logging
    // was a tenth of a small request's cost. 'incoming request' stays available at debug level (below).
    logController: new LogController({ requestIdLogLabel: 'request_id', disableRequestLogging: true }),
    bodyLimit: BODY_LIMIT_BYTES,
    // Unknown query parameters must be reported, not silently dropped; `x-values` documents choices.
    ajv: { customOptions: { removeAdditional: false, coerceTypes: 'array', keywords: ['x-values', 'x-error-code'] }, onCreate: representableDateTimes },
    // JSON bodies are validated as sent; query strings and path parameters are coerced from text.
    schemaController: { compilersFactory: { buildValidator, buildSerializer } },
    // Answered in the envelope by registerDraining and clientErrorHandler instead of Fastify's own bodies.
    return503OnClosing: false,
    clientErrorHandler,
    frameworkErrors: frameworkErrorHandler(rateLimit),
    // request.ip is the client's address; X-Forwarded-For counts only when it comes from a trusted proxy.
    trustProxy: deps.trustedProxies && deps.trustedProxies.length > 0 ? deps.trustedProxies : false,
  })
  const { db } = deps.storage
  const metrics = deps.metrics ?? createMetrics(deps.storage)
  const metricsRoute = deps.metricsRoute === false ? undefined : { metrics, token: deps.metricsToken }
  const codec = new CursorCodec(await instanceSecret(db, 'cursor_signing_key'))

  const verifier = createTokenVerifier(db, { cacheTtlMs: deps.tokenCacheTtlMs })
  const grants = createGrants(db)
  // Personal Access Tokens (pst_…) and OAuth access tokens (poa_…) work alike on every /v1 route.
  const auth = registerAuth(app, (secret) => secret.startsWith('poa_') ? grants.verifyAccessToken(secret) : verifier(secret))
  const ipPolicy = createIpPolicy(db, { cacheTtlMs: deps.tokenCacheTtlMs })
  const appUrl = deps.appUrl ?? `${deps.baseUrl ?? 'http://127.0.0.1:8080'}/app`
  const ssoPolicy = createSsoPolicy(db, { cacheTtlMs: deps.tokenCacheTtlMs })
  const draining = registerDraining(app)
  // Before the gate below: a preflight carries no token, and is answered here.
  await registerCors(app, deps.corsOrigins ?? [])

  // Every request passes one gate, in this order: request id, refused while shutting down, caller identified,
  // rate limit counted (per token, or per IP when anonymous), then for routes with a scope: token, scope, the
  // workspace's IP allowlist and SSO. One hook rather than seven: each hook costs a step of Fastify's hook
  // runner, and this is every request's fixed cost (bench:list, /healthz).
  app.addHook('onRequest', async (request, reply) => {
    metrics.inFlight.inc()
    // nosniff: a JSON answer (an error echoing what the caller sent) is never sniffed into HTML by a browser.
    reply.header('x-request-id', request.id).header('x-content-type-options', 'nosniff')
    request.log.debug({ req: request }, 'incoming request')
    draining.refuseWhileClosing(reply)
    // The probes and /metrics are neither identified nor counted: a load balancer or Prometheus behind an
    // address whose budget someone spent must still see a healthy process (and a token on them costs nothing).
    if (OPERATIONS_ROUTES.has(request.routeOptions.url ?? '')) return
    // A database known to be down (databaseDown) refuses at once what would wait on it. A token that cannot be
    // looked up (the database is down) still gets its answer counted and its X-RateLimit-* headers, per address
    // as for an anonymous caller, before the 503.
    const unidentified = deps.databaseDown?.() && !WITHOUT_DATABASE.has(request.routeOptions.url ?? '')
      ? new ApiError('service_unavailable', 'The database is not answering; retry shortly.', { 'retry-after': '5' })
      : await auth.identify(request).then(() => undefined, (error: unknown) => error ?? new Error('identify failed'))
    await rateLimit(request, reply)
    if (unidentified) throw unidentified
    auth.enforce(request)
    if (!request.routeOptions.config.scope || !request.principal) return
    const { tenantId, userId } = request.principal
    if (!(await ipPolicy.allows(tenantId, request.ip))) {
      throw new ApiError('ip_not_allowed', `This workspace accepts API calls only from its IP allowlist, which does not include ${request.ip}.`)
    }
    if (!(await ssoPolicy.tokenAllowed(tenantId, userId))) {
      throw new ApiError('sso_authorization_required', `This workspace enforces single sign-on: the owner of this token signs in through its identity provider (${appUrl}/sso/${tenantId}), then the token works again.`)
    }
  })
  app.addHook('onResponse', (request, reply, done) => {
    // A request that created something (201/202 with Location: an audit, a report) names it, so its job's log
    // lines (job started / finished, with the same aud_… or rpt_… id) can be found from here.
    const location = reply.getHeader('location')
    request.log.info({ req: request, res: reply, responseTime: reply.elapsedTime, ...(location ? { location } : {}) }, 'request completed')
    metrics.inFlight.dec()
    // The route pattern, never the URL: ids and query strings would make a label per request.
    const route = request.routeOptions.url ?? 'unmatched'
    metrics.httpDuration.observe({ method: methodLabel(request.method), route, status_code: reply.statusCode }, reply.elapsedTime / 1000)
    if (reply.statusCode === 429) metrics.rateLimitRefusals.inc({ route })
    done()
  })
  app.addHook('onRoute', documentRequestErrors)
  app.addHook('onRoute', documentOptionalBody)
  // After documentRequestErrors, so a deprecated route's headers are documented on every status it answers.
  app.addHook('onRoute', announceDeprecation)
  // Kept responses may hold secrets shown once (a webhook signing secret): sealed like them.
  registerIdempotency(app, db, { sealingKey: deps.webhookSecretsKey })
  registerJsonBodyParser(app)
  registerWellFormedInput(app)
  const knownRoutes = registerNotFound(app)
  registerErrorHandler(app, knownRoutes.unmatched)
  // A `worker` process (ROLE=worker) answers its probes and nothing else.
  if (deps.operationsOnly) {
    await app.register(operationsRoutes(db, metricsRoute, () => app.isDraining()))
    return app
  }

  await app.register(swagger, {
    // Response headers and optional bodies, for the whole document at once (platform/http/openapi-document.ts).
    transformObject: (document) => completeDocument('openapiObject' in document ? document.openapiObject : document.swaggerObject),
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Posture API',
        version: '1.0.0',
        description: [
          'Cloud posture findings: findings, resources, audits, policies and reports of your tenant.',
          '',
          'Authenticate with `Authorization: Bearer <token>` (a Personal Access Token `pst_…`).',
          `Scopes: ${SCOPES.map((s) => `\`${s}\``).join(', ')}.`,
          'Lists are cursor-paginated (`limit` 1–200, default 50; pass `next_cursor` back as `cursor`).',
          'Every response carries `X-Request-Id` and `X-Content-Type-Options: nosniff`, and all but `/healthz`, `/readyz` and `/metrics` (never rate-limited) carry `X-RateLimit-Limit`, `X-RateLimit-Remaining`, `X-RateLimit-Reset` (Unix seconds) of the budget that binds: the token\'s, or its tenant\'s across all its tokens, whichever has fewer requests left; each response declares the headers it may carry (`components/headers`).',
          '',
          '## Error codes',
          '| code | status | meaning |', '|---|---|---|',
          ...Object.entries(ERROR_CODES).map(([code, e]) => `| \`${code}\` | ${e.status} | ${e.meaning} |`),
        ].join('\n'),
        license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
      },
      servers: [{ url: deps.baseUrl ?? 'http://127.0.0.1:8080' }],
      // TypeBox emits JSON Schema 2020-12 (OpenAPI 3.1's dialect); the plugin's OpenAPI types model an older one.
      webhooks: openApiWebhooks() as never,
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', description: `Personal Access Token. Read scopes: ${READ_SCOPES.join(', ')}.` },
        },
      },
      tags: [
        { name: 'findings', description: 'Problems detected by audits.' },
        { name: 'resources', description: 'The cloud inventory.' },
        { name: 'audits', description: '4D forensic passes.' },
        { name: 'plan_checks', description: 'Terraform plans checked before they are applied: the findings a plan would introduce or resolve.' },
        { name: 'policies', description: 'Custom rules.' },
        { name: 'suppression_rules', description: 'Rules that silence known noise, with a reason and an expiry.' },
        { name: 'checks', description: 'The built-in checks: what each reads and evidences, how to fix it, and which ones your tenant runs.' },
        { name: 'compliance', description: 'Compliance frameworks at requirement level, and your status in each.' },
        { name: 'reports', description: 'Generated deliverables.' },
        { name: 'webhook_endpoints', description: 'Where your events are delivered, signed.' },
        { name: 'webhook_events', description: 'The requests Posture sends to your webhook endpoints, one per event type (see `webhooks`).' },
        { name: 'cloud_accounts', description: 'The AWS accounts and organizations Posture reads through a read-only role, and what such a role needs.' },
        { name: 'events', description: `What happened in your tenant, as delivered to webhooks; kept ${EVENT_RETENTION_DAYS} days.` },
        { name: 'audit_log', description: 'Who changed access to the workspace (admins).' },
        { name: 'oauth', description: 'OAuth 2.0 authorization server for third-party apps (errors follow RFC 6749 §5.2, not the envelope). The authorization endpoint (`GET /oauth/authorize`, a web page) sends every response back with `iss` (RFC 9207); a registered `http://127.0.0.1/…` or `http://[::1]/…` redirect URI allows any port at request time (RFC 8252 §7.3), every other one matches exactly.' },
        { name: 'operations', description: 'Health and the API description.' },
      ],
    },
  })
  // The reference page gets the web application's security headers (helmet: CSP, X-Frame-Options, nosniff…),
  // with what Swagger UI needs: its own scripts and styles, inline style attributes it sets at run time, and
  // data: images. It reads the document from this origin only.
  await app.register(async (docs) => {
    await docs.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          'default-src': ["'self'"], 'script-src': ["'self'"], 'style-src': ["'self'", "'unsafe-inline'"], 'img-src': ["'self'", 'data:'],
          'connect-src': ["'self'"], 'font-src': ["'self'", 'data:'], 'object-src': ["'none'"], 'base-uri': ["'self'"],
          'form-action': ["'self'"], 'frame-ancestors': ["'none'"],
        },
      },
      strictTransportSecurity: (deps.appUrl ?? deps.baseUrl ?? '').startsWith('https://') ? { maxAge: 31_536_000 } : false,
      referrerPolicy: { policy: 'same-origin' },
    })
    await docs.register(swaggerUi, { routePrefix: '/docs', uiConfig: { url: '/v1/openapi.json', deepLinking: true } as Record<string, unknown> })
  })

  app.get('/v1/openapi.json', {
    schema: { operationId: 'getOpenApi', security: [], tags: ['operations'], summary: 'This OpenAPI 3.1 document',
      response: { 200: { type: 'object', additionalProperties: true, description: 'The OpenAPI 3.1 document of this API.' }, ...publicErrorResponses() },
    },
  }, async () => app.swagger())

  await app.register(operationsRoutes(db, metricsRoute, () => app.isDraining()))
  await app.register(serviceIndexRoute())
  // The check library resolves a finding's standards; findings/ stays free of it (no import cycle).
  const findings = createFindingsService(db, codec, { complianceFor: complianceOfCheck })
  await app.register(findingsRoutes(findings))
  const notes = createNotesService(db, codec)
  await app.register(findingNotesRoutes(notes))
  await app.register(slaPolicyRoutes(db))
  const bulkUpdates = createBulkUpdatesService(db, { onEnqueued: deps.onJobEnqueued })
  await app.register(bulkUpdateRoutes(bulkUpdates))
  const resources = createResourcesService(db, codec)
  await app.register(resourcesRoutes(resources))
  await app.register(importRoutes(db))
  await app.register(findingImportsRoutes(createFindingImportsService(db, codec)))
  const auditBudget = createBudget({ name: 'audits', perHour: deps.auditsPerHour ?? 10, redis: deps.redis })
  const audits = createAuditsService(db, codec, { onEnqueued: deps.onJobEnqueued })
  await app.register(auditsRoutes(audits, auditBudget))
  await app.register(planCheckRoutes(createPlanChecksService(db, { onEnqueued: deps.onJobEnqueued })))
  await app.register(policiesRoutes(createPoliciesService(db, codec, { previewDeadlineMs: deps.policyPreviewDeadlineMs })))
  const suppression = createSuppressionService(db, codec, { previewDeadlineMs: deps.policyPreviewDeadlineMs })
  await app.register(suppressionRoutes(suppression))
  await app.register(checkCatalogueRoutes(createCheckCatalogueService(db, codec)))
  await app.register(complianceRoutes(createComplianceService(db)))
  const reportBudget = createBudget({ name: 'reports', perHour: deps.reportsPerHour ?? 20, redis: deps.redis })
  const reports = createReportsService(db, codec, { onEnqueued: deps.onJobEnqueued })
  await app.register(reportsRoutes(reports, reportBudget))
  await app.register(eventsRoutes(createEventsService(db, codec, await instanceSecret(db, 'feed_cursor_key'))))
  // Seals webhook signing secrets and SSO client secrets alike.
  const secretsKey = deps.webhookSecretsKey
  const webhooks = createWebhooksService(db, codec, {
    secretsKey,
    urlGuard: createUrlGuard(db, { allowPrivate: deps.webhookAllowPrivateUrls ?? false }), onEnqueued: deps.onJobEnqueued,
  })
  await app.register(webhookEndpointRoutes(webhooks))
  const webhookDeliveries = createDeliveriesService(db, codec, { onEnqueued: deps.onJobEnqueued })
  await app.register(webhookDeliveryRoutes(webhookDeliveries))

  await app.register(auditLogRoutes(db, codec, memberRole))
  const awsSettings = deps.aws?.settings ?? {}
  await app.register(cloudAccountRoutes(createCloudAccountsService(db, codec), createVerifier(db, { settings: awsSettings }),
    createPrincipalLookup({ configured: deps.aws?.principalArn, settings: { ...awsSettings, maxAttempts: 2, timeoutMs: 5000 } })))
  await app.register(collectionRoutes(createCollectionsService(db, codec, { onEnqueued: deps.onJobEnqueued })))
  const oauthIssuer = deps.baseUrl ?? 'http://127.0.0.1:8080'
  const providers = createProviderDirectory({
    allowPrivate: deps.ssoAllowPrivateIssuers ?? false,
    onProviderError: (step, issuer, cause) => app.log.warn({ step, issuer, cause }, 'SSO provider request failed'),
  })
  const ssoSettings = createSsoSettings(db, { secretsKey, providers, onChanged: ssoPolicy.forget })
  await app.register(webApp({
    db, findings, notes, bulkUpdates, resources, audits, webhooks, webhookDeliveries, grants, reports, reportBudget, suppression,
    accounts: createAccountsService(db, { sandboxSeed: deps.sandboxSeed ?? 20261123 }),
    throttle: createLoginThrottle({ redis: deps.redis }),
    cookieSecret: (await instanceSecret(db, 'web_cookie_secret')).toString('base64'),
    appUrl,
    oauthIssuer,
    sso: { settings: ssoSettings, signIn: createSsoSignIn(db, { settings: ssoSettings, providers, redirectUri: `${appUrl}/sso/callback` }), policy: ssoPolicy },
    secureCookies: (deps.appUrl ?? deps.baseUrl ?? '').startsWith('https://'),
    onTokenRevoked: verifier.forget,
    onWorkspacePolicyChanged: ipPolicy.forget,
    allowedMethods: knownRoutes.allowedMethods,
  }))
  await app.register(oauthTokenRoutes(grants, { issuer: oauthIssuer }))
  return app
}
