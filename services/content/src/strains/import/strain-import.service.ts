import { createHash } from 'node:crypto';
import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { StrainMessages, type Actor, type StrainImportInput, type StrainImportResult } from '@cannaverse/contracts';
import { InjectConfig, InjectLogger, RpcError, validatePayload, type Logger } from '@cannaverse/platform';
import type { ContentConfig } from '../../config.js';
import { CatalogueSourceError, mergedCatalogue, parseCatalogue, premiumData, startupSource, strainAliases, type CatalogueSource } from './catalogue-sources.js';
import { MembersReportRepository } from '../members-report/members-report.repository.js';
import { StrainImportRepository } from './strain-import.repository.js';
import { importPayload } from './strain-import.schemas.js';

/** Changing how rows are mapped or described changes this, so the start-up import runs again. */
const IMPORT_RULES_VERSION = '1';


/**
 * The catalogue import: parse, merge with our premium data, upsert by name key in batches, log the
 * report. Runs at start (STRAINS_CSV, or our own catalogue) without holding up the health answer,
 * and on request (`npm run import:strains -- FILE`, an admin or an internal caller).
 */
@Injectable()
export class StrainImportService implements OnApplicationBootstrap {
  private startup: Promise<StrainImportResult | null> = Promise.resolve(null);

  constructor(
    private readonly repository: StrainImportRepository,
    private readonly reports: MembersReportRepository,
    @InjectConfig() private readonly config: ContentConfig,
    @InjectLogger() private readonly logger: Logger,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.config.STRAINS_IMPORT_AT_START) return;
    // Not awaited: the service answers health (and serves what is already imported) meanwhile.
    this.startup = this.importAtStart().catch((error: unknown) => {
      this.logger.error({ err: error }, 'strain catalogue import at start failed');
      return null;
    });
  }

  /** Resolves when the start-up import has finished (tests and the demo seed wait on strains anyway). */
  startupImport(): Promise<StrainImportResult | null> {
    return this.startup;
  }

  /** Admins over the gateway, or an internal caller (the CLI over NATS) without an actor. */
  async importRequested(actor: Actor | null, input: unknown): Promise<StrainImportResult> {
    if (actor && !actor.isAdmin) throw RpcError.forbidden(StrainMessages.importForbidden);
    const data: StrainImportInput = validatePayload(importPayload, input);
    try {
      return await this.run(data, await this.hashOf(data));
    } catch (error) {
      if (error instanceof CatalogueSourceError) throw RpcError.badRequest(error.message);
      throw error;
    }
  }

  private async importAtStart(): Promise<StrainImportResult | null> {
    const source = await startupSource(this.config.STRAINS_CSV);
    const hash = await this.hashOf(source);
    if (await this.repository.wasImported(hash)) {
      // The curated aliases may have changed since that import (a new release): applied on every start.
      const aliases = await strainAliases();
      await this.repository.locked((db) => this.repository.syncAliases(db, aliases));
      this.logger.info({ source: source.source }, 'strain catalogue already imported from this file; skipped');
      return null;
    }
    return this.run(source, hash);
  }

  private async run(source: CatalogueSource, hash: string): Promise<StrainImportResult> {
    const started = Date.now();
    const catalogue = parseCatalogue(source.format, source.content);
    const merged = await mergedCatalogue(catalogue);
    const counts = await this.repository.locked(async (db) => {
      const upserted = await this.repository.upsert(db, merged.strains);
      await this.repository.syncAliases(db, await strainAliases());
      // Members may have rated a strain before the catalogue had it.
      await this.reports.refreshReviewCountsOfRatedStrains(db);
      const { report } = catalogue;
      await this.repository.record(db, source.source, hash, { ...upserted, totalRows: report.totalRows, skipped: report.skipped.length, warnings: report.warnings.length });
      return upserted;
    });
    const result: StrainImportResult = {
      source: source.source,
      format: source.format,
      totalRows: catalogue.report.totalRows,
      imported: catalogue.report.imported,
      ...counts,
      skipped: catalogue.report.skipped,
      warnings: catalogue.report.warnings,
      unmatchedPremium: merged.unmatchedPremium,
      durationMs: Date.now() - started,
    };
    this.logger.info({ import: { ...result, skipped: result.skipped.slice(0, 20), warnings: result.warnings.slice(0, 20) } }, `strain catalogue imported from ${source.source}: ${result.imported} of ${result.totalRows} rows (${counts.inserted} new, ${counts.updated} changed, ${counts.unchanged} unchanged), ${result.skipped.length} skipped, ${result.warnings.length} warnings, ${result.durationMs} ms`);
    return result;
  }

  private async hashOf(source: Pick<CatalogueSource, 'format' | 'content'>): Promise<string> {
    const { text } = await premiumData();
    return createHash('sha256').update(`${IMPORT_RULES_VERSION}\n${source.format}\n${source.content}\n${text}`).digest('hex');
  }
}
