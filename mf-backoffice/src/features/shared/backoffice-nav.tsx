import { routes } from '@interim/shared/config';
import { useLocation } from '@interim/shared/routing';
import { HStack, RouterLink, chakra } from '@interim/shared/ui';

/** The sections of the back office, in the order of the sub-navigation. */
export const BACKOFFICE_SECTIONS = [
  { label: 'Opdrachten', path: routes.backofficeVacancies.path },
  { label: 'Reacties', path: routes.backofficeApplications.path },
  { label: 'Aanvragen', path: routes.backofficeClientRequests.path },
  { label: 'Kandidaten', path: routes.backofficeCandidates.path },
  { label: 'Privacyverzoeken', path: routes.backofficeGdprRequests.path },
  { label: 'Versies', path: routes.backofficeReleases.path },
  { label: 'Logboek', path: routes.backofficeAuditLog.path },
  { label: 'Mailsjablonen', path: routes.backofficeMailTemplates.path },
] as const;

function isIn(pathname: string, sectionPath: string): boolean {
  return pathname === sectionPath || pathname.startsWith(`${sectionPath}/`);
}

/**
 * The sub-navigation on every `/beheer` page. The current section is marked
 * by `aria-current` and, for sighted users, by a bar under it and bold text
 * (not by colour alone); on a page inside a section (`/beheer/reacties/40`)
 * the section link says `aria-current="true"`, on its own list "page".
 */
export function BackofficeNav() {
  const { pathname } = useLocation();
  return (
    <chakra.nav aria-label="Beheer" mb="6" borderBottomWidth="1px" overflowX="auto">
      <HStack as="ul" listStyleType="none" gap="1" m="0" p="0">
        {BACKOFFICE_SECTIONS.map((section) => {
          const current = isIn(pathname, section.path) ? (pathname === section.path ? 'page' : 'true') : undefined;
          return (
            <chakra.li key={section.path} flexShrink="0">
              <RouterLink
                to={section.path}
                aria-current={current}
                display="block"
                px="3"
                py="2"
                fontWeight={current ? 'semibold' : 'normal'}
                color="fg"
                textDecoration="none"
                borderBottomWidth="3px"
                borderColor={current ? 'brand.solid' : 'transparent'}
                _hover={{ borderColor: current ? 'brand.solid' : 'border.emphasized' }}
              >
                {section.label}
              </RouterLink>
            </chakra.li>
          );
        })}
      </HStack>
    </chakra.nav>
  );
}
