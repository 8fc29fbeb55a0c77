import Type, { type Static } from 'typebox'
import { CsvEnum, ListEnvelope, PageQuery } from '../platform/http/pagination.ts'
import { PROVIDERS, RESOURCE_KINDS } from '../vocabulary/index.ts'

/**
 * A source's name: what a pushed import names with `source=` and a list filters by. No commas (the filter takes a
 * comma list), no spaces or control characters; 128 characters at most.
 */
export const SOURCE_NAME = '[A-Za-z0-9][A-Za-z0-9._:/@+-]{0,127}'
/** Names a pushed import may not take: a cloud account's id is the source of its collections, which an import must not remove. */
export const RESERVED_SOURCE_PREFIX = 'cac_'

export const Resource = Type.Object({
  id: Type.String({ description: 'Opaque identifier with prefix `res_`.' }),
  kind: Type.Enum([...RESOURCE_KINDS], { description: 'What sort of cloud object this is.' }),
  provider: Type.Enum([...PROVIDERS], { description: 'Cloud provider.' }),
  region: Type.String({ description: 'Provider region, e.g. `eu-west-1`, `us-central1`, `westeurope`.' }),
  name: Type.String({ description: 'Display name of the resource.' }),
  external_id: Type.String({ description: 'The provider\'s identifier: ARN, GCP resource name or Azure resource id.' }),
  tags: Type.Record(Type.String(), Type.String(), { description: 'Provider tags / labels.' }),
  attributes: Type.Record(Type.String(), Type.Unknown(), { description: 'The configuration the checks read (kind-specific).' }),
  discovered_at: Type.String({ format: 'date-time', description: 'When the resource entered the inventory. Lists are ordered by it.' }),
  last_seen_at: Type.String({ format: 'date-time', description: 'When an import last included it.' }),
  source: Type.Union([Type.String(), Type.Null()], { description: 'What brought it in: the `source` named by the last import that contained it (`POST /v1/resources/imports?source=NAME`); null when no import containing it named one. A complete import of a source removes the source\'s resources it did not contain.' }),
}, { additionalProperties: false, title: 'Resource' })

export const ListResourcesQuery = Type.Object({
  ...PageQuery,
  kind: Type.Optional(CsvEnum(RESOURCE_KINDS, 'Only these kinds; one value or a comma list.')),
  provider: Type.Optional(CsvEnum(PROVIDERS, 'Only these providers; one value or a comma list.')),
  region: Type.Optional(Type.String({ pattern: '^[a-z0-9-]{1,64}(,[a-z0-9-]{1,64})*$', description: 'Only these regions; one value or a comma list.' })),
  source: Type.Optional(Type.String({ pattern: `^${SOURCE_NAME}(,${SOURCE_NAME})*$`, maxLength: 2000, description: 'Only the resources of these sources; one name or a comma list.' })),
}, { additionalProperties: false })
export const ResourceList = ListEnvelope(Resource, 'resources')

export type ResourceRecord = Static<typeof Resource>
export type ListResourcesQuery = Static<typeof ListResourcesQuery>

/** One item of an inventory import: the Resource shape without the fields the server assigns. */
export const ResourceInput = Type.Object({
  kind: Type.Enum([...RESOURCE_KINDS], { description: 'What sort of cloud object this is; `other` for types the checks do not model.' }),
  provider: Type.Enum([...PROVIDERS], { description: 'Cloud provider.' }),
  region: Type.String({ minLength: 1, maxLength: 64, description: 'Provider region or `global`.' }),
  name: Type.String({ minLength: 1, maxLength: 256, description: 'Display name.' }),
  external_id: Type.String({ minLength: 1, maxLength: 1024, description: 'The provider\'s identifier (ARN, GCP resource name, Azure resource id). With `provider`, the upsert key.' }),
  tags: Type.Optional(Type.Record(Type.String({ maxLength: 256 }), Type.String({ maxLength: 1024 }), { description: 'Provider tags / labels. Replaces the stored tags.' })),
  attributes: Type.Optional(Type.Record(Type.String(), Type.Unknown(), { description: 'Kind-specific configuration read by the checks. Replaces the stored attributes.' })),
}, { additionalProperties: false, title: 'ResourceInput' })
export type ResourceInput = Static<typeof ResourceInput>
