import { testCheckTable, type CheckCase } from '../check-cases.ts'
import { NETWORK_CHECKS } from './index.ts'

const CASES: Record<string, CheckCase> = {}

testCheckTable('network', NETWORK_CHECKS, CASES)
