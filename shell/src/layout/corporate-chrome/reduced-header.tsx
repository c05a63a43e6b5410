import { getBrand } from '@interim/shared/config';
import { Box, Container, ExternalLinkIcon, Flex, Link } from '@interim/shared/ui';
import { HEADER_HEIGHT } from '../header/header';
import { Logo } from '../logo';

/** Host name of a URL without `www.`, for link text ('interimly.nl'). */
export function displayHost(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return url;
  }
}

/**
 * The reduced header of the corporate flows (spec section 2): the logo and a
 * link back to the staffing company's corporate site. No navigation, so
 * visitors who came from the corporate site stay in the apply flow.
 */
export function ReducedHeader() {
  const brand = getBrand();
  return (
    <Box as="header" bg="bg" borderBottomWidth="1px" borderColor="border">
      <Container maxW="7xl" h={HEADER_HEIGHT}>
        <Flex h="full" align="center" justify="space-between" gap="4">
          <Logo />
          <Link href={brand.corporateSiteUrl} color="brand.fg" fontWeight="medium">
            Terug naar {displayHost(brand.corporateSiteUrl)}
            <ExternalLinkIcon boxSize="4" />
          </Link>
        </Flex>
      </Container>
    </Box>
  );
}
