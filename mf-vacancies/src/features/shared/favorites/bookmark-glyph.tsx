import { chakra } from '@interim/shared/ui';

/** A bookmark, outlined or filled (saved). Decorative: the button carries the name. */
export function BookmarkGlyph({ filled }: { filled: boolean }) {
  return (
    <chakra.svg viewBox="0 0 24 24" boxSize="5" aria-hidden="true" focusable="false" data-filled={filled || undefined}>
      <path
        d="M19 21l-7-5-7 5V5a2 2 0 0 1 2-2h10a2 2 0 0 1 2 2z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </chakra.svg>
  );
}
