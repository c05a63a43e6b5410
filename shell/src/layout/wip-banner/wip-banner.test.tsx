import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defaultBrand } from '@interim/shared/config';
import { renderWithProviders } from '@interim/shared/testing';
import { WIP_BANNER_COOKIE_MAX_AGE_SECONDS, WipBanner } from './wip-banner';

const ONE_MONTH_RANGE_SECONDS = [28 * 86400, 31 * 86400];

function clearBannerCookie() {
  document.cookie = 'WIPBannerHidden=; max-age=0; path=/';
}

beforeEach(clearBannerCookie);
afterEach(() => {
  clearBannerCookie();
  jest.restoreAllMocks();
});

describe('WipBanner', () => {
  it('says the platform is under development and invites feedback by e-mail', () => {
    renderWithProviders(<WipBanner />);
    const banner = screen.getByRole('complementary', { name: 'Mededeling' });
    expect(banner).toHaveTextContent('Dit platform is nog in ontwikkeling');
    expect(screen.getByRole('link', { name: defaultBrand.feedbackEmail })).toHaveAttribute(
      'href',
      `mailto:${defaultBrand.feedbackEmail}`,
    );
  });

  it('stays hidden while the WIPBannerHidden cookie is present', () => {
    document.cookie = 'WIPBannerHidden=true; path=/';
    renderWithProviders(<WipBanner />);
    expect(screen.queryByText(/Dit platform is nog in ontwikkeling/)).not.toBeInTheDocument();
  });

  it('closes with Sluiten and writes WIPBannerHidden=true on path / for about a month', async () => {
    const user = userEvent.setup();
    const written: string[] = [];
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    jest.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      written.push(value);
      descriptor.set!.call(document, value);
    });

    renderWithProviders(<WipBanner />);
    await user.click(screen.getByRole('button', { name: 'Sluiten' }));

    expect(screen.queryByText(/Dit platform is nog in ontwikkeling/)).not.toBeInTheDocument();
    expect(written).toHaveLength(1);
    const parts = written[0]!.split(';').map((part) => part.trim());
    expect(parts[0]).toBe('WIPBannerHidden=true');
    expect(parts).toContain('path=/');
    const maxAge = Number(parts.find((part) => part.startsWith('max-age='))?.slice('max-age='.length));
    expect(maxAge).toBe(WIP_BANNER_COOKIE_MAX_AGE_SECONDS);
    expect(maxAge).toBeGreaterThanOrEqual(ONE_MONTH_RANGE_SECONDS[0]!);
    expect(maxAge).toBeLessThanOrEqual(ONE_MONTH_RANGE_SECONDS[1]!);
    expect(document.cookie).toContain('WIPBannerHidden=true');
  });

  it('stays closed on the next page load', async () => {
    const user = userEvent.setup();
    const first = renderWithProviders(<WipBanner />);
    await user.click(screen.getByRole('button', { name: 'Sluiten' }));
    first.unmount();
    renderWithProviders(<WipBanner />);
    expect(screen.queryByRole('button', { name: 'Sluiten' })).not.toBeInTheDocument();
  });
});
