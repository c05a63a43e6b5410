import { useState } from 'react';
import { useStaffMembers, useSetVacancyConsultant, useVacancySummaries } from '@interim/shared/api/backoffice-lists';
import { isApiError } from '@interim/shared/api-client';
import { SelectField, notify } from '@interim/shared/ui';

/** Props of {@link ConsultantSelect}. */
export interface ConsultantSelectProps {
  vacancyId: number;
}

/**
 * The responsible consultant of an opdracht (issue 30 item 8): any staff
 * member, or none. A choice is saved at once (and audited by the API); the
 * list's "Mijn opdrachten" filters on it.
 */
export function ConsultantSelect({ vacancyId }: ConsultantSelectProps) {
  const staff = useStaffMembers();
  const { data: summaries, mutate } = useVacancySummaries([vacancyId]);
  const setConsultant = useSetVacancyConsultant();
  const [saving, setSaving] = useState(false);
  const current = summaries?.[0]?.consultant ?? null;
  const loaded = summaries !== undefined && staff.data !== undefined;

  const change = async (value: string) => {
    setSaving(true);
    try {
      const summary = await setConsultant(vacancyId, value ? Number(value) : null);
      await mutate([summary], { revalidate: false });
      notify({ type: 'success', description: summary.consultant ? `${summary.consultant.name} is nu de consultant van deze opdracht.` : 'Deze opdracht heeft nu geen consultant.' });
    } catch (error) {
      notify({ type: 'error', description: isApiError(error) ? error.message : 'De consultant kon niet worden opgeslagen. Probeer het opnieuw.' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <SelectField
      label="Verantwoordelijke consultant"
      value={current ? String(current.id) : ''}
      // NativeSelect's field props leave out `disabled` (the select element takes it all the same).
      {...{ disabled: !loaded || saving }}
      options={[{ value: '', label: 'Niemand' }, ...(staff.data ?? []).map((member) => ({ value: String(member.id), label: member.name }))]}
      onChange={(event) => void change(event.target.value)}
    />
  );
}
