import { commonConfigSchema, loadConfig } from '@cannaverse/platform';

export const identityConfigSchema = commonConfigSchema.shape({});

export type IdentityConfig = ReturnType<typeof loadIdentityConfig>;

export const loadIdentityConfig = () => {
  const config = loadConfig(identityConfigSchema);
  return { ...config, HEALTH_PORT: config.HEALTH_PORT ?? 3101 };
};
