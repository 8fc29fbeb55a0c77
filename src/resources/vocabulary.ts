// `other` holds imported resources of types the check library does not model yet; `external`, what a findings
// import names that the inventory did not have (a Terraform address, a Dockerfile, a Kubernetes manifest).
export const RESOURCE_KINDS = [
  'instance', 'bucket', 'iam_principal', 'network_rule', 'database', 'function', 'key', 'load_balancer', 'volume', 'snapshot', 'other', 'external',
] as const
// `other`: a resource of a findings import that belongs to no cloud the service knows (Kubernetes, a container image).
export const PROVIDERS = ['aws', 'gcp', 'azure', 'other'] as const

export type ResourceKind = (typeof RESOURCE_KINDS)[number]
export type Provider = (typeof PROVIDERS)[number]
