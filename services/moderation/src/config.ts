import { commonConfigSchema, defineServiceConfig } from '@cannaverse/platform';

/** Add this service's own settings with `.shape({ … })` (or concat mediaConfigSchema / jobsConfigSchema). */
export const moderationConfigSchema = commonConfigSchema;

export const loadModerationConfig = defineServiceConfig('moderation', moderationConfigSchema);

export type ModerationConfig = ReturnType<typeof loadModerationConfig>;
