import assert from 'node:assert/strict'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { after, before, describe, test } from 'node:test'
import { breakingChanges, declaredBreakingChanges, latestRelease, undeclaredBreakingChanges, type OpenApiDocument } from '../scripts/api-compatibility.ts'
import { BACKEND, startTestApp, type TestApp } from './helpers/harness.ts'

// The compatibility check (README, Versioning and compatibility): the served document against the last
// release's, with CHANGELOG.md's declarations; and the checker's rules on small documents, where each kind of
// breaking change must be reported and each additive one must not.

const root = join(import.meta.dirname, '..')
// Through JSON, so that the schemas a fixture uses twice are copies: a mutation changes one place only.
const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value))
const json = (schema: object) => ({ content: { 'application/json': { schema } } })

const Thing = {
  type: 'object', additionalProperties: false, required: ['id', 'title', 'severity'],
  properties: {
    id: { type: 'string' },
    title: { type: 'string' },
    severity: { type: 'string', enum: ['low', 'high'] },
    due_at: { anyOf: [{ type: 'string', format: 'date-time' }, { type: 'null' }] },
  },
}
const base = (): OpenApiDocument => clone({
  paths: {
    '/v1/things': {
      get: {
        'x-required-scopes': ['things:read'],
        parameters: [
          { name: 'limit', in: 'query', required: false, schema: { type: 'integer', minimum: 1, maximum: 200 } },
          { name: 'severity', in: 'query', required: false, schema: { type: 'string', pattern: '^(low|high)(,(low|high))*$', 'x-values': ['low', 'high'] } },
        ],
        responses: { 200: json({ type: 'object', required: ['data'], properties: { data: { type: 'array', items: Thing } } }), 422: json({ type: 'object' }) },
      },
      post: {
        'x-required-scopes': ['things:write'],
        requestBody: { required: true, ...json({ type: 'object', additionalProperties: false, required: ['title'], properties: { title: { type: 'string', maxLength: 200 }, note: { type: 'string' }, severity: { type: 'string', enum: ['low', 'high'] } } }) },
        responses: { 201: json(Thing) },
      },
    },
    '/v1/things/{id}': { delete: { parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }], responses: { 204: { description: 'Deleted.' } } } },
  },
  webhooks: {
    'thing.created': { post: { parameters: [{ name: 'X-Service-Event', in: 'header', required: true, schema: { type: 'string' } }], requestBody: json({ type: 'object', required: ['type', 'data'], properties: { type: { type: 'string', const: 'thing.created' }, data: Thing } }) } },
  },
} as object)

type Doc = any // the fixtures are edited freely below: any keeps each mutation to one line

const CHANGELOG = (declared: string[]) => [
  '# Changelog', '', '## [Unreleased]', '', '### Added', '- `something new: not a declaration`', '',
  '### Breaking', ...declared.map((d) => `- \`${d}\`: why, and what clients do instead.`), '',
  '## [0.1.0] - 2026-11-26', '', '### Breaking', '- `GET /v1/things: operation removed`', '',
].join('\n')

