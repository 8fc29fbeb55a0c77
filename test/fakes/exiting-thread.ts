// A thread for thread-set.test.ts that exits before it is ready.
process.exit(2)
