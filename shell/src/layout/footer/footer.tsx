import { getBrand, routes } from '@interim/shared/config';
import { Box, Container, Flex, Link, RouterLink, Stack, Text, Wrap, WrapItem, chakra } from '@interim/shared/ui';

/** Label of the footer's internal link to the client register (spec section 2). */
export const REGISTER_ASSIGNMENT_LABEL = 'Opdracht aanmelden';

/** Credit for the Dutch places of "Postcode of plaats" (GeoNames, CC BY 4.0). No link: the footer links only to the brand's site. */
export const PLACES_CREDIT = 'Plaatsen en coördinaten: GeoNames (geonames.org), licentie CC BY 4.0.';

/**
 * The full footer (spec section 2): the brand's external links (about, work
 * at, insights, contact, sister HR site, terms PDF, disclaimer, privacy),
 * opening in a new tab, plus the internal link 'Opdracht aanmelden'.
 */
export function Footer() {
  const brand = getBrand();
  return (
    <Box as="footer" bg="brand.900" color="white" mt="16">
      <Container maxW="7xl" py={{ base: '10', lg: '12' }}>
        <Stack gap="8">
          <Flex direction={{ base: 'column', md: 'row' }} gap="6" justify="space-between">
            <Box maxW="sm">
              <Text fontWeight="bold" fontSize="lg">
                {brand.siteName}
              </Text>
              <Text color="brand.100" mt="2">
                Opdrachten voor zzp&apos;ers, van een intermediair die je kent.
              </Text>
            </Box>
            <Box>
              <Text fontWeight="semibold">Voor opdrachtgevers</Text>
              <RouterLink to={routes.clientRegister.path} color="white" textDecoration="underline" mt="2" display="inline-block">
                {REGISTER_ASSIGNMENT_LABEL}
              </RouterLink>
            </Box>
          </Flex>
          <chakra.nav aria-label="Footer">
            <Wrap as="ul" listStyle="none" gap={{ base: '3', md: '5' }}>
              {brand.footerLinks.map((link) => (
                <WrapItem as="li" key={link.href}>
                  <Link href={link.href} target="_blank" rel="noopener noreferrer" color="brand.100" _hover={{ color: 'white' }}>
                    {link.label}
                    <chakra.span srOnly> (opent in een nieuw tabblad)</chakra.span>
                  </Link>
                </WrapItem>
              ))}
            </Wrap>
          </chakra.nav>
          <Stack gap="1">
            <Text fontSize="sm" color="brand.200">
              © {new Date().getFullYear()} {brand.siteName}
            </Text>
            {/* The places of distance search are GeoNames data under CC BY 4.0, which asks for this credit (issue 32). */}
            <Text fontSize="sm" color="brand.200">
              {PLACES_CREDIT}
            </Text>
          </Stack>
        </Stack>
      </Container>
    </Box>
  );
}
