import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { operationsOf } from './openapi-operations.ts'
import { createContract, type Answer } from './response-contract.ts'

// The judge of the generated suites must itself be right: it flags what the issue lists (5xx, statuses the
// document omits, answers outside the envelope, codes of another status, bodies off their schema) and
// passes what the document allows.

const envelope = { type: 'object', required: ['error'], properties: { error: { type: 'object', required: ['code', 'message', 'request_id'], properties: { code: { type: 'string' }, message: { type: 'string' }, request_id: { type: 'string' } } } } }
const oauthError = { type: 'object', required: ['error', 'error_description', 'request_id'], properties: { error: { enum: ['invalid_request', 'invalid_grant'] }, error_description: { type: 'string' }, request_id: { type: 'string' } } }
const doc = {
  paths: {
    '/v1/things/{id}': {
      get: {
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' }, description: 'Identifier with prefix `thg_`.' }],
        security: [{ bearerAuth: [] }],
        responses: {
          200: { content: { 'application/json': { schema: { type: 'object', required: ['id', 'at'], properties: { id: { type: 'string' }, at: { type: 'string', format: 'date-time' } }, additionalProperties: false } } } },
          404: { content: { 'application/json': { schema: envelope } } },
          431: { content: { 'application/json': { schema: envelope } } },
        },
      },
      delete: { security: [{ bearerAuth: [] }], responses: { 204: { description: 'Gone' } } },
    },
    '/oauth/token': { post: { security: [], responses: { 400: { content: { 'application/json': { schema: oauthError } } }, 431: { content: { 'application/json': { schema: envelope } } } } } },
  },
}

const answer = (status: number, body: unknown, headers: Record<string, string> = {}): Answer => ({
  status,
  headers: { 'x-request-id': 'req_1', 'content-type': 'application/json; charset=utf-8', ...headers },
  body: Buffer.from(typeof body === 'string' ? body : JSON.stringify(body)),
})

describe('the response contract of the generated suites', () => {
  const [get, del, token] = operationsOf(doc)
  const check = createContract()
  const kinds = (op: typeof get, a: Answer) => check(op!, a).map((v) => v.kind)

  test('reads operations, id kinds and documented statuses from the document', () => {
    assert.deepEqual([get!.key, del!.key, token!.key], ['GET /v1/things/{id}', 'DELETE /v1/things/{id}', 'POST /oauth/token'])
    assert.equal(get!.params[0]!.idPrefix, 'thg')
    assert.deepEqual(Object.keys(get!.responses), ['200', '404', '431'])
    assert.equal(token!.oauthErrors, true)
  })

  test('passes what the document allows', () => {
    assert.deepEqual(kinds(get, answer(200, { id: 'thg_1', at: '2026-01-01T00:00:00.000Z' })), [])
    assert.deepEqual(kinds(get, answer(404, { error: { code: 'not_found', message: 'No.', request_id: 'req_1' } })), [])
    assert.deepEqual(kinds(del, answer(204, '', { 'content-type': '' })), [])
    assert.deepEqual(kinds(token, answer(400, { error: 'invalid_grant', error_description: 'No.', request_id: 'req_1' })), [])
    // A 431 is raised before any route is known: the envelope, as documented, even on /oauth/token.
    assert.deepEqual(kinds(token, answer(431, { error: { code: 'headers_too_large', message: 'Too big.', request_id: 'req_1' } })), [])
  })

  test('flags 5xx, undocumented statuses, answers outside the envelope and codes of another status', () => {
    assert.deepEqual(kinds(get, answer(500, { error: { code: 'internal_error', message: 'x', request_id: 'req_1' } })), ['server_error', 'undocumented_status'])
    assert.deepEqual(kinds(get, answer(400, { error: { code: 'invalid_request', message: 'x', request_id: 'req_1' } })), ['undocumented_status'])
    assert.deepEqual(kinds(get, answer(431, { error: 'Request Header Fields Too Large', statusCode: 431 })), ['not_envelope'])
    assert.deepEqual(kinds(get, answer(404, { error: { code: 'invalid_limit', message: 'x', request_id: 'req_1' } })), ['bad_code'])
    assert.deepEqual(kinds(get, answer(404, { error: { code: 'no_such_code', message: 'x', request_id: 'req_1' } })), ['bad_code'])
    assert.deepEqual(kinds(get, answer(404, { error: { code: 'not_found', message: 'x', request_id: 'req_2' } })), ['no_request_id'])
    assert.deepEqual(kinds(get, answer(404, 'Not Found', { 'content-type': 'text/plain' })), ['not_envelope'])
    assert.deepEqual(kinds(token, answer(400, { error: { code: 'invalid_request', message: 'x', request_id: 'req_1' } })), ['not_envelope', 'schema'])
  })

  test('flags 2xx bodies off their schema, of an undocumented type, or on a status documented without one', () => {
    assert.deepEqual(kinds(get, answer(200, { id: 'thg_1', at: 'yesterday' })), ['schema'])
    assert.deepEqual(kinds(get, answer(200, { id: 'thg_1', at: '2026-01-01T00:00:00Z', secret: 'x' })), ['schema'])
    assert.deepEqual(kinds(get, answer(200, 'id,at', { 'content-type': 'text/csv' })), ['content_type'])
    assert.deepEqual(kinds(del, answer(204, 'surprise')), ['content_type'])
  })
})
