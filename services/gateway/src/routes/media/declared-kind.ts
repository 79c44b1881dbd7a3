/** What an upload is, by its content, for the agreement check below. */
export type MediaKind = 'image' | 'video';

/** `other`: the browser said the file is something we never store (`text/html`, `.exe`). */
type Declared = MediaKind | 'other' | null;

/** The extensions a photo or video of ours may carry (`.jfif`: how Windows browsers save a JPEG). */
const EXTENSION_KINDS: Record<string, MediaKind> = {
  jpg: 'image', jpeg: 'image', jpe: 'image', jfif: 'image', pjpeg: 'image', pjp: 'image', png: 'image', gif: 'image', webp: 'image',
  mp4: 'video', m4v: 'video', mov: 'video', webm: 'video', ogv: 'video', ogg: 'video',
};

/**
 * Types that say nothing about the file: none at all (the multipart parser reports a part sent
 * without a Content-Type as `text/plain`, so that value is read as "not said") and the generic
 * `application/octet-stream` (docs/decisions.md, "Media belongs to its uploader; an upload's name and type agree with its content").
 */
const UNDECLARED_TYPES: ReadonlySet<string> = new Set(['', 'application/octet-stream', 'text/plain']);

/** Ogg is stored only as video, but browsers label a `.ogg` file `audio/ogg`. */
const OGG_TYPES: ReadonlySet<string> = new Set(['audio/ogg', 'application/ogg']);

function kindOfType(mimetype: string): Declared {
  const type = mimetype.split(';')[0].trim().toLowerCase();
  if (UNDECLARED_TYPES.has(type)) return null;
  if (type.startsWith('image/')) return 'image';
  if (type.startsWith('video/') || OGG_TYPES.has(type)) return 'video';
  return 'other';
}

/** By the file name's extension; a name without one (a `blob`) says nothing. */
function kindOfName(filename: string): Declared {
  const extension = /\.([^./\\]+)$/.exec(filename.trim())?.[1]?.toLowerCase();
  if (!extension) return null;
  return EXTENSION_KINDS[extension] ?? 'other';
}

/**
 * Whether the file's name or declared type says it is something other than what its content is: a
 * PNG named `.mp4`, or sent as `x.html` with `text/html`. Either is refused (415): a mistake the
 * member should see, or an attempt to pass content off as something else. The check is by kind,
 * image or video: a WebP saved as `.jpg` is common and harmless (the stored copy takes the format
 * and type its content has), a page or an executable claiming to be a photo is not.
 */
export function contradictsContent(filename: string, mimetype: string, actual: MediaKind): boolean {
  return [kindOfType(mimetype), kindOfName(filename)].some((declared) => declared !== null && declared !== actual);
}
