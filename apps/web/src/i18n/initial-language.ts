import { LOCAL_KEYS } from '../lib/storage-keys';

// The languages and the one a page starts in: shared by i18n (./index.ts) and the entry's early calls
// (lib/early-requests.ts), which must ask in the language the app will ask in.
export const LANGUAGES = [
  { code: 'en', label: 'English' },
  { code: 'es', label: 'Español' },
] as const;
export type LanguageCode = (typeof LANGUAGES)[number]['code'];

export const isLanguage = (value: unknown): value is LanguageCode => LANGUAGES.some((l) => l.code === value);

export const initialLanguage = (): LanguageCode => {
  if (typeof window === 'undefined') return 'en';
  try {
    const stored = window.localStorage.getItem(LOCAL_KEYS.language);
    if (isLanguage(stored)) return stored;
  } catch {
    // Storage unavailable: fall through to the browser's language.
  }
  const browser = window.navigator.language?.slice(0, 2);
  return isLanguage(browser) ? browser : 'en';
};
