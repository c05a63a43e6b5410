import { screen, within } from '@testing-library/react';
import { ME_KEY, ME_PATH, useMe } from '@interim/shared/api/employees';
import { api, buildEmployee, json, jsonError, renderWithProviders, setActiveUserCookie, server } from '@interim/shared/testing';
import { RoleNavItem } from './staff';
import { OWN_RECORD_PATH } from './use-staff-role';

jest.mock('../remotes/remote-registry', () => ({ preloadRemoteFor: jest.fn() }));

/** Shows the role once the own record has arrived: the same cache entry the item reads. */
function RoleProbe() {
  const { data, error } = useMe();
  if (error) return <p>geen rol</p>;
  return data ? <p>rol: {data.role}</p> : null;
}

function renderItem() {
  renderWithProviders(
    <>
      <ul aria-label="Menu">
        <RoleNavItem />
      </ul>
      <RoleProbe />
    </>,
  );
  return screen.getByRole('list', { name: 'Menu' });
}

afterEach(() => setActiveUserCookie(false));

it("reads the own record on the shared API layer's path and cache key", () => {
  expect(OWN_RECORD_PATH).toBe(ME_PATH);
  expect(OWN_RECORD_PATH).toBe(ME_KEY);
});

describe('RoleNavItem', () => {
  beforeEach(() => setActiveUserCookie(true));

  it('is the Beheer link for staff', async () => {
    server.use(api.get('/employees/me', () => json(buildEmployee({ role: 'staff' }))));
    const list = renderItem();
    expect(await within(list).findByRole('link', { name: 'Beheer' })).toHaveAttribute('href', '/beheer/opdrachten');
  });

  it('is the Portaal link for a client contact (issue 31)', async () => {
    server.use(api.get('/employees/me', () => json(buildEmployee({ role: 'client' }))));
    const list = renderItem();
    expect(await within(list).findByRole('link', { name: 'Portaal' })).toHaveAttribute('href', '/opdrachtgevers/portaal');
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
  });

  it('is nothing for a freelancer', async () => {
    server.use(api.get('/employees/me', () => json(buildEmployee({ role: 'employee' }))));
    const list = renderItem();
    expect(await screen.findByText('rol: employee')).toBeInTheDocument();
    expect(within(list).queryByRole('listitem')).not.toBeInTheDocument();
  });

  it('is nothing when the own record cannot be read', async () => {
    server.use(api.get('/employees/me', () => jsonError(503, 'UNAVAILABLE', 'Even niet beschikbaar')));
    const list = renderItem();
    expect(await screen.findByText('geen rol', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(within(list).queryByRole('listitem')).not.toBeInTheDocument();
  });
});
