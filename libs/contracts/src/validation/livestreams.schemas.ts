import * as yup from 'yup';
import { requestSchema } from './request-schema.js';
import { LivestreamLimits as L, LivestreamMessages as M } from '../livestreams.js';
import { safeText } from './safe-text.js';

/**
 * Tags arrive as the dialog's comma-separated text: split, trimmed, blanks and repeats (any case)
 * dropped, order kept. `null` when there are more or longer tags than the limits allow.
 */
export function parseStreamTags(value: string | null | undefined): string[] | null {
  const tags: string[] = [];
  for (const raw of (value ?? '').split(',')) {
    const tag = raw.trim();
    if (tag && !tags.some((seen) => seen.toLowerCase() === tag.toLowerCase())) tags.push(tag);
  }
  return tags.length > L.tagsMax || tags.some((tag) => tag.length > L.tagMax) ? null : tags;
}

/** `POST /api/livestreams` (spec §5: title required; description, tags and the private box optional). */
export const createLiveStreamSchema = requestSchema({
  title: yup.string().trim().required(M.titleRequired).max(L.titleMax, M.titleMax).test(safeText(M.titleCharacters)),
  description: yup.string().trim().max(L.descriptionMax, M.descriptionMax).nullable().optional(),
  tags: yup.string().nullable().optional().test(safeText(M.tagsCharacters)).test('tags', M.tagsMax, (value) => parseStreamTags(value) !== null),
  isPrivate: yup.boolean().strict().optional(),
});

/** `POST /api/livestreams/{id}/timeouts`. */
export const chatTimeoutSchema = requestSchema({
  userId: yup.string().required('userId is required'),
  seconds: yup.number().strict().integer(M.timeoutRange).min(1, M.timeoutRange).max(L.timeoutMaxSeconds, M.timeoutRange).optional(),
});

/** `PUT /api/livestreams/{id}/chat-settings`. */
export const chatSettingsSchema = requestSchema({
  slowModeSeconds: yup.number().strict().required(M.slowModeRange).integer(M.slowModeRange).min(0, M.slowModeRange).max(L.slowModeMaxSeconds, M.slowModeRange),
});
