import { testCheckTable, type CheckCase } from '../check-cases.ts'
import { DATA_CHECKS } from './index.ts'

const CASES: Record<string, CheckCase> = {}

testCheckTable('data', DATA_CHECKS, CASES)
