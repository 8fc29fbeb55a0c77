// The read-only role a customer creates for Posture, as a CloudFormation template and as Terraform: AWS's
// managed SecurityAudit and ViewOnlyAccess policies (read-only, kept current by AWS as services are added),
// trusted by the service's principal only, and only with the tenant's external id (the confused-deputy guard).

export const ROLE_NAME = 'PostureAudit'
export const MANAGED_POLICIES = ['SecurityAudit', 'job-function/ViewOnlyAccess'] as const
/** Posture's sessions last an hour and are renewed (collection/aws/role-session.ts). */
const MAX_SESSION_SECONDS = 3600

export const managedPolicyArns = (partition = 'aws') => MANAGED_POLICIES.map((p) => `arn:${partition}:iam::aws:policy/${p}`)

export interface RoleTemplateInput { principalArn: string; externalId: string; tenantId: string }

const trustPolicy = (input: RoleTemplateInput) => ({
  Version: '2012-10-17',
  Statement: [{
    Effect: 'Allow',
    Principal: { AWS: input.principalArn },
    Action: 'sts:AssumeRole',
    Condition: { StringEquals: { 'sts:ExternalId': input.externalId } },
  }],
})

/** JSON, which CloudFormation reads as it reads YAML; deployable as a stack, or a StackSet over an organization. */
export function cloudFormationTemplate(input: RoleTemplateInput): string {
  return JSON.stringify({
    AWSTemplateFormatVersion: '2010-09-09',
    Description: `Read-only role for Posture (tenant ${input.tenantId}): SecurityAudit and ViewOnlyAccess, assumable only by Posture's principal with this tenant's external id.`,
    Parameters: {
      RoleName: { Type: 'String', Default: ROLE_NAME, AllowedPattern: '[\\w+=,.@-]{1,64}', Description: 'The role\'s name (an organization\'s member_role_name when deployed as a StackSet).' },
    },
    Resources: {
      PostureAuditRole: {
        Type: 'AWS::IAM::Role',
        Properties: {
          RoleName: { Ref: 'RoleName' },
          Description: 'Posture reads this account through this role (read-only).',
          MaxSessionDuration: MAX_SESSION_SECONDS,
          AssumeRolePolicyDocument: trustPolicy(input),
          ManagedPolicyArns: MANAGED_POLICIES.map((p) => ({ 'Fn::Sub': `arn:\${AWS::Partition}:iam::aws:policy/${p}` })),
        },
      },
    },
    Outputs: {
      RoleArn: { Description: 'Give this ARN to Posture (aws.role_arn).', Value: { 'Fn::GetAtt': ['PostureAuditRole', 'Arn'] } },
    },
  }, null, 2)
}

/** An HCL string literal: JSON's escapes are HCL's, and `${` / `%{` must not start a template. */
const hcl = (value: string) => JSON.stringify(value).replace(/\$\{/g, '$${').replace(/%\{/g, '%%{')

export function terraformSnippet(input: RoleTemplateInput): string {
  return `# Read-only role for Posture (tenant ${input.tenantId}): SecurityAudit and ViewOnlyAccess,
# assumable only by Posture's principal with this tenant's external id.
data "aws_partition" "current" {}

resource "aws_iam_role" "posture_audit" {
  name                 = ${hcl(ROLE_NAME)}
  description          = "Posture reads this account through this role (read-only)."
  max_session_duration = ${MAX_SESSION_SECONDS}
  assume_role_policy = jsonencode({
    Version = "2012-10-17"
    Statement = [{
      Effect    = "Allow"
      Principal = { AWS = ${hcl(input.principalArn)} }
      Action    = "sts:AssumeRole"
      Condition = { StringEquals = { "sts:ExternalId" = ${hcl(input.externalId)} } }
    }]
  })
}

resource "aws_iam_role_policy_attachment" "posture_security_audit" {
  role       = aws_iam_role.posture_audit.name
  policy_arn = "arn:\${data.aws_partition.current.partition}:iam::aws:policy/SecurityAudit"
}

resource "aws_iam_role_policy_attachment" "posture_view_only" {
  role       = aws_iam_role.posture_audit.name
  policy_arn = "arn:\${data.aws_partition.current.partition}:iam::aws:policy/job-function/ViewOnlyAccess"
}

output "posture_role_arn" {
  description = "Give this ARN to Posture (aws.role_arn)."
  value       = aws_iam_role.posture_audit.arn
}
`
}
