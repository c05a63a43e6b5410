import { screen, within } from '@testing-library/react';
import type { EducationItem, ExperienceItem } from '@interim/shared/contract';
import { renderWithProviders } from '@interim/shared/testing';
import { buildEmployee, installFakeApi } from '../testing/profile-fixtures';
import { ProfilePage } from './profile-page';

describe('ProfilePage', () => {
  it('names the chosen education level instead of "0 × opleiding", and counts in words', async () => {
    const employee = buildEmployee();
    employee.preferences = { ...employee.preferences, educationLevel: 5 };
    installFakeApi(employee);
    renderWithProviders(<ProfilePage />);
    const card = (await screen.findByRole('link', { name: 'Ervaring' })).closest('article') as HTMLElement;
    expect(await within(card).findByText('Opleidingsniveau: hbo')).toBeInTheDocument();
    expect(within(card).getByText('Nog geen werkervaring')).toBeInTheDocument();
    expect(within(card).getByText('Nog geen opleidingen')).toBeInTheDocument();
    expect(within(card).queryByText(/×/)).not.toBeInTheDocument();
  });

  it('counts experience and education entries', async () => {
    const employee = buildEmployee();
    const job: ExperienceItem = { role: 'Projectleider', client: 'Gemeente Utrecht', from: '2020-01-01', to: null, description: '' };
    const study: EducationItem = { institution: 'Hogeschool Utrecht', study: 'Bestuurskunde', educationLevel: 5, from: '2010-09-01', to: '2014-07-01', completed: true };
    installFakeApi({ ...employee, experience: [job, { ...job, client: 'Provincie Utrecht' }], education: [study] });
    renderWithProviders(<ProfilePage />);
    expect(await screen.findByText('Werkervaring: 2 functies')).toBeInTheDocument();
    expect(screen.getByText('Opleiding: 1 opleiding')).toBeInTheDocument();
  });

  // Issue 17: one function line, from the position when the freelancer gave no own words.
  it.each([
    [null, 'Functie: Scrum master'],
    ['Agile coach in de zorg', 'Functie: Agile coach in de zorg'],
  ])('names the function once (own words %p)', async (ownWords, line) => {
    const employee = buildEmployee();
    employee.preferences = { ...employee.preferences, sector: 3, position: 13, desiredFunction: ownWords };
    installFakeApi(employee);
    renderWithProviders(<ProfilePage />);
    expect(await screen.findByText(line)).toBeInTheDocument();
    expect(screen.queryByText(/Gewenste functie/)).not.toBeInTheDocument();
  });
});
