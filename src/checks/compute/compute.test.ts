import { testCheckTable, type CheckCase } from '../check-cases.ts'
import { COMPUTE_CHECKS } from './index.ts'

const CASES: Record<string, CheckCase> = {}

testCheckTable('compute', COMPUTE_CHECKS, CASES)
