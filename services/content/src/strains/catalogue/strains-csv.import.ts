// Reads the strains CSV (name,type,rating,effects,flavors,thc_percent,dominant_terpene,
// helps_with,negative_effects). csv-parse handles quoting, BOM and CRLF; this file only maps
// columns by header name and reports rows that cannot be used.
import { CsvError, parse } from 'csv-parse/sync';
import type { CatalogueImport, RawStrainRecord, SkippedRow } from './catalogue.types.js';
import { mapStrainRecords, type NumberedRecord } from './strain-record.mapper.js';

export const STRAIN_CSV_COLUMNS = [
  'name',
  'type',
  'rating',
  'effects',
  'flavors',
  'thc_percent',
  'dominant_terpene',
  'helps_with',
  'negative_effects',
] as const satisfies readonly (keyof RawStrainRecord)[];

/** The file as a whole cannot be read (bad quoting, missing columns): nothing is imported. */
export class StrainCsvError extends Error {}

interface ParsedLine {
  record: string[];
  info: { lines: number };
}

function readLines(content: string): ParsedLine[] {
  try {
    // csv-parse's typings do not model `info: true`, which wraps each record with its line info.
    const lines: unknown = parse(content, {
      bom: true,
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
      skip_records_with_empty_values: true,
      trim: true,
    });
    return lines as ParsedLine[];
  } catch (error) {
    if (error instanceof CsvError) throw new StrainCsvError(`The strains CSV cannot be read: ${error.message}`);
    throw error;
  }
}

function columnIndexes(header: string[]): Map<keyof RawStrainRecord, number> {
  const normalised = header.map((cell) => cell.trim().toLowerCase());
  const missing = STRAIN_CSV_COLUMNS.filter((column) => !normalised.includes(column));
  if (missing.length > 0) throw new StrainCsvError(`The strains CSV lacks the column(s): ${missing.join(', ')}`);
  return new Map(STRAIN_CSV_COLUMNS.map((column) => [column, normalised.indexOf(column)]));
}

export function parseStrainsCsv(content: string): CatalogueImport {
  const [headerLine, ...dataLines] = readLines(content);
  if (!headerLine) throw new StrainCsvError('The strains CSV is empty');
  const indexes = columnIndexes(headerLine.record);
  const width = headerLine.record.length;
  const records: NumberedRecord[] = [];
  const badRows: SkippedRow[] = [];
  for (const { record, info } of dataLines) {
    if (record.length !== width) {
      badRows.push({
        line: info.lines,
        name: record[indexes.get('name') ?? 0]?.trim() || null,
        reason: 'column-count',
        detail: `${record.length} fields where the header has ${width}`,
      });
      continue;
    }
    const raw: RawStrainRecord = {};
    for (const [column, index] of indexes) raw[column] = record[index];
    records.push({ line: info.lines, record: raw });
  }
  return mapStrainRecords(records, badRows);
}
