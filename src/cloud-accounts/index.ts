// Cloud accounts (issue 35): the AWS accounts and organizations a tenant connects through a role, the
// tenant's external id, the role's templates, verification, and collections (collections/: the API, the
// `collection` job, schedules). Other rooms import from here only.
export { cloudAccountRoutes } from './routes.ts'
export { createCloudAccountsService, presentCloudAccount, type CloudAccountsService } from './service.ts'
export { createVerifier, type Verifier } from './verify.ts'
export { awsSetup, createPrincipalLookup, type PrincipalLookup } from './aws-setup.ts'
export { AWS_REGIONS, parseRoleArn, trustPrincipalOf } from './aws-names.ts'
export { cloudFormationTemplate, terraformSnippet } from './role-templates.ts'
export { SCHEDULES } from './schemas.ts'
export { collectionRoutes, collectionJobHandler, collectionSchedule, createCollectionsService, queueDueCollections, COLLECTION_QUEUE, SCHEDULE_EVERY_MS, type CollectionJobOptions } from './collections/index.ts'
