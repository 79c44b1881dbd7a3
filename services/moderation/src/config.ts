import { commonConfigSchema, loadConfig } from '@cannaverse/platform';

export const moderationConfigSchema = commonConfigSchema.shape({});

export type ModerationConfig = ReturnType<typeof loadModerationConfig>;

export const loadModerationConfig = () => {
  const config = loadConfig(moderationConfigSchema);
  return { ...config, HEALTH_PORT: config.HEALTH_PORT ?? 3105 };
};
