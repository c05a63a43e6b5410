import { getBrand } from '@interim/shared/config';
import { HStack, RouterLink, Span, chakra } from '@interim/shared/ui';

/** The brand mark: an inline SVG (no external asset, a few hundred bytes). */
function LogoMark() {
  return (
    <chakra.svg viewBox="0 0 32 32" boxSize={{ base: '8', lg: '9' }} aria-hidden="true" focusable="false" flexShrink="0">
      <rect width="32" height="32" rx="8" fill="var(--chakra-colors-brand-600)" />
      <circle cx="16" cy="9" r="3" fill="#fff" />
      <rect x="13.25" y="14" width="5.5" height="11" rx="1.5" fill="#fff" />
    </chakra.svg>
  );
}

/** Props of {@link Logo}. */
export interface LogoProps {
  /** Where the logo links to; home by default (spec section 2: "Logo links to home"). */
  to?: string;
}

/** The site's logo: mark and name, a link home. */
export function Logo({ to = '/' }: LogoProps) {
  const { siteName } = getBrand();
  return (
    <RouterLink to={to} aria-label={`${siteName}, naar de homepage`} textDecoration="none" _hover={{ textDecoration: 'none' }}>
      <HStack gap="2.5">
        <LogoMark />
        <Span fontSize={{ base: 'xl', lg: '2xl' }} fontWeight="bold" letterSpacing="tight" color="brand.fg">
          {siteName}
        </Span>
      </HStack>
    </RouterLink>
  );
}
