import { AnalysisAnswersRequestSchema, US_STATES, type AnalyzeResponse } from '@debtshield/contracts';
import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { submitAnswers } from '../api/results-api';
import { ResultsCard } from './results-card';

type Question = AnalyzeResponse['questions'][number];
/** Field names are the question's position (ids may hold characters a form path cannot). */
type QuestionForm = Record<string, string>;
const fieldName = (index: number): string => `q${index}`;

const inputClass = 'min-h-11 w-full max-w-xs rounded-md border border-slate-500 bg-white px-3 py-2 text-base text-slate-900';

/** The typed answer of one field, or undefined when left blank. */
const answerOf = (question: Question, raw: string | undefined): unknown => {
  const value = (raw ?? '').trim();
  if (value === '') return undefined;
  if (question.type === 'boolean') return value === 'yes';
  return value;
};

export type AnalysisQuestionsFormProps = {
  /** The card's id (the first screen links to it). */
  id?: string;
  analysis: AnalyzeResponse;
  onUpdated: (next: AnalyzeResponse) => void;
};

/**
 * The analyzer's questions, asked here; answering re-runs the analysis on the server
 * (POST /api/analysis/{id}/answers) and the new findings replace the old ones.
 */
export const AnalysisQuestionsForm = ({ id, analysis, onUpdated }: AnalysisQuestionsFormProps) => {
  const { t } = useTranslation();
  const formId = useId();
  const { questions } = analysis;
  const form = useForm<QuestionForm>({ defaultValues: Object.fromEntries(questions.map((_, index) => [fieldName(index), ''])) });
  const answers = useMutation({
    mutationFn: (body: Parameters<typeof submitAnswers>[1]) => submitAnswers(analysis.analysis_id, body, analysis.analysis_key),
    onSuccess: (next) => onUpdated(next),
  });

  if (questions.length === 0) return null;

  const submit = form.handleSubmit((values) => {
    form.clearErrors('root');
    const given = Object.fromEntries(
      questions.flatMap((question, index) => {
        const value = answerOf(question, values[fieldName(index)]);
        return value === undefined ? [] : [[question.id, value]];
      }),
    );
    if (Object.keys(given).length === 0) {
      form.setError('root', { message: t('results.questions.required') });
      return;
    }
    const body = AnalysisAnswersRequestSchema.safeParse({ answers: given });
    if (!body.success) {
      form.setError('root', { message: t('results.questions.invalid') });
      return;
    }
    answers.mutate(body.data);
  });

  const problem = form.formState.errors.root?.message ?? (answers.isError ? errorMessage(answers.error) : null);

  return (
    <ResultsCard id={id} collapsible title={t('results.questions.title')}>
      <p className="text-slate-700">{t('results.questions.lead')}</p>
      <form noValidate className="space-y-5" onSubmit={(event) => void submit(event)}>
        {questions.map((question, index) => {
          const name = fieldName(index);
          const id = `${formId}-${index}`;
          if (question.type === 'boolean') {
            return (
              <fieldset key={question.id} className="space-y-2">
                <legend className="font-medium text-slate-900">{question.text}</legend>
                <div className="flex flex-wrap gap-3">
                  {(['yes', 'no'] as const).map((value) => (
                    <label
                      key={value}
                      className="flex min-h-11 min-w-24 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
                    >
                      <input type="radio" value={value} className="size-5 accent-brand-700" {...form.register(name)} />
                      {t(`results.questions.${value}`)}
                    </label>
                  ))}
                </div>
              </fieldset>
            );
          }
          return (
            <div key={question.id} className="space-y-1">
              <label htmlFor={id} className="block font-medium text-slate-900">
                {question.text}
              </label>
              {question.type === 'state' ? (
                <select id={id} className={inputClass} {...form.register(name)}>
                  <option value="">{t('results.questions.chooseState')}</option>
                  {US_STATES.map(([code, stateName]) => (
                    <option key={code} value={code}>
                      {stateName}
                    </option>
                  ))}
                </select>
              ) : (
                <input id={id} type={question.type === 'date' ? 'date' : 'text'} maxLength={2000} className={inputClass} {...form.register(name)} />
              )}
            </div>
          );
        })}
        {problem && (
          <p role="alert" className="font-medium text-red-800">
            {problem}
          </p>
        )}
        <Button type="submit" disabled={answers.isPending}>
          {answers.isPending ? t('results.questions.submitting') : t('results.questions.submit')}
        </Button>
      </form>
    </ResultsCard>
  );
};
