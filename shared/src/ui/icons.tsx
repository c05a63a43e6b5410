import { createIcon } from '@chakra-ui/react/icon';

// Outline icons drawn inline (no icon font, no external assets). They are
// decorative (`aria-hidden`): the control around them carries the name.
const stroke = { fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

/** Bookmark outline: saved vacancies. */
export const BookmarkIcon = createIcon({
  displayName: 'BookmarkIcon',
  path: <path {...stroke} d="M19 21l-7-5-7 5V5a2 2 0 0 1 2-2h10a2 2 0 0 1 2 2z" />,
});

/** Three horizontal lines: opens the mobile menu. */
export const MenuIcon = createIcon({
  displayName: 'MenuIcon',
  path: <path {...stroke} d="M4 6h16M4 12h16M4 18h16" />,
});

/** Magnifying glass: search. */
export const SearchIcon = createIcon({
  displayName: 'SearchIcon',
  path: <path {...stroke} d="M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zm9 2-4.35-4.35" />,
});

/** Arrow pointing up-right: a link that opens another site. */
export const ExternalLinkIcon = createIcon({
  displayName: 'ExternalLinkIcon',
  path: <path {...stroke} d="M15 3h6v6M10 14 21 3M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6" />,
});
