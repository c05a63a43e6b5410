import { useEffect, useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import type { Employee, PatchEmployeeRequestDto } from '@interim/shared/contract';
import { routes } from '@interim/shared/config';
import { useNavigate } from '@interim/shared/routing';
import { notify } from '@interim/shared/ui';
import { applySaveError } from '../shared/components/save-errors';
import { completionSteps, describeSteps, STEP_COUNT, stepPath, type CompletionStep } from './completion-steps';
import { useSaveEmployee } from '@interim/shared/api';

/** Toast after the last step. */
export const PROFILE_COMPLETE_MESSAGE = 'Je profiel is compleet. We zoeken opdrachten die bij je passen.';

/** Toast after the last step when an earlier one was skipped (the CV step): the profile is not complete yet. */
export function profileIncompleteMessage(missing: ReadonlyArray<{ number: number; title: string }>): string {
  return `Je gegevens zijn opgeslagen, maar je profiel is nog niet compleet: ${describeSteps(missing)} nog. Je vindt het terug op je dashboard.`;
}

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
 * step, or after the last one the dashboard with a toast (which says what is
 * still missing when a step was skipped).
 *
 * `skip(fields)` goes on without finishing the step (issue 17: the CV step
 * can be skipped): it checks and saves only `fields`, without `completedSteps`,
 * so the profile stays incomplete and the dashboard leads back to the step.
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

  const goOn = (saved: Employee) => {
    clearDraft(key);
    if (step.number < STEP_COUNT) {
      navigate(stepPath(step.number + 1));
      return;
    }
    const missing = completionSteps.filter((other) => !saved.profileCompletion.completedSteps.includes(other.number));
    if (missing.length === 0) {
      notify({ type: 'success', title: 'Gelukt!', description: PROFILE_COMPLETE_MESSAGE });
    } else {
      notify({ type: 'info', title: 'Nog niet compleet', description: profileIncompleteMessage(missing) });
    }
    navigate(routes.dashboard.path);
  };

  const saveAndGoOn = async (body: PatchEmployeeRequestDto) => {
    setSubmitError(undefined);
    let saved: Employee;
    try {
      saved = await save(body);
    } catch (error) {
      setSubmitError(applySaveError(error, Object.keys(step.values(employee)), form.setError));
      return;
    }
    goOn(saved);
  };

  const onSubmit = form.handleSubmit((values) => saveAndGoOn({ ...step.toPatch(values), completedSteps: [step.number] }));

  const skip = async (fields: ReadonlyArray<Path<Input>>, toPatch: (values: Input) => PatchEmployeeRequestDto) => {
    form.clearErrors();
    if (!(await form.trigger(fields))) return;
    await saveAndGoOn(toPatch(form.getValues()));
  };

  return { form, onSubmit, submitError, skip };
}
