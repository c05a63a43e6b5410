import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApplicationDraft } from '@interim/shared/contract';
import { renderWithProviders, setActiveUserCookie } from '@interim/shared/testing';
import { buildApplication, buildDraftVersion } from '../../testing/builders';
import { mockFetch } from '../../testing/fetch-routes';
import { DraftConfirm } from './components/draft-confirm';

jest.setTimeout(30_000);
beforeEach(() => setActiveUserCookie(true));

const ownMotivation = 'Ik ben een ervaren projectmanager en start graag.';
const own = buildDraftVersion({ motivation: ownMotivation });
const stranger = {
  id: 42,
  motivation: 'Tekst van een ander.',
  offeredHourlyRate: 1,
  availableFrom: null,
  hoursPerWeek: null,
  createdAt: '2026-11-21T08:30:00.000Z',
  expiresAt: '2026-11-28T08:30:00.000Z',
};
/** Issue 42 item 4: a later register-and-apply with the same address is kept beside the owner's reactie, not instead of it. */
const twoKept: ApplicationDraft = { ...own, vacancyId: 12, newer: stranger };

function renderConfirm(draft: ApplicationDraft) {
  const onSent = jest.fn();
  const onEdit = jest.fn();
  renderWithProviders(
    <DraftConfirm draft={draft} vacancyTitle="Projectmanager" storedCv={null} onSent={onSent} onRefused={jest.fn()} onEdit={onEdit} onDiscarded={jest.fn()} />,
  );
  return { onSent, onEdit };
}

describe('DraftConfirm with two kept reacties', () => {
  it('shows both, chooses neither beforehand, and sends only the one the owner picks', async () => {
    const fetches = mockFetch({ 'POST /api/application_drafts/12/send': () => Response.json(buildApplication(), { status: 201 }) });
    const user = userEvent.setup();
    const { onSent } = renderConfirm(twoKept);
    expect(screen.getByText(/Herken je een reactie niet\? Dan heeft iemand anders jouw e-mailadres ingevuld/)).toBeInTheDocument();
    expect(screen.getByText(ownMotivation)).toBeInTheDocument();
    expect(screen.getByText(stranger.motivation)).toBeInTheDocument();
    expect(screen.getByText(/^€\s1(,00)? per uur$/)).toBeInTheDocument();
    const first = screen.getByRole('radio', { name: 'Eerste reactie, bewaard op 20 november 2026 om 11:00' });
    const newer = screen.getByRole('radio', { name: 'Nieuwere reactie, bewaard op 21 november 2026 om 09:30' });
    expect(first).not.toBeChecked();
    expect(newer).not.toBeChecked();

    // Nothing goes without a choice.
    await user.click(screen.getByRole('button', { name: 'Reactie versturen' }));
    expect(await screen.findByText('Kies eerst welke reactie je wilt gebruiken.')).toBeInTheDocument();
    expect(fetches.callsTo('POST /api/application_drafts/12/send')).toHaveLength(0);

    await user.click(first);
    await user.click(screen.getByRole('button', { name: 'Reactie versturen' }));
    await waitFor(() => expect(onSent).toHaveBeenCalled());
    expect(fetches.callsTo('POST /api/application_drafts/12/send')[0]!.body).toEqual({ draftId: 41, clientConsent: { profile: false, cv: false } });
  });

  it('changes the one picked ("Aanpassen"), not the other', async () => {
    const user = userEvent.setup();
    const { onEdit } = renderConfirm(twoKept);
    await user.click(screen.getByRole('button', { name: 'Aanpassen' }));
    expect(onEdit).not.toHaveBeenCalled();
    expect(await screen.findByText('Kies eerst welke reactie je wilt gebruiken.')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /^Nieuwere reactie/ }));
    await user.click(screen.getByRole('button', { name: 'Aanpassen' }));
    expect(onEdit).toHaveBeenCalledWith(expect.objectContaining({ id: 42, motivation: stranger.motivation }));
  });

  it('sends a single kept reactie by its id, with no choice to make', async () => {
    const fetches = mockFetch({ 'POST /api/application_drafts/12/send': () => Response.json(buildApplication(), { status: 201 }) });
    const user = userEvent.setup();
    const { onSent } = renderConfirm({ ...own, vacancyId: 12, newer: null });
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reactie versturen' }));
    await waitFor(() => expect(onSent).toHaveBeenCalled());
    expect(fetches.callsTo('POST /api/application_drafts/12/send')[0]!.body).toEqual({ draftId: 41, clientConsent: { profile: false, cv: false } });
  });
});
