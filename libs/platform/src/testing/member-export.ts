import { MemberExportPatterns, type ExportingService, type MemberExportPage } from '@cannaverse/contracts';
import { NatsLink, ServiceClient } from '../nats/service-client.js';
import type { ServiceHarness } from './service-harness.js';
import { natsAuthOn } from './test-infra.js';

/**
 * Reads every page of every part a service exports for one member, as identity's export job asks
 * (identity's NATS user, no actor): part → rows, and the media the rows named.
 */
export async function exportedParts(harness: ServiceHarness, service: ExportingService, parts: string[], userId: string): Promise<{ parts: Record<string, Array<Record<string, unknown>>>; media: string[]; pages: number }> {
  const link = new NatsLink(harness.nats.url, 'identity-export-test', natsAuthOn(harness.nats, 'identity'));
  try {
    const client = new ServiceClient(service, link, 10_000);
    const pattern = MemberExportPatterns[service];
    const result: Record<string, Array<Record<string, unknown>>> = {};
    const media = new Set<string>();
    let pages = 0;
    for (const part of parts) {
      result[part] = [];
      let cursor: string | null = null;
      do {
        const page: MemberExportPage = await client.send<MemberExportPage>(pattern, { actor: null }, { userId, part, cursor });
        pages++;
        result[part].push(...page.rows);
        for (const url of page.media) media.add(url);
        cursor = page.nextCursor;
      } while (cursor);
    }
    return { parts: result, media: [...media], pages };
  } finally {
    await link.close();
  }
}
