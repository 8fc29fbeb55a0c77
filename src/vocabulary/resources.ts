// `other` holds imported resources of types the check library does not model yet; `external`, what a findings
// import names that the inventory did not have (a Terraform address, a Dockerfile, a Kubernetes manifest).
// The later kinds group what the three clouds offer under different names: `cluster` (EKS, GKE, AKS),
// `container_service` (ECS services and task definitions, Cloud Run, Container Apps), `web_app` (App Service,
// App Engine, Elastic Beanstalk), `cache` (ElastiCache, Memorystore, Azure Cache for Redis), `nosql_table`
// (DynamoDB, Firestore/Bigtable, Cosmos DB), `secret` (Secrets Manager, Secret Manager, Key Vault),
// `audit_trail` (CloudTrail, audit log sinks, diagnostic settings), `account` (an AWS account's, a GCP
// project's or an Azure subscription's own settings), `network` (VPC, VNet), `queue` (SQS, SNS, Pub/Sub,
// Service Bus, Event Hubs).
export const RESOURCE_KINDS = [
  'instance', 'bucket', 'iam_principal', 'network_rule', 'database', 'function', 'key', 'load_balancer', 'volume', 'snapshot',
  'cluster', 'container_registry', 'container_service', 'web_app', 'cache', 'file_system', 'nosql_table', 'secret', 'audit_trail',
  'account', 'network', 'dns_zone', 'cdn', 'api_gateway', 'queue',
  'other', 'external',
] as const
// `other`: a resource of a findings import that belongs to no cloud the service knows (Kubernetes, a container image).
export const PROVIDERS = ['aws', 'gcp', 'azure', 'other'] as const

export type ResourceKind = (typeof RESOURCE_KINDS)[number]
export type Provider = (typeof PROVIDERS)[number]
