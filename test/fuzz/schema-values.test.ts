import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { Ajv2020 } from 'ajv/dist/2020.js'
import addFormatsModule from 'ajv-formats'
import fc from 'fast-check'
import { startTestApp, type TestApp } from '../helpers/harness.ts'
import { operationsOf, type JsonSchema } from './openapi-operations.ts'
import { boundaryViolations, minimalValue, validValue } from './schema-values.ts'

// The generators of the fuzz, checked against the served document's own request schemas with Ajv: what
// they call valid is valid (so "edge-valid" requests are not refused for a generator's mistake), and what
// they call a boundary violation is refused.

const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ?? addFormatsModule) as unknown as (ajv: Ajv2020) => void

describe('schema-driven values of the fuzz', () => {
  let t: TestApp
  let schemas: { name: string; schema: JsonSchema }[]
  const ajv = new Ajv2020({ strict: false })
  addFormats(ajv)

  before(async () => {
    t = await startTestApp()
    const ops = operationsOf((await t.app.inject({ url: '/v1/openapi.json' })).json())
    schemas = ops.flatMap((op) => [
      ...op.params.map((p) => ({ name: `${op.key} ${p.in} ${p.name}`, schema: p.schema })),
      ...(op.body ? [{ name: `${op.key} body`, schema: op.body.schema }] : []),
    ])
  })
  after(async () => { await t.close() })

  test('every generated value (edges included) and every minimal value is valid against its schema', () => {
    for (const { name, schema } of schemas) {
      const validate = ajv.compile(schema)
      fc.assert(fc.property(validValue(schema), (value) => {
        assert.ok(validate(value), `${name}: ${JSON.stringify(value)?.slice(0, 200)} ${ajv.errorsText(validate.errors)}`)
      }), { seed: 1, numRuns: 40 })
      fc.assert(fc.property(validValue(schema, {}, undefined, true), (value) => {
        assert.ok(validate(value), `${name} (complete): ${JSON.stringify(value)?.slice(0, 200)} ${ajv.errorsText(validate.errors)}`)
      }), { seed: 2, numRuns: 10 })
      const minimal = minimalValue(schema)
      assert.ok(validate(minimal), `${name} minimal: ${JSON.stringify(minimal)} ${ajv.errorsText(validate.errors)}`)
    }
  })

  test('every boundary violation is refused by its schema', () => {
    for (const { name, schema } of schemas) {
      const validate = ajv.compile(schema)
      for (const value of boundaryViolations(schema)) assert.ok(!validate(value), `${name} accepts ${JSON.stringify(value)?.slice(0, 120)}`)
    }
  })
})
