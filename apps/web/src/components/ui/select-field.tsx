import { useId, type SelectHTMLAttributes } from 'react';
import { cn } from './cn';

export type SelectFieldProps = SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  /** Keep the label for screen readers only (the control is self-explanatory on screen). */
  hideLabel?: boolean;
  options: readonly { value: string; label: string }[];
};

export const SelectField = ({ label, hideLabel, options, className, id, ...props }: SelectFieldProps) => {
  const generated = useId();
  const selectId = id ?? generated;
  return (
    <div className={cn('flex items-center gap-2', className)}>
      <label htmlFor={selectId} className={hideLabel ? 'sr-only' : 'text-caption font-medium text-foreground'}>
        {label}
      </label>
      <select id={selectId} className="min-h-touch rounded-control border border-input bg-surface px-2 py-1 text-body text-foreground" {...props}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
};
