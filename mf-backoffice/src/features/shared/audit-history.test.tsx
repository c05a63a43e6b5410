import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, buildAuditEntry, jsonError, jsonList, recordRequests, renderWithProviders, server } from '@interim/shared/testing';
import { AuditHistory } from './audit-history';

describe('AuditHistory', () => {
  it("lists one record's changes, newest first, with who, when and before -> after in Dutch", async () => {
    const requests = recordRequests();
    server.use(
      api.get('/audit_entries', () =>
        jsonList('audit_entries', [
          buildAuditEntry({
            id: 2,
            at: '2026-11-23T13:00:00.000Z',
            before: { status: 'in_review' },
            after: { status: 'rejected', reason: 'Te weinig ervaring' },
          }),
          buildAuditEntry({ id: 1, actor: { id: 2, name: 'Piet Plan' } }),
        ]),
      ),
    );
    renderWithProviders(<AuditHistory entityType="application" entityId={40} />);
    const list = await screen.findByRole('list', { name: 'Geschiedenis' });
    const items = within(list).getAllByRole('listitem').filter((item) => item.parentElement === list);
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Status gewijzigd door Sanne Staf');
    expect(items[0]).toHaveTextContent('23 november 2026');
    expect(items[0]).toHaveTextContent('Status: van In behandeling → naar Afgewezen');
    expect(items[0]).toHaveTextContent('Reden: Te weinig ervaring');
    expect(items[1]).toHaveTextContent('Status gewijzigd door Piet Plan');
    expect(items[1]).toHaveTextContent('Status: van Ontvangen → naar In behandeling');
    expect(requests[0]!.query).toMatchObject({ filter: { entityType: 'application', entityId: 40 }, sort: ['at', 'DESC'] });
  });

  it('says so when nothing was changed yet', async () => {
    server.use(api.get('/audit_entries', () => jsonList('audit_entries', [])));
    renderWithProviders(<AuditHistory entityType="gdpr_request" entityId={5} />);
    expect(await screen.findByText('Nog geen wijzigingen door medewerkers.')).toBeInTheDocument();
  });

  it('shows a Dutch error with "Opnieuw proberen" that loads again', async () => {
    let fail = true;
    server.use(
      api.get('/audit_entries', () =>
        fail ? jsonError(500, 'INTERNAL', 'Er ging iets mis bij ons. Probeer het later opnieuw.') : jsonList('audit_entries', [buildAuditEntry({ entityType: 'client_request', before: { status: 'new' }, after: { status: 'in_progress' } })]),
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<AuditHistory entityType="client_request" entityId={9} />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Geschiedenis laden is niet gelukt');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Opnieuw proberen' }));
    expect(await screen.findByRole('list', { name: 'Geschiedenis' })).toHaveTextContent('Status: van Nieuw → naar In behandeling');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("names and shows a kind of record's own fields as told, the rest as by default", async () => {
    server.use(
      api.get('/audit_entries', () =>
        jsonList('audit_entries', [
          buildAuditEntry({ entityType: 'vacancy', action: 'updated', before: { sectorId: 1, city: 'Utrecht' }, after: { sectorId: 2, city: 'Zeist' } }),
        ]),
      ),
    );
    const sectors: Record<number, string> = { 1: 'Zorg', 2: 'ICT' };
    renderWithProviders(
      <AuditHistory
        entityType="vacancy"
        entityId={3}
        fields={{ labels: { sectorId: 'Sector' }, formatValue: (field, value) => (field === 'sectorId' ? sectors[value as number] : undefined) }}
      />,
    );
    const list = await screen.findByRole('list', { name: 'Geschiedenis' });
    expect(list).toHaveTextContent('Gewijzigd door Sanne Staf');
    expect(list).toHaveTextContent('Sector: van Zorg → naar ICT');
    expect(list).toHaveTextContent('city: van Utrecht → naar Zeist');
  });

  it('labels the note of a positive step "Toelichting", only that of a rejection or withdrawal "Reden" (issue 30 item 7)', async () => {
    server.use(
      api.get('/audit_entries', () =>
        jsonList('audit_entries', [
          buildAuditEntry({ id: 3, before: { status: 'in_review' }, after: { status: 'interview', reason: 'Sterk profiel, past bij het team' } }),
          buildAuditEntry({ id: 2, before: { status: 'submitted' }, after: { status: 'withdrawn', reason: 'Andere opdracht gevonden' } }),
        ]),
      ),
    );
    renderWithProviders(<AuditHistory entityType="application" entityId={40} />);
    const list = await screen.findByRole('list', { name: 'Geschiedenis' });
    const items = within(list).getAllByRole('listitem').filter((item) => item.parentElement === list);
    expect(items[0]).toHaveTextContent('Toelichting: Sterk profiel, past bij het team');
    expect(items[0]).not.toHaveTextContent('Reden');
    expect(items[1]).toHaveTextContent('Reden: Andere opdracht gevonden');
  });
});
