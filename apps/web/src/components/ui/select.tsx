import { Check, ChevronDown } from 'lucide-react';
import { Select as RadixSelect } from 'radix-ui';
import { useId } from 'react';
import { cn } from './cn';

export type SelectProps = {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
  placeholder?: string;
  /** Keep the label for screen readers only. */
  hideLabel?: boolean;
  className?: string;
};

/**
 * A custom listbox select (Radix Select), for a short list that needs richer rows than a native
 * select can draw. Prefer SelectField (the native select) in forms: it is the phone's own picker, it
 * submits, and it is what GOV.UK and USWDS recommend. Caveat under our CSP: Radix renders a small
 * inline <style> element in the open list (it hides the list's scroll bar); style-src 'self' blocks
 * it (a console report, the scroll bar shows) unless the server's policy allows its hash. See
 * docs/design.md.
 */
export const Select = ({ label, value, onValueChange, options, placeholder, hideLabel, className }: SelectProps) => {
  const labelId = useId();
  return (
    <div className={cn('flex flex-col gap-1', className)}>
      <span id={labelId} className={hideLabel ? 'sr-only' : 'text-caption font-medium text-foreground'}>
        {label}
      </span>
      <RadixSelect.Root value={value} onValueChange={onValueChange}>
        <RadixSelect.Trigger
          aria-labelledby={labelId}
          className="inline-flex min-h-touch items-center justify-between gap-2 rounded-control border border-input bg-surface px-3 text-body text-foreground data-[placeholder]:text-muted-foreground"
        >
          <RadixSelect.Value placeholder={placeholder} />
          <RadixSelect.Icon>
            <ChevronDown aria-hidden="true" className="size-4" />
          </RadixSelect.Icon>
        </RadixSelect.Trigger>
        <RadixSelect.Portal>
          <RadixSelect.Content
            position="popper"
            sideOffset={4}
            className="z-50 max-h-80 min-w-(--radix-select-trigger-width) rounded-card border border-border bg-surface p-1 shadow-overlay"
          >
            <RadixSelect.Viewport>
              {options.map((option) => (
                <RadixSelect.Item
                  key={option.value}
                  value={option.value}
                  className="relative flex min-h-touch cursor-pointer select-none items-center rounded-control pl-9 pr-3 text-foreground outline-none data-[highlighted]:bg-primary-subtle"
                >
                  <RadixSelect.ItemIndicator className="absolute left-3 inline-flex">
                    <Check aria-hidden="true" className="size-4 text-primary" />
                  </RadixSelect.ItemIndicator>
                  <RadixSelect.ItemText>{option.label}</RadixSelect.ItemText>
                </RadixSelect.Item>
              ))}
            </RadixSelect.Viewport>
          </RadixSelect.Content>
        </RadixSelect.Portal>
      </RadixSelect.Root>
    </div>
  );
};
