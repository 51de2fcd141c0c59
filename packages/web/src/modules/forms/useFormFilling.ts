// The respondent's state for one form: the answers, which questions were touched, and what the shared rules say
// (shown, required, calculated, the problem of each touched question). The builder's preview and the shared form
// page use the same hook, so the preview behaves exactly as the form will.
import {
  answerProblem,
  answersToSend,
  evaluateForm,
  FORM_ANSWER_MESSAGES,
  translatedLabel,
  type AnswerValue,
  type FormAnswers,
  type FormQuestion,
} from '@ascent/shared';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateErrorText } from '../../app/errors.ts';

export function useFormFilling(questions: readonly FormQuestion[], initial: FormAnswers = {}) {
  const { t, i18n } = useTranslation();
  const [answers, setAnswers] = useState<FormAnswers>(initial);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const state = useMemo(() => evaluateForm(questions, answers), [questions, answers]);

  const problemOf = useCallback(
    (q: FormQuestion): string | undefined => {
      if (!state.visible.has(q.id)) return undefined;
      const problem = answerProblem(q, answers[q.id], state.required.has(q.id));
      if (!problem) return undefined;
      return translateErrorText(
        {
          key: FORM_ANSWER_MESSAGES[problem.reason].key,
          values: { field: translatedLabel(q.label, i18n.language), ...problem.params },
        },
        t,
      );
    },
    [answers, state, t, i18n.language],
  );

  const errors = useMemo(() => {
    const out = new Map<string, string>();
    for (const q of questions) {
      if (!touched.has(q.id)) continue;
      const message = problemOf(q);
      if (message) out.set(q.id, message);
    }
    return out;
  }, [questions, touched, problemOf]);

  const setAnswer = useCallback((id: string, value: AnswerValue | null) => {
    setAnswers((prev) => {
      const next = { ...prev };
      if (value === null) delete next[id];
      else next[id] = value;
      return next;
    });
  }, []);
  const touch = useCallback((id: string) => setTouched((prev) => (prev.has(id) ? prev : new Set(prev).add(id))), []);

  /** Marks every question touched; the first question with a problem, if any. */
  const validateAll = useCallback((): string | null => {
    setTouched(new Set(questions.map((q) => q.id)));
    return questions.find((q) => problemOf(q))?.id ?? null;
  }, [questions, problemOf]);

  const payload = useCallback(() => answersToSend(questions, answers), [questions, answers]);
  const reset = useCallback((next: FormAnswers) => {
    setAnswers(next);
    setTouched(new Set());
  }, []);

  return { answers, state, errors, setAnswer, touch, validateAll, payload, reset };
}

/** Moves the keyboard to a question's first field (the first problem a submit found). */
export function focusQuestion(questionId: string): void {
  document.getElementById(`question-${questionId}`)?.querySelector<HTMLElement>('input, textarea')?.focus();
}
