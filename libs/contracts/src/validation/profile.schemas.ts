import * as yup from 'yup';
import { requestSchema } from './request-schema.js';
import { Limits, ValidationMessages as M } from './messages.js';
import { safeText } from './safe-text.js';

/** Accepts http(s) URLs with or without the scheme (the profile page adds https:// when missing). */
export const isValidWebsite = (value: string): boolean => {
  const candidate = /^[a-z][a-z0-9+.-]*:\/\//i.test(value) ? value : `https://${value}`;
  try {
    const url = new URL(candidate);
    return (url.protocol === 'http:' || url.protocol === 'https:') && /^[^.\s]+(\.[^.\s]+)+$/.test(url.hostname);
  } catch {
    return false;
  }
};

const optionalText = (max: number, message: string) => yup.string().max(max, message).nullable().optional();

/** Profile update (PATCH/PUT /api/users/{id}); any field may be null (spec §3). */
export const profileUpdateSchema = requestSchema({
  displayName: yup.string().trim().min(Limits.displayNameMin, M.displayNameMin).max(Limits.displayNameMax, M.displayNameMax).test(safeText(M.displayNameCharacters)).nullable().optional(),
  bio: optionalText(Limits.bioMax, M.bioMax),
  location: optionalText(Limits.locationMax, M.locationMax),
  pronouns: optionalText(Limits.pronounsMax, M.pronounsMax),
  website: yup.string().max(Limits.websiteMax, M.websiteInvalid).nullable().optional()
    .test('website', M.websiteInvalid, (v) => v === undefined || v === null || v.trim() === '' || isValidWebsite(v.trim())),
  avatar: yup.string().nullable().optional(),
});
