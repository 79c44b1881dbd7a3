import { AVATAR_MAX_BYTES } from '@cannaverse/platform/media';

export const IMAGE_MAX_BYTES = 15 * 1024 * 1024;
export const VIDEO_MAX_BYTES = 100 * 1024 * 1024;
/** The multipart parser stops reading past this (the largest kind we accept). */
export const UPLOAD_MAX_BYTES = VIDEO_MAX_BYTES;
export { AVATAR_MAX_BYTES };

/**
 * Uploads one member may have in flight at once on a gateway replica. A phone posting a photo
 * and a video needs two; more is a script, and each holds a temporary file and a parser.
 */
export const UPLOADS_PER_MEMBER = 2;

export const UploadMessages = {
  notMultipart: 'Expected a multipart/form-data upload',
  malformed: 'The upload is not a valid multipart/form-data body',
  empty: 'The file is empty',
  missingFile: (field: string) => `Expected a file in the form field "${field}"`,
  tooMany: `You can upload at most ${UPLOADS_PER_MEMBER} files at once. Please wait for one to finish.`,
  videoTooLarge: 'Videos can be at most 100 MB',
  imageTooLarge: 'Images can be at most 15 MB',
  avatarTooLarge: 'Avatar image must be at most 5 MB',
  unsupported: 'Unsupported file type. Allowed: JPEG, PNG, GIF, WebP images and MP4, WebM, Ogg videos.',
  notAVideo: 'The file is not a playable video',
  mismatch: 'The file content does not match its name or type',
} as const;
