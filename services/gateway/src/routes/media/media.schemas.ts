import { binary, int, oneOf, optional, str } from '../../openapi/schema-props.js';
import type { UploadResult } from './upload.service.js';

export class UploadBody {
  @binary({ description: 'JPEG, PNG, GIF or WebP image (15 MB, 40 megapixels); MP4, MOV (H.264), WebM or Ogg video (100 MB).' })
  file!: unknown;
}

export class UploadResponse implements UploadResult {
  @str({ description: 'Pass as `mediaUrl` of a post.', example: '/media/images/1f0c.jpg' }) url!: string;
  @oneOf(['image', 'video']) mediaType!: 'image' | 'video';
  @int(optional) width?: number;
  @int(optional) height?: number;
}
