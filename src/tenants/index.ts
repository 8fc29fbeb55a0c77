export { createTenant, type CreatedTenant } from './service.ts'
export { createToken, createTokenVerifier, UnknownScopeError, type CreatedToken } from './tokens.ts'
export { countTenants, findTenant, findTokenById, revokeTokenById } from './repo.ts'
