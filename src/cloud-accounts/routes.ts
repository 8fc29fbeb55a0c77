import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance } from 'fastify'
import { principalOf } from '../platform/http/auth.ts'
import { emptyBodyAsObject } from '../platform/http/optional-body.ts'
import { errorResponses, IdParams } from '../platform/http/openapi-shapes.ts'
import { registerReadRoutes } from '../platform/http/read-routes.ts'
import { awsSetup, type PrincipalLookup } from './aws-setup.ts'
import {
  AwsSetup, CloudAccount, CloudAccountList, CloudAccountVerification, CreateCloudAccountBody, ListCloudAccountsQuery, UpdateCloudAccountBody,
} from './schemas.ts'
import Type from 'typebox'
import type { CloudAccountsService } from './service.ts'
import type { Verifier } from './verify.ts'

const security = [{ bearerAuth: [] }]
const VerifyBody = Type.Object({}, { additionalProperties: false, title: 'VerifyCloudAccount' })

export function cloudAccountRoutes(service: CloudAccountsService, verify: Verifier, principal: PrincipalLookup) {
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<TypeBoxTypeProvider>()

    // Before the read routes' /{id}: a static segment, which the router prefers to the parameter anyway.
    app.get('/v1/cloud_accounts/aws_setup', {
      schema: {
        operationId: 'getAwsSetup', tags: ['cloud_accounts'], summary: 'What an AWS role for Posture needs', security,
        description: 'Your tenant\'s external id (one per tenant, unguessable, never changes), the AWS principal Posture runs as, and a CloudFormation template and a Terraform snippet that create the read-only role (AWS managed SecurityAudit and ViewOnlyAccess) trusting only that principal with that external id. Posture never asks for or stores an access key. Requires `cloud_accounts:read`.',
        response: { 200: AwsSetup, ...errorResponses() },
      },
      config: { scope: 'cloud_accounts:read' },
    }, async (request) => {
      const tenantId = principalOf(request).tenantId
      return awsSetup(tenantId, await service.externalId(tenantId), principal)
    })

    registerReadRoutes(app, {
      collection: 'cloud_accounts', noun: 'cloud_account', prefix: 'cac', scope: 'cloud_accounts:read',
      item: CloudAccount, list: CloudAccountList, query: ListCloudAccountsQuery, service,
      listDescription: 'The AWS accounts and organizations Posture reads through a role, and the member accounts of each organization (`parent`).',
    })

    app.post('/v1/cloud_accounts', {
      schema: {
        operationId: 'createCloudAccount', tags: ['cloud_accounts'], summary: 'Connect an AWS account or organization', security,
        description: 'Records the role Posture will assume (`aws.role_arn`), or an organization (`aws.organization`: its management or delegated-administrator role, and the role name of its members), as `pending_verification`: nothing is called in AWS until `POST /v1/cloud_accounts/{id}/verify`. Role ARNs and regions are checked strictly (422 `invalid_role_arn`, `invalid_region`); one cloud account per role (409 `cloud_account_exists`). Requires `cloud_accounts:write`.',
        body: CreateCloudAccountBody,
        response: { 201: CloudAccount, ...errorResponses(400, 409, 415, 422) },
      },
      config: { scope: 'cloud_accounts:write' },
    }, async (request, reply) => {
      const created = await service.create(principalOf(request).tenantId, request.body, principalOf(request).tokenId)
      void reply.code(201).header('location', `/v1/cloud_accounts/${created.id}`)
      return created
    })

    app.patch('/v1/cloud_accounts/:id', {
      schema: {
        operationId: 'updateCloudAccount', tags: ['cloud_accounts'], summary: 'Update a cloud account', security,
        description: 'Changes the given fields. A new role makes the record `pending_verification` again; a new `member_role_name` points every member of the organization at its role of that name. A member of an organization takes name, regions and schedule; its role comes from the organization (409 `cloud_account_in_organization`). Requires `cloud_accounts:write`.',
        params: IdParams('cac'), body: UpdateCloudAccountBody,
        response: { 200: CloudAccount, ...errorResponses(400, 404, 409, 415, 422) },
      },
      config: { scope: 'cloud_accounts:write' },
    }, (request) => service.update(principalOf(request).tenantId, request.params.id, request.body, principalOf(request).tokenId))

    app.delete('/v1/cloud_accounts/:id', {
      schema: {
        operationId: 'deleteCloudAccount', tags: ['cloud_accounts'], summary: 'Delete a cloud account', security,
        description: 'Deletes the cloud account at once (an organization with its member accounts): Posture no longer assumes its role. Delete the role in AWS too. A member of a connected organization goes only with the organization (409 `cloud_account_in_organization`). Requires `cloud_accounts:write`.',
        params: IdParams('cac'),
        response: { 204: { type: 'null', description: 'Deleted.' }, ...errorResponses(404, 409, 422) },
      },
      config: { scope: 'cloud_accounts:write' },
    }, async (request, reply) => {
      await service.remove(principalOf(request).tenantId, request.params.id, principalOf(request).tokenId)
      return reply.code(204).send(null)
    })

    app.post('/v1/cloud_accounts/:id/verify', {
      schema: {
        operationId: 'verifyCloudAccount', tags: ['cloud_accounts'], summary: 'Verify a cloud account', security,
        description: 'Assumes the role as a collection does (your external id, the session name `posture-<tenant id>`, the service\'s own AWS credentials), reads the account id (GetCallerIdentity; it must be the role\'s account), then tries one read per service (S3, EC2, IAM) and answers which permissions are missing. For an organization it lists the member accounts (`organizations:ListAccounts`) and keeps one child cloud account per member: new members are added, suspended and closed ones marked, ones no longer listed marked `left_organization`, none dropped. A broken cloud (AccessDenied, a role that cannot be assumed, throttling, timeouts) is status `error` with `last_error`, in a 200: each call is bounded (3 attempts of at most 10 s). Recorded in the workspace audit log. Requires `cloud_accounts:write`.',
        params: IdParams('cac'), body: VerifyBody,
        response: { 200: CloudAccountVerification, ...errorResponses(400, 404, 415, 422) },
      },
      config: { scope: 'cloud_accounts:write' }, preValidation: emptyBodyAsObject,
    }, (request) => verify(principalOf(request).tenantId, request.params.id, principalOf(request).tokenId))
  }
}
