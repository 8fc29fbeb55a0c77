import { attributesOf, isProduction, num, str, token } from '../attributes.ts'
import type { Check } from '../check.ts'
import { tlsVersion } from '../security.ts'
import { NETWORK_SHELF_FIXES } from './terraform-fixes.ts'

// API gateways: API Gateway REST and HTTP APIs, their stages and custom domains (AWS), API Management (Azure).

const STAGES = ['aws_api_gateway_stage', 'aws_apigatewayv2_stage']

export const API_GATEWAY_CHECKS: Check[] = [
  {
    id: 'cmp.api_gateway_access_logging_disabled',
    dimension: 'compliance',
    severity: 'low',
    kinds: ['api_gateway'],
    providers: ['aws', 'azure'],
    terraformTypes: [...STAGES, 'azurerm_api_management'],
    title: 'API gateway writes no access logs',
    description: 'The API stage has no access log settings, or the API Management instance sends no gateway logs to Azure Monitor, so requests are not recorded with caller, route and status.',
    rationale: 'Access logs are the record of which client called which route with what result; without them abuse of the API and leaked credentials cannot be traced.',
    terraformFix: NETWORK_SHELF_FIXES['cmp.api_gateway_access_logging_disabled'],
    remediation: 'Configure access_log_settings on the stage (CloudWatch Logs or Firehose, JSON with requestId and sourceIp), or a diagnostic setting with GatewayLogs on the API Management instance.',
    controls: { cis_azure: ['6.1.4'], soc2: ['CC7.2'], pci_dss: ['10.2.1'], iso_27001: ['A.8.15'], nist_800_53: ['AU-2', 'AU-12'], hipaa: ['164.312(b)'] },
    effort: 'low',
    evaluate: (resource) => attributesOf(resource).access_logs === false,
  },
  {
    id: 'arch.api_gateway_tracing_disabled',
    dimension: 'architecture',
    severity: 'low',
    kinds: ['api_gateway'],
    providers: ['aws'],
    terraformTypes: ['aws_api_gateway_stage'],
    title: 'API stage has X-Ray tracing disabled',
    description: 'Active tracing is off for the REST API stage, so requests cannot be followed through the integrations behind it.',
    rationale: 'Without traces, latency and errors inside Lambda, HTTP and AWS-service integrations show up only as slow or failed calls at the API, and finding the failing hop takes guesswork.',
    terraformFix: NETWORK_SHELF_FIXES['arch.api_gateway_tracing_disabled'],
    remediation: 'Set xray_tracing_enabled to true on the stage.',
    controls: { soc2: ['CC7.1'], iso_27001: ['A.8.16'], nist_800_53: ['SI-4'] },
    effort: 'low',
    evaluate: (resource) => attributesOf(resource).tracing === false,
  },
  {
    id: 'sec.api_gateway_cache_unencrypted',
    dimension: 'security',
    severity: 'medium',
    kinds: ['api_gateway'],
    providers: ['aws'],
    terraformTypes: ['aws_api_gateway_stage', 'aws_api_gateway_method_settings'],
    title: 'API stage caches responses without encryption',
    description: 'Caching is enabled for the stage but cache_data_encrypted is false, so cached responses are stored unencrypted.',
    rationale: 'Cached API responses often hold personal or account data; storing them unencrypted puts that data at rest outside the controls that protect the backend.',
    terraformFix: NETWORK_SHELF_FIXES['sec.api_gateway_cache_unencrypted'],
    remediation: 'Set cache_data_encrypted to true in the stage\'s method settings.',
    controls: { soc2: ['CC6.1'], pci_dss: ['3.5.1'], iso_27001: ['A.8.24'], nist_800_53: ['SC-28'], hipaa: ['164.312(a)(2)(iv)'] },
    effort: 'low',
    evaluate: (resource) => attributesOf(resource).cache_encrypted === false,
  },
  {
    id: 'sec.api_gateway_waf_missing',
    dimension: 'security',
    severity: 'medium',
    kinds: ['api_gateway'],
    providers: ['aws'],
    terraformTypes: ['aws_api_gateway_stage'],
    title: 'Public API stage has no WAF web ACL',
    description: 'No AWS WAF web ACL is associated with this stage of an edge-optimized or regional REST API.',
    rationale: 'APIs are a favourite target for credential stuffing, injection and scraping; a web ACL adds rate limits and managed rules in front of every integration.',
    terraformFix: NETWORK_SHELF_FIXES['sec.api_gateway_waf_missing'],
    remediation: 'Associate an AWS WAF web ACL with the stage (aws_wafv2_web_acl_association) with managed rule groups and a rate-based rule.',
    controls: { soc2: ['CC6.6'], pci_dss: ['6.4.2'], iso_27001: ['A.8.20'], nist_800_53: ['SC-7', 'SI-4'] },
    effort: 'medium',
    // Private APIs are reachable only through VPC endpoints.
    evaluate: (resource) => {
      const a = attributesOf(resource)
      return a.waf_enabled === false && token(a.endpoint_type) !== 'private'
    },
  },
  {
    id: 'sec.api_gateway_unauthenticated_methods',
    dimension: 'security',
    severity: 'high',
    kinds: ['api_gateway'],
    providers: ['aws'],
    terraformTypes: ['aws_api_gateway_rest_api', 'aws_api_gateway_method', 'aws_apigatewayv2_api', 'aws_apigatewayv2_route'],
    title: 'Public API has methods without any authorization',
    description: 'Methods or routes of the API use authorization NONE and require no API key, so anyone who knows the URL can call them.',
    rationale: 'An unauthenticated method exposes whatever its integration can reach to the whole internet; APIs are enumerated and hammered by automated tools as soon as they are found.',
    terraformFix: NETWORK_SHELF_FIXES['sec.api_gateway_unauthenticated_methods'],
    remediation: 'Add an IAM, Cognito, JWT or Lambda authorizer to every method that is not deliberately public, and document the ones that are.',
    controls: { soc2: ['CC6.1'], pci_dss: ['8.2.1'], iso_27001: ['A.8.5'], nist_800_53: ['AC-3', 'IA-2'], hipaa: ['164.312(d)'] },
    effort: 'medium',
    evaluate: (resource) => {
      const a = attributesOf(resource)
      return (num(a.unauthenticated_methods) ?? 0) > 0 && token(a.endpoint_type) !== 'private'
    },
  },
  {
    id: 'sec.api_gateway_weak_tls',
    dimension: 'security',
    severity: 'medium',
    kinds: ['api_gateway'],
    providers: ['aws', 'azure'],
    terraformTypes: ['aws_api_gateway_domain_name', 'aws_apigatewayv2_domain_name', 'azurerm_api_management'],
    title: 'API endpoint accepts TLS older than 1.2',
    description: 'The custom domain\'s security policy (TLS_1_0) or the API Management gateway\'s protocol settings still allow TLS 1.0 or 1.1.',
    rationale: 'API clients that can still negotiate TLS 1.0 or 1.1 are open to downgrade attacks, and PCI DSS forbids these versions for any cardholder data in transit.',
    terraformFix: NETWORK_SHELF_FIXES['sec.api_gateway_weak_tls'],
    remediation: 'Use the TLS_1_2 security policy on the custom domain, or disable TLS 1.0/1.1 (and SSL 3.0) in the API Management security settings.',
    controls: { soc2: ['CC6.7'], pci_dss: ['4.2.1'], iso_27001: ['A.8.24'], nist_800_53: ['SC-8', 'SC-13'] },
    effort: 'low',
    evaluate: (resource) => {
      const version = tlsVersion(attributesOf(resource).min_tls_version)
      return version !== undefined && version < 1.2
    },
  },
  {
    id: 'arch.api_management_developer_sku_in_production',
    dimension: 'architecture',
    severity: 'medium',
    kinds: ['api_gateway'],
    providers: ['azure'],
    terraformTypes: ['azurerm_api_management'],
    title: 'Production API Management runs on the Developer tier',
    description: 'The production API Management instance uses the Developer SKU, which has no SLA and runs on a single unit.',
    rationale: 'The Developer tier is for evaluation: one unit, no availability SLA and no scale-out, so any platform maintenance or failure takes every API behind it offline.',
    terraformFix: NETWORK_SHELF_FIXES['arch.api_management_developer_sku_in_production'],
    remediation: 'Move production APIs to the Standard v2, Premium or Premium v2 tier (with units in several zones for Premium).',
    controls: { cis_azure: ['6.1.5'], soc2: ['A1.1'], iso_27001: ['A.8.14'], nist_800_53: ['CP-10'] },
    effort: 'high',
    evaluate: (resource) => isProduction(resource) && str(attributesOf(resource).sku)?.trim().toLowerCase().startsWith('developer') === true,
  },
  {
    id: 'arch.api_gateway_throttling_disabled',
    dimension: 'architecture',
    severity: 'low',
    kinds: ['api_gateway'],
    providers: ['aws'],
    terraformTypes: STAGES,
    title: 'API stage sets no throttling limits',
    description: 'No rate or burst limit is set for the stage\'s methods or routes, so it draws on the account-wide quota shared by every API in the region.',
    rationale: 'One runaway client or retry storm on an unthrottled stage consumes the regional account quota and makes every other API of the account fail with 429 errors.',
    terraformFix: NETWORK_SHELF_FIXES['arch.api_gateway_throttling_disabled'],
    remediation: 'Set throttling_rate_limit and throttling_burst_limit in the stage\'s method settings (or default_route_settings for HTTP APIs) to what the backend can sustain.',
    controls: { soc2: ['A1.1'], iso_27001: ['A.8.6'], nist_800_53: ['SC-5'] },
    effort: 'low',
    evaluate: (resource) => attributesOf(resource).throttling === false,
  },
]
