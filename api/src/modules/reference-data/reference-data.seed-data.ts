/** Demo reference data: sectors with their positions, education levels, offices. */

export interface SeedSector {
  name: string;
  slug: string;
  positions: string[];
}

export const SEED_SECTORS: SeedSector[] = [
  {
    name: 'Sociaal domein',
    slug: 'sociaal-domein',
    positions: ['Projectmanager', 'Beleidsadviseur', 'Teamleider', 'Consulent Wmo', 'Programmamanager', 'Kwartiermaker'],
  },
  {
    name: 'Zorg en welzijn',
    slug: 'zorg-en-welzijn',
    positions: ['Manager zorg', 'Teamleider', 'Kwaliteitsadviseur', 'Verpleegkundige', 'Projectleider', 'Bestuurder'],
  },
  {
    name: 'ICT',
    slug: 'ict',
    positions: ['Informatiemanager', 'Projectmanager', 'Scrum master', 'Product owner', 'Security officer', 'Enterprise architect'],
  },
  {
    name: 'Financiën en control',
    slug: 'financien-en-control',
    positions: ['Controller', 'Financieel adviseur', 'Business controller', 'Hoofd financiën', 'Auditor'],
  },
  {
    name: 'Ruimtelijke ordening',
    slug: 'ruimtelijke-ordening',
    positions: ['Omgevingsmanager', 'Planoloog', 'Projectleider', 'Vergunningverlener', 'Adviseur Omgevingswet'],
  },
  {
    name: 'Bouw en infrastructuur',
    slug: 'bouw-en-infrastructuur',
    positions: ['Projectmanager', 'Contractmanager', 'Toezichthouder', 'Technisch manager', 'Assetmanager'],
  },
  {
    name: 'HR',
    slug: 'hr',
    positions: ['HR-adviseur', 'Recruiter', 'HR-manager', 'Verzuimconsulent', 'Organisatieadviseur'],
  },
  {
    name: 'Juridisch',
    slug: 'juridisch',
    positions: ['Juridisch adviseur', 'Bezwaarbehandelaar', 'Privacy officer', 'Jurist aanbesteding'],
  },
  {
    name: 'Inkoop',
    slug: 'inkoop',
    positions: ['Inkoopadviseur', 'Contractmanager', 'Category manager', 'Tactisch inkoper'],
  },
  {
    name: 'Communicatie',
    slug: 'communicatie',
    positions: ['Communicatieadviseur', 'Woordvoerder', 'Contentmarketeer', 'Participatieadviseur'],
  },
  {
    name: 'Openbare orde en veiligheid',
    slug: 'openbare-orde-en-veiligheid',
    positions: ['Adviseur openbare orde en veiligheid', 'Handhaver', 'Crisiscoördinator', 'Programmamanager'],
  },
  {
    name: 'Energie en duurzaamheid',
    slug: 'energie-en-duurzaamheid',
    positions: ['Programmamanager energietransitie', 'Adviseur duurzaamheid', 'Projectleider warmtetransitie', 'Omgevingsmanager'],
  },
];

/** Dutch education levels in ascending order (rank = position). */
export const SEED_EDUCATION_LEVELS: Array<{ code: string; name: string }> = [
  { code: 'vmbo', name: 'vmbo' },
  { code: 'mbo-1', name: 'mbo 1' },
  { code: 'mbo-2', name: 'mbo 2' },
  { code: 'mbo-3', name: 'mbo 3' },
  { code: 'mbo-4', name: 'mbo 4' },
  { code: 'havo', name: 'havo' },
  { code: 'vwo', name: 'vwo' },
  { code: 'hbo', name: 'hbo' },
  { code: 'wo', name: 'wo' },
];

export const SEED_BRANCHES = [
  { name: 'Vestiging Utrecht', city: 'Utrecht', address: 'Stationsplein 45', postcode: '3511 ED', phone: '030 760 12 00', email: 'utrecht@interimly.nl' },
  { name: 'Vestiging Amsterdam', city: 'Amsterdam', address: 'Weesperplein 4', postcode: '1018 XA', phone: '020 261 44 10', email: 'amsterdam@interimly.nl' },
  { name: 'Vestiging Rotterdam', city: 'Rotterdam', address: 'Weena 505', postcode: '3013 AL', phone: '010 840 23 30', email: 'rotterdam@interimly.nl' },
  { name: 'Vestiging Den Haag', city: 'Den Haag', address: 'Koningin Julianaplein 10', postcode: '2595 AA', phone: '070 305 18 80', email: 'denhaag@interimly.nl' },
  { name: 'Vestiging Eindhoven', city: 'Eindhoven', address: 'Stationsplein 17', postcode: '5611 AB', phone: '040 750 09 40', email: 'eindhoven@interimly.nl' },
  { name: 'Vestiging Zwolle', city: 'Zwolle', address: 'Burgemeester Roelenweg 13', postcode: '8021 EV', phone: '038 760 55 20', email: 'zwolle@interimly.nl' },
  { name: 'Vestiging Groningen', city: 'Groningen', address: 'Stationsweg 9', postcode: '9726 AC', phone: '050 820 31 70', email: 'groningen@interimly.nl' },
];
