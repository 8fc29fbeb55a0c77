export { createTenant, insertNewTenant, type CreatedTenant } from './service.ts'
export { createToken, createTokenVerifier, listMemberTokens, revokeMemberToken, UnknownScopeError, type CreatedToken, type TokenSummary } from './tokens.ts'
export { countTenants, findTenant, findTokenById, revokeTokenById } from './repo.ts'
export { AllowlistError, createIpPolicy, grantProduction, parseAllowlist, recordAudit, requestProduction, setIpAllowlist, workspaceSecurity } from './security.ts'
