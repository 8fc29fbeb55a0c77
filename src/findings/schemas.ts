import Type, { type Static } from 'typebox'
import { CsvEnum, ListEnvelope, PageQuery } from '../platform/http/pagination.ts'
import { DIMENSIONS, FINDING_STATUSES, SEVERITIES } from './vocabulary.ts'

const Timestamp = (description: string) => Type.String({ format: 'date-time', description })

export const Finding = Type.Object({
  id: Type.String({ description: 'Opaque identifier with prefix `fnd_`.', examples: ['fnd_4Zq1hJc9dVxR2mN8kL0pWs'] }),
  severity: Type.Enum([...SEVERITIES], { description: 'How bad the problem is.' }),
  dimension: Type.Enum([...DIMENSIONS], { description: 'The 4D category of the problem.' }),
  resource_id: Type.String({ description: 'The affected resource (`res_` id).' }),
  title: Type.String({ description: 'Human-readable title.' }),
  detected_at: Timestamp('When the problem was first detected (UTC, ISO 8601). Lists are ordered by it, newest first.'),
  status: Type.Enum([...FINDING_STATUSES], { description: '`open`, `resolved` (no longer present), or `accepted_risk`.' }),
  check_id: Type.String({ description: 'The check (or `pol_` policy) that raised the finding, e.g. `sec.bucket_public_read`.' }),
  audit_id: Type.String({ description: 'The latest audit (`aud_` id) that saw the problem.' }),
  description: Type.String({ description: 'What is wrong and why it matters.' }),
  remediation: Type.String({ description: 'How to fix it.' }),
  first_seen_at: Timestamp('First audit that saw the problem.'),
  last_seen_at: Timestamp('Latest audit that saw the problem.'),
  resolved_at: Type.Union([Timestamp('When it was resolved.'), Type.Null()], { description: 'When it was resolved; null unless `resolved`.' }),
  policy_ids: Type.Array(Type.String(), { description: 'Custom policies (`pol_` ids) that matched this finding.' }),
}, { additionalProperties: false, title: 'Finding' })

export const FindingFilters = {
  severity: Type.Optional(CsvEnum(SEVERITIES, 'Only these severities; one value or a comma list, e.g. `high,critical`.')),
  dimension: Type.Optional(CsvEnum(DIMENSIONS, 'Only these dimensions; one value or a comma list.')),
  status: Type.Optional(CsvEnum(FINDING_STATUSES, 'Only these statuses; one value or a comma list.')),
  resource_id: Type.Optional(Type.String({ minLength: 1, maxLength: 64, description: 'Only findings on this resource.' })),
  audit_id: Type.Optional(Type.String({ minLength: 1, maxLength: 64, description: 'Only findings last seen by this audit.' })),
  check_id: Type.Optional(Type.String({ minLength: 1, maxLength: 128, description: 'Only findings raised by this check.' })),
  detected_after: Type.Optional(Type.String({ format: 'date-time', description: 'Only findings detected at or after this instant (ISO 8601).' })),
  detected_before: Type.Optional(Type.String({ format: 'date-time', description: 'Only findings detected before this instant (ISO 8601).' })),
}

export const ListFindingsQuery = Type.Object({ ...PageQuery, ...FindingFilters }, { additionalProperties: false })
export const FindingList = ListEnvelope(Finding, 'findings')

export type FindingRecord = Static<typeof Finding>
export type ListFindingsQuery = Static<typeof ListFindingsQuery>
