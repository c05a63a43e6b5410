import { ButtonLink, chakra } from '@interim/shared/ui';
import { pageItems } from '../page-items';
import { serializeSearch, type SearchState } from '../search-state';

/** Props of {@link ResultPages}. */
export interface ResultPagesProps {
  state: SearchState;
  pageCount: number;
  /** Called when a page link is followed (the page scrolls to its top). */
  onNavigate?: () => void;
}

/** The URL of another page of the same search (`?…&pagina=3`): a plain link, shareable and server-rendered. */
function pageHref(state: SearchState, page: number): string {
  const query = serializeSearch({ ...state, page }).toString();
  return query ? `?${query}` : '?';
}

/**
 * The numbered pages of the results (issue 32 item 9): "Vorige", the page
 * numbers of {@link pageItems} with the current one marked `aria-current`,
 * and "Volgende", as links with the page in the URL (`pagina`), in a
 * navigation landmark.
 */
export function ResultPages({ state, pageCount, onNavigate }: ResultPagesProps) {
  if (pageCount <= 1) return null;
  const page = Math.min(state.page, pageCount);
  return (
    <chakra.nav aria-label="Pagina's met opdrachten" mt="6">
      <chakra.ul display="flex" flexWrap="wrap" justifyContent="center" alignItems="center" gap="1" listStyleType="none">
        {page > 1 ? (
          <li>
            <ButtonLink to={pageHref(state, page - 1)} variant="outline" size="sm" rel="prev" onClick={onNavigate}>
              Vorige
            </ButtonLink>
          </li>
        ) : null}
        {pageItems(page, pageCount).map((item, index) =>
          item === 'gap' ? (
            <chakra.li key={`gap-${index}`} aria-hidden="true" px="1" color="fg.muted">
              …
            </chakra.li>
          ) : (
            <li key={item}>
              <ButtonLink
                to={pageHref(state, item)}
                variant={item === page ? 'solid' : 'ghost'}
                size="sm"
                minW="9"
                aria-label={`Pagina ${item}`}
                aria-current={item === page ? 'page' : undefined}
                onClick={onNavigate}
              >
                {item}
              </ButtonLink>
            </li>
          ),
        )}
        {page < pageCount ? (
          <li>
            <ButtonLink to={pageHref(state, page + 1)} variant="outline" size="sm" rel="next" onClick={onNavigate}>
              Volgende
            </ButtonLink>
          </li>
        ) : null}
      </chakra.ul>
    </chakra.nav>
  );
}