describe('breaking changes between two documents', () => {
  const changes = (mutate: (doc: Doc) => void) => {
    const next = base() as Doc
    mutate(next)
    return breakingChanges(base(), next)
  }

  test('the same document has none', () => {
    assert.deepEqual(breakingChanges(base(), base()), [])
  })

  test('a removed response field, a removed operation and a new required parameter are reported, undeclared until the changelog quotes them', () => {
    const removedField = (d: Doc) => { delete d.paths['/v1/things'].get.responses[200].content['application/json'].schema.properties.data.items.properties.title }
    const removedOperation = (d: Doc) => { delete d.paths['/v1/things/{id}'].delete }
    const requiredParameter = (d: Doc) => { d.paths['/v1/things'].get.parameters.push({ name: 'region', in: 'query', required: true, schema: { type: 'string' } }) }
    const expected = [
      [removedField, 'GET /v1/things: response 200 property data[].title removed'],
      [removedOperation, 'DELETE /v1/things/{id}: operation removed'],
      [requiredParameter, 'GET /v1/things: query parameter region added as required'],
    ] as const
    for (const [mutate, text] of expected) {
      const next = base() as Doc
      mutate(next)
      assert.deepEqual(breakingChanges(base(), next), [text])
      assert.deepEqual(undeclaredBreakingChanges(base(), next, CHANGELOG([])), [text], 'no declaration: the check fails')
      assert.deepEqual(undeclaredBreakingChanges(base(), next, CHANGELOG([text])), [], 'declared under Breaking: the check passes')
    }
  })

  test('a declaration counts only under Breaking in Unreleased, quoted exactly', () => {
    const next = base() as Doc
    delete next.paths['/v1/things'].get
    const text = 'GET /v1/things: operation removed'
    // The 0.1.0 section quotes it, and Added mentions another text: neither declares it for this release.
    assert.deepEqual(undeclaredBreakingChanges(base(), next, CHANGELOG([])), [text])
    assert.deepEqual(undeclaredBreakingChanges(base(), next, CHANGELOG(['GET /v1/things: operation removed.'])), [text])
    // Nor does a Breaking section of a release when Unreleased has none.
    const noBreakingSection = CHANGELOG([]).replace(/### Breaking\n\n(?=## \[0\.1\.0\])/, '')
    assert.doesNotMatch(noBreakingSection.split('## [0.1.0]')[0]!, /Breaking/)
    assert.deepEqual(undeclaredBreakingChanges(base(), next, noBreakingSection), [text])
    assert.deepEqual([...declaredBreakingChanges(CHANGELOG(['a', 'b']))], ['a', 'b'])
  })

  test('each kind of breaking change has its own line', () => {
    const cases: [string, (d: Doc) => void, string][] = [
      ['changed response type', (d) => { d.paths['/v1/things'].post.responses[201].content['application/json'].schema.properties.title = { type: 'integer' } }, 'POST /v1/things: response 201 property title type changed from string to integer'],
      ['response property made nullable', (d) => { d.paths['/v1/things'].post.responses[201].content['application/json'].schema.properties.title = { anyOf: [{ type: 'string' }, { type: 'null' }] } }, 'POST /v1/things: response 201 property title type changed from string to null|string'],
      ['response property no longer required', (d) => { d.paths['/v1/things'].post.responses[201].content['application/json'].schema.required = ['id', 'severity'] }, 'POST /v1/things: response 201 property title no longer always present'],
      ['removed request property', (d) => { delete d.paths['/v1/things'].post.requestBody.content['application/json'].schema.properties.note }, 'POST /v1/things: body property note removed'],
      ['new required request property', (d) => { const s = d.paths['/v1/things'].post.requestBody.content['application/json'].schema; s.properties.owner = { type: 'string' }; s.required.push('owner') }, 'POST /v1/things: body property owner added as required'],
      ['optional request property made required', (d) => { d.paths['/v1/things'].post.requestBody.content['application/json'].schema.required.push('note') }, 'POST /v1/things: body property note became required'],
      ['removed accepted enum value', (d) => { d.paths['/v1/things'].post.requestBody.content['application/json'].schema.properties.severity.enum = ['high'] }, 'POST /v1/things: body property severity no longer accepts "low"'],
      ['removed value of a comma list', (d) => { Object.assign(d.paths['/v1/things'].get.parameters[1].schema, { pattern: '^(high)(,(high))*$', 'x-values': ['high'] }) }, 'GET /v1/things: query parameter severity no longer accepts "low"'],
      ['smaller maxLength', (d) => { d.paths['/v1/things'].post.requestBody.content['application/json'].schema.properties.title.maxLength = 100 }, 'POST /v1/things: body property title maxLength lowered from 200 to 100'],
      ['smaller maximum', (d) => { d.paths['/v1/things'].get.parameters[0].schema.maximum = 100 }, 'GET /v1/things: query parameter limit maximum lowered from 200 to 100'],
      ['added pattern', (d) => { d.paths['/v1/things'].post.requestBody.content['application/json'].schema.properties.note.pattern = '^[a-z]+$' }, 'POST /v1/things: body property note pattern added'],
      ['narrower request type', (d) => { d.paths['/v1/things'].post.requestBody.content['application/json'].schema.properties.note = { type: 'integer' } }, 'POST /v1/things: body property note type changed from string to integer'],
      ['removed parameter', (d) => { d.paths['/v1/things'].get.parameters.splice(0, 1) }, 'GET /v1/things: query parameter limit removed'],
      ['optional parameter made required', (d) => { d.paths['/v1/things'].get.parameters[0].required = true }, 'GET /v1/things: query parameter limit became required'],
      ['removed success status', (d) => { d.paths['/v1/things'].post.responses = { 202: d.paths['/v1/things'].post.responses[201] } }, 'POST /v1/things: success status 201 removed'],
      ['changed scopes', (d) => { d.paths['/v1/things'].post['x-required-scopes'] = ['admin'] }, 'POST /v1/things: scopes changed from things:write to admin'],
      ['removed webhook event type', (d) => { delete d.webhooks['thing.created'] }, 'webhook thing.created: event type removed'],
      ['removed webhook payload property', (d) => { delete d.webhooks['thing.created'].post.requestBody.content['application/json'].schema.properties.data.properties.title }, 'webhook thing.created: payload property data.title removed'],
      ['removed webhook header', (d) => { d.webhooks['thing.created'].post.parameters = [] }, 'webhook thing.created: header X-Service-Event removed'],
    ]
    for (const [name, mutate, text] of cases) assert.deepEqual(changes(mutate), [text], name)
  })

  test('additive changes are not breaking', () => {
    assert.deepEqual(changes((d) => {
      d.paths['/v1/other'] = { get: { responses: { 200: json({ type: 'object' }) } } } // a new endpoint
      d.paths['/v1/things'].get.parameters.push({ name: 'region', in: 'query', required: false, schema: { type: 'string' } }) // a new optional parameter
      d.paths['/v1/things'].post.requestBody.content['application/json'].schema.properties.tags = { type: 'array', items: { type: 'string' } } // a new optional field
      const item = d.paths['/v1/things'].get.responses[200].content['application/json'].schema.properties.data.items
      item.properties.region = { type: 'string' } // a new response field
      item.properties.severity.enum.push('critical') // a new enum value in a response
      d.paths['/v1/things'].post.requestBody.content['application/json'].schema.properties.severity.enum.push('critical') // a new accepted value
      Object.assign(d.paths['/v1/things'].get.parameters[1].schema, { pattern: '^(low|high|critical)(,(low|high|critical))*$', 'x-values': ['low', 'high', 'critical'] })
      d.paths['/v1/things'].post.requestBody.content['application/json'].schema.properties.title.maxLength = 500 // a looser constraint
      d.paths['/v1/things'].post.requestBody.content['application/json'].schema.required = [] // a required input made optional
      d.paths['/v1/things'].get.responses[429] = json({ type: 'object' }) // a new error status
      d.paths['/v1/things'].post.deprecated = true // a deprecation is an announcement, not a change
      d.webhooks['thing.deleted'] = clone(d.webhooks['thing.created']) // a new event type
    }), [])
  })

  test('renaming a path parameter changes no request', () => {
    assert.deepEqual(changes((d) => {
      d.paths['/v1/things/{thing_id}'] = d.paths['/v1/things/{id}']
      d.paths['/v1/things/{thing_id}'].delete.parameters[0].name = 'thing_id'
      delete d.paths['/v1/things/{id}']
    }), [])
  })

  test('the newest release document is the baseline', () => {
    assert.equal(latestRelease(['v0.1.0.json', 'v0.10.0.json', 'v0.9.3.json', 'README.md']), 'v0.10.0.json')
    assert.equal(latestRelease([]), undefined)
  })
})

describe(`the served document against the last release (${BACKEND})`, () => {
  let t: TestApp
  let served: Doc
  const release = latestRelease(readdirSync(join(root, 'openapi')))!
  const previous = JSON.parse(readFileSync(join(root, 'openapi', release), 'utf8')) as Doc
  before(async () => {
    t = await startTestApp()
    served = (await t.app.inject({ url: '/v1/openapi.json' })).json()
  })
  after(async () => { await t.close() })

  test('every breaking change since the last release is declared in CHANGELOG.md (npm run check:api)', () => {
    const changelog = readFileSync(join(root, 'CHANGELOG.md'), 'utf8')
    assert.deepEqual(undeclaredBreakingChanges(previous, served, changelog), [], `declare these under "### Breaking" in "## [Unreleased]" of CHANGELOG.md, or undo them (release ${release})`)
  })

  test('on the real document, a removed field of the findings list and a narrowed filter are caught', () => {
    const next = clone(served)
    const list = next.paths['/v1/findings'].get
    delete list.responses[200].content['application/json'].schema.properties.data.items.properties.title
    const limit = list.parameters.find((p: { name: string }) => p.name === 'limit')
    limit.schema.maximum = 100
    assert.deepEqual(breakingChanges(previous, next).filter((c) => c.startsWith('GET /v1/findings:')), [
      'GET /v1/findings: query parameter limit maximum lowered from 200 to 100',
      'GET /v1/findings: response 200 property data[].title removed',
    ])
  })
})
