import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildApplication } from '@interim/shared/testing';
import { api, json, jsonError, jsonList, recordRequests, renderWithProviders, server } from '@interim/shared/testing';
import { buildStaffVacancy } from '../../../testing/build-staff-vacancy';
import { ProposeForVacancy } from './propose-for-vacancy';

jest.setTimeout(30_000);

const candidate = { id: 7, firstName: 'Cas', lastName: 'Visser' };
const opdracht = { id: 300, title: 'Jeugdconsulent', clientName: 'Gemeente Utrecht', isAnonymous: false, status: 'open' as const, city: 'Utrecht' };

function serveChoices() {
  server.use(
    api.get('/vacancy_choices', () => jsonList('vacancy_choices', [opdracht])),
    api.get('/vacancies/300', () => json(buildStaffVacancy({ id: 300, title: 'Jeugdconsulent', clientName: 'Gemeente Utrecht' }))),
  );
}

async function chooseOpdracht(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Voorstellen voor opdracht…' }));
  const input = screen.getByRole('combobox', { name: 'Opdracht' });
  await user.click(input);
  await screen.findByRole('option', { name: /Jeugdconsulent – Gemeente Utrecht/ });
  await user.keyboard('{ArrowDown}{Enter}');
  await waitFor(() => expect(input).toHaveValue('Jeugdconsulent – Gemeente Utrecht'));
}

describe('ProposeForVacancy', () => {
  it('searches only the open opdrachten, proposes the candidate and says what happens next', async () => {
    const requests = recordRequests();
    serveChoices();
    server.use(api.post('/application_proposals', () => json(buildApplication({ id: 81, employeeId: 7, vacancy: { id: 300, title: 'Jeugdconsulent', city: 'Utrecht', clientName: 'Gemeente Utrecht', status: 'open' } }), { status: 201 })));
    const user = userEvent.setup();
    renderWithProviders(<ProposeForVacancy candidate={candidate} />);
    const toggle = screen.getByRole('button', { name: 'Voorstellen voor opdracht…' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await chooseOpdracht(user);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(requests.find((request) => request.url.pathname === '/api/vacancy_choices')?.query.status).toBe('open');
    await user.click(screen.getByRole('button', { name: 'Voorstellen' }));

    expect(await screen.findByText(/Cas Visser is voorgesteld voor "Jeugdconsulent"\. Cas krijgt een e-mail en bevestigt in Mijn reacties\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Bekijk de reactie' })).toHaveAttribute('href', '/beheer/reacties/81');
    const sent = requests.find((request) => request.url.pathname === '/api/application_proposals');
    expect(await sent?.json()).toEqual({ employeeId: 7, vacancyId: 300 });
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('asks for an opdracht first, and shows the API’s Dutch refusal', async () => {
    serveChoices();
    server.use(api.post('/application_proposals', () => jsonError(409, 'ALREADY_HAS_APPLICATION', 'Deze kandidaat heeft al een reactie op deze opdracht.')));
    const user = userEvent.setup();
    renderWithProviders(<ProposeForVacancy candidate={candidate} />);
    await user.click(screen.getByRole('button', { name: 'Voorstellen voor opdracht…' }));
    await user.click(screen.getByRole('button', { name: 'Voorstellen' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Kies een opdracht om de kandidaat voor voor te stellen.');

    await user.click(screen.getByRole('button', { name: 'Annuleren' }));
    await chooseOpdracht(user);
    await user.click(screen.getByRole('button', { name: 'Voorstellen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Deze kandidaat heeft al een reactie op deze opdracht.');
  });
});
