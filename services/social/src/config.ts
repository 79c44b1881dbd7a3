import { commonConfigSchema, loadConfig } from '@cannaverse/platform';

export const socialConfigSchema = commonConfigSchema.shape({});

export type SocialConfig = ReturnType<typeof loadSocialConfig>;

export const loadSocialConfig = () => {
  const config = loadConfig(socialConfigSchema);
  return { ...config, HEALTH_PORT: config.HEALTH_PORT ?? 3102 };
};
