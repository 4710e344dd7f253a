import type { TFunction } from 'i18next';

/**
 * Lists of marketing copy (figures, examples, quotes) live in the home catalogue, in one place;
 * this reads one as an array and keeps only well-formed entries. Nothing computes with them.
 */
const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

const isRecordOf = <K extends string>(value: unknown, fields: readonly K[]): value is Record<K, string> =>
  typeof value === 'object' && value !== null && fields.every((field) => isText((value as Record<string, unknown>)[field]));

export const copyStrings = (t: TFunction, key: string): string[] => {
  const value: unknown = t(key, { returnObjects: true });
  return Array.isArray(value) ? value.filter(isText) : [];
};

export const copyRecords = <K extends string>(t: TFunction, key: string, fields: readonly K[]): Record<K, string>[] => {
  const value: unknown = t(key, { returnObjects: true });
  return Array.isArray(value) ? value.filter((item): item is Record<K, string> => isRecordOf(item, fields)) : [];
};
