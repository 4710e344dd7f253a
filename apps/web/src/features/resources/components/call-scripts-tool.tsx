import { CheckCircle2, XCircle } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export const SAY = ['writing', 'dispute', 'identify', 'work', 'times', 'lawyer', 'stop'] as const;
export const DONT = ['admit', 'promise', 'bank', 'ssn', 'agree', 'angry'] as const;

const Lines = ({ kind, keys }: { kind: 'say' | 'dont'; keys: readonly string[] }) => {
  const { t } = useTranslation();
  const headingId = useId();
  const Icon = kind === 'say' ? CheckCircle2 : XCircle;
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="text-2xl font-bold text-slate-900">
        {t(`resources.calls.${kind}Heading`)}
      </h2>
      <ul className="space-y-3">
        {keys.map((key) => (
          <li key={key} className="space-y-1 rounded-2xl border border-slate-300 bg-white p-4">
            <p className="flex items-start gap-2 text-lg font-semibold text-slate-900">
              <Icon aria-hidden="true" className={kind === 'say' ? 'mt-1 size-5 shrink-0 text-emerald-700' : 'mt-1 size-5 shrink-0 text-red-700'} />
              <span>{t(`resources.calls.${kind}.${key}.line`)}</span>
            </p>
            <p className="text-slate-800">{t(`resources.calls.${kind}.${key}.why`)}</p>
            <p className="text-sm font-medium text-slate-700">{t(`resources.calls.${kind}.${key}.law`)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
};

/** /tools/call-scripts: what to say and not say when a collector calls, with the law behind each line. */
export const CallScriptsTool = () => {
  const { t } = useTranslation();
  return (
    <div className="space-y-6">
      <p className="text-slate-800">{t('resources.calls.intro')}</p>
      <Lines kind="say" keys={SAY} />
      <Lines kind="dont" keys={DONT} />
      <p className="rounded-md border-l-4 border-amber-500 bg-amber-50 p-3 text-slate-900">{t('resources.calls.recording')}</p>
    </div>
  );
};
