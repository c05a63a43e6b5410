import { render, screen, within } from '@testing-library/react';
import { UiProvider } from '@interim/shared/ui';
import { buildVacancy } from '@interim/shared/testing';
import { ApplicationStatusBadge, StatusTimeline, VacancyDetails } from './index';

function renderUi(element: React.ReactElement) {
  return render(<UiProvider>{element}</UiProvider>);
}

describe('VacancyDetails', () => {
  it('shows the opdracht with its facts in the freelancers order, title at level 1 and sections at level 2', () => {
    const vacancy = buildVacancy({
      title: 'Projectleider energietransitie',
      city: 'Utrecht',
      postcode: '3511 AA',
      hourlyRateMin: 92,
      hourlyRateMax: 107,
      requirements: ['HBO werk- en denkniveau'],
      wishes: [],
      driversLicenseRequired: true,
    });
    renderUi(<VacancyDetails vacancy={vacancy} titleLevel={1} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Projectleider energietransitie' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Over de opdracht' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Eisen' })).toBeInTheDocument();
    // No requirements list without items.
    expect(screen.queryByRole('heading', { name: 'Wensen' })).not.toBeInTheDocument();
    const terms = screen.getAllByRole('term').map((term) => term.textContent);
    expect(terms).toEqual(['Uren', 'Tarief', 'Start', 'Duur', 'Reageren kan tot', 'Werkvorm', 'Opleidingsniveau', 'Rijbewijs', 'Plaats']);
    expect(screen.getByText('€ 92 – € 107 per uur excl. btw')).toBeInTheDocument();
    expect(screen.getByText('Utrecht (3511 AA)')).toBeInTheDocument();
    expect(screen.getByText('Vereist')).toBeInTheDocument();
  });

  it('starts at level 3 inside another page, marks a closed opdracht and adds the extra badges', () => {
    renderUi(<VacancyDetails vacancy={buildVacancy({ title: 'Beleidsadviseur', status: 'closed' })} titleLevel={3} extraBadges={<span>Gereageerd</span>} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Beleidsadviseur' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 4, name: 'Over de opdracht' })).toBeInTheDocument();
    expect(screen.getByText('Gesloten')).toBeInTheDocument();
    expect(screen.getByText('Gereageerd')).toBeInTheDocument();
  });

  it('says whether a zzp\'er may take the opdracht, either way', () => {
    const { unmount } = renderUi(<VacancyDetails vacancy={buildVacancy({ zzpAllowed: true })} titleLevel={1} />);
    expect(screen.getByText('Zzp mogelijk')).toBeInTheDocument();
    expect(screen.queryByText('Geen zzp')).not.toBeInTheDocument();
    unmount();
    renderUi(<VacancyDetails vacancy={buildVacancy({ zzpAllowed: false })} titleLevel={1} />);
    expect(screen.getByText('Geen zzp')).toBeInTheDocument();
    expect(screen.queryByText('Zzp mogelijk')).not.toBeInTheDocument();
  });
});

describe('application status views', () => {
  it('writes the status in Dutch, with an optional prefix', () => {
    renderUi(<ApplicationStatusBadge status="in_review" prefix="Status: " />);
    expect(screen.getByText('Status: In behandeling')).toBeInTheDocument();
  });

  it('lists the history oldest first, with the reason of a rejection', () => {
    renderUi(
      <StatusTimeline
        label="Verloop van je reactie op Beleidsadviseur"
        history={[
          { status: 'submitted', changedAt: '2026-11-01T09:00:00.000Z', reason: null },
          { status: 'rejected', changedAt: '2026-11-03T10:30:00.000Z', reason: 'Andere kandidaat gekozen' },
        ]}
      />,
    );
    const list = screen.getByRole('list', { name: 'Verloop van je reactie op Beleidsadviseur' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Ontvangen');
    expect(items[1]).toHaveTextContent('Afgewezen');
    expect(items[1]).toHaveTextContent('Reden van afwijzing: Andere kandidaat gekozen');
  });
});
