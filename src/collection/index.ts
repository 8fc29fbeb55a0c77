// Live cloud collection; AWS is the first cloud (src/collection/aws/). Other rooms import from here only.
export * from './aws/index.ts'
