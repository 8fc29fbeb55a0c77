import { testCheckTable, type CheckCase } from '../check-cases.ts'
import { IDENTITY_CHECKS } from './index.ts'

const CASES: Record<string, CheckCase> = {}

testCheckTable('identity', IDENTITY_CHECKS, CASES)
