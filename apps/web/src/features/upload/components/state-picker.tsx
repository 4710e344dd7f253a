import { US_STATES, UsStateSchema } from '@debtshield/contracts';
import { useEffect, useId, useRef, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { useFocusOnMount } from '../hooks/use-focus-on-mount';
import type { UseStateChoice } from '../hooks/use-state-choice';
import { FieldAlert } from './field-alert';

const stateName = (code: string): string => US_STATES.find(([c]) => c === code)?.[1] ?? code;

export type StatePickerProps = {
  choice: UseStateChoice;
  error: string | null;
  selectRef: Ref<HTMLSelectElement>;
  /** Focus the heading when shown (the user just chose a flow). */
  focusHeading?: boolean;
};

/** 'First, select your state': the saved or guessed state with a Change button, or the 50-state dropdown. */
export const StatePicker = ({ choice, error, selectRef, focusHeading = false }: StatePickerProps) => {
  const { t } = useTranslation();
  const id = useId();
  const heading = useFocusOnMount<HTMLHeadingElement>(focusHeading);
  const { state, source, changing } = choice;
  const showDropdown = changing || source === 'none' || source === 'picked';
  const wasChanging = useRef(changing);

  const localSelect = useRef<HTMLSelectElement | null>(null);
  useEffect(() => {
    // 'Change state' swaps the summary for the dropdown: move focus to it.
    if (changing && !wasChanging.current) localSelect.current?.focus();
    wasChanging.current = changing;
  }, [changing]);

  const setSelect = (element: HTMLSelectElement | null) => {
    localSelect.current = element;
    if (typeof selectRef === 'function') selectRef(element);
    else if (selectRef) selectRef.current = element;
  };

  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-3">
      <h2 id={`${id}-heading`} ref={heading} tabIndex={-1} className="text-2xl font-semibold">
        {t('upload.state.heading')}
      </h2>
      <p className="text-slate-700">{t('upload.state.why')}</p>
      {showDropdown || !state ? (
        <div className="flex flex-col gap-2">
          <label htmlFor={`${id}-select`} className="font-medium text-slate-800">
            {t('upload.state.label')}
          </label>
          <select
            id={`${id}-select`}
            ref={setSelect}
            value={state ?? ''}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-error`}
            onChange={(event) => {
              const parsed = UsStateSchema.safeParse(event.target.value);
              if (parsed.success) choice.pick(parsed.data);
            }}
            className="min-h-11 w-full rounded-md border border-slate-500 bg-white px-3 py-2 text-base text-slate-900 sm:max-w-xs"
          >
            {state ? null : (
              <option value="" disabled>
                {t('upload.state.placeholder')}
              </option>
            )}
            {US_STATES.map(([code, name]) => (
              <option key={code} value={code}>
                {name}
              </option>
            ))}
          </select>
          {choice.locating ? (
            <p role="status" className="text-sm text-slate-700">
              {t('upload.state.locating')}
            </p>
          ) : null}
        </div>
      ) : (
        <div className="flex flex-wrap items-center gap-3">
          <p className="font-medium text-slate-900">
            {source === 'guessed' ? t('upload.state.guessed', { name: stateName(state) }) : t('upload.state.saved', { name: stateName(state) })}
          </p>
          <Button variant="secondary" onClick={choice.startChange}>
            {t('upload.state.change')}
          </Button>
        </div>
      )}
      <FieldAlert id={`${id}-error`} message={error} />
    </section>
  );
};
