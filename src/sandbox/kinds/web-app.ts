import { azureId, pick, type SandboxKind } from './kind.ts'

export const WEB_APP: SandboxKind = {
  kind: 'web_app', weight: 4, namePart: 'web',
  externalId: (_rng, at) => {
    if (at.provider === 'aws') return `arn:aws:elasticbeanstalk:${at.region}:${at.account}:environment/${at.name.split('-')[1]}/${at.name}`
    if (at.provider === 'gcp') return `//appengine.googleapis.com/apps/${at.account}/services/${at.name}`
    return azureId(at, 'Microsoft.Web/sites')
  },
  baseline: (rng, { provider }) => ({
    ...(provider === 'aws' ? {
      platform: pick(rng, ['64bit Amazon Linux 2023 v6.4.0 running Node.js 22', '64bit Amazon Linux 2023 v4.5.0 running Python 3.13', '64bit Amazon Linux 2023 v4.4.0 running Corretto 21']),
      enhanced_health: true, managed_updates: true, log_streaming: true,
    } : {}),
    ...(provider === 'gcp' ? { runtime: pick(rng, ['python313', 'nodejs22', 'java21', 'go123']), environment: 'standard', https_only: true } : {}),
    ...(provider === 'azure' ? {
      runtime: pick(rng, ['node22', 'python3.13', 'dotnet9.0', 'java21']), https_only: true, min_tls_version: '1.2', ftps_state: 'Disabled',
      remote_debugging: false, managed_identity: true, basic_publishing_auth: false, http2_enabled: true, client_certificates: true,
    } : {}),
  }),
  templates: [
    { check_id: 'sec.web_app_https_not_enforced', exhibit: (a) => { a.https_only = false } },
    { check_id: 'sec.web_app_weak_min_tls', exhibit: (a) => { a.min_tls_version = '1.0' } },
    { check_id: 'sec.web_app_ftp_allowed', exhibit: (a) => { a.ftps_state = 'AllAllowed' } },
    { check_id: 'sec.web_app_remote_debugging_enabled', exhibit: (a) => { a.remote_debugging = true } },
    { check_id: 'sec.web_app_without_managed_identity', exhibit: (a) => { a.managed_identity = false } },
    { check_id: 'sec.web_app_basic_publishing_auth', exhibit: (a) => { a.basic_publishing_auth = true } },
    { check_id: 'sec.web_app_http2_disabled', exhibit: (a) => { a.http2_enabled = false } },
    { check_id: 'sec.web_app_client_certificates_disabled', exhibit: (a) => { a.client_certificates = false } },
    { check_id: 'arch.web_app_enhanced_health_disabled', exhibit: (a) => { a.enhanced_health = false } },
    { check_id: 'arch.web_app_managed_updates_disabled', exhibit: (a) => { a.managed_updates = false } },
    { check_id: 'cmp.web_app_logs_not_streamed', exhibit: (a) => { a.log_streaming = false } },
  ],
}
