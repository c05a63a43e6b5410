/**
 * The brand colour palette: a calm petrol blue. Contrast with white (WCAG):
 * 600 = 7.45:1 (solid buttons), 700 = 9.70:1 (brand text), 500 = 5.52:1;
 * 50-400 are backgrounds and borders only. `system.test.ts` checks the pairs
 * the recipes use. The mails of the API use 600 for buttons and 700 for links.
 */
export const brandPalette = {
  50: '#EEF6F8',
  100: '#D4E9EF',
  200: '#A9D1DC',
  300: '#74B0C3',
  400: '#428EA6',
  500: '#23718B',
  600: '#165C74',
  700: '#114A5E',
  800: '#0D3A4A',
  900: '#092A36',
  950: '#051B23',
} as const;
