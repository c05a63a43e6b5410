import { Button, IconButton } from '@interim/shared/ui';
import type { VacancyListItem } from '@interim/shared/contract';
import { useFavoriteToggle } from './use-favorite-toggle';
import { BookmarkGlyph } from './bookmark-glyph';

/** Props of {@link FavoriteButton}. */
export interface FavoriteButtonProps {
  vacancy: Pick<VacancyListItem, 'id' | 'title' | 'isFavorite'>;
  /** `icon`: a compact icon button (cards); `full`: a button with text (detail page). */
  variant?: 'icon' | 'full';
}

/**
 * Saves or removes a vacancy (a toggle button with `aria-pressed`). For a
 * logged-out visitor it leads to /login and back, where the page finishes
 * the save (`useFinishPendingSave`).
 */
export function FavoriteButton({ vacancy, variant = 'icon' }: FavoriteButtonProps) {
  const { isFavorite, isPending, toggle } = useFavoriteToggle(vacancy);
  // A stable name; `aria-pressed` tells whether it is saved.
  const label = `Bewaar ${vacancy.title}`;
  const icon = <BookmarkGlyph filled={isFavorite} />;
  if (variant === 'full') {
    return (
      <Button variant="outline" aria-pressed={isFavorite} onClick={() => void toggle()} aria-busy={isPending || undefined}>
        {icon}
        {isFavorite ? 'Opgeslagen' : 'Bewaren'}
      </Button>
    );
  }
  return (
    <IconButton
      variant="ghost"
      colorPalette="brand"
      aria-label={label}
      aria-pressed={isFavorite}
      aria-busy={isPending || undefined}
      onClick={() => void toggle()}
    >
      {icon}
    </IconButton>
  );
}
