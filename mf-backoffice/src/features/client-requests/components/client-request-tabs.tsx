import { HStack, RouterLink, chakra } from '@interim/shared/ui';
import { CLIENT_REQUEST_TABS, serializeClientRequestList, type ClientRequestListState } from '../client-request-list-state';

/**
 * The status tabs of the inbox as links (each tab is a URL, so back and
 * forward and shared links work); the current one is marked with
 * `aria-current`, bold text and a bar, not by colour alone.
 */
export function ClientRequestTabs({ state }: { state: ClientRequestListState }) {
  return (
    <chakra.nav aria-label="Aanvragen per status" mb="4">
      <HStack as="ul" listStyleType="none" gap="2" wrap="wrap" m="0" p="0">
        {CLIENT_REQUEST_TABS.map((tab) => {
          const current = tab.value === state.tab;
          const search = serializeClientRequestList({ tab: tab.value, q: state.q, page: 1 }).toString();
          return (
            <li key={tab.value}>
              <RouterLink
                to={{ search: search ? `?${search}` : '' }}
                aria-current={current ? 'page' : undefined}
                display="block"
                px="3"
                py="1.5"
                borderRadius="l2"
                borderWidth="1px"
                borderBottomWidth={current ? '3px' : '1px'}
                borderColor={current ? 'brand.solid' : 'border'}
                fontWeight={current ? 'semibold' : 'normal'}
                color="fg"
                textDecoration="none"
              >
                {tab.label}
              </RouterLink>
            </li>
          );
        })}
      </HStack>
    </chakra.nav>
  );
}
