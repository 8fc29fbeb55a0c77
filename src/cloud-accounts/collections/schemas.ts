import Type, { type Static } from 'typebox'
import { ListEnvelope, PageQuery } from '../../platform/http/pagination.ts'

// The records of /v1/cloud_accounts/{id}/collections, written once: validation, serialization, OpenAPI and the SDK.

export const COLLECTION_STATUSES = ['queued', 'running', 'completed', 'partial', 'failed'] as const
export const COLLECTION_TRIGGERS = ['manual', 'schedule'] as const
export type CollectionStatus = (typeof COLLECTION_STATUSES)[number]

const Progress = Type.Object({
  region: Type.String({ description: 'An AWS region, or `global` for the services read once per account (S3, IAM) and the account item.' }),
  service: Type.String({ description: '`s3`, `ec2`, `iam` or `account`.' }),
  resources: Type.Integer({ description: 'Resources read so far.' }),
  calls: Type.Integer({ description: 'Calls made to AWS (every attempt, retries included).' }),
  throttled: Type.Integer({ description: 'Answers of AWS that were throttling (retried by the SDK).' }),
  status: Type.Enum(['running', 'complete', 'failed'], { description: '`complete`: every list call succeeded, so what was not seen of this region × service was removed; `failed`: one did not (see `errors`), nothing of it was removed.' }),
}, { additionalProperties: false })

const CollectionErrorRecord = Type.Object({
  region: Type.String(), service: Type.String(),
  operation: Type.String({ description: 'The AWS operation (`ListBuckets`, `DescribeInstances`, `AssumeRole`…).' }),
  code: Type.String({ description: 'AWS\'s error code (`AccessDenied`, `ThrottlingException`, `TimeoutError`…), or a note of the collector (`TagDropped`).' }),
  message: Type.String(),
}, { additionalProperties: false })

export const Collection = Type.Object({
  id: Type.String({ description: 'Opaque identifier with prefix `col_`.' }),
  cloud_account_id: Type.String({ description: 'The cloud account read (`cac_…`); the source of the resources it brought in.' }),
  status: Type.Enum([...COLLECTION_STATUSES], { description: '`queued` until a worker takes it, `running` while it reads AWS; then `completed` (no error), `partial` (some region × service or call failed: see `errors`; only what was read completely removed anything) or `failed` (nothing could be read, see `failure_reason`).' }),
  trigger: Type.Enum([...COLLECTION_TRIGGERS], { description: '`manual`: POST /v1/cloud_accounts/{id}/collections; `schedule`: the account\'s schedule.' }),
  progress: Type.Array(Progress, { description: 'Per region × service, as it runs.' }),
  errors: Type.Array(CollectionErrorRecord, { description: 'What AWS refused or did not answer, per region × service and operation.' }),
  resources: Type.Integer({ description: 'Resources read (each stored with `source` the cloud account id).' }),
  removed: Type.Integer({ description: 'Resources of the account no longer seen where it was read completely: removed (`resource.removed`).' }),
  audit_id: Type.Union([Type.String(), Type.Null()], { description: 'The audit the finished collection started (`aud_…`; the one already queued or running if there was one); null before, and for a failed collection.' }),
  failure_reason: Type.Union([Type.String(), Type.Null()], { description: 'Why a `failed` collection read nothing.' }),
  created_at: Type.String({ format: 'date-time' }),
  started_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  completed_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
}, { additionalProperties: false, title: 'Collection' })
export type CollectionRecord = Static<typeof Collection>

export const CollectionList = ListEnvelope(Collection, 'collections')
export const ListCollectionsQuery = Type.Object({ ...PageQuery }, { additionalProperties: false })
export type ListCollectionsQuery = Static<typeof ListCollectionsQuery>

export const CollectionParams = Type.Object({
  id: Type.String({ maxLength: 128, description: 'Identifier with prefix `cac_`.' }),
  collection_id: Type.String({ maxLength: 128, description: 'Identifier with prefix `col_`.' }),
}, { additionalProperties: false })

export const StartCollectionBody = Type.Object({}, { additionalProperties: false, title: 'StartCollection' })
