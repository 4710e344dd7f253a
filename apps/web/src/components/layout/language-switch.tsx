import { ChevronDown, Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { changeLanguage, LANGUAGES, type LanguageCode } from '../../i18n';
import { DropdownMenu, DropdownMenuContent, DropdownMenuRadioGroup, DropdownMenuRadioItem, DropdownMenuTrigger } from '../ui/dropdown-menu';

/**
 * The language menu (a menu button with one radio item per language). The button says the current
 * language and is named "Language: English" (the visible words are in the name, WCAG 2.5.3); each
 * language is written in itself and marked with its own lang.
 */
export const LanguageSwitch = () => {
  const { t, i18n } = useTranslation();
  const current = LANGUAGES.find((l) => l.code === i18n.resolvedLanguage) ?? LANGUAGES[0];
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        aria-label={`${t('language.label')}: ${current.label}`}
        className="inline-flex min-h-touch items-center gap-2 rounded-control border border-input bg-surface px-3 font-medium text-foreground hover:bg-primary-subtle"
      >
        <Languages aria-hidden="true" className="size-5 text-primary" />
        <span lang={current.code}>{current.label}</span>
        <ChevronDown aria-hidden="true" className="size-4" />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuRadioGroup value={current.code} onValueChange={(code) => void changeLanguage(code as LanguageCode)}>
          {LANGUAGES.map((l) => (
            <DropdownMenuRadioItem key={l.code} value={l.code} lang={l.code}>
              {l.label}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
};
