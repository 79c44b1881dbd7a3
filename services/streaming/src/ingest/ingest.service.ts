import { timingSafeEqual } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectConfig, InjectLogger, type Logger } from '@cannaverse/platform';
import type { StreamingConfig } from '../config.js';
import { StreamStatusService } from '../livestreams/stream-status.service.js';

/** nginx-rtmp's notify calls: `call` and the fields it posts (application/x-www-form-urlencoded). */
export type IngestCall = 'publish' | 'publish_done' | 'update';

export interface IngestAnswer {
  status: number;
  /** For publish: the name HLS is written under (nginx-rtmp renames the stream on a 3xx). */
  location?: string;
}

const equalSecrets = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * The RTMP ingest's callbacks. nginx-rtmp treats 2xx as yes, 3xx as yes under another name and
 * anything else as no (the encoder is disconnected). Only nginx knows the callback secret.
 */
@Injectable()
export class IngestService {
  constructor(
    private readonly status: StreamStatusService,
    @InjectConfig() private readonly config: StreamingConfig,
    @InjectLogger() private readonly logger: Logger,
  ) {}

  authorised(secret: string | null): boolean {
    return secret !== null && equalSecrets(secret, this.config.INGEST_CALLBACK_SECRET);
  }

  async handle(call: IngestCall, form: URLSearchParams): Promise<IngestAnswer> {
    const key = form.get('name') ?? '';
    const app = form.get('app') ?? '';
    if (app !== this.config.RTMP_APP || !key || key.length > 200) return { status: 404 };
    // One encoder connection: nginx-rtmp numbers its clients, so address and client id name it.
    const publisher = `${form.get('addr') ?? ''}#${form.get('clientid') ?? ''}`.slice(0, 200);
    switch (call) {
      case 'publish': {
        const playbackId = await this.status.ingestPublished(key, publisher);
        this.logger.info({ addr: form.get('addr'), accepted: playbackId !== null }, 'ingest: publish');
        // The redirect renames the stream: the HLS the ingest writes is named by the public id, never the key.
        return playbackId ? { status: 302, location: playbackId } : { status: 404 };
      }
      case 'publish_done':
        await this.status.ingestDone(key, publisher);
        this.logger.info({ addr: form.get('addr') }, 'ingest: publish done');
        return { status: 200 };
      case 'update':
        return { status: (await this.status.ingestMayContinue(key, publisher)) ? 200 : 403 };
    }
  }
}
