/**
 * The province of each city of the demo data (the cities of
 * `postcode-centroids.fixture.ts`), so a seeded vacancy whose client is
 * bound to a region lies in that region: "Provincie Utrecht" in Rotterdam
 * made a search for "Utrecht" answer Rotterdam (issue 17).
 */
export const PROVINCES = [
  'Groningen',
  'Friesland',
  'Drenthe',
  'Overijssel',
  'Flevoland',
  'Gelderland',
  'Utrecht',
  'Noord-Holland',
  'Zuid-Holland',
  'Zeeland',
  'Noord-Brabant',
  'Limburg',
] as const;

/** A Dutch province. */
export type Province = (typeof PROVINCES)[number];

/** City -> province, for every city the demo data places vacancies in. */
export const CITY_PROVINCE: Readonly<Record<string, Province>> = {
  "'s-Hertogenbosch": 'Noord-Brabant',
  Alkmaar: 'Noord-Holland',
  Almere: 'Flevoland',
  Amersfoort: 'Utrecht',
  Amsterdam: 'Noord-Holland',
  Apeldoorn: 'Gelderland',
  Arnhem: 'Gelderland',
  Assen: 'Drenthe',
  Breda: 'Noord-Brabant',
  Delft: 'Zuid-Holland',
  'Den Haag': 'Zuid-Holland',
  Deventer: 'Overijssel',
  Dordrecht: 'Zuid-Holland',
  Ede: 'Gelderland',
  Eindhoven: 'Noord-Brabant',
  Emmen: 'Drenthe',
  Enschede: 'Overijssel',
  Gouda: 'Zuid-Holland',
  Groningen: 'Groningen',
  Haarlem: 'Noord-Holland',
  Heerlen: 'Limburg',
  Helmond: 'Noord-Brabant',
  Hilversum: 'Noord-Holland',
  Leeuwarden: 'Friesland',
  Leiden: 'Zuid-Holland',
  Lelystad: 'Flevoland',
  Maastricht: 'Limburg',
  Middelburg: 'Zeeland',
  Nieuwegein: 'Utrecht',
  Nijmegen: 'Gelderland',
  Rotterdam: 'Zuid-Holland',
  Tilburg: 'Noord-Brabant',
  Utrecht: 'Utrecht',
  Venlo: 'Limburg',
  Zaandam: 'Noord-Holland',
  Zoetermeer: 'Zuid-Holland',
  Zwolle: 'Overijssel',
};

/** The cities of the demo data in `province`. */
export function citiesIn(province: Province): string[] {
  return Object.keys(CITY_PROVINCE).filter((city) => CITY_PROVINCE[city] === province);
}
