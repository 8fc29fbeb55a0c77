export { webApp } from './plugin.ts'
