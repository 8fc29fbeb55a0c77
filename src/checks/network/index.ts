import type { Check } from '../check.ts'
import { API_GATEWAY_CHECKS } from './api-gateways.ts'
import { EDGE_CHECKS } from './edge.ts'
import { LOAD_BALANCER_CHECKS } from './load-balancers.ts'
import { NETWORK_CHECKS_OF_NETWORKS } from './networks.ts'
import { QUEUE_CHECKS } from './queues.ts'
import { RULE_CHECKS } from './rules.ts'

// The network shelf of the library (catalogue.ts lists the shelves): checks grouped by the kinds they read, of any dimension.
export const NETWORK_CHECKS: Check[] = [
  ...RULE_CHECKS, ...LOAD_BALANCER_CHECKS, ...NETWORK_CHECKS_OF_NETWORKS, ...EDGE_CHECKS, ...API_GATEWAY_CHECKS, ...QUEUE_CHECKS,
]
