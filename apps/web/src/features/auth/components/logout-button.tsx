import { useTranslation } from 'react-i18next';
import { Button, type ButtonVariant } from '../../../components/ui/button';
import { useLogout } from '../hooks/use-logout';

/** The Logout button of the dashboard footer (spec 001 §2.2, §4). */
export const LogoutButton = ({ variant = 'secondary', className }: { variant?: ButtonVariant; className?: string }) => {
  const { t } = useTranslation();
  const logout = useLogout();
  return (
    <Button variant={variant} className={className} onClick={logout}>
      {t('auth.logout')}
    </Button>
  );
};
