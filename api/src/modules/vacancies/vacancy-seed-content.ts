/**
 * Dutch building blocks of the demo vacancies, per sector slug (see
 * reference-data.seed-data.ts). Realistic, not real: clients are public
 * bodies and generic organisation names.
 */

import { citiesIn, PROVINCES, type Province } from '../../db/seed/provinces.js';

export interface SectorContent {
  /** Subjects that complete a title: 'Interim projectmanager <topic>'. */
  topics: string[];
  /** [client name, kind of organisation] without a city; a city is added for municipalities. */
  clients: Array<[string, string]>;
  context: string[];
  tasks: string[];
  requirements: string[];
  wishes: string[];
}

export const MUNICIPALITY = 'gemeente';

/** Clients named after the place they serve, like municipalities: 'GGD regio' in Utrecht is 'GGD regio Utrecht'. */
export const NAMED_AFTER_CITY: ReadonlySet<string> = new Set(['GGD regio', 'Veiligheidsregio', 'Rijkswaterstaat regio', 'Omgevingsdienst Regio', 'Inkoopbureau Regio']);

/**
 * Where a regional client works, beyond 'Provincie X' (its province's cities):
 * a client named after a region is only placed in that region (issue 17).
 * Clients not listed here or named after a province work anywhere.
 */
export const CLIENT_AREAS: Readonly<Record<string, readonly string[]>> = {
  'Waterschap Rivierenland': ['Nijmegen'],
  'Ziekenhuis Rivierenland': ['Nijmegen'],
  'Zorggroep Midden': citiesIn('Utrecht'),
  'GGZ Centraal': citiesIn('Utrecht'),
  'Hogeschool Midden-Nederland': citiesIn('Utrecht'),
  'Omgevingsdienst Midden': citiesIn('Utrecht'),
};

/** The cities a client may be placed in, or undefined when it works anywhere. */
export function clientCities(clientBase: string): readonly string[] | undefined {
  const province = /^Provincie (.+)$/.exec(clientBase)?.[1];
  if (province) {
    if (!(PROVINCES as readonly string[]).includes(province)) throw new Error(`Unknown province in seed client '${clientBase}'`);
    return citiesIn(province as Province);
  }
  return CLIENT_AREAS[clientBase];
}

