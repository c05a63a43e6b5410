import { useEffect, useId, useMemo, useRef, useState } from 'react';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import { changeApplicationStatus, useRefreshAfterStatusChange } from '@interim/shared/api/backoffice-applications';
import { routes, toPath } from '@interim/shared/config';
import { APPLICATION_STATUS_LABELS, APPLICATION_STATUSES, isOpenApplicationStatus, type Application, type ApplicationStatus } from '@interim/shared/contract';
import { formatDutchDate } from '@interim/shared/format';
import { Box, Button, FormAlert, Heading, HStack, RouterLink, Stack, Text, chakra, notify } from '@interim/shared/ui';
import { StatusChangeForm } from './status-change-form';
import { ProposalBadge } from '../../shared/proposal-notice';
import { BOARD_SCREEN_READER_INSTRUCTIONS, boardAnnouncements, boardMove, columnId, columnKeyboardCoordinates, columnStatus } from '../board-moves';

/** Props of {@link ApplicationBoard}. */
export interface ApplicationBoardProps {
  applications: Application[];
  /** Full names of the candidates by employee id. */
  names: ReadonlyMap<number, string>;
}

interface PendingMove {
  application: Application;
  to: ApplicationStatus;
  skipped: ApplicationStatus[];
  skipSteps: boolean;
}

const cardId = (application: Application) => `application-${application.id}`;

function Card({ application, name }: { application: Application; name: string }) {
  const open = isOpenApplicationStatus(application.status);
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, isDragging } = useDraggable({
    id: cardId(application),
    data: { status: application.status },
    disabled: !open,
  });
  return (
    <chakra.li
      ref={setNodeRef}
      data-board-card={cardId(application)}
      listStyleType="none"
      borderWidth="1px"
      borderRadius="l2"
      bg="bg"
      p="2"
      shadow={isDragging ? 'lg' : undefined}
      position="relative"
      zIndex={isDragging ? 1 : undefined}
      style={transform ? { transform: `translate3d(${transform.x}px, ${transform.y}px, 0)` } : undefined}
    >
      <HStack align="flex-start" gap="2">
        {open ? (
          <chakra.button
            ref={setActivatorNodeRef}
            type="button"
            cursor="grab"
            px="1"
            borderRadius="l1"
            color="fg.muted"
            aria-label={`Verplaats de reactie van ${name}`}
            _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '2px' }}
            {...attributes}
            {...listeners}
          >
            <span aria-hidden="true">⠿</span>
          </chakra.button>
        ) : null}
        <Stack gap="1" minW="0">
          <RouterLink to={toPath(routes.backofficeApplication.path, { id: application.id })} fontWeight="medium">
            {name}
          </RouterLink>
          <Text fontSize="xs" color="fg.muted">
            Sinds {formatDutchDate(application.updatedAt)}
          </Text>
          <Box>
            <ProposalBadge proposal={application.proposal} />
          </Box>
        </Stack>
      </HStack>
    </chakra.li>
  );
}

function Column({ status, applications, names }: { status: ApplicationStatus; applications: Application[]; names: ReadonlyMap<number, string> }) {
  const { setNodeRef, isOver } = useDroppable({ id: columnId(status) });
  const headingId = useId();
  return (
    <Box
      as="section"
      ref={setNodeRef}
      data-board-column={status}
      aria-labelledby={headingId}
      borderWidth="1px"
      borderRadius="l3"
      p="2"
      bg={isOver ? 'bg.emphasized' : 'bg.subtle'}
      minH="40"
    >
      <Heading as="h2" size="sm" mb="2" id={headingId}>
        {APPLICATION_STATUS_LABELS[status]} <chakra.span color="fg.muted" fontWeight="normal">({applications.length})</chakra.span>
      </Heading>
      {applications.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          Geen reacties
        </Text>
      ) : (
        <chakra.ul display="flex" flexDirection="column" gap="2" aria-labelledby={headingId}>
          {applications.map((application) => (
            <Card key={application.id} application={application} name={names.get(application.employeeId) ?? `Kandidaat ${application.employeeId}`} />
          ))}
        </chakra.ul>
      )}
    </Box>
  );
}

/**
 * The pipeline of one opdracht as columns per status (issue 30 item 4, ADR
 * 0019). A reactie moves by pointer or keyboard (dnd-kit, with Dutch
 * announcements); the drop opens the status change form of the reactie's
 * page, with the dropped-on status chosen, its confirmation and, for a
 * rejection, its required reason. A move that skips steps says which.
 */
