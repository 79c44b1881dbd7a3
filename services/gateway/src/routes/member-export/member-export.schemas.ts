import type { DataExportDto } from '@cannaverse/contracts';
import { dateTime, oneOf, optional, str, uuid } from '../../openapi/schema-props.js';

/** `DataExportDto`: one data export and how far it is. */
export class DataExportResponse implements DataExportDto {
  @uuid() id!: string;
  @oneOf(['queued', 'running', 'ready', 'failed', 'expired']) status!: DataExportDto['status'];
  @str({ ...optional, description: 'While running: the part being gathered, e.g. `social/posts`, then `media`.', example: 'social/posts' }) part?: string;
  @dateTime() createdAt!: string;
  @str({ ...optional, description: 'Once ready: the zip, for this member\'s session only (`GET /api/me/exports/{id}/download`).' }) downloadUrl?: string;
  @dateTime({ ...optional, description: 'Once ready: the zip is removed after this (7 days).' }) expiresAt?: string;
}
