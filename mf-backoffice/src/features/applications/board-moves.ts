import type { Announcements, KeyboardCoordinateGetter, ScreenReaderInstructions } from '@dnd-kit/core';
import {
  APPLICATION_STATUS_LABELS,
  APPLICATION_STATUSES,
  applicationTransitionActor,
  awaitsCandidateFor,
  isForwardSkip,
  isOpenApplicationStatus,
  type Application,
  type ApplicationStatus,
} from '@interim/shared/contract';

/** What dropping a reactie on a column means. */
export type BoardMove =
  | { kind: 'same' }
  | { kind: 'refused'; message: string }
  /** `skipped`: the statuses passed over (empty for a regular step); `skipSteps` goes to the API. */
  | { kind: 'allowed'; skipped: ApplicationStatus[]; skipSteps: boolean };

/**
 * The board's rules (ADR 0019), the same as the API's: a regular step of the
 * status machine, or (after a confirmation) a skip to any later status;
 * never backward, never out of a final status, never "withdrawn" (the
 * candidate's), and not to the client before a proposed candidate said yes.
 */
export function boardMove(application: Pick<Application, 'status' | 'proposal'>, to: ApplicationStatus): BoardMove {
  const from = application.status;
  if (from === to) return { kind: 'same' };
  const label = (status: ApplicationStatus) => APPLICATION_STATUS_LABELS[status];
  if (!isOpenApplicationStatus(from)) return { kind: 'refused', message: `Deze reactie is al afgerond (${label(from)}) en kan niet meer verplaatst worden.` };
  if (to === 'withdrawn') return { kind: 'refused', message: 'Alleen de kandidaat zelf kan een reactie intrekken.' };
  const regular = applicationTransitionActor(from, to) === 'staff';
  if (!regular && !isForwardSkip(from, to)) return { kind: 'refused', message: `Een reactie kan niet terug van ${label(from)} naar ${label(to)}.` };
  if (awaitsCandidateFor(application.proposal?.response, to)) {
    return { kind: 'refused', message: 'Wacht op bevestiging van de kandidaat: pas als die interesse heeft bevestigd, kan de reactie naar de opdrachtgever.' };
  }
  if (regular) return { kind: 'allowed', skipped: [], skipSteps: false };
  const skipped = APPLICATION_STATUSES.slice(APPLICATION_STATUSES.indexOf(from) + 1, APPLICATION_STATUSES.indexOf(to));
  return { kind: 'allowed', skipped, skipSteps: true };
}

/** The status of a column's droppable id (`column-<status>`), or undefined. */
export function columnStatus(id: string | number | undefined | null): ApplicationStatus | undefined {
  if (typeof id !== 'string' || !id.startsWith('column-')) return undefined;
  const status = id.slice('column-'.length);
  return (APPLICATION_STATUSES as readonly string[]).includes(status) ? (status as ApplicationStatus) : undefined;
}

/** The droppable id of a status's column. */
export const columnId = (status: ApplicationStatus) => `column-${status}`;

const columnName = (status: ApplicationStatus | undefined) => (status ? `kolom ${APPLICATION_STATUS_LABELS[status]}` : 'geen kolom');

/** How the board names a dragged reactie ("de reactie van Cas Visser"). */
export type DescribeCard = (id: string | number) => string;

/** dnd-kit's live-region texts, in Dutch. */
export function boardAnnouncements(describe: DescribeCard, statusOf: (id: string | number) => ApplicationStatus | undefined): Announcements {
  return {
    onDragStart: ({ active }) => `${describe(active.id)} opgepakt, in ${columnName(statusOf(active.id))}. Gebruik pijltje links en rechts om een kolom te kiezen.`,
    onDragOver: ({ active, over }) =>
      over ? `${describe(active.id)} is boven ${columnName(columnStatus(over.id))}.` : `${describe(active.id)} is niet boven een kolom.`,
    onDragEnd: ({ active, over }) => {
      const to = columnStatus(over?.id);
      if (!to || to === statusOf(active.id)) return `${describe(active.id)} losgelaten. Er is niets veranderd.`;
      return `${describe(active.id)} losgelaten boven ${columnName(to)}. Bevestig de verplaatsing in het formulier dat nu opent.`;
    },
    onDragCancel: ({ active }) => `Verplaatsen geannuleerd. ${describe(active.id)} blijft in ${columnName(statusOf(active.id))}.`,
  };
}

/** dnd-kit's instructions for screen-reader users on each card's handle, in Dutch. */
export const BOARD_SCREEN_READER_INSTRUCTIONS: ScreenReaderInstructions = {
  draggable:
    'Druk op spatie of Enter om de reactie op te pakken. Kies met pijltje links of rechts een andere kolom en druk op spatie of Enter om hem daar neer te zetten. Escape annuleert.',
};

/**
 * Arrow keys jump a whole column (in pipeline order, also when the columns
 * wrap on a small screen) instead of dnd-kit's default 25 pixels: the card
 * is put on the middle of the next or previous column.
 */
export const columnKeyboardCoordinates: KeyboardCoordinateGetter = (event, { context }) => {
  const forward = event.code === 'ArrowRight' || event.code === 'ArrowDown';
  const backward = event.code === 'ArrowLeft' || event.code === 'ArrowUp';
  if (!forward && !backward) return undefined;
  event.preventDefault();
  const { collisionRect, droppableRects, over } = context;
  if (!collisionRect) return undefined;
  const current = columnStatus(over?.id) ?? (context.active?.data.current as { status?: ApplicationStatus } | undefined)?.status;
  if (!current) return undefined;
  let index = APPLICATION_STATUSES.indexOf(current);
  // The next column that is on the page (a column may be missing).
  for (;;) {
    index += forward ? 1 : -1;
    const status = APPLICATION_STATUSES[index];
    if (!status) return undefined;
    const rect = droppableRects.get(columnId(status));
    if (rect) {
      return { x: rect.left + (rect.width - collisionRect.width) / 2, y: rect.top + Math.min(48, Math.max(0, rect.height - collisionRect.height) / 2) };
    }
  }
};
