import type { Check } from '../check.ts'
import { CLUSTER_CHECKS } from './cluster.ts'
import { CONTAINER_SERVICE_CHECKS } from './container-service.ts'
import { FUNCTION_CHECKS } from './function.ts'
import { INSTANCE_CHECKS } from './instance.ts'
import { REGISTRY_CHECKS } from './registry.ts'
import { WEB_APP_CHECKS } from './web-app.ts'

// The compute shelf of the library (catalogue.ts lists the shelves): checks grouped by the kinds they read, of any dimension.
export const COMPUTE_CHECKS: Check[] = [
  ...INSTANCE_CHECKS, ...FUNCTION_CHECKS, ...CLUSTER_CHECKS, ...REGISTRY_CHECKS, ...CONTAINER_SERVICE_CHECKS, ...WEB_APP_CHECKS,
]
