import type { MailAddress } from '@debtshield/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export type AddressDraft = { name: string; address_line1: string; address_line2: string; address_city: string; address_state: string; address_zip: string };
export const EMPTY_ADDRESS: AddressDraft = { name: '', address_line1: '', address_line2: '', address_city: '', address_state: '', address_zip: '' };

/** The draft as the API takes it (an empty second line left out). */
export const toMailAddress = (a: AddressDraft): MailAddress => ({
  name: a.name.trim(),
  address_line1: a.address_line1.trim(),
  ...(a.address_line2.trim() ? { address_line2: a.address_line2.trim() } : {}),
  address_city: a.address_city.trim(),
  address_state: a.address_state.trim().toUpperCase(),
  address_zip: a.address_zip.trim(),
});

const FIELDS = [
  { key: 'name', label: 'name', autoComplete: 'name', required: true },
  { key: 'address_line1', label: 'line1', autoComplete: 'address-line1', required: true },
  { key: 'address_line2', label: 'line2', autoComplete: 'address-line2', required: false },
  { key: 'address_city', label: 'city', autoComplete: 'address-level2', required: true },
  { key: 'address_state', label: 'state', autoComplete: 'address-level1', required: true },
  { key: 'address_zip', label: 'zip', autoComplete: 'postal-code', required: true },
] as const;

/** A US address, one labelled field per line (the recipient's fields do not autofill the user's own details). */
export const AddressFields = ({
  legend,
  value,
  onChange,
  own,
}: {
  legend: string;
  value: AddressDraft;
  onChange: (next: AddressDraft) => void;
  own: boolean;
}) => {
  const { t } = useTranslation();
  const id = useId();
  return (
    <fieldset className="space-y-3 rounded-lg border border-slate-300 p-4">
      <legend className="px-1 font-semibold text-slate-900">{legend}</legend>
      {FIELDS.map((f) => (
        <div key={f.key} className="space-y-1">
          <label htmlFor={`${id}-${f.key}`} className="block text-sm font-medium text-slate-800">
            {t(`certifiedMail.prepare.${f.label}`)}
          </label>
          <input
            id={`${id}-${f.key}`}
            className="min-h-touch w-full rounded-md border border-slate-400 px-3 py-2 text-slate-900"
            value={value[f.key]}
            required={f.required}
            maxLength={f.key === 'name' ? 40 : f.key === 'address_state' ? 2 : f.key === 'address_zip' ? 10 : 64}
            autoComplete={own ? f.autoComplete : 'off'}
            onChange={(e) => onChange({ ...value, [f.key]: e.target.value })}
          />
        </div>
      ))}
    </fieldset>
  );
};
