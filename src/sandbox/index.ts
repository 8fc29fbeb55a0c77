export { seedSandbox } from './seed.ts'
export { generateSandbox } from './generate.ts'
