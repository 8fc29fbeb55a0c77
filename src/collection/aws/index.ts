// Live collection from AWS accounts: assume the customer's role, read S3, EC2 and IAM with the official SDK,
// and stream the resources in the inventory's normalized kinds. Other rooms import from here only.
export { assumeRole, callerAccount, hostIdentity, sessionName, REFRESH_MARGIN_MS, type RoleCredentials, type RoleTarget } from './role-session.ts'
export { collectAccount, AWS_SERVICES, SERVICE_KINDS, isGlobalService, type AccountCollection, type AccountCollectionOptions, type AwsService } from './collect-account.ts'
export { organizationAccounts, type MemberAccount } from './organization-accounts.ts'
export { CollectionReport, type CollectionError, type ServiceProgress } from './collection-report.ts'
export type { ClientSettings, Credentials } from './client-settings.ts'
export { describeAwsError, isDenied, probePermissions, type PermissionProbe } from './permission-probes.ts'
export { DEFAULT_MAX_ATTEMPTS, DEFAULT_TIMEOUT_MS } from './client-settings.ts'
