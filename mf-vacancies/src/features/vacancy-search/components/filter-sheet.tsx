import type { ReactNode } from 'react';
import { Button, CloseButton, HStack } from '@interim/shared/ui';
import { Drawer, Portal } from '@interim/shared/ui/overlays';

/** Props of {@link FilterSheet}. */
export interface FilterSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The element that gets focus back when the sheet closes: the "Filters" button. */
  finalFocusEl: () => HTMLElement | null;
  /** Id of the sheet's dialog element, for the button's `aria-controls`. */
  contentId: string;
  /** The filters themselves; each applies at once, as on a large screen. */
  children: ReactNode;
  /** How many filters are set: "Wis alles" is offered only when there are any. */
  activeCount: number;
  onClear: () => void;
  /** 'Toon 17 opdrachten' with the live count, or a waiting text while the search runs. */
  showLabel: string;
}

/**
 * The filters of `/opdrachten` on a phone: a full-screen sheet with the
 * filters, "Wis alles", and a button that closes it showing how many
 * opdrachten the filters give now. Chakra's drawer keeps focus inside while
 * open, closes on Escape, and gives focus back to the "Filters" button.
 * Loaded lazily on the first open: the overlay machinery is not needed for a
 * first paint.
 */
export function FilterSheet({ open, onOpenChange, finalFocusEl, contentId, children, activeCount, onClear, showLabel }: FilterSheetProps) {
  return (
    <Drawer.Root open={open} onOpenChange={({ open: next }) => onOpenChange(next)} finalFocusEl={finalFocusEl} ids={{ content: contentId }} size="full" placement="bottom">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header display="flex" alignItems="center" justifyContent="space-between" borderBottomWidth="1px" py="3">
              <Drawer.Title>Filters</Drawer.Title>
              <Drawer.CloseTrigger asChild position="static">
                <CloseButton size="md" aria-label="Filters sluiten" />
              </Drawer.CloseTrigger>
            </Drawer.Header>
            <Drawer.Body py="5">{children}</Drawer.Body>
            <Drawer.Footer borderTopWidth="1px" py="3">
              <HStack gap="3" w="full" justify="space-between">
                <Button variant="ghost" onClick={onClear} disabled={activeCount === 0}>
                  Wis alles
                </Button>
                <Button flex="1" onClick={() => onOpenChange(false)}>
                  {showLabel}
                </Button>
              </HStack>
            </Drawer.Footer>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
