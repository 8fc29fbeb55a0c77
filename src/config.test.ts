import assert from 'node:assert/strict'
import { test } from 'node:test'
import { baseUrl, loadConfig, logFormat, metricsOnPublicPort } from './config.ts'

test('defaults give the embedded store on 127.0.0.1:8080', () => {
  const config = loadConfig({})
  assert.equal(config.PORT, 8080)
  assert.equal(config.HOST, '127.0.0.1')
  assert.equal(config.DATA_DIR, './data')
  assert.equal(config.DATABASE_URL, undefined)
  assert.equal(config.RATE_LIMIT_PER_MINUTE, 1000)
  assert.equal(baseUrl(config), 'http://127.0.0.1:8080')
})

test('values are converted from strings; empty strings count as unset', () => {
  const config = loadConfig({ PORT: '9000', RATE_LIMIT_PER_MINUTE: '60', DATABASE_URL: '', HOST: '::1' })
  assert.equal(config.PORT, 9000)
  assert.equal(config.RATE_LIMIT_PER_MINUTE, 60)
  assert.equal(config.DATABASE_URL, undefined)
  assert.equal(baseUrl(config), 'http://[::1]:9000')
})

test('a bad value stops start-up with a message naming the variable', () => {
  assert.throws(() => loadConfig({ PORT: 'eighty' }), /Invalid configuration: PORT/)
  assert.throws(() => loadConfig({ RATE_LIMIT_PER_MINUTE: '0' }), /RATE_LIMIT_PER_MINUTE/)
  assert.throws(() => loadConfig({ DATABASE_URL: 'mysql://x' }), /DATABASE_URL/)
  assert.throws(() => loadConfig({ LOG_LEVEL: 'loud' }), /LOG_LEVEL/)
})

test('a word out of a list is refused with the list, once', () => {
  assert.throws(() => loadConfig({ LOG_FORMAT: 'yaml' }), { message: 'Invalid configuration: LOG_FORMAT: must be one of json, pretty' })
  assert.throws(() => loadConfig({ LOG_FORMAT: 'JSON', PORT: 'x' }), { message: 'Invalid configuration: PORT: must be integer; LOG_FORMAT: must be one of json, pretty' })
  assert.throws(() => loadConfig({ ROLE: 'boss' }), { message: 'Invalid configuration: ROLE: must be one of all, api, worker' })
})

test('LOG_FORMAT: as set, else pretty on a terminal and json elsewhere', () => {
  assert.equal(logFormat(loadConfig({}), { isTTY: true }), 'pretty')
  assert.equal(logFormat(loadConfig({}), { isTTY: false }), 'json')
  assert.equal(logFormat(loadConfig({}), {}), 'json')
  assert.equal(logFormat(loadConfig({ LOG_FORMAT: 'json' }), { isTTY: true }), 'json')
  assert.equal(logFormat(loadConfig({ LOG_FORMAT: 'pretty' }), { isTTY: false }), 'pretty')
})

test('/metrics on the public port: on a loopback HOST, or with METRICS_TOKEN; never with METRICS_PORT', () => {
  assert.equal(metricsOnPublicPort(loadConfig({})), true)
  assert.equal(metricsOnPublicPort(loadConfig({ HOST: '::1' })), true)
  assert.equal(metricsOnPublicPort(loadConfig({ HOST: '0.0.0.0' })), false)
  assert.equal(metricsOnPublicPort(loadConfig({ HOST: '0.0.0.0', METRICS_TOKEN: 'a-long-enough-token' })), true)
  assert.equal(metricsOnPublicPort(loadConfig({ METRICS_PORT: '9464' })), false)
  assert.equal(metricsOnPublicPort(loadConfig({ HOST: '0.0.0.0', METRICS_PORT: '9464', METRICS_TOKEN: 'a-long-enough-token' })), false)
  assert.throws(() => loadConfig({ METRICS_TOKEN: 'short' }), /METRICS_TOKEN/)
})
