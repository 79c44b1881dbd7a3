import { Inject, Injectable, type BeforeApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import * as yup from 'yup';
import {
  DATA_EXPORT_TTL_DAYS, DataExportMessages, MemberExportPatterns, requestSchema, type DataExportDownload, type DataExportDto, type ExportingService,
} from '@cannaverse/contracts';
import {
  InjectConfig, InjectLogger, isUuid, JobQueues, RpcError, serviceClientToken, validatePayload, type JobQueue, type JobWorker, type Logger, type ServiceClient,
} from '@cannaverse/platform';
import { MEDIA_STORE, newMediaKey, type MediaStore } from '@cannaverse/platform/media';
import type { IdentityConfig } from '../config.js';
import { buildMemberExport, ExportCancelled } from './export-builder.js';
import { MemberExportRepository, type ExportRow } from './member-export.repository.js';

export const MEMBER_EXPORTS_QUEUE = 'member-exports';
const BUILD_JOB = 'build';
const PRUNE_JOB = 'prune';
const PRUNE_SCHEDULER = 'member-exports-prune';
const PRUNE_EVERY_MS = 60 * 60 * 1000;
const PRUNE_BATCH = 100;
const DAY_MS = 24 * 60 * 60 * 1000;
/** An export still queued or running after this was lost (a crash, Redis emptied): a new request replaces it. */
export const EXPORT_STALE_AFTER_MS = 2 * 60 * 60 * 1000;
/** A page request may read a few hundred rows: more time than an interactive call. */
const PAGE_TIMEOUT_MS = 30_000;
/** The Settings page shows the newest few. */
const LIST_LIMIT = 5;

export const EXPORTING_SERVICES = Object.keys(MemberExportPatterns) as ExportingService[];

interface ExportJobData {
  exportId?: string;
}

const idRequest = requestSchema({ id: yup.string().required('id is required') });

export const downloadPath = (id: string) => `/api/me/exports/${id}/download`;

export function toExportDto(row: ExportRow): DataExportDto {
  return {
    id: row.id,
    status: row.status,
    ...(row.status === 'running' && row.part ? { part: row.part } : {}),
    createdAt: row.created_at.toISOString(),
    ...(row.status === 'ready' && row.expires_at ? { downloadUrl: downloadPath(row.id), expiresAt: row.expires_at.toISOString() } : {}),
  };
}

/**
 * A member's data export (issue 25). `create` records a queued row and queues its BullMQ job; the
 * worker (one export at a time per identity replica) asks every service for its part a page at a
 * time, zips it with the media, and stores the zip in the object store under `exports/`, which the
 * public `/media` route never serves: only the gateway's session-checked download reads it. An
 * hourly job removes zips past their 7 days.
 */
@Injectable()
export class MemberExportService implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private queue: JobQueue<ExportJobData> | null = null;
  private worker: JobWorker<ExportJobData, unknown> | null = null;
  private scheduled: Promise<void> | null = null;
  private readonly clients: Record<ExportingService, ServiceClient>;

  constructor(
    private readonly exports: MemberExportRepository,
    private readonly jobs: JobQueues,
    @Inject(MEDIA_STORE) private readonly store: MediaStore,
    @InjectConfig() private readonly config: IdentityConfig,
    @InjectLogger() private readonly logger: Logger,
    @Inject(serviceClientToken('social')) social: ServiceClient,
    @Inject(serviceClientToken('content')) content: ServiceClient,
    @Inject(serviceClientToken('streaming')) streaming: ServiceClient,
    @Inject(serviceClientToken('moderation')) moderation: ServiceClient,
    @Inject(serviceClientToken('notifications')) notifications: ServiceClient,
  ) {
    this.clients = { social, content, streaming, moderation, notifications };
  }

  onApplicationBootstrap(): void {
    this.queue = this.jobs.queue<ExportJobData>(MEMBER_EXPORTS_QUEUE, 'worker');
    this.worker = this.jobs.worker<ExportJobData, unknown>(MEMBER_EXPORTS_QUEUE, async (job) => {
      if (job.name === PRUNE_JOB) return this.prune();
      return this.run(job.data.exportId ?? '');
    }, 1);
    this.worker.worker.on('failed', (job, error) => this.logger.warn({ err: error, job: job?.id, component: 'member-export' }, 'member export job failed'));
    this.scheduled = this.queue.queue.upsertJobScheduler(PRUNE_SCHEDULER, { every: PRUNE_EVERY_MS }, {
      name: PRUNE_JOB, data: {}, opts: { removeOnComplete: 20, removeOnFail: 20 },
    }).then(() => undefined, (error: unknown) => this.logger.warn({ err: error }, 'could not schedule the export pruning'));
  }

  /** Resolves once the pruning schedule is in Redis (tests wait on it). */
  ready(): Promise<void> {
    return this.scheduled ?? Promise.resolve();
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.worker?.close();
    await this.queue?.close();
  }

  /**
   * A new export, or the one already in progress (a second click, another tab): answering it keeps
   * the member's view simple and the work single. One stuck past EXPORT_STALE_AFTER_MS is failed
   * and replaced.
   */
  async create(userId: string, requestId?: string): Promise<DataExportDto> {
    let row = await this.exports.insert(userId);
    if (!row) {
      const running = await this.exports.inProgress(userId);
      if (running && Date.now() - running.created_at.getTime() < EXPORT_STALE_AFTER_MS) return toExportDto(running);
      if (running) await this.exports.failed(running.id, 'interrupted');
      row = await this.exports.insert(userId);
      if (!row) {
        const again = await this.exports.inProgress(userId);
        if (again) return toExportDto(again);
        throw RpcError.conflict('An export is already being prepared');
      }
    }
    try {
      await this.queue!.queue.add(BUILD_JOB, { exportId: row.id }, { jobId: row.id, removeOnComplete: 100, removeOnFail: 100 });
    } catch (error) {
      this.logger.warn({ err: error, exportId: row.id, requestId }, 'could not queue a member export');
      await this.exports.failed(row.id, 'could not be queued');
      throw RpcError.unavailable('Exports cannot be started right now; please try again later');
    }
    return toExportDto(row);
  }

  async get(userId: string, input: unknown): Promise<DataExportDto> {
    return toExportDto(await this.own(userId, input));
  }

  async list(userId: string): Promise<DataExportDto[]> {
    return (await this.exports.latest(userId, LIST_LIMIT)).map(toExportDto);
  }

  /** The ready zip's object key for the gateway to stream; 404 for another member's id, 409/410 while not ready or after expiry. */
  async download(userId: string, input: unknown): Promise<DataExportDownload> {
    const row = await this.own(userId, input);
    if (row.status === 'expired' || (row.expires_at && row.expires_at.getTime() <= Date.now())) throw new RpcError(410, DataExportMessages.expired);
    if (row.status !== 'ready' || !row.object_key) throw RpcError.conflict(DataExportMessages.notReady);
    const info = await this.store.stat(row.object_key);
    if (!info) throw new RpcError(410, DataExportMessages.expired);
    return { key: row.object_key, fileName: `cannaverse-data-${row.created_at.toISOString().slice(0, 10)}.zip`, size: info.size };
  }

  private async own(userId: string, input: unknown): Promise<ExportRow> {
    const { id } = validatePayload(idRequest, input);
    const row = isUuid(id) ? await this.exports.find(id) : null;
    // Another member's export is indistinguishable from none.
    if (!row || row.user_id !== userId) throw RpcError.notFound(DataExportMessages.notFound);
    return row;
  }

  /** The job: builds the zip, stores it, marks the export ready (or failed, with why). */
  async run(exportId: string): Promise<void> {
    const row = isUuid(exportId) ? await this.exports.find(exportId) : null;
    if (!row || (row.status !== 'queued' && row.status !== 'running')) return;
    const work = await mkdtemp(path.join(os.tmpdir(), 'cv-export-zip-'));
    try {
      const zip = path.join(work, 'export.zip');
      const { rows, media } = await buildMemberExport(row.user_id, zip, {
        account: (userId) => this.exports.account(userId),
        membership: (userId) => this.exports.membership(userId),
        clients: this.clients,
        store: this.store,
        progress: (part) => this.exports.progress(row.id, part),
        pageTimeoutMs: Math.max(PAGE_TIMEOUT_MS, this.config.RPC_TIMEOUT_MS),
      });
      const key = newMediaKey('exports', 'zip');
      await this.store.putFile(key, zip, 'application/zip');
      await this.exports.ready(row.id, key, new Date(Date.now() + DATA_EXPORT_TTL_DAYS * DAY_MS));
      this.logger.info({ exportId: row.id, rows, media, component: 'member-export' }, 'member export ready');
    } catch (error) {
      if (error instanceof ExportCancelled) return;
      const message = error instanceof RpcError ? error.message : 'The export could not be completed';
      this.logger.warn({ err: error, exportId: row.id, component: 'member-export' }, 'member export failed');
      await this.exports.failed(row.id, message);
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  }

  /** Removes the zips of exports past their date (the rows stay, as `expired`); answers how many. */
  async prune(now = new Date()): Promise<number> {
    let removed = 0;
    for (;;) {
      const batch = await this.exports.expired(now, PRUNE_BATCH);
      for (const row of batch) {
        await this.store.remove(row.object_key).catch((error: unknown) => this.logger.warn({ err: error, exportId: row.id }, 'could not remove an expired export'));
        await this.exports.markExpired(row.id);
        removed++;
      }
      if (batch.length < PRUNE_BATCH) break;
    }
    if (removed > 0) this.logger.info({ removed, component: 'member-export' }, 'removed expired exports');
    return removed;
  }
}
