// `other` holds imported resources of types the check library does not model yet.
export const RESOURCE_KINDS = [
  'instance', 'bucket', 'iam_principal', 'network_rule', 'database', 'function', 'key', 'load_balancer', 'volume', 'snapshot', 'other',
] as const
export const PROVIDERS = ['aws', 'gcp', 'azure'] as const

export type ResourceKind = (typeof RESOURCE_KINDS)[number]
export type Provider = (typeof PROVIDERS)[number]
