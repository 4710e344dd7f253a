import { FileDisclosureResponseSchema } from '@debtshield/contracts';
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { FieldError } from '../../../components/ui/field-error';
import { apiRequest, errorMessage } from '../../../lib/api-client';
import { fieldClasses, labelClasses } from '../components/field-classes';
import { BUREAUS, type Bureau, type Letter } from './center-model';
import { RecipientLetters } from './recipient-letters';

/** The FCRA 609 request for a bureau's whole file, written from the person's details (it deletes nothing). */
export const FileDisclosure = () => {
  const { t } = useTranslation();
  const id = useId();
  const [bureau, setBureau] = useState<Bureau>('equifax');
  const [info, setInfo] = useState({ name: '', address: '', cityStateZip: '' });
  const write = useMutation({
    mutationFn: () =>
      apiRequest('/api/credit-repair/letters/file-disclosure', {
        method: 'POST',
        body: { bureau, userInfo: { ...info, ssnLast4: '' } },
        schema: FileDisclosureResponseSchema,
      }),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    write.mutate();
  };
  const field = (key: keyof typeof info, autoComplete: string) => (
    <label className={labelClasses}>
      {t(`credit.plan.${key}`)}
      <input
        className={`${fieldClasses} mt-1 min-h-touch`}
        value={info[key]}
        required
        autoComplete={autoComplete}
        onChange={(e) => setInfo((old) => ({ ...old, [key]: e.target.value }))}
      />
    </label>
  );
  return (
    <div className="space-y-3">
      <form onSubmit={submit} className="space-y-3" aria-describedby={`${id}-err`}>
        <label className={labelClasses}>
          {t('credit.center.tools.disclosure.bureau')}
          <select className={`${fieldClasses} mt-1 min-h-touch`} value={bureau} onChange={(e) => setBureau(e.target.value as Bureau)}>
            {BUREAUS.map((b) => (
              <option key={b} value={b}>
                {t(`credit.plan.bureau.${b}`)}
              </option>
            ))}
          </select>
        </label>
        {field('name', 'name')}
        {field('address', 'street-address')}
        {field('cityStateZip', 'address-level2')}
        <FieldError id={`${id}-err`} message={write.isError && errorMessage(write.error)} alert />
        <Button type="submit" variant="secondary" disabled={write.isPending}>
          {t('credit.center.tools.disclosure.action')}
        </Button>
      </form>
      {write.data ? <RecipientLetters letters={[write.data.letter as Letter]} headingLevel={4} /> : null}
    </div>
  );
};
