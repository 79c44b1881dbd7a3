/** Avatar bounds (spec §9): fit inside 500x500 keeping the aspect ratio, JPEG at quality 0.7. */
export const AVATAR_MAX = 500;
export const AVATAR_QUALITY = 0.7;

export const fitWithin = (width: number, height: number, max = AVATAR_MAX) => {
  const scale = Math.min(1, max / Math.max(width, height));
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
};

/** Draws the image file on a canvas that fits the avatar bounds, on white (JPEG has no transparency). */
async function drawDownscaled(file: File): Promise<HTMLCanvasElement> {
  const bitmap = await createImageBitmap(file);
  const { width, height } = fitWithin(bitmap.width, bitmap.height);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Canvas is not available');
  context.fillStyle = '#fff';
  context.fillRect(0, 0, width, height);
  context.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  return canvas;
}

/** A downscaled JPEG data URL (the wizard's PATCH carries the avatar as a string; the server re-encodes it). */
export async function downscaleToJpegDataUrl(file: File): Promise<string> {
  return (await drawDownscaled(file)).toDataURL('image/jpeg', AVATAR_QUALITY);
}

/**
 * The same JPEG as a Blob for a multipart upload, straight from the canvas. Turning the data URL
 * into a Blob with fetch() is a connection to a data: URL, which the Content-Security-Policy's
 * connect-src ('self' only) refuses, and should: that refusal was 'Change photo' failing.
 */
export async function downscaleToJpegBlob(file: File): Promise<Blob> {
  const canvas = await drawDownscaled(file);
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The image could not be encoded'))), 'image/jpeg', AVATAR_QUALITY);
  });
}
