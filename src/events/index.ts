export { insertEvents } from './repo.ts'
export * from './schemas.ts'
