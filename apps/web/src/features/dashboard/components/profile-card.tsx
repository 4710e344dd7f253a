import { UserRound } from 'lucide-react';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { FieldError } from '../../../components/ui/field-error';
import { errorMessage } from '../../../lib/api-client';
import { useLetterDetails, useSaveLetterDetails } from '../api/profile-api';

const input = 'mt-1 block min-h-11 w-full rounded-lg border border-slate-500 bg-white px-3 py-2 text-slate-900';

/**
 * "Your details for letters" (issue 27): the name and mailing address, filled once, that every letter
 * written for the person prints in place of [YOUR FULL NAME] and the address blanks.
 */
export const ProfileCard = () => {
  const { t } = useTranslation();
  const id = useId();
  const details = useLetterDetails();
  const save = useSaveLetterDetails();
  const [name, setName] = useState('');
  const [address, setAddress] = useState('');
  const [loaded, setLoaded] = useState(false);

  useEffect(() => {
    if (loaded || !details.data) return;
    setName(details.data.profile.name ?? '');
    setAddress(details.data.profile.mailing_address ?? '');
    setLoaded(true);
  }, [details.data, loaded]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ name: name.trim(), mailing_address: address.trim() });
  };

  const missing = details.data && !details.data.profile.name && !details.data.profile.mailing_address;
  return (
    <section aria-labelledby={`${id}-h`} className="space-y-3 rounded-2xl border border-slate-300 bg-white p-5">
      <h2 id={`${id}-h`} className="flex items-center gap-2 text-xl font-semibold text-slate-900">
        <UserRound aria-hidden="true" className="size-6 text-brand-700" />
        {t('dashboard.profile.heading')}
      </h2>
      <p className="text-slate-800">{missing ? t('dashboard.profile.empty') : t('dashboard.profile.intro')}</p>
      <form noValidate onSubmit={submit} className="space-y-3">
        <label className="block font-medium text-slate-900">
          {t('dashboard.profile.name')}
          <input className={input} value={name} maxLength={120} autoComplete="name" onChange={(e) => setName(e.target.value)} />
        </label>
        <label className="block font-medium text-slate-900">
          {t('dashboard.profile.address')}
          <span className="block text-sm font-normal text-slate-700">{t('dashboard.profile.addressHint')}</span>
          <textarea
            className={`${input} min-h-24`}
            value={address}
            maxLength={300}
            rows={3}
            autoComplete="street-address"
            onChange={(e) => setAddress(e.target.value)}
          />
        </label>
        <FieldError id={`${id}-err`} message={save.isError ? errorMessage(save.error) : details.isError ? errorMessage(details.error) : null} alert />
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" disabled={save.isPending || details.isPending}>
            {t('dashboard.profile.save')}
          </Button>
          <p role="status" className="text-sm font-medium text-emerald-800">
            {save.isSuccess ? t('dashboard.profile.saved') : ''}
          </p>
        </div>
      </form>
    </section>
  );
};
