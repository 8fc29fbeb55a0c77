/** An RFC 6749 error: §5.2 at the token endpoint, §4.1.2.1 as redirect parameters at the authorization endpoint. */
export class OAuthError extends Error {
  constructor(
    readonly error: 'invalid_request' | 'invalid_client' | 'invalid_grant' | 'unauthorized_client' | 'unsupported_grant_type'
      | 'invalid_scope' | 'access_denied' | 'unsupported_response_type' | 'unsupported_token_type' | 'server_error',
    readonly description: string,
    readonly status = error === 'invalid_client' ? 401 : 400,
  ) {
    super(description)
  }
}
