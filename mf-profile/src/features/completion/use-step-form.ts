import { useEffect, useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import type { Employee } from '@interim/shared/contract';
import { routes } from '@interim/shared/config';
import { useNavigate } from '@interim/shared/routing';
import { notify } from '@interim/shared/ui';
import { applySaveError } from '../shared/components/save-errors';
import { STEP_COUNT, stepPath, type CompletionStep } from './completion-steps';
import { useSaveEmployee } from '@interim/shared/api';

/** Toast after the last step. */
export const PROFILE_COMPLETE_MESSAGE = 'Je profiel is compleet. We zoeken opdrachten die bij je passen.';

/** Where unsaved input of a step waits, so a reload loses nothing (this tab only). */
export function draftKey(employeeId: number, step: number): string {
  return `interim:profiel-afronden:${employeeId}:stap-${step}`;
}

function readDraft(key: string): Record<string, unknown> {
  try {
    const text = window.sessionStorage.getItem(key);
    const value: unknown = text ? JSON.parse(text) : undefined;
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

function writeDraft(key: string, values: unknown): void {
  try {
    window.sessionStorage.setItem(key, JSON.stringify(values));
  } catch {
    // Storage full or blocked: the draft is a convenience only.
  }
}

/** Forgets the drafts of every step (after saving, and in tests). */
export function clearDraft(key: string): void {
  try {
    window.sessionStorage.removeItem(key);
  } catch {
    // See writeDraft.
  }
}

/**
 * The form of one wizard step: values from the record (plus an unsaved
 * draft of this tab), validation with the step's zod schema, and on submit
 * `PATCH` with the step's fields and `completedSteps: [n]`, then the next
 * step, or after the last one the dashboard with a toast.
 */
export function useStepForm<S extends z.ZodType<FieldValues, FieldValues>>(step: CompletionStep<S>, employee: Employee) {
  type Input = z.input<S>;
  type Output = z.output<S>;
  const navigate = useNavigate();
  const save = useSaveEmployee();
  const key = draftKey(employee.id, step.number);
  const [submitError, setSubmitError] = useState<string | undefined>();
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(step.schema as never) as unknown as Resolver<Input, unknown, Output>,
    defaultValues: { ...step.values(employee), ...readDraft(key) } as DefaultValues<Input>,
  });

  useEffect(() => {
    const subscription = form.watch((values) => writeDraft(key, values));
    return () => subscription.unsubscribe();
  }, [form, key]);

  const onSubmit = form.handleSubmit(async (values) => {
    setSubmitError(undefined);
    try {
      await save({ ...step.toPatch(values), completedSteps: [step.number] });
    } catch (error) {
      setSubmitError(applySaveError(error, Object.keys(step.values(employee)), form.setError));
      return;
    }
    clearDraft(key);
    if (step.number < STEP_COUNT) {
      navigate(stepPath(step.number + 1));
    } else {
      notify({ type: 'success', title: 'Gelukt!', description: PROFILE_COMPLETE_MESSAGE });
      navigate(routes.dashboard.path);
    }
  });

  return { form, onSubmit, submitError };
}
