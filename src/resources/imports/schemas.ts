import Type from 'typebox'
import { RESERVED_SOURCE_PREFIX, ResourceInput, SOURCE_NAME } from '../schemas.ts'
import { IMPORT_FORMATS } from './parse-stream.ts'
import { IMPORT_BODY_LIMIT_BYTES, MAX_REPORTED_ERRORS } from './service.ts'

export const ImportQuery = Type.Object({
  format: Type.Optional(Type.Enum([...IMPORT_FORMATS], {
    default: 'resources',
    description: '`resources`: `{"resources": [ResourceInput…]}` or a bare array. `terraform`: the output of `terraform show -json`.',
  })),
  source: Type.Optional(Type.String({
    pattern: `^${SOURCE_NAME}$`,
    description: `The name of what this document describes (\`nightly-inventory\`, \`terraform/prod/network\`): its resources now belong to this source (the resource's \`source\`). 1–128 characters: letters, digits and \`. _ : / @ + -\`, starting with a letter or digit; names starting with \`${RESERVED_SOURCE_PREFIX}\` are kept for cloud accounts (422 \`invalid_parameter\`). Without it, new resources have no source and existing ones keep theirs.`,
  })),
  complete: Type.Optional(Type.Boolean({
    default: false,
    description: '`true`: the document is the whole of `source` (required with it, else 422 `invalid_parameter`). Once the import committed, the source\'s resources it did not contain are removed: no longer listed, retrieving them is 404, each emits `resource.removed`, and the next audit resolves their findings with resolution `resource_removed`. Nothing is removed when an item could not be stored (`removal_withheld` says so). A complete import with no resource is refused (422 `empty_complete_import`) unless `allow_empty=true`.',
  })),
  allow_empty: Type.Optional(Type.Boolean({
    default: false,
    description: 'With `complete=true`: a document without any resource removes every resource of the source instead of being refused.',
  })),
}, { additionalProperties: false })

/** For the OpenAPI document only: the body is parsed as a stream, item by item, not validated whole. */
export const ImportBody = Type.Union([
  Type.Object({ resources: Type.Array(ResourceInput) }, { title: 'ResourcesSnapshot' }),
  Type.Array(ResourceInput, { title: 'ResourcesArray' }),
  Type.Object({
    format_version: Type.String(),
    values: Type.Object({ root_module: Type.Object({}, { additionalProperties: true }) }, { additionalProperties: true }),
  }, { additionalProperties: true, title: 'TerraformState', description: 'As printed by `terraform show -json`.' }),
], { description: `Up to ${IMPORT_BODY_LIMIT_BYTES / 1024 / 1024} MiB, parsed as a stream.` })

export const ImportResult = Type.Object({
  format: Type.Enum([...IMPORT_FORMATS]),
  received: Type.Integer({ description: 'Items read from the document (Terraform: managed resources after merging companions).' }),
  added: Type.Integer({ description: 'New resources (each emits `resource.added`).' }),
  updated: Type.Integer({ description: 'Existing resources whose kind, region, name, tags or attributes changed.' }),
  unchanged: Type.Integer({ description: 'Existing resources seen again without change (their last_seen_at moves).' }),
  skipped: Type.Integer({ description: 'Invalid or superseded items; nothing of them was written.' }),
  other: Type.Integer({ description: 'Imported resources of types the checks do not model (kind `other`).' }),
  other_types: Type.Record(Type.String(), Type.Integer(), { description: 'Terraform types kept as kind `other`, with counts.' }),
  errors: Type.Array(Type.Object({
    index: Type.Integer({ description: '0-based position of the item in the document.' }),
    ref: Type.Union([Type.String(), Type.Null()], { description: 'The item\'s external_id or Terraform address, when known.' }),
    message: Type.String(),
  }, { additionalProperties: false }), { description: `Why items were skipped; at most ${MAX_REPORTED_ERRORS}.` }),
  errors_truncated: Type.Boolean({ description: `More than ${MAX_REPORTED_ERRORS} items were skipped; \`skipped\` has the total.` }),
  source: Type.Union([Type.String(), Type.Null()], { description: 'The `source` the import named, or null.' }),
  removed: Type.Integer({ description: 'With `complete=true`: resources of the source the document did not contain, now removed (each emits `resource.removed`). 0 otherwise.' }),
  removal_withheld: Type.Union([Type.String(), Type.Null()], { description: 'With `complete=true`: why nothing was removed although the import was complete (items that could not be stored); null otherwise.' }),
}, { additionalProperties: false, title: 'ImportResult' })
