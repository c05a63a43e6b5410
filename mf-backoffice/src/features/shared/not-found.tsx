import { EmptyState } from '@interim/shared/ui';

/** Props of {@link RecordNotFound}. */
export interface RecordNotFoundProps {
  heading: string;
  text: string;
  backLabel: string;
  backHref: string;
}

/** A record that does not exist (or no longer): says so and leads back to its list. */
export function RecordNotFound({ heading, text, backLabel, backHref }: RecordNotFoundProps) {
  return <EmptyState heading={heading} text={text} buttonLabel={backLabel} buttonHref={backHref} />;
}
