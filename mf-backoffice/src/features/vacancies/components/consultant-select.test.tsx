import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { VacancyStaffSummary } from '@interim/shared/contract';
import { api, json, recordRequests, renderWithProviders, server } from '@interim/shared/testing';
import { ConsultantSelect } from './consultant-select';

jest.setTimeout(30_000);

const none = { submitted: 0, in_review: 0, proposed: 0, interview: 0, offer: 0, placed: 0, rejected: 0, withdrawn: 0, vacancy_closed: 0 };

describe('ConsultantSelect', () => {
  it('shows the consultant and saves another one at once', async () => {
    const requests = recordRequests();
    let summary: VacancyStaffSummary = { vacancyId: 7, clientName: 'Gemeente Utrecht', consultant: null, applicationCounts: none };
    server.use(
      api.get('/staff_members', () => json([{ id: 21, name: 'Sanne Staf' }, { id: 22, name: 'Karim Collega' }])),
      api.get('/vacancy_summaries', () => json([summary])),
      api.put('/vacancies/7/consultant', () => {
        summary = { ...summary, consultant: { id: 22, name: 'Karim Collega' } };
        return json(summary);
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<ConsultantSelect vacancyId={7} />);
    const select = screen.getByRole('combobox', { name: 'Verantwoordelijke consultant' });
    await waitFor(() => expect(select).toBeEnabled());
    expect(select).toHaveValue('');
    await user.selectOptions(select, '22');
    await waitFor(() => expect(select).toHaveValue('22'));
    const put = requests.find((request) => request.method === 'PUT')!;
    expect(await put.json()).toEqual({ consultantId: 22 });
    expect(await screen.findByText('Karim Collega is nu de consultant van deze opdracht.')).toBeInTheDocument();
  });
});
