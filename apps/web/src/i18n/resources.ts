import creditEn from './parts/credit-en';
import creditEs from './parts/credit-es';
import dashboardEn from './parts/dashboard-en';
import dashboardEs from './parts/dashboard-es';
import homeEn from './parts/home-en';
import homeEs from './parts/home-es';
import pagesEn from './parts/pages-en';
import pagesEs from './parts/pages-es';
import resultsEn from './parts/results-en';
import resultsEs from './parts/results-es';

/**
 * Every catalogue at once: the shell's, and one per feature under the feature's key (`upload.*`,
 * `results.*`, `auth.*`, …), so features own their strings without editing one shared file. The
 * app loads them in parts and per language (./index.ts); tests and the catalogue checks use this.
 */
export const RESOURCES = {
  en: { ...homeEn, ...resultsEn, ...dashboardEn, ...creditEn, ...pagesEn },
  es: { ...homeEs, ...resultsEs, ...dashboardEs, ...creditEs, ...pagesEs },
} as const;
