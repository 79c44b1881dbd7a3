import { strainNameKey } from './strain-name.js';

/** One catalogue strain's other names, keyed as the catalogue is (strainNameKey). */
export interface StrainAliasEntry {
  nameKey: string;
  aliases: string[];
}

export const ALIAS_MAX_LENGTH = 100;

/**
 * data/strain-aliases.json: `{ aliases: [{ name, aliases: [..] }] }`. Aliases are trimmed, blank
 * ones and ones equal to the name or repeated (by name key) dropped; a name listed twice or an alias
 * given to two strains is our mistake and throws, so the file stays unambiguous.
 */
export function parseStrainAliases(json: unknown): StrainAliasEntry[] {
  const entries = (json as { aliases?: unknown })?.aliases;
  if (!Array.isArray(entries)) throw new Error('strain-aliases.json: "aliases" must be a list');
  const owners = new Map<string, string>();
  const result: StrainAliasEntry[] = [];
  for (const entry of entries as Array<{ name?: unknown; aliases?: unknown }>) {
    if (typeof entry?.name !== 'string' || !Array.isArray(entry.aliases)) throw new Error('strain-aliases.json: each entry needs a name and a list of aliases');
    const nameKey = strainNameKey(entry.name);
    if (result.some((known) => known.nameKey === nameKey)) throw new Error(`strain-aliases.json: ${entry.name} is listed twice`);
    const aliases: string[] = [];
    for (const alias of entry.aliases) {
      if (typeof alias !== 'string') throw new Error(`strain-aliases.json: an alias of ${entry.name} is not text`);
      const text = alias.trim().replace(/\s+/g, ' ');
      const key = strainNameKey(text);
      if (!key || key === nameKey || aliases.some((known) => strainNameKey(known) === key)) continue;
      if (text.length > ALIAS_MAX_LENGTH) throw new Error(`strain-aliases.json: alias too long: ${text}`);
      const owner = owners.get(key);
      if (owner && owner !== nameKey) throw new Error(`strain-aliases.json: ${text} names two strains`);
      owners.set(key, nameKey);
      aliases.push(text);
    }
    result.push({ nameKey, aliases });
  }
  return result;
}
