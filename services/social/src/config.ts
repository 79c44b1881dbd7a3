import { commonConfigSchema, defineServiceConfig, jobsConfigSchema, mediaConfigSchema } from '@cannaverse/platform';

/** Media settings so posts can check their uploads exist; jobs settings for the media and trending queues. */
export const socialConfigSchema = commonConfigSchema.concat(mediaConfigSchema).concat(jobsConfigSchema);

export const loadSocialConfig = defineServiceConfig('social', socialConfigSchema);

export type SocialConfig = ReturnType<typeof loadSocialConfig>;
