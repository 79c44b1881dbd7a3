import { commonConfigSchema, loadConfig } from '@cannaverse/platform';

export const contentConfigSchema = commonConfigSchema.shape({});

export type ContentConfig = ReturnType<typeof loadContentConfig>;

export const loadContentConfig = () => {
  const config = loadConfig(contentConfigSchema);
  return { ...config, HEALTH_PORT: config.HEALTH_PORT ?? 3103 };
};
