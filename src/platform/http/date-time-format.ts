import type { Ajv, FormatDefinition } from 'ajv'
import { fullFormats } from 'ajv-formats/dist/formats.js'

// `format: date-time` as RFC 3339 has it also admits instants this service cannot hold: a leap second
// (23:59:60, which a JavaScript Date cannot represent) and, in UTC, years outside 0001–9999 (PostgreSQL's
// input syntax has no year 0, and the API writes four-digit years). Such a value used to reach SQL as an
// invalid date (500, or an export stream cut mid-response, or a report accepted only to fail in its job);
// every request schema's date-time now refuses it like any malformed date (422 naming the field).

const rfc3339 = fullFormats['date-time'] as { validate: (text: string) => boolean; compare: (a: string, b: string) => number | undefined }

export const dateTimeFormat: FormatDefinition<string> = {
  type: 'string',
  validate(text) {
    if (!rfc3339.validate(text)) return false
    const at = new Date(text)
    if (Number.isNaN(at.getTime())) return false
    const year = at.getUTCFullYear()
    return year >= 1 && year <= 9999
  },
  compare: rfc3339.compare,
}

/** For Fastify's `ajv.onCreate`: runs after ajv-formats, whose `date-time` this replaces. */
export function representableDateTimes(ajv: Ajv): void {
  ajv.addFormat('date-time', dateTimeFormat)
}
