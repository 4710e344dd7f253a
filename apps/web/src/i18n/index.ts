import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LOCAL_KEYS } from '../lib/storage-keys';
import { RESOURCES } from './resources';

export const LANGUAGES = [
  { code: 'en', label: 'English' },
  { code: 'es', label: 'Español' },
] as const;
export type LanguageCode = (typeof LANGUAGES)[number]['code'];

const isLanguage = (value: unknown): value is LanguageCode => LANGUAGES.some((l) => l.code === value);

const initialLanguage = (): LanguageCode => {
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

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: { en: { translation: RESOURCES.en }, es: { translation: RESOURCES.es } },
  lng: initialLanguage(),
  fallbackLng: 'en',
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

const applyLanguage = (lng: string) => {
  if (typeof document !== 'undefined') document.documentElement.lang = lng;
};
applyLanguage(i18n.language);
i18n.on('languageChanged', applyLanguage);

export const changeLanguage = async (lng: LanguageCode): Promise<void> => {
  try {
    window.localStorage.setItem(LOCAL_KEYS.language, lng);
  } catch {
    // Not persisted; the switch still applies for this visit.
  }
  await i18n.changeLanguage(lng);
};
