export { createGrants, type Grants } from './grants.ts'
export { oauthTokenRoutes } from './token-routes.ts'
export { parseAuthorizeRequest, RedirectableError, UntrustedRedirectError, type AuthorizeRequest } from './authorize-request.ts'
export { ClientFormError, deleteClient, listClients, registerClient } from './clients.ts'
