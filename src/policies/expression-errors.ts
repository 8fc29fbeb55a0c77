import { ApiError, type ErrorCode } from '../platform/http/error-codes.ts'
import { compilePolicyExpression, type PolicyTarget } from './expression.ts'

/**
 * Compiles a CEL expression (a policy, an alert rule, a suppression rule) or throws 422 `code` saying where it
 * fails: "Invalid {noun} at line L, column C: …", with `details.position` (offset, line, column) and, when the
 * expression exceeds a limit, `details.limit` (its name and value).
 */
export function compileOrReject(expression: string, target: PolicyTarget, code: ErrorCode, noun: string) {
  const result = compilePolicyExpression(expression, target)
  if (result.ok) return result.policy
  const { line, column, offset } = result.error.position
  const error = new ApiError(code, `Invalid ${noun} at line ${line}, column ${column}: ${result.error.message}.`)
  error.details = { position: { offset, line, column }, ...(result.error.limit ? { limit: result.error.limit } : {}) }
  throw error
}
