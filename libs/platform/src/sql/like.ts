/**
 * `%`, `_` and `\` are LIKE syntax: a search for "100%" or "c_o" means those characters. Use with
 * PostgreSQL's default escape character: `column LIKE '%' || $1 || '%'` with `$1 = escapeLike(text)`.
 */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (character) => `\\${character}`);
