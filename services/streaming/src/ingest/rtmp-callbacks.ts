import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { IncomingMessage } from 'node:http';
import { LiveServer } from '../live-channel/live-server.js';
import { IngestService, type IngestCall } from './ingest.service.js';

const CALLS: IngestCall[] = ['publish', 'publish_done', 'update'];

/**
 * `POST /ingest/rtmp/{publish,publish_done,update}?secret=…` on the live server: what nginx-rtmp's
 * on_publish, on_publish_done and on_update call (nginx-rtmp cannot send headers, so the secret
 * travels in the URL, which only the ingest's config holds).
 */
@Injectable()
export class RtmpCallbacks implements OnModuleInit {
  constructor(private readonly server: LiveServer, private readonly ingest: IngestService) {}

  onModuleInit(): void {
    for (const call of CALLS) {
      this.server.route('POST', `/ingest/rtmp/${call}`, async (request: IncomingMessage, body: string) => {
        const secret = new URL(request.url ?? '/', 'http://live').searchParams.get('secret');
        if (!this.ingest.authorised(secret)) return { status: 403, body: { message: 'Forbidden' } };
        const answer = await this.ingest.handle(call, new URLSearchParams(body));
        return { status: answer.status, headers: answer.location ? { location: answer.location } : undefined };
      });
    }
  }
}
