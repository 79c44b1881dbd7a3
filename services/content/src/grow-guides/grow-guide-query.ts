import { GROW_GUIDE_IMAGE_FILE, GrowGuideListLimits as L, GrowGuideMessages as M, isGrowGuideMethod, type GrowGuideMethod } from '@cannaverse/contracts';
import { RpcError } from '@cannaverse/platform';

/**
 * The grow-guides calls' filters, parsed (grow-guides.schemas.ts has their shapes). A query string
 * sends text, so difficulty and limit arrive as text; an absent or empty filter means "all".
 */

const isBlank = (value: unknown) => value === undefined || value === null || value === '';

/** '' or nothing → every method; one of the five → that method; anything else → 400. */
export function parseMethod(value: string | undefined): GrowGuideMethod | null {
  if (isBlank(value)) return null;
  if (!isGrowGuideMethod(value)) throw RpcError.badRequest(M.invalidMethod);
  return value;
}

/** 1 to 5 as a number or as the digits of a query string; '' or nothing → every difficulty. */
export function parseDifficulty(value: unknown): number | null {
  if (isBlank(value)) return null;
  const difficulty = typeof value === 'string' && /^\d$/.test(value) ? Number(value) : value;
  if (typeof difficulty !== 'number' || !Number.isInteger(difficulty) || difficulty < L.difficultyMin || difficulty > L.difficultyMax) {
    throw RpcError.badRequest(M.invalidDifficulty);
  }
  return difficulty;
}

/** Trimmed; blank → no search; longer than 100 characters → 400. */
export function parseSearch(value: string | undefined): string | null {
  const search = value?.trim() ?? '';
  if (search === '') return null;
  if (search.length > L.searchMax) throw RpcError.badRequest(M.searchMax);
  return search;
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const SLUG_MAX = 200;

/** A slug that cannot name a guide is a 404 like an unknown one, without a query. */
export function requireSlug(value: string): string {
  if (value.length > SLUG_MAX || !SLUG.test(value)) throw RpcError.notFound(M.notFound);
  return value;
}

export function requireImageFile(value: string): string {
  if (!GROW_GUIDE_IMAGE_FILE.test(value)) throw RpcError.notFound(M.imageNotFound);
  return value;
}
