/** Empty strings clear a field; everything else is kept trimmed; undefined means "not sent". */
export const normaliseText = (value: string | null | undefined): string | null | undefined => {
  if (value === undefined) return undefined;
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
};
