import type { PortalConsultant } from '@interim/shared/contract';
import { Link, Text } from '@interim/shared/ui';

/**
 * The consultant of a request or opdracht with their contact (issue 31):
 * name, e-mail and phone (when their account has one), or who to write to
 * before someone took the request up.
 */
export function ConsultantContact({ consultant }: { consultant: PortalConsultant | null }) {
  if (!consultant) {
    return (
      <Text fontSize="sm" mt="2">
        Uw consultant: nog niet toegewezen. Wij nemen binnen één werkdag contact met u op.
      </Text>
    );
  }
  return (
    <Text fontSize="sm" mt="2">
      Uw consultant: <strong>{consultant.name}</strong> ·{' '}
      <Link href={`mailto:${consultant.email}`} color="brand.fg">
        {consultant.email}
      </Link>
      {consultant.phone ? (
        <>
          {' · '}
          <Link href={`tel:${consultant.phone.replace(/[^\d+]/g, '')}`} color="brand.fg">
            {consultant.phone}
          </Link>
        </>
      ) : null}
    </Text>
  );
}
