import { HStack, RouterLink, chakra } from '@interim/shared/ui';

/** Props of {@link StatusTabs}. */
export interface StatusTabsProps<T extends string> {
  /** Names the tab bar ("Aanvragen per status"). */
  label: string;
  tabs: ReadonlyArray<{ value: T; label: string }>;
  current: T;
  /** The query string (without '?') of the list on a tab, page 1. */
  searchFor: (tab: T) => string;
}

/**
 * A list's status tabs as links (each tab is a URL, so back and forward and
 * shared links work); the current one is marked with `aria-current`, bold
 * text and a bar, not by colour alone.
 */
export function StatusTabs<T extends string>({ label, tabs, current, searchFor }: StatusTabsProps<T>) {
  return (
    <chakra.nav aria-label={label} mb="4">
      <HStack as="ul" listStyleType="none" gap="2" wrap="wrap" m="0" p="0">
        {tabs.map((tab) => {
          const isCurrent = tab.value === current;
          const search = searchFor(tab.value);
          return (
            <li key={tab.value}>
              <RouterLink
                to={{ search: search ? `?${search}` : '' }}
                aria-current={isCurrent ? 'page' : undefined}
                display="block"
                px="3"
                py="1.5"
                borderRadius="l2"
                borderWidth="1px"
                borderBottomWidth={isCurrent ? '3px' : '1px'}
                borderColor={isCurrent ? 'brand.solid' : 'border'}
                fontWeight={isCurrent ? 'semibold' : 'normal'}
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
