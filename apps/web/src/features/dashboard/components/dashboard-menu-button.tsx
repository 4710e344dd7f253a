import { Menu } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';

/**
 * The phone's button that opens the dashboard's views (hidden from lg up). Its place is kept, hidden
 * (`invisible`: not seen, not focusable, not read), while the stats load and in the page's HTML
 * (DashboardFrame): appearing beside the greeting, it made a long greeting wrap and moved everything
 * below it, the credit center's lead included (decision 094).
 */
export const DashboardMenuButton = ({ shown, onOpen }: { shown: boolean; onOpen?: () => void }) => {
  const { t } = useTranslation();
  return (
    <Button
      variant="secondary"
      className={cn('shrink-0 px-3 lg:hidden', !shown && 'invisible')}
      aria-haspopup="dialog"
      aria-label={t('dashboard.nav.open')}
      onClick={onOpen}
    >
      <Menu aria-hidden="true" className="size-5" />
      <span aria-hidden="true">{t('dashboard.nav.short')}</span>
    </Button>
  );
};
