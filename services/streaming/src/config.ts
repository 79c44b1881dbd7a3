import { commonConfigSchema, loadConfig } from '@cannaverse/platform';

export const streamingConfigSchema = commonConfigSchema.shape({});

export type StreamingConfig = ReturnType<typeof loadStreamingConfig>;

export const loadStreamingConfig = () => {
  const config = loadConfig(streamingConfigSchema);
  return { ...config, HEALTH_PORT: config.HEALTH_PORT ?? 3104 };
};
