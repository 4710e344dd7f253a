import { ExternalLink } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The "score simulator" of spec 001 §2.5 as an honest explainer (issue 27): what each kind of change
 * tends to do to a FICO score, from the weights FICO publishes for the general population. It never
 * shows a number of points or a "potential score": nobody can compute a person's score from here,
 * and the Credit Repair Organizations Act forbids promising a change (decisions 012, 016).
 */

/** FICO's published weights of the five categories (myFICO, "What's in my FICO Scores"). */
export const FICO_FACTORS = [
  { id: 'paymentHistory', weight: 35 },
  { id: 'amountsOwed', weight: 30 },
  { id: 'historyLength', weight: 15 },
  { id: 'newCredit', weight: 10 },
  { id: 'creditMix', weight: 10 },
] as const;
export type FicoFactor = (typeof FICO_FACTORS)[number]['id'];

type Direction = 'helps' | 'lowers' | 'depends';

/** Each kind of change: the categories it touches and the way it tends to move a score. */
export const SCORE_CHANGES: readonly { id: string; factors: readonly FicoFactor[]; direction: Direction }[] = [
  { id: 'lateRemoved', factors: ['paymentHistory'], direction: 'helps' },
  { id: 'collectionRemoved', factors: ['paymentHistory'], direction: 'helps' },
  { id: 'notMineRemoved', factors: ['paymentHistory', 'amountsOwed', 'historyLength'], direction: 'depends' },
  { id: 'balanceCorrected', factors: ['amountsOwed'], direction: 'helps' },
  { id: 'payDownCards', factors: ['amountsOwed'], direction: 'helps' },
  { id: 'payCollection', factors: ['paymentHistory'], direction: 'depends' },
  { id: 'newAccount', factors: ['newCredit', 'historyLength', 'creditMix'], direction: 'lowers' },
  { id: 'closeOldCard', factors: ['amountsOwed', 'historyLength'], direction: 'lowers' },
];

const DIRECTION_CLASS: Record<Direction, string> = {
  helps: 'border-emerald-700 bg-emerald-50 text-emerald-900',
  lowers: 'border-amber-700 bg-amber-50 text-amber-900',
  depends: 'border-slate-500 bg-slate-50 text-slate-900',
};

const FactorBars = () => {
  const { t } = useTranslation();
  return (
    <ul className="space-y-2">
      {FICO_FACTORS.map((f) => (
        <li key={f.id} className="space-y-1">
          <div className="flex justify-between gap-3 text-foreground">
            <span className="font-medium">{t(`scoreSimulator.factors.${f.id}.name`)}</span>
            <span className="font-semibold">{t('scoreSimulator.percent', { value: f.weight })}</span>
          </div>
          <div aria-hidden="true" className="h-2 rounded-full bg-muted">
            <div className="h-2 rounded-full bg-primary" style={{ width: `${(f.weight / 35) * 100}%` }} />
          </div>
          <p className="text-caption text-muted-foreground">{t(`scoreSimulator.factors.${f.id}.what`)}</p>
        </li>
      ))}
    </ul>
  );
};

export const ScoreExplainer = () => {
  const { t } = useTranslation();
  const id = useId();
  const [chosen, setChosen] = useState<string[]>([]);
  const toggle = (change: string, on: boolean) => setChosen((list) => (on ? [...list, change] : list.filter((c) => c !== change)));
  const weightOf = (factor: FicoFactor) => FICO_FACTORS.find((f) => f.id === factor)?.weight ?? 0;
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-5 rounded-card border border-border bg-surface p-4 sm:p-5">
      <div className="space-y-2">
        <h3 id={`${id}-title`} className="text-heading-s font-bold text-foreground">
          {t('scoreSimulator.title')}
        </h3>
        <p className="rounded-control border border-amber-700 bg-amber-50 p-3 font-semibold text-amber-900">{t('scoreSimulator.notAPrediction')}</p>
        <p className="text-foreground">{t('scoreSimulator.intro')}</p>
      </div>

      <div className="space-y-2">
        <h4 className="font-bold text-foreground">{t('scoreSimulator.weightsHeading')}</h4>
        <FactorBars />
        <p className="text-caption text-muted-foreground">
          {t('scoreSimulator.source')}{' '}
          <a
            className="inline-flex items-center gap-1 font-semibold text-primary underline"
            href="https://www.myfico.com/credit-education/whats-in-your-credit-score"
            rel="noreferrer"
            target="_blank"
          >
            myFICO
            <ExternalLink aria-hidden="true" className="size-4" />
            <span className="sr-only">{t('scoreSimulator.newWindow')}</span>
          </a>
        </p>
      </div>

      <fieldset className="space-y-2" aria-describedby={`${id}-hint`}>
        <legend className="font-bold text-foreground">{t('scoreSimulator.chooseHeading')}</legend>
        <p id={`${id}-hint`} className="text-caption text-muted-foreground">
          {t('scoreSimulator.chooseHint')}
        </p>
        <ul className="space-y-1">
          {SCORE_CHANGES.map((c) => (
            <li key={c.id}>
              <label className="flex min-h-touch cursor-pointer items-start gap-3 rounded-control p-2 hover:bg-muted">
                <input
                  type="checkbox"
                  className="mt-1 size-5 shrink-0 accent-primary"
                  checked={chosen.includes(c.id)}
                  onChange={(event) => toggle(c.id, event.target.checked)}
                />
                <span className="text-foreground">{t(`scoreSimulator.changes.${c.id}.label`)}</span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>

      <div aria-live="polite" className="space-y-3">
        {chosen.length === 0 ? (
          <p className="text-muted-foreground">{t('scoreSimulator.noneChosen')}</p>
        ) : (
          SCORE_CHANGES.filter((c) => chosen.includes(c.id)).map((c) => (
            <article key={c.id} aria-labelledby={`${id}-${c.id}`} className="space-y-2 rounded-control border border-border p-3">
              <h4 id={`${id}-${c.id}`} className="font-bold text-foreground">
                {t(`scoreSimulator.changes.${c.id}.label`)}
              </h4>
              <p className={`inline-block rounded-control border px-2 py-1 text-caption font-semibold ${DIRECTION_CLASS[c.direction]}`}>
                {t(`scoreSimulator.direction.${c.direction}`)}
              </p>
              <p className="text-foreground">
                {t('scoreSimulator.touches', {
                  factors: c.factors
                    .map((f) => t('scoreSimulator.factorWithWeight', { name: t(`scoreSimulator.factors.${f}.name`), value: weightOf(f) }))
                    .join('; '),
                })}
              </p>
              <p className="text-foreground">{t(`scoreSimulator.changes.${c.id}.why`)}</p>
            </article>
          ))
        )}
      </div>

      <p className="text-caption text-muted-foreground">{t('scoreSimulator.footer')}</p>
    </section>
  );
};
