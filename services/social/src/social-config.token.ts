/** Injection token of the validated SocialConfig (background jobs read REDIS_URL and BULLMQ_PREFIX from it). */
export const SOCIAL_CONFIG = 'SOCIAL_CONFIG';
