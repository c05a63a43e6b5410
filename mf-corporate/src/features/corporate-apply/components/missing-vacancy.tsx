import { EmptyState } from '@interim/shared/ui';
import { useCorporateFlow } from '../state/flow-context';
import { hostOf } from './check-mail-step';

/** Shown when the flow was opened without a (valid) `?vacature=` id. */
export function MissingVacancy() {
  const flow = useCorporateFlow();
  return (
    <EmptyState
      heading="Geen opdracht gekozen"
      text="We weten niet op welke opdracht je wilt reageren. Kies een opdracht op de website en klik daar op Reageren."
      buttonLabel={`Naar ${hostOf(flow.corporateSiteUrl)}`}
      buttonHref={flow.corporateSiteUrl}
    />
  );
}
