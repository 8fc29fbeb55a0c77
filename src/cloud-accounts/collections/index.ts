// Collections of cloud accounts (issue 35 item 2): asked for over HTTP, run as durable `collection` jobs.
export { collectionRoutes } from './routes.ts'
export { createCollectionsService, COLLECTION_QUEUE, type CollectionsService } from './service.ts'
export { collectionJobHandler, type CollectionJobOptions } from './job.ts'
export { collectionSchedule, queueDueCollections, SCHEDULE_EVERY_MS } from './schedule.ts'
