/** 'hydroponics' → 'Hydroponics': methods are stored lower-case (spec §2) and shown capitalised. */
export const methodLabel = (method: string): string => (method ? method[0].toUpperCase() + method.slice(1) : method);