export const SECTOR_CONTENT: Record<string, SectorContent> = {
  'sociaal-domein': {
    topics: ['sociaal domein', 'Wmo', 'jeugdzorg', 'participatie', 'schuldhulpverlening', 'beschermd wonen', 'inburgering'],
    clients: [['Gemeente', MUNICIPALITY], ['GGD regio', 'gezondheidsdienst'], ['Sociale dienst', 'uitvoeringsorganisatie']],
    context: [
      'De afdeling werkt aan een nieuwe inrichting van de toegang tot zorg en ondersteuning, dichter bij inwoners en met minder bureaucratie.',
      'Door de transformatie van de jeugdzorg en stijgende kosten staat de organisatie voor scherpe keuzes in het aanbod.',
      'De gemeenteraad heeft een nieuw beleidsplan vastgesteld; nu moet het in de uitvoering landen.',
      'Na een periode van wisselende bezetting zoekt het team rust, richting en een duidelijke koers.',
    ],
    tasks: [
      'je stelt een plan van aanpak op en stuurt op planning, budget en risico’s',
      'je adviseert het college en de directie over keuzes in het sociaal domein',
      'je verbindt wijkteams, zorgaanbieders en beleidsafdelingen',
      'je begeleidt de aanbesteding van maatwerkvoorzieningen',
      'je zorgt voor heldere rapportages aan bestuur en raad',
      'je coacht medewerkers bij de implementatie van nieuwe werkprocessen',
    ],
    requirements: [
      'Aantoonbare ervaring in het sociaal domein bij een gemeente',
      'Kennis van de Wmo 2015, de Jeugdwet en de Participatiewet',
      'Ervaring in een politiek-bestuurlijke omgeving',
      'Ervaring met het aansturen van professionals',
    ],
    wishes: [
      'Ervaring met integraal werken in wijkteams',
      'Kennis van contractmanagement bij zorgaanbieders',
      'Ervaring met datagestuurd werken en monitoring',
      'Affiniteit met inwonersparticipatie',
    ],
  },
  'zorg-en-welzijn': {
    topics: ['ouderenzorg', 'gehandicaptenzorg', 'ggz', 'wijkverpleging', 'kwaliteit en veiligheid', 'thuiszorg'],
    clients: [['Zorggroep Midden', 'zorgorganisatie'], ['Stichting Welzijn', 'welzijnsorganisatie'], ['GGZ Centraal', 'ggz-instelling'], ['Ziekenhuis Rivierenland', 'ziekenhuis']],
    context: [
      'De organisatie levert zorg op meerdere locaties en werkt aan een nieuwe visie op kwaliteit en zeggenschap van cliënten.',
      'Door krapte op de arbeidsmarkt is er behoefte aan slimmere roosters en nieuwe vormen van samenwerking.',
      'Een recent bezoek van de inspectie vraagt om een verbeterplan dat snel en zorgvuldig wordt uitgevoerd.',
    ],
    tasks: [
      'je geeft leiding aan teams van zorgprofessionals',
      'je bewaakt de kwaliteit van zorg en de veiligheid van cliënten',
      'je vertaalt het verbeterplan naar concrete acties per locatie',
      'je werkt nauw samen met de cliëntenraad en de ondernemingsraad',
      'je stuurt op bedrijfsvoering, formatie en verzuim',
    ],
    requirements: [
      'Ervaring als leidinggevende in de zorg',
      'Kennis van de Wet kwaliteit, klachten en geschillen zorg',
      'Ervaring met verandertrajecten in een zorgorganisatie',
      'Een geldige VOG of bereid die aan te vragen',
    ],
    wishes: ['BIG-registratie', 'Ervaring met zelforganiserende teams', 'Kennis van de Wlz-financiering', 'Ervaring met ECD-implementaties'],
  },
  ict: {
    topics: ['digitale transformatie', 'informatiebeveiliging', 'datagedreven werken', 'cloudmigratie', 'zaakgericht werken', 'applicatiebeheer'],
    clients: [['Gemeente', MUNICIPALITY], ['Waterschap Rivierenland', 'waterschap'], ['Uitvoeringsorganisatie Digitaal', 'rijksorganisatie'], ['Hogeschool Midden-Nederland', 'hogeschool']],
    context: [
      'De organisatie vervangt haar verouderde applicatielandschap en stapt over naar de cloud.',
      'Met de Common Ground-principes wordt de informatievoorziening opnieuw ingericht.',
      'De informatiebeveiliging moet aantoonbaar voldoen aan de BIO; een audit staat gepland.',
    ],
    tasks: [
      'je stelt de architectuur en de roadmap op en bewaakt die',
      'je begeleidt agile teams en verbetert hun werkwijze',
      'je vertaalt wensen van de organisatie naar een geprioriteerde backlog',
      'je voert risicoanalyses uit en rapporteert aan de CISO',
      'je regisseert leveranciers en bewaakt afspraken',
    ],
    requirements: [
      'Minimaal vijf jaar ervaring in een vergelijkbare rol',
      'Kennis van de BIO en de AVG',
      'Ervaring met agile werken (Scrum of SAFe)',
      'Ervaring met aanbestedingen van ICT-diensten',
    ],
    wishes: ['Certificering als PSM, CISSP of TOGAF', 'Ervaring met Common Ground', 'Ervaring bij een overheidsorganisatie', 'Kennis van Azure of AWS'],
  },
  'financien-en-control': {
    topics: ['planning en control', 'begroting', 'jaarrekening', 'grondexploitaties', 'subsidies'],
    clients: [['Gemeente', MUNICIPALITY], ['Provincie Gelderland', 'provincie'], ['Woningcorporatie Thuis', 'woningcorporatie'], ['Omgevingsdienst Regio', 'omgevingsdienst']],
    context: [
      'De planning-en-controlcyclus moet strakker en de informatievoorziening aan het bestuur beter.',
      'Na een organisatieverandering is er tijdelijk extra capaciteit nodig om de jaarrekening tijdig af te ronden.',
      'De organisatie stapt over op een nieuw financieel systeem.',
    ],
    tasks: [
      'je stelt de begroting, tussenrapportages en de jaarrekening op',
      'je adviseert budgethouders en het management gevraagd en ongevraagd',
      'je verbetert processen en interne beheersing',
      'je onderhoudt het contact met de accountant',
    ],
    requirements: [
      'Ervaring met de BBV-regelgeving of vergelijkbare verslaggeving',
      'Ervaring met het opstellen van een jaarrekening',
      'Sterke analytische vaardigheden en oog voor detail',
    ],
    wishes: ['RC- of RA-titel', 'Ervaring met grondexploitaties', 'Kennis van Power BI', 'Ervaring met een systeemmigratie'],
  },
  'ruimtelijke-ordening': {
    topics: ['Omgevingswet', 'woningbouw', 'gebiedsontwikkeling', 'omgevingsvisie', 'vergunningen'],
    clients: [['Gemeente', MUNICIPALITY], ['Provincie Utrecht', 'provincie'], ['Omgevingsdienst Midden', 'omgevingsdienst']],
    context: [
      'Met de Omgevingswet verandert de manier van werken van de hele afdeling.',
      'De gemeente heeft een forse woningbouwopgave en wil plannen sneller realiseren.',
      'Een binnenstedelijke gebiedsontwikkeling gaat de planfase in.',
    ],
    tasks: [
      'je begeleidt initiatiefnemers van idee tot vergunning',
      'je stelt omgevingsplannen en programma’s op',
      'je organiseert participatie met bewoners en ondernemers',
      'je stemt af met provincie, waterschap en ketenpartners',
    ],
    requirements: ['Kennis van de Omgevingswet', 'Ervaring met ruimtelijke procedures', 'Ervaring met participatietrajecten'],
    wishes: ['Ervaring met het Digitaal Stelsel Omgevingswet', 'Kennis van stikstof- en geluidsregelgeving', 'Ervaring met gebiedsgericht werken'],
  },
  'bouw-en-infrastructuur': {
    topics: ['infrastructuur', 'vastgoed', 'onderhoud', 'renovatie', 'openbare ruimte', 'bruggen en kademuren'],
    clients: [['Gemeente', MUNICIPALITY], ['Rijkswaterstaat regio', 'rijksorganisatie'], ['Woningcorporatie Thuis', 'woningcorporatie'], ['Waterschap Rivierenland', 'waterschap']],
    context: [
      'Een groot onderhoudsprogramma voor bruggen en kademuren gaat de realisatiefase in.',
      'De vastgoedportefeuille wordt verduurzaamd en toekomstbestendig gemaakt.',
      'De herinrichting van de openbare ruimte vraagt om een stevige regie op aannemers.',
    ],
    tasks: [
      'je bent verantwoordelijk voor scope, tijd, geld en kwaliteit',
      'je stuurt op contracten volgens UAV-GC',
      'je houdt toezicht op de uitvoering en de veiligheid',
      'je onderhoudt de relatie met omwonenden en stakeholders',
    ],
    requirements: ['Ervaring met UAV-GC-contracten', 'Ervaring met projecten vanaf 5 miljoen euro', 'Kennis van IPM-rollen'],
    wishes: ['VCA-diploma', 'Ervaring met systems engineering', 'Kennis van de CROW-richtlijnen'],
  },
  hr: {
    topics: ['strategische personeelsplanning', 'arbeidsmarktcommunicatie', 'verzuim', 'organisatieontwikkeling', 'werving en selectie'],
    clients: [['Gemeente', MUNICIPALITY], ['Zorggroep Midden', 'zorgorganisatie'], ['Hogeschool Midden-Nederland', 'hogeschool']],
    context: [
      'De organisatie groeit en moet de komende jaren veel vacatures vervullen.',
      'Het verzuim is hoger dan gewenst; er is behoefte aan een stevige aanpak.',
      'Een reorganisatie vraagt om zorgvuldige begeleiding van medewerkers en leidinggevenden.',
    ],
    tasks: [
      'je adviseert leidinggevenden over alle HR-vraagstukken',
      'je zet een wervingsstrategie op en voert die uit',
      'je begeleidt het reorganisatieproces en het sociaal plan',
      'je werkt samen met de bedrijfsarts en de ondernemingsraad',
    ],
    requirements: ['Ervaring als HR-adviseur in een complexe organisatie', 'Kennis van arbeidsrecht en de Wet verbetering poortwachter', 'Ervaring met reorganisaties'],
    wishes: ['Kennis van de cao gemeenten', 'Ervaring met AFAS of Youforce', 'Coachende vaardigheden'],
  },
  juridisch: {
    topics: ['bezwaar en beroep', 'privacy', 'aanbestedingsrecht', 'Woo-verzoeken', 'handhaving'],
    clients: [['Gemeente', MUNICIPALITY], ['Provincie Noord-Holland', 'provincie'], ['Uitvoeringsorganisatie Digitaal', 'rijksorganisatie']],
    context: [
      'Door een sterke toename van Woo-verzoeken en bezwaarschriften is er een achterstand ontstaan.',
      'De organisatie wil haar privacybeleid aantoonbaar op orde brengen.',
      'Meerdere grote aanbestedingen vragen om juridische begeleiding.',
    ],
    tasks: [
      'je behandelt bezwaarschriften en verweerschriften',
      'je adviseert over de AVG en voert DPIA’s uit',
      'je stelt juridische adviezen en overeenkomsten op',
      'je vertegenwoordigt de organisatie bij hoorzittingen',
    ],
    requirements: ['Afgeronde juridische opleiding op wo-niveau', 'Kennis van de Awb', 'Ervaring bij een overheidsorganisatie'],
    wishes: ['Kennis van de Woo', 'CIPP/E-certificering', 'Ervaring met Europese aanbestedingen'],
  },
  inkoop: {
    topics: ['Europese aanbestedingen', 'contractmanagement', 'sociaal domein', 'ICT-inkoop', 'duurzaam inkopen'],
    clients: [['Gemeente', MUNICIPALITY], ['Inkoopbureau Regio', 'inkoopsamenwerking'], ['Waterschap Rivierenland', 'waterschap']],
    context: [
      'Veel contracten lopen binnenkort af en moeten opnieuw worden aanbesteed.',
      'De organisatie wil contractmanagement professionaliseren.',
      'Maatschappelijk verantwoord inkopen krijgt een vaste plek in elk traject.',
    ],
    tasks: [
      'je begeleidt aanbestedingen van inventarisatie tot gunning',
      'je stelt aanbestedingsdocumenten op',
      'je voert leveranciersgesprekken en bewaakt prestaties',
      'je adviseert over inkoopstrategie',
    ],
    requirements: ['Ervaring met Europese aanbestedingen', 'Kennis van de Aanbestedingswet 2012', 'Ervaring met TenderNed'],
    wishes: ['NEVI-certificering', 'Ervaring met inkoop in het sociaal domein', 'Kennis van MVI-criteria'],
  },
  communicatie: {
    topics: ['participatie', 'crisiscommunicatie', 'interne communicatie', 'online communicatie', 'omgevingsmanagement'],
    clients: [['Gemeente', MUNICIPALITY], ['Provincie Zuid-Holland', 'provincie'], ['Veiligheidsregio', 'veiligheidsregio']],
    context: [
      'Een grote ruimtelijke ontwikkeling raakt veel bewoners en vraagt om zorgvuldige communicatie.',
      'De organisatie wil duidelijker en toegankelijker communiceren met inwoners.',
      'Het team zoekt tijdelijk versterking tijdens een drukke bestuurlijke periode.',
    ],
    tasks: [
      'je schrijft communicatieplannen en voert die uit',
      'je adviseert bestuurders en woordvoerders',
      'je organiseert bijeenkomsten en participatietrajecten',
      'je maakt content voor website en sociale media',
    ],
    requirements: ['Ervaring als communicatieadviseur bij de overheid', 'Uitstekende schrijfvaardigheid in B1-taal', 'Ervaring met bestuurlijke advisering'],
    wishes: ['Ervaring met crisiscommunicatie', 'Kennis van toegankelijkheidsrichtlijnen', 'Ervaring met participatieplatforms'],
  },
  'openbare-orde-en-veiligheid': {
    topics: ['openbare orde', 'ondermijning', 'crisisbeheersing', 'toezicht en handhaving', 'evenementenveiligheid'],
    clients: [['Gemeente', MUNICIPALITY], ['Veiligheidsregio', 'veiligheidsregio']],
    context: [
      'De aanpak van ondermijnende criminaliteit krijgt hoge prioriteit van de burgemeester.',
      'De gemeente versterkt haar crisisorganisatie.',
      'Meer evenementen vragen om een goed ingericht vergunning- en veiligheidsproces.',
    ],
    tasks: [
      'je adviseert de burgemeester over openbare orde en veiligheid',
      'je werkt samen met politie, OM en ketenpartners',
      'je stelt veiligheidsplannen en draaiboeken op',
      'je coördineert de handhaving in het gebied',
    ],
    requirements: ['Ervaring met OOV-advisering aan een burgemeester', 'Kennis van de Gemeentewet en de Wet Bibob', 'Stressbestendig en goed bereikbaar'],
    wishes: ['Ervaring in een crisisorganisatie', 'Kennis van de regionale informatie- en expertisecentra (RIEC)', 'BOA-certificering'],
  },
  'energie-en-duurzaamheid': {
    topics: ['energietransitie', 'warmtetransitie', 'klimaatadaptatie', 'circulaire economie', 'verduurzaming vastgoed'],
    clients: [['Gemeente', MUNICIPALITY], ['Provincie Overijssel', 'provincie'], ['Woningcorporatie Thuis', 'woningcorporatie'], ['Waterschap Rivierenland', 'waterschap']],
    context: [
      'De transitievisie warmte is vastgesteld; nu starten de eerste wijkaanpakken.',
      'De organisatie wil in 2030 klimaatneutraal zijn en zoekt versnelling.',
      'Netcongestie vraagt om nieuwe oplossingen en samenwerking met de netbeheerder.',
    ],
    tasks: [
      'je stelt een programma op en stuurt de projecten daarbinnen aan',
      'je betrekt bewoners, corporaties en de netbeheerder',
      'je zoekt subsidies en financieringsmogelijkheden',
      'je rapporteert over voortgang en effecten',
    ],
    requirements: ['Ervaring met de energietransitie bij een overheid', 'Ervaring met programmamanagement', 'Kennis van de Regionale Energiestrategie'],
    wishes: ['Ervaring met wijkgerichte aanpakken', 'Kennis van warmtenetten', 'Ervaring met netcongestie'],
  },
};

export const GENERIC_REQUIREMENTS = [
  'Minimaal vijf jaar relevante werkervaring',
  'Uitstekende beheersing van de Nederlandse taal in woord en geschrift',
  'Beschikbaar voor de gevraagde uren per week',
];

export const GENERIC_WISHES = [
  'Ervaring bij een vergelijkbare organisatie',
  'Woonachtig in de regio',
  'Direct beschikbaar',
  'Ervaring met het werken op afstand in hybride teams',
];

export const DURATIONS = ['3 maanden', '4 maanden', '6 maanden', '9 maanden', '12 maanden', '12 weken', '16 weken', '26 weken'];

export const TITLE_PREFIXES = ['Interim', 'Senior', 'Ervaren', ''];
