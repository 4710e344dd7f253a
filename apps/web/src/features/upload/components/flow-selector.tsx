import type { FlowType } from '@debtshield/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useFocusOnMount } from '../hooks/use-focus-on-mount';

/*
 * A card that is pressed as a whole, named by its title alone: the button holds only the title (its
 * accessible name is its visible label, WCAG 2.5.3), the text and the badge describe it, and the
 * button's ::after stretches over the card so the whole card is the target. The focus ring is drawn
 * around the card (`card-target` in index.css drops the button's own).
 */
const cardClass =
  'relative flex h-full w-full flex-col items-start gap-2 rounded-card border-2 border-input bg-surface p-5 text-left transition-colors hover:border-primary hover:bg-primary-subtle has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring';
const buttonClass =
  'card-target min-h-touch text-left text-lg font-semibold text-foreground after:absolute after:inset-0 after:rounded-card after:content-[""]';

/** 'What would you like to do?': Generate Full Response or Enhance Your Letter (spec 000 §2). */
export const FlowSelector = ({ onChoose, focusHeading = false }: { onChoose: (flow: FlowType) => void; focusHeading?: boolean }) => {
  const { t } = useTranslation();
  const id = useId();
  const heading = useFocusOnMount<HTMLHeadingElement>(focusHeading);
  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-4">
      <h2 id={`${id}-heading`} ref={heading} tabIndex={-1} className="text-2xl font-semibold">
        {t('upload.flow.heading')}
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2">
        <li className={cardClass}>
          <button type="button" className={buttonClass} aria-describedby={`${id}-generate-text`} onClick={() => onChoose('generate')}>
            {t('upload.flow.generateTitle')}
          </button>
          <p id={`${id}-generate-text`} className="text-muted-foreground">
            {t('upload.flow.generateText')}
          </p>
        </li>
        <li className={cardClass}>
          <button type="button" className={buttonClass} aria-describedby={`${id}-enhance-text ${id}-enhance-badge`} onClick={() => onChoose('enhance')}>
            {t('upload.flow.enhanceTitle')}
          </button>
          <p id={`${id}-enhance-text`} className="text-muted-foreground">
            {t('upload.flow.enhanceText')}
          </p>
          <span id={`${id}-enhance-badge`} className="rounded-full bg-brand-100 px-3 py-1 text-sm font-semibold text-brand-800">
            {t('upload.flow.enhanceBadge')}
          </span>
        </li>
      </ul>
    </section>
  );
};
