import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { analyzeSituations, ANALYZE_DELAY_MS, type QuizResult } from '../lib/quiz-rules';
import { SITUATIONS, type SituationId } from '../lib/situations';
import { QuizResults } from './quiz-results';

type Phase = 'choosing' | 'analyzing' | 'done';

/**
 * The situation quiz (spec 001 §2.9, §4, §5): twelve situations to select or deselect; Analyze
 * needs at least one, shows 'Analyzing...' for 1.5 s, then the results; 'Check Different
 * Situations' starts again. The rules are in ../lib/quiz-rules.ts.
 */
export const SituationQuiz = () => {
  const { t } = useTranslation();
  const headingId = useId();
  const hintId = useId();
  const [selected, setSelected] = useState<SituationId[]>([]);
  const [phase, setPhase] = useState<Phase>('choosing');
  const [result, setResult] = useState<QuizResult | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const firstBox = useRef<HTMLInputElement>(null);
  const focusFirstBox = useRef(false);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  useEffect(() => {
    if (phase === 'choosing' && focusFirstBox.current) {
      focusFirstBox.current = false;
      firstBox.current?.focus();
    }
  }, [phase]);

  const toggle = (id: SituationId, on: boolean) => setSelected((current) => (on ? [...current.filter((s) => s !== id), id] : current.filter((s) => s !== id)));

  const analyze = () => {
    if (selected.length === 0 || phase !== 'choosing') return;
    const chosen = [...selected];
    setPhase('analyzing');
    timer.current = window.setTimeout(() => {
      setResult(analyzeSituations(chosen));
      setPhase('done');
    }, ANALYZE_DELAY_MS);
  };

  const reset = () => {
    window.clearTimeout(timer.current);
    setSelected([]);
    setResult(null);
    focusFirstBox.current = true;
    setPhase('choosing');
  };

  const analyzing = phase === 'analyzing';

  return (
    <section id="situation-quiz" aria-labelledby={headingId} className="scroll-mt-4 space-y-4 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6">
      <h2 id={headingId} className="text-2xl font-bold text-slate-900">
        {t('quiz.heading')}
      </h2>
      {phase === 'done' && result ? (
        <QuizResults result={result} onReset={reset} />
      ) : (
        <form
          noValidate
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            analyze();
          }}
        >
          <p className="text-slate-800">{t('quiz.intro')}</p>
          <fieldset className="space-y-3" disabled={analyzing}>
            <legend className="sr-only">{t('quiz.legend')}</legend>
            <ul className="grid gap-3 sm:grid-cols-2">
              {SITUATIONS.map((situation, index) => {
                const checked = selected.includes(situation.id);
                const inputId = `quiz-${situation.id}`;
                return (
                  <li key={situation.id}>
                    <label
                      htmlFor={inputId}
                      className={cn(
                        'flex min-h-11 cursor-pointer items-start gap-3 rounded-xl border-2 p-3 transition-colors',
                        checked ? 'border-brand-700 bg-brand-50' : 'border-slate-300 bg-white hover:border-brand-700',
                      )}
                    >
                      <input
                        ref={index === 0 ? firstBox : undefined}
                        id={inputId}
                        type="checkbox"
                        checked={checked}
                        onChange={(event) => toggle(situation.id, event.target.checked)}
                        aria-labelledby={`${inputId}-text`}
                        aria-describedby={`${inputId}-sub`}
                        className="mt-0.5 h-6 w-6 shrink-0 accent-brand-700"
                      />
                      <span>
                        <span id={`${inputId}-text`} className="block font-semibold text-slate-900">
                          {t(`quiz.situations.${situation.id}.text`)}
                        </span>
                        <span id={`${inputId}-sub`} className="block text-sm text-slate-700">
                          {t(`quiz.situations.${situation.id}.subtext`)}
                        </span>
                      </span>
                    </label>
                  </li>
                );
              })}
            </ul>
          </fieldset>
          <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
            <Button type="submit" disabled={selected.length === 0 || analyzing} aria-describedby={hintId} aria-busy={analyzing || undefined}>
              {analyzing && (
                <span
                  aria-hidden="true"
                  className="h-4 w-4 animate-spin rounded-full border-2 border-current border-t-transparent motion-reduce:animate-none"
                />
              )}
              {analyzing ? t('quiz.analyzing') : t('quiz.analyze')}
            </Button>
            <p id={hintId} role="status" className="text-sm font-medium text-slate-700">
              {analyzing ? t('quiz.analyzing') : selected.length === 0 ? t('quiz.needOne') : t('quiz.selectedCount', { count: selected.length })}
            </p>
          </div>
        </form>
      )}
    </section>
  );
};
