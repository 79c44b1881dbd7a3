/** Avatar bounds (spec §9): fit inside 500x500 keeping the aspect ratio, JPEG at quality 0.7. */
export const AVATAR_MAX = 500;
export const AVATAR_QUALITY = 0.7;

export const fitWithin = (width: number, height: number, max = AVATAR_MAX) => {
  const scale = Math.min(1, max / Math.max(width, height));
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
};

/** Reads an image file and returns a downscaled JPEG data URL (the server re-encodes it again). */
export async function downscaleToJpegDataUrl(file: File): Promise<string> {
  const bitmap = await createImageBitmap(file);
  const { width, height } = fitWithin(bitmap.width, bitmap.height);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Canvas is not available');
  context.fillStyle = '#fff'; // JPEG has no transparency
  context.fillRect(0, 0, width, height);
  context.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  return canvas.toDataURL('image/jpeg', AVATAR_QUALITY);
}

/** First letter of the display name, else the username, else 'U' (spec §2). */
export const initialsFor = (displayName?: string | null, username?: string | null) =>
  (displayName?.trim()?.[0] ?? username?.trim()?.[0] ?? 'U').toUpperCase();
