import { buildApplication } from '@interim/shared/testing';
import { boardAnnouncements, boardMove, columnId, columnStatus } from './board-moves';

const pendingProposal = { proposedBy: 'Petra de Wit', proposedAt: '2026-11-27T10:00:00.000Z', response: 'pending' as const, respondedAt: null };

describe('boardMove', () => {
  it('takes a regular step as is and a skip forward with the steps passed over', () => {
    expect(boardMove(buildApplication({ status: 'submitted' }), 'in_review')).toEqual({ kind: 'allowed', skipped: [], skipSteps: false });
    expect(boardMove(buildApplication({ status: 'submitted' }), 'interview')).toEqual({ kind: 'allowed', skipped: ['in_review', 'proposed'], skipSteps: true });
    expect(boardMove(buildApplication({ status: 'interview' }), 'rejected')).toEqual({ kind: 'allowed', skipped: [], skipSteps: false });
    expect(boardMove(buildApplication({ status: 'in_review' }), 'in_review')).toEqual({ kind: 'same' });
  });

  it('refuses backward moves, withdrawing, final reacties and the client before a proposed candidate said yes', () => {
    expect(boardMove(buildApplication({ status: 'interview' }), 'submitted')).toEqual({ kind: 'refused', message: 'Een reactie kan niet terug van Gesprek naar Ontvangen.' });
    expect(boardMove(buildApplication({ status: 'offer' }), 'withdrawn')).toMatchObject({ kind: 'refused', message: 'Alleen de kandidaat zelf kan een reactie intrekken.' });
    expect(boardMove(buildApplication({ status: 'rejected' }), 'offer')).toMatchObject({ kind: 'refused', message: expect.stringContaining('al afgerond (Afgewezen)') });
    const proposed = buildApplication({ status: 'submitted', proposal: pendingProposal });
    expect(boardMove(proposed, 'interview')).toMatchObject({ kind: 'refused', message: expect.stringContaining('Wacht op bevestiging van de kandidaat') });
    expect(boardMove(proposed, 'in_review')).toMatchObject({ kind: 'allowed' });
    expect(boardMove({ ...proposed, proposal: { ...pendingProposal, response: 'confirmed' } }, 'interview')).toMatchObject({ kind: 'allowed', skipSteps: true });
  });
});

describe('board announcements', () => {
  const announcements = boardAnnouncements((id) => `De reactie van ${id === 'application-1' ? 'Cas Visser' : '?'}`, () => 'submitted');
  const active = { id: 'application-1' } as never;

  it('speak Dutch, naming the reactie and the columns', () => {
    expect(announcements.onDragStart({ active })).toBe('De reactie van Cas Visser opgepakt, in kolom Ontvangen. Gebruik pijltje links en rechts om een kolom te kiezen.');
    expect(announcements.onDragOver({ active, over: { id: columnId('interview') } } as never)).toBe('De reactie van Cas Visser is boven kolom Gesprek.');
    expect(announcements.onDragEnd({ active, over: { id: columnId('interview') } } as never)).toContain('losgelaten boven kolom Gesprek. Bevestig de verplaatsing');
    expect(announcements.onDragEnd({ active, over: { id: columnId('submitted') } } as never)).toBe('De reactie van Cas Visser losgelaten. Er is niets veranderd.');
    expect(announcements.onDragCancel({ active, over: null } as never)).toBe('Verplaatsen geannuleerd. De reactie van Cas Visser blijft in kolom Ontvangen.');
  });

  it('reads a column id back to its status', () => {
    expect(columnStatus('column-offer')).toBe('offer');
    expect(columnStatus('column-nope')).toBeUndefined();
    expect(columnStatus(12)).toBeUndefined();
  });
});
