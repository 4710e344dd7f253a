import { useTranslation } from 'react-i18next';
import type { Evidence as EvidenceValue } from './center-model';

/** "Page 2: “Balance: $1,240”": where a value was read, quoted as printed (already masked by the server). */
export const Evidence = ({ evidence }: { evidence?: EvidenceValue | undefined }) => {
  const { t } = useTranslation();
  if (!evidence) return null;
  return (
    <span className="block text-caption text-muted-foreground">
      {t('credit.center.evidence', { page: evidence.page })} <q className="font-mono text-foreground">{evidence.text}</q>
    </span>
  );
};
