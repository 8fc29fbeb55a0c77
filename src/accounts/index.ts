export { AccountError, createAccountsService, type AccountsService, type Membership, type SessionView } from './service.ts'
export { createLoginThrottle, type LoginThrottle } from './login-throttle.ts'
export { PASSWORD_MIN_LENGTH } from './passwords.ts'
export { acceptInvite, createInvite, InviteError, listMembers, openInvite, removeMember } from './invites.ts'
