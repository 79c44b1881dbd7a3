import { commonConfigSchema, defineServiceConfig } from '@cannaverse/platform';

export const notificationsConfigSchema = commonConfigSchema;

export const loadNotificationsConfig = defineServiceConfig('notifications', notificationsConfigSchema);

export type NotificationsConfig = ReturnType<typeof loadNotificationsConfig>;
