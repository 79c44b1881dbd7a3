export const SESSION_COOKIE = 'cv.sid';
/** Members stay signed in for 30 days of inactivity (the cookie rolls on use). */
export const SESSION_TTL_SECONDS = 30 * 24 * 60 * 60;
