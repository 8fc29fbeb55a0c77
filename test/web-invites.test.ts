import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { BACKEND, startTestApp, type TestApp } from './helpers/harness.ts'
import { webClient } from './helpers/web-client.ts'

const linkOf = (body: string) => /id="invite-url"[^>]*value="([^"]+)"/.exec(body)?.[1]

describe(`web application: invitations (${BACKEND})`, () => {
  let t: TestApp
  before(async () => { t = await startTestApp({ baseUrl: 'http://posture.test' }) })
  after(async () => { await t.close() })

  test('an admin makes a one-time link; a newcomer signs up through it and joins as member; it cannot be used again', async () => {
    const admin = webClient(t.app)
    await admin.signUp({ email: 'inviter@example.com', workspace: 'Inviting Co' })
    await admin.get('/app/settings/workspace')
    const made = await admin.post('/app/settings/workspace/invites', { role: 'member' })
    const link = linkOf(made.body)
    assert.match(link!, /^http:\/\/posture\.test\/app\/invite\/[0-9A-Za-z]{43}$/)
    const path = new URL(link!).pathname
    assert.ok(!(await admin.get('/app/settings/workspace')).body.includes(link!), 'shown once')

    const newcomer = webClient(t.app)
    const landing = await newcomer.get(path)
    assert.equal(landing.statusCode, 200)
    assert.match(landing.body, /invited to the Posture workspace <strong>Inviting Co<\/strong> as <strong>member<\/strong>/)
    const signupHref = /href="(\/app\/signup\?next=[^"]+)"/.exec(landing.body)![1]!.replaceAll('&amp;', '&')
    await newcomer.get(signupHref)
    const signedUp = await newcomer.post('/app/signup', { name: 'New', email: 'newcomer@example.com', password: 'a long passphrase', workspace: 'Own', next: path })
    assert.equal(signedUp.headers.location, path, 'back to the invitation after sign-up')
    await newcomer.get(path)
    const joined = await newcomer.post(path, {})
    assert.equal(joined.statusCode, 303)
    const dashboard = await newcomer.get(joined.headers.location as string)
    assert.match(dashboard.body, /You joined <strong>Inviting Co<\/strong>/)
    const workspace = await newcomer.get('/app/settings/workspace')
    assert.match(workspace.body, /Members <span class="count">2<\/span>/)
    assert.doesNotMatch(workspace.body, /Create invitation link/, 'members do not invite')
    const refused = await newcomer.post('/app/settings/workspace/invites', { role: 'admin' })
    assert.equal(refused.statusCode, 403)

    const again = webClient(t.app)
    await again.signUp({ email: 'late@example.com' })
    const used = await again.get(path)
    assert.equal(used.statusCode, 410)
    assert.match(used.body, /already used/)
    assert.equal((await again.get('/app/invite/not-a-secret')).statusCode, 404)

    const tenantId = (await t.storage.db.selectFrom('tenants').select('id').where('name', '=', 'Inviting Co').executeTakeFirstOrThrow()).id
    const log = await t.storage.db.selectFrom('tenant_audit_log').select('action').where('tenant_id', '=', tenantId).orderBy('created_at').execute()
    assert.deepEqual(log.map((l) => l.action), ['member.invited', 'member.joined'])
  })

  test('an expired link is refused; a member of the workspace cannot join twice', async () => {
    const admin = webClient(t.app)
    await admin.signUp({ email: 'expiring@example.com', workspace: 'Expiring' })
    await admin.get('/app/settings/workspace')
    const path = new URL(linkOf((await admin.post('/app/settings/workspace/invites', { role: 'admin' })).body)!).pathname
    await admin.get(path)
    const self = await admin.post(path, {})
    assert.equal(self.statusCode, 409)
    assert.match(self.body, /already a member/)
    await t.storage.db.updateTable('invites').set({ expires_at: new Date(Date.now() - 1000) }).where('accepted_at', 'is', null).execute()
    const late = webClient(t.app)
    assert.equal((await late.get(path)).statusCode, 410)
  })

  test('an admin removes a member: their tokens stop at once, they no longer reach the workspace; an admin cannot remove themselves', async () => {
    const admin = webClient(t.app)
    await admin.signUp({ email: 'offboarder@example.com', workspace: 'Offboarding Co' })
    await admin.get('/app/settings/workspace')
    const path = new URL(linkOf((await admin.post('/app/settings/workspace/invites', { role: 'member' })).body)!).pathname
    const leaver = webClient(t.app)
    await leaver.signUp({ email: 'leaver@example.com', workspace: 'Leaver Own' })
    await leaver.get(path)
    await leaver.post(path, {})
    await leaver.get('/app/settings/developer/tokens')
    const created = await leaver.post('/app/settings/developer/tokens', { name: 'leaver script', scopes: 'findings:read', expiry: '30' })
    const token = /id="new-token"[^>]*value="(pst_[0-9A-Za-z]+)"/.exec(created.body)![1]!
    const call = () => t.app.inject({ url: '/v1/findings?limit=1', headers: { authorization: `Bearer ${token}` } })
    assert.equal((await call()).statusCode, 200)

    const page = await admin.get('/app/settings/workspace')
    const userId = new RegExp(`name="user_id" value="(usr_[0-9A-Za-z]+)">\\s*<button type="submit" class="link danger" aria-label="Remove Test Person from the workspace"`).exec(page.body)?.[1]
    assert.ok(userId, 'a Remove button per member')
    assert.doesNotMatch(page.body, /aria-label="Remove [^"]+" [^>]*>Remove<\/button>[\s\S]*offboarder@example.com/, 'no Remove button for oneself')
    const self = (await t.storage.db.selectFrom('users').innerJoin('accounts', 'accounts.id', 'users.account_id').select('users.id').where('accounts.email', '=', 'offboarder@example.com').executeTakeFirstOrThrow()).id
    const refused = await admin.post('/app/settings/workspace/members/remove', { user_id: self })
    assert.equal(refused.statusCode, 422)
    assert.match(refused.body, /cannot remove yourself/)

    const removed = await admin.post('/app/settings/workspace/members/remove', { user_id: userId! })
    assert.equal(removed.statusCode, 200)
    assert.match(removed.body, /leaver@example.com was removed from the workspace; their tokens \(1\)/)
    assert.equal((await call()).statusCode, 401, 'the token stops at once')
    const after = await leaver.get('/app/settings/account')
    assert.doesNotMatch(after.body, /Offboarding Co/, 'the workspace is gone from their list')
    const byMember = await leaver.post('/app/settings/workspace/members/remove', { user_id: self })
    assert.equal(byMember.statusCode, 404, 'back in their own workspace (where they are admin), a member of another one is not found')
    const tenantId = (await t.storage.db.selectFrom('tenants').select('id').where('name', '=', 'Offboarding Co').executeTakeFirstOrThrow()).id
    const log = await t.storage.db.selectFrom('tenant_audit_log').select(['action', 'details']).where('tenant_id', '=', tenantId).where('action', '=', 'member.removed').execute()
    assert.equal(log.length, 1)
    assert.equal((log[0]!.details as { email: string }).email, 'leaver@example.com')
  })
})
