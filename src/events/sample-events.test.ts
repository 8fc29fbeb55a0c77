import assert from 'node:assert/strict'
import { test } from 'node:test'
import { Value } from 'typebox/value'
import { EVENT_PAYLOADS, EVENT_TYPES } from './schemas.ts'
import { openApiWebhooks } from '../webhooks/openapi-webhooks.ts'
import { SAMPLE_EVENT_DATA } from './sample-events.ts'

test('every sample payload (test events, OpenAPI examples) has exactly its event type\'s schema', () => {
  for (const type of EVENT_TYPES) {
    const errors = [...Value.Errors(EVENT_PAYLOADS[type], SAMPLE_EVENT_DATA[type])].map((e) => `${e.instancePath} ${e.message}`)
    assert.deepEqual(errors, [], type)
  }
})

test('the OpenAPI webhooks section has one POST per event type, with its five headers and a valid example', () => {
  const webhooks = openApiWebhooks() as Record<string, { post: { parameters: { name: string; required: boolean }[]; requestBody: { content: { 'application/json': { schema: never; example: unknown } } } } }>
  assert.deepEqual(Object.keys(webhooks), [...EVENT_TYPES])
  for (const type of EVENT_TYPES) {
    const { parameters, requestBody } = webhooks[type]!.post
    assert.deepEqual(parameters.map((p) => [p.name, p.required]), [
      ['X-Service-Event', true], ['X-Service-Event-Id', true], ['X-Service-Attempt', true], ['X-Service-Timestamp', true], ['X-Service-Signature', true],
    ], type)
    const { schema, example } = requestBody.content['application/json']
    assert.ok(Value.Check(schema, example), `${type} example matches its schema`)
    assert.equal(Value.Check(schema, { ...(example as object), type: 'finding.other' }), false, `${type} schema pins the type`)
  }
})
