import { getBrand } from '@interim/shared/config';
import { Box, Container, Flex, Link, Text } from '@interim/shared/ui';

// Legal links of the brand's footer links; the reduced footer shows only these.
const LEGAL_LINK = /privacy|voorwaarden|disclaimer/i;

/** The reduced footer of the corporate flows: the legal links (privacy, terms) only. */
export function ReducedFooter() {
  const brand = getBrand();
  const legal = brand.footerLinks.filter((link) => LEGAL_LINK.test(link.label));
  return (
    <Box as="footer" borderTopWidth="1px" borderColor="border" mt="12">
      <Container maxW="7xl" py="6">
        <Flex direction={{ base: 'column', sm: 'row' }} gap="4" justify="space-between" fontSize="sm">
          <Text color="fg.muted">© {new Date().getFullYear()} {brand.siteName}</Text>
          <Flex as="ul" listStyle="none" gap="5" wrap="wrap">
            {legal.map((link) => (
              <li key={link.href}>
                <Link href={link.href} target="_blank" rel="noopener noreferrer" color="fg.muted">
                  {link.label}
                </Link>
              </li>
            ))}
          </Flex>
        </Flex>
      </Container>
    </Box>
  );
}
