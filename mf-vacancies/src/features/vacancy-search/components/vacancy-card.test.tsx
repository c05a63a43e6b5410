import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@interim/shared/testing';
import { buildListItem } from '../../../testing/builders';
import { VacancyCard } from './vacancy-card';

const DAY_MS = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString();

function badgesOf(title: string) {
  const card = screen.getByRole('article', { name: title });
  return within(card);
}

describe('VacancyCard: the "Nieuw" badge', () => {
  it('marks an open opdracht published today or yesterday as new, not one of last week or a closed one', () => {
    renderWithProviders(
      <ul>
        <li>
          <VacancyCard vacancy={buildListItem({ id: 1, title: 'Vandaag geplaatst', publishedAt: daysAgo(0) })} />
        </li>
        <li>
          <VacancyCard vacancy={buildListItem({ id: 2, title: 'Gisteren geplaatst', publishedAt: daysAgo(1) })} />
        </li>
        <li>
          <VacancyCard vacancy={buildListItem({ id: 3, title: 'Vorige week geplaatst', publishedAt: daysAgo(8) })} />
        </li>
        <li>
          <VacancyCard vacancy={buildListItem({ id: 4, title: 'Gesloten en nieuw', publishedAt: daysAgo(0), status: 'closed' })} />
        </li>
      </ul>,
    );
    expect(badgesOf('Vandaag geplaatst').getByText('Nieuw')).toBeVisible();
    expect(badgesOf('Gisteren geplaatst').getByText('Nieuw')).toBeVisible();
    expect(badgesOf('Vorige week geplaatst').queryByText('Nieuw')).toBeNull();
    expect(badgesOf('Gesloten en nieuw').queryByText('Nieuw')).toBeNull();
  });
});
