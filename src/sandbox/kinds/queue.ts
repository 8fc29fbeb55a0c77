import { azureId, int, monthly, production, type SandboxKind } from './kind.ts'

// Queues and topics: SQS/SNS, Pub/Sub, Service Bus and Event Hubs namespaces.
export const QUEUE: SandboxKind = {
  kind: 'queue', weight: 3, namePart: 'queue',
  externalId: (_rng, at) => {
    if (at.provider === 'aws') return `arn:aws:sqs:${at.region}:${at.account}:${at.name}`
    if (at.provider === 'gcp') return `//pubsub.googleapis.com/projects/${at.account}/topics/${at.name}`
    return azureId(at, 'Microsoft.ServiceBus/namespaces')
  },
  baseline: (rng) => ({
    encryption: 'customer_managed', public_access: false, local_auth_enabled: false, min_tls_version: '1.2', public_network_access: false,
    dead_letter: true, sku: 'Standard', messages_last_30d: int(rng, 1200, 900000), monthly_cost_usd: monthly(rng, 10, 700), http_subscriptions: 0,
  }),
  templates: [
    { check_id: 'cmp.queue_unencrypted_at_rest', exhibit: (a) => { a.encryption = 'none' } },
    { check_id: 'cmp.queue_without_customer_managed_key', exhibit: (a) => { a.encryption = 'provider_managed' } },
    { check_id: 'sec.queue_public_access', exhibit: (a) => { a.public_access = true } },
    { check_id: 'sec.queue_local_auth_enabled', exhibit: (a) => { a.local_auth_enabled = true } },
    { check_id: 'sec.queue_weak_tls', exhibit: (a) => { a.min_tls_version = '1.0' } },
    { check_id: 'sec.queue_public_network_access', exhibit: (a) => { a.public_network_access = true } },
    { check_id: 'arch.queue_without_dead_letter', exhibit: (a) => { a.dead_letter = false } },
    { check_id: 'cost.idle_queue_namespace', exhibit: (a) => { a.messages_last_30d = 0 } },
    { check_id: 'arch.queue_basic_tier_in_production', exhibit: (a, r) => {
      if (!production(r)) return false
      a.sku = 'Basic'
    } },
    { check_id: 'sec.topic_plaintext_http_subscription', exhibit: (a) => { a.http_subscriptions = 1 } },
  ],
}
