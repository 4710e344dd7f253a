import resultsEn from '../features/results/locales/en.json';
import resultsEs from '../features/results/locales/es.json';
import uploadEn from '../features/upload/locales/en.json';
import uploadEs from '../features/upload/locales/es.json';
import en from './locales/en.json';
import es from './locales/es.json';

/**
 * Every catalogue: the shell's, and one per feature under the feature's key (`upload.*`,
 * `results.*`), so features own their strings without editing one shared file.
 */
export const RESOURCES = {
  en: { ...en, upload: uploadEn, results: resultsEn },
  es: { ...es, upload: uploadEs, results: resultsEs },
} as const;
