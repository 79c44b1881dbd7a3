/**
 * Every BullMQ queue of the content service, in one place so producer and worker agree on a name.
 * Connections and the key prefix come from the kit's JobsModule.
 */
export enum ContentQueue {
  AdEvents = 'ad-events',
}