export function ApplicationBoard({ applications, names }: ApplicationBoardProps) {
  const refresh = useRefreshAfterStatusChange();
  const [pending, setPending] = useState<PendingMove | undefined>();
  const [refusal, setRefusal] = useState<string | undefined>();
  const panelHeadingRef = useRef<HTMLHeadingElement>(null);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 5 } }), useSensor(KeyboardSensor, { coordinateGetter: columnKeyboardCoordinates }));

  const byCard = useMemo(() => new Map(applications.map((application) => [cardId(application), application])), [applications]);
  const nameOf = (application: Application) => names.get(application.employeeId) ?? `kandidaat ${application.employeeId}`;
  const describe = (id: string | number) => {
    const application = byCard.get(String(id));
    return application ? `De reactie van ${nameOf(application)}` : 'De reactie';
  };
  const statusOf = (id: string | number) => byCard.get(String(id))?.status;
  const columns = useMemo(
    () =>
      APPLICATION_STATUSES.map((status) => ({ status, items: applications.filter((application) => application.status === status) }))
        // "Opdracht gesloten" is set by closing the opdracht, never a move: a column only when reacties ended that way.
        .filter((column) => column.status !== 'vacancy_closed' || column.items.length > 0),
    [applications],
  );

  useEffect(() => {
    if (pending) panelHeadingRef.current?.focus();
  }, [pending]);

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const application = byCard.get(String(active.id));
    const to = columnStatus(over?.id);
    if (!application || !to) return;
    const move = boardMove(application, to);
    if (move.kind === 'same') return;
    if (move.kind === 'refused') {
      setPending(undefined);
      setRefusal(move.message);
      return;
    }
    setRefusal(undefined);
    setPending({ application, to, skipped: move.skipped, skipSteps: move.skipSteps });
  };

  const cancel = () => {
    const id = pending ? cardId(pending.application) : undefined;
    setPending(undefined);
    // Back to the card's handle, where the keyboard user was.
    setTimeout(() => (id ? document.querySelector<HTMLElement>(`[data-board-card="${id}"] button`)?.focus() : undefined));
  };

  return (
    <Stack gap="4">
      <FormAlert message={refusal} />
      {pending ? (
        <Box as="section" aria-labelledby="board-move-heading" borderWidth="1px" borderRadius="l3" p="4">
          <Heading as="h2" size="md" mb="2" id="board-move-heading" ref={panelHeadingRef} tabIndex={-1}>
            Reactie van {nameOf(pending.application)} naar {APPLICATION_STATUS_LABELS[pending.to]}
          </Heading>
          {pending.skipped.length > 0 ? (
            <Text mb="3">
              Je slaat hiermee {pending.skipped.length === 1 ? 'een stap' : 'stappen'} over: {pending.skipped.map((status) => APPLICATION_STATUS_LABELS[status]).join(', ')}.
            </Text>
          ) : null}
          <StatusChangeForm
            key={`${pending.application.id}-${pending.to}`}
            options={[pending.to]}
            defaultStatus={pending.to}
            label={`Reactie van ${nameOf(pending.application)} verplaatsen`}
            submitLabel="Verplaatsen"
            confirmation={({ status }) => {
              const name = nameOf(pending.application);
              const skip = pending.skipped.length > 0 ? ` Je slaat ${pending.skipped.map((step) => APPLICATION_STATUS_LABELS[step]).join(', ')} over.` : '';
              return status === 'rejected'
                ? `De reactie van ${name} afwijzen? De kandidaat krijgt een e-mail met de reden.`
                : `De reactie van ${name} op "${APPLICATION_STATUS_LABELS[status]}" zetten?${skip} De kandidaat krijgt hierover een e-mail.`;
            }}
            onSend={async (values) => {
              await changeApplicationStatus(pending.application.id, pending.skipSteps ? { ...values, skipSteps: true } : values);
              notify({ type: 'success', description: `De reactie van ${nameOf(pending.application)} staat nu op ${APPLICATION_STATUS_LABELS[values.status]}.` });
              setPending(undefined);
              await refresh();
            }}
          />
          <Button mt="2" variant="ghost" size="sm" onClick={cancel}>
            Niet verplaatsen
          </Button>
        </Box>
      ) : null}
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragStart={() => setRefusal(undefined)}
        onDragEnd={onDragEnd}
        accessibility={{ announcements: boardAnnouncements(describe, statusOf), screenReaderInstructions: BOARD_SCREEN_READER_INSTRUCTIONS }}
      >
        <chakra.div display="grid" gridTemplateColumns={{ base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))', xl: 'repeat(8, minmax(0, 1fr))' }} gap="2">
          {columns.map((column) => (
            <Column key={column.status} status={column.status} applications={column.items} names={names} />
          ))}
        </chakra.div>
      </DndContext>
    </Stack>
  );
}
