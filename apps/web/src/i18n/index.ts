import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LOCAL_KEYS } from '../lib/storage-keys';
import homeEn from './parts/home-en';

import { LANGUAGES, initialLanguage, isLanguage, type LanguageCode } from './initial-language';

export { LANGUAGES, type LanguageCode };

/*
 * The catalogues come in five parts per language: 'home' (the shell, the home page, the quiz and
 * the plan cards), 'results' (the results page), 'dashboard' (the dashboard and the views that need
 * no other page's strings), 'credit' (the credit center, with 'dashboard' its whole view, and the
 * credit dispute page) and 'pages' (every other page; it brings 'results', 'dashboard' and 'credit'
 * with it). Only English 'home' is in the entry: it is the fallback language and the first page most
 * people see. Anything else is fetched when needed: the visitor's language before the first render
 * (main.tsx), 'results' alone with the results page's first screen (a visitor's email gate: a
 * seventh of 'pages'), 'dashboard' alone with the dashboard's (an eighth of 'pages'; its credit
 * center brings 'credit', its other views 'pages': features/dashboard/components/dashboard-page.tsx), 'pages' with the first other page
 * (app/routes.tsx), and on a language switch every part already in use. A missing key falls back to
 * English, so English is loaded with every part.
 */
export type CataloguePart = 'home' | 'results' | 'dashboard' | 'credit' | 'pages';
type Catalogue = Record<string, unknown>;

const LOADERS: Record<CataloguePart, Record<LanguageCode, () => Promise<{ default: Catalogue }>>> = {
  home: { en: async () => ({ default: homeEn }), es: () => import('./parts/home-es') },
  results: { en: () => import('./parts/results-en'), es: () => import('./parts/results-es') },
  dashboard: { en: () => import('./parts/dashboard-en'), es: () => import('./parts/dashboard-es') },
  credit: { en: () => import('./parts/credit-en'), es: () => import('./parts/credit-es') },
  pages: { en: () => import('./parts/pages-en'), es: () => import('./parts/pages-es') },
};

const loaded = new Map<string, Promise<void>>();
const partsInUse = new Set<CataloguePart>(['home']);

export const i18n = i18next.createInstance();

/** Adds a catalogue part to a language (also used by the tests, which load every part up front). */
export const addCatalogue = (lng: LanguageCode, part: CataloguePart, catalogue: Catalogue): void => {
  // A copy: i18next merges into the objects it holds, and the modules' own objects must stay as built.
  i18n.addResourceBundle(lng, 'translation', structuredClone(catalogue), true, true);
  loaded.set(`${part}:${lng}`, Promise.resolve());
  partsInUse.add(part);
};

const loadPart = (part: CataloguePart, lng: LanguageCode): Promise<void> => {
  const key = `${part}:${lng}`;
  let pending = loaded.get(key);
  if (!pending) {
    pending = LOADERS[part][lng]().then(
      (module) => addCatalogue(lng, part, module.default),
      (error: unknown) => {
        loaded.delete(key); // A failed fetch (offline) is tried again next time.
        throw error;
      },
    );
    loaded.set(key, pending);
  }
  return pending;
};

const currentLanguage = (): LanguageCode => (isLanguage(i18n.language) ? i18n.language : 'en');

/** Loads a part of the catalogues in the current language (and English, the fallback). */
export const ensureCatalogue = async (part: CataloguePart): Promise<void> => {
  const parts: CataloguePart[] = part === 'pages' ? ['results', 'dashboard', 'credit', 'pages'] : [part];
  for (const p of parts) partsInUse.add(p);
  const lng = currentLanguage();
  await Promise.all(parts.flatMap((p) => [loadPart(p, 'en'), loadPart(p, lng)]));
};

void i18n.use(initReactI18next).init({
  resources: { en: { translation: structuredClone(homeEn) } },
  partialBundledLanguages: true,
  lng: initialLanguage(),
  fallbackLng: 'en',
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});
loaded.set('home:en', Promise.resolve());

/** The visitor's language is ready to render (English at once; another language once fetched). */
export const catalogueReady = async (): Promise<void> => {
  try {
    await ensureCatalogue('home');
  } catch {
    return; // Not fetched (offline): English, the fallback, is in the entry.
  }
  // Resolves the language again now that its strings exist (the switch shows it as chosen).
  await i18n.changeLanguage(currentLanguage());
};

const applyLanguage = (lng: string) => {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = lng;
  // Mirrored for the server, which sends the prerendered pages in this language (apps/api/src/platform/spa.ts).
  if (isLanguage(lng)) document.cookie = `language=${lng}; Path=/; Max-Age=31536000; SameSite=Lax`;
};
applyLanguage(i18n.language);
i18n.on('languageChanged', applyLanguage);

/** Switches language once the catalogues of every part in use are here (a failed fetch keeps the current one). */
export const changeLanguage = async (lng: LanguageCode): Promise<void> => {
  try {
    await Promise.all([...partsInUse].map((part) => loadPart(part, lng)));
  } catch {
    return; // Offline or a failed deploy: the page stays readable in the language it has.
  }
  try {
    window.localStorage.setItem(LOCAL_KEYS.language, lng);
  } catch {
    // Not persisted; the switch still applies for this visit.
  }
  await i18n.changeLanguage(lng);
};
