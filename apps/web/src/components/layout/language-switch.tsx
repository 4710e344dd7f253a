import { Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { changeLanguage, LANGUAGES } from '../../i18n';

/**
 * The language toggle: with two languages, one button that names the other language in its own
 * words and switches to it (USWDS "Select between two languages"; with three or more it would
 * become a DropdownMenu). The button carries the other language's lang, so a screen reader says
 * "Español" in Spanish.
 */
export const LanguageSwitch = () => {
  const { i18n } = useTranslation();
  const other = LANGUAGES.find((l) => l.code !== i18n.resolvedLanguage) ?? LANGUAGES[1];
  return (
    <button
      type="button"
      lang={other.code}
      onClick={() => void changeLanguage(other.code)}
      className="inline-flex min-h-touch items-center gap-2 rounded-control border border-input bg-surface px-3 font-medium text-foreground hover:bg-primary-subtle"
    >
      <Languages aria-hidden="true" className="size-5 text-primary" />
      {other.label}
    </button>
  );
};
