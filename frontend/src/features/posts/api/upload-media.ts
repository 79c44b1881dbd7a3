import type { PostMediaType } from '@cannaverse/contracts';

/** Answer of `POST /api/upload`. */
export interface UploadResult {
  url: string;
  mediaType: PostMediaType;
  width?: number;
  height?: number;
}

export class UploadError extends Error {
  constructor(message: string, readonly status: number) {
    super(message);
    this.name = 'UploadError';
  }
}

const serverMessage = (text: string): string | null => {
  try {
    const body: unknown = JSON.parse(text);
    if (typeof body === 'object' && body !== null && typeof (body as { message?: unknown }).message === 'string') return (body as { message: string }).message;
  } catch {
    /* not JSON */
  }
  return null;
};

/**
 * `POST /api/upload` with the file in the multipart field `file`. XMLHttpRequest rather than
 * fetch because only XHR reports upload progress; cookies go along like every other call.
 */
export function uploadMedia(file: File, onProgress: (percent: number) => void, signal?: AbortSignal): Promise<UploadResult> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/upload');
    xhr.withCredentials = true;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          resolve(JSON.parse(xhr.responseText) as UploadResult);
        } catch {
          reject(new UploadError('The upload answer could not be read', xhr.status));
        }
        return;
      }
      reject(new UploadError(serverMessage(xhr.responseText) ?? (xhr.statusText || 'Upload failed'), xhr.status));
    };
    xhr.onerror = () => reject(new UploadError('Network error', 0));
    xhr.onabort = () => reject(new UploadError('Upload cancelled', 0));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append('file', file);
    xhr.send(form);
  });
}
