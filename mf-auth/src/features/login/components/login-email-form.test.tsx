import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@interim/shared/testing';
import { installFetchMock, type FetchMock } from '../../../testing/fetch-mock';
import { LoginEmailForm } from './login-email-form';
import { VALIDATION_LOAD_ERROR } from '@interim/shared/forms';

// The validation chunk cannot be loaded (offline, a deploy that replaced it).
jest.mock('../login-resolvers', () => {
  throw new Error('Loading chunk login-resolvers failed');
});

let fetchMock: FetchMock;
beforeEach(() => {
  fetchMock = installFetchMock();
});

describe('LoginEmailForm without its validation code', () => {
  it('says so in Dutch, sends nothing and keeps what was typed', async () => {
    const user = userEvent.setup();
    renderWithProviders(<LoginEmailForm />, { route: '/login' });
    const email = screen.getByRole('textbox', { name: 'E-mailadres' });
    await user.type(email, 'jan@voorbeeld.nl');
    await user.click(screen.getByRole('button', { name: 'Stuur mij een inloglink' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(VALIDATION_LOAD_ERROR);
    expect(email).toHaveValue('jan@voorbeeld.nl');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
