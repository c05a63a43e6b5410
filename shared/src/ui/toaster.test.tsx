import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notify, toaster, TOAST_DURATION_MS } from './toaster';
import { UiProvider } from './ui-provider';

function renderProvider() {
  return render(<UiProvider>pagina</UiProvider>);
}

afterEach(() => {
  act(() => toaster.remove());
  jest.useRealTimers();
});

describe('toaster (spec section 9)', () => {
  it('is placed at the top and lasts 9000 ms by default', () => {
    expect(toaster.attrs.placement).toBe('top');
    expect(toaster.attrs.duration).toBe(9000);
    expect(TOAST_DURATION_MS).toBe(9000);
  });

  it('shows an error toast when no type is given', async () => {
    renderProvider();
    act(() => {
      notify({ description: 'Er is iets fout gegaan bij het uitloggen' });
    });
    const message = await screen.findByText('Er is iets fout gegaan bij het uitloggen');
    expect(message.closest('[data-type]')).toHaveAttribute('data-type', 'error');
    expect(toaster.getVisibleToasts()[0]).toMatchObject({ type: 'error', closable: true, duration: 9000 });
  });

  it('shows the requested type and title', async () => {
    renderProvider();
    act(() => {
      notify({ title: 'Gelukt', description: 'Je aanvraag is verstuurd', type: 'success' });
    });
    expect(await screen.findByText('Gelukt')).toBeInTheDocument();
    expect(screen.getByText('Je aanvraag is verstuurd').closest('[data-type]')).toHaveAttribute('data-type', 'success');
  });

  it('can be closed by the user', async () => {
    const user = userEvent.setup();
    renderProvider();
    act(() => {
      notify({ description: 'Sluit mij' });
    });
    await screen.findByText('Sluit mij');
    await user.click(screen.getByRole('button', { name: 'Melding sluiten' }));
    await waitFor(() => expect(screen.queryByText('Sluit mij')).not.toBeInTheDocument());
  });

  it('closes by itself after 9000 ms, not before', async () => {
    jest.useFakeTimers();
    renderProvider();
    act(() => {
      notify({ description: 'Verdwijnt vanzelf' });
    });
    // The toast store publishes on the next frame.
    act(() => jest.advanceTimersByTime(100));
    expect(screen.getByText('Verdwijnt vanzelf')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(8400));
    expect(screen.getByText('Verdwijnt vanzelf')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1000));
    // After the exit transition's remove delay the toast leaves the DOM.
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.queryByText('Verdwijnt vanzelf')).not.toBeInTheDocument();
  });

  it('renders one toast region even when providers are nested', async () => {
    render(
      <UiProvider>
        <UiProvider>binnen</UiProvider>
      </UiProvider>,
    );
    act(() => {
      notify({ description: 'Maar één keer' });
    });
    expect(await screen.findAllByText('Maar één keer')).toHaveLength(1);
  });
});
