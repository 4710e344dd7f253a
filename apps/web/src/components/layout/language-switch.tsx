import { useTranslation } from 'react-i18next';
import { changeLanguage, LANGUAGES, type LanguageCode } from '../../i18n';
import { SelectField } from '../ui/select-field';

export const LanguageSwitch = () => {
  const { t, i18n } = useTranslation();
  return (
    <SelectField
      label={t('language.label')}
      hideLabel
      value={i18n.resolvedLanguage ?? 'en'}
      onChange={(event) => void changeLanguage(event.target.value as LanguageCode)}
      options={LANGUAGES.map((l) => ({ value: l.code, label: l.label }))}
    />
  );
};
