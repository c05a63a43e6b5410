/**
 * The mails to a client (opdrachtgever) about their request (issue 31 item 1):
 * warm, formal Dutch ("u"), with the request's reference, signed by the
 * consultant once one took the request up, whose name and contact are in
 * every mail after that. Built by `client-request-updates.ts`.
 */
import { greetFormally, type MailContent, renderMail, withoutLinks } from './mail-templates.js';

const SITE_NAME = 'Interimly';

/** The staff member who looks after a request: their name and how to reach them. */
export interface ConsultantContact {
  name: string;
  email: string;
  phone: string | null;
}

/** What every client mail knows of its request. */
export interface ClientMailRequest {
  reference: string;
  contactName: string;
  companyName: string;
}

/** The request as sent, line by line, for the confirmation's summary ("Functie: ..."). */
export interface ClientRequestSummary {
  companyName: string;
  kvkNumber: string;
  contactName: string;
  email: string;
  phone: string;
  positionName: string | null;
  startDate: string | null;
  duration: string | null;
  hoursPerWeek: number | null;
  hourlyRateMin: number | null;
  hourlyRateMax: number | null;
  budget: number | null;
  location: string | null;
  description: string;
}

const euros = (amount: number) => `€ ${amount.toLocaleString('nl-NL')}`;

/** '3 december 2026' for '2026-12-03'. */
function dutchDay(isoDate: string): string {
  return new Date(`${isoDate}T12:00:00Z`).toLocaleDateString('nl-NL', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Amsterdam' });
}

/** The hourly rate band as a client wrote it: '€ 80 – € 95 per uur', 'vanaf € 80 per uur', 'tot € 95 per uur'. */
function rateBand(min: number | null, max: number | null): string | null {
  if (min !== null && max !== null) return min === max ? `${euros(min)} per uur` : `${euros(min)} – ${euros(max)} per uur`;
  if (min !== null) return `vanaf ${euros(min)} per uur`;
  if (max !== null) return `tot ${euros(max)} per uur`;
  return null;
}

/** The summary lines of a request; fields the client left open say so. */
export function clientRequestSummaryLines(summary: ClientRequestSummary): string[] {
  const open = 'niet opgegeven';
  // What the client typed freely goes out without links (issue 42 item 3); the address is the one they confirmed.
  return [
    `Bedrijf: ${withoutLinks(summary.companyName)}`,
    `KvK-nummer: ${summary.kvkNumber}`,
    `Contactpersoon: ${summary.contactName}`,
    `E-mail: ${summary.email}`,
    `Telefoon: ${summary.phone}`,
    `Functie: ${summary.positionName ?? open}`,
    `Startdatum: ${summary.startDate ? dutchDay(summary.startDate) : 'in overleg'}`,
    `Duur: ${summary.duration !== null ? withoutLinks(summary.duration) : open}`,
    `Uren per week: ${summary.hoursPerWeek ?? open}`,
    `Uurtarief (excl. btw): ${rateBand(summary.hourlyRateMin, summary.hourlyRateMax) ?? open}`,
    `Totaalbudget (excl. btw): ${summary.budget !== null ? euros(summary.budget) : open}`,
    `Locatie: ${summary.location !== null ? withoutLinks(summary.location) : open}`,
  ];
}

/** How to reach the consultant, one line each. */
function contactLines(consultant: ConsultantContact): string {
  return [`E-mail: ${consultant.email}`, ...(consultant.phone ? [`Telefoon: ${consultant.phone}`] : [])].join('\n');
}

/** Signed by the consultant, or by the team while nobody took the request up. */
function signatureOf(consultant: ConsultantContact | null): string {
  return consultant ? `Met vriendelijke groet,\n${consultant.name}\nConsultant bij ${SITE_NAME}` : `Met vriendelijke groet,\nTeam ${SITE_NAME}`;
}

/** A client's consultant, or what to do without one yet. */
function consultantParagraph(consultant: ConsultantContact | null, generalEmail: string): string {
  return consultant
    ? `Uw consultant is ${consultant.name}. U kunt ${consultant.name} altijd bereiken:\n${contactLines(consultant)}`
    : `Heeft u intussen een vraag? Mail ons gerust op ${generalEmail} en vermeld daarbij uw referentienummer.`;
}

/**
 * To the address a request names, before anything is done with it (issue 42
 * item 2): the link that confirms the address, and nothing the sender typed
 * (anyone can type any address into the form): no company, no description,
 * the name only as {@link greetFormally} allows it. The reference is the
 * site's own.
 */
export function clientRequestAddressConfirmationMail(input: { contactName: string; reference: string; link: string; validHours: number }): MailContent {
  return {
    ...renderMail({
      subject: `Bevestig uw aanvraag bij ${SITE_NAME} (${input.reference})`,
      greeting: greetFormally(input.contactName),
      paragraphs: [
        `Via onze website is met dit e-mailadres een opdracht aangemeld, onder referentienummer ${input.reference}.`,
        'Was u dat? Bevestig dan uw e-mailadres met de knop hieronder. Daarna sturen wij u een bevestiging met een overzicht van uw aanvraag, en kunt u hem volgen in ons opdrachtgeversportaal.',
      ],
      action: { label: 'E-mailadres bevestigen', url: input.link },
      afterAction: [
        `De link is ${input.validHours} uur geldig.`,
        'Heeft u geen opdracht aangemeld? Dan kunt u deze mail negeren. Zonder uw bevestiging maken wij met dit e-mailadres geen account aan en sturen wij u over deze aanvraag geen mail meer.',
      ],
      formal: true,
    }),
    link: input.link,
  };
}

/** To the client, once they confirmed their address: the reference and what they sent. */
export function clientRequestConfirmationMail(input: { summary: ClientRequestSummary; reference: string; generalEmail: string }): MailContent {
  return renderMail({
    subject: `Wij hebben uw aanvraag ontvangen (${input.reference})`,
    greeting: greetFormally(input.summary.contactName),
    paragraphs: [
      `Hartelijk dank voor uw aanvraag. Wij hebben hem in goede orde ontvangen onder referentienummer ${input.reference}. Wilt u dit nummer noemen als u contact met ons opneemt?`,
      'Een van onze consultants neemt binnen één werkdag contact met u op om de opdracht met u door te nemen.',
      `Dit heeft u ons gestuurd:\nReferentienummer: ${input.reference}\n${clientRequestSummaryLines(input.summary).join('\n')}`,
      `Omschrijving:\n${withoutLinks(input.summary.description)}`,
      consultantParagraph(null, input.generalEmail),
    ],
    formal: true,
  });
}

/** To the client, when a consultant takes the request up. */
export function clientRequestTakenUpMail(input: { request: ClientMailRequest; consultant: ConsultantContact | null; generalEmail: string }): MailContent {
  const who = input.consultant ? `${input.consultant.name} is uw consultant en` : 'Een van onze consultants';
  return renderMail({
    subject: `Uw aanvraag is in behandeling (${input.request.reference})`,
    greeting: greetFormally(input.request.contactName),
    paragraphs: [
      `Goed nieuws: wij zijn aan de slag gegaan met uw aanvraag ${input.request.reference} voor ${withoutLinks(input.request.companyName)}.`,
      `${who} neemt contact met u op om de wensen voor de opdracht met u door te nemen: de functie, de start, de uren en het budget.`,
      consultantParagraph(input.consultant, input.generalEmail),
    ],
    signature: signatureOf(input.consultant),
    formal: true,
  });
}

/**
 * To the client, when an opdracht is made of the request. `published`: it
 * went online at once (then this is the only mail of both steps).
 */
export function clientRequestConvertedMail(input: {
  request: ClientMailRequest;
  consultant: ConsultantContact | null;
  generalEmail: string;
  vacancyTitle: string;
  vacancyLink: string;
  published: boolean;
}): MailContent {
  const { request } = input;
  return {
    ...renderMail({
      subject: input.published
        ? `Uw opdracht staat online: ${input.vacancyTitle} (${request.reference})`
        : `Van uw aanvraag is een opdracht gemaakt (${request.reference})`,
      greeting: greetFormally(request.contactName),
      paragraphs: [
        `Van uw aanvraag ${request.reference} hebben wij de opdracht “${input.vacancyTitle}” gemaakt.`,
        input.published
          ? 'De opdracht is gepubliceerd: zzp’ers kunnen er vanaf nu op reageren. Wij selecteren de kandidaten die passen en stellen ze aan u voor.'
          : 'Wij leggen de laatste hand aan de opdracht en laten het u weten zodra hij gepubliceerd is. Vanaf dat moment staat hij op de pagina hieronder.',
        consultantParagraph(input.consultant, input.generalEmail),
      ],
      action: { label: 'Bekijk de opdracht', url: input.vacancyLink },
      signature: signatureOf(input.consultant),
      formal: true,
    }),
    link: input.vacancyLink,
  };
}

/** To the client, when the opdracht of the request is published. */
export function clientRequestPublishedMail(input: {
  request: ClientMailRequest;
  consultant: ConsultantContact | null;
  generalEmail: string;
  vacancyTitle: string;
  vacancyLink: string;
}): MailContent {
  return {
    ...renderMail({
      subject: `Uw opdracht staat online: ${input.vacancyTitle} (${input.request.reference})`,
      greeting: greetFormally(input.request.contactName),
      paragraphs: [
        `De opdracht “${input.vacancyTitle}” (uw aanvraag ${input.request.reference}) is gepubliceerd. Zzp’ers kunnen er vanaf nu op reageren.`,
        'Wij bekijken iedere reactie en stellen de kandidaten die het beste passen aan u voor.',
        consultantParagraph(input.consultant, input.generalEmail),
      ],
      action: { label: 'Bekijk de opdracht', url: input.vacancyLink },
      signature: signatureOf(input.consultant),
      formal: true,
    }),
    link: input.vacancyLink,
  };
}

/**
 * To the client, when staff propose candidates for the opdracht. It names
 * no candidate: what a freelancer shares with a client needs their consent
 * (issue 31 item 5); the consultant sends the profiles.
 */
export function clientRequestCandidatesProposedMail(input: {
  request: ClientMailRequest;
  consultant: ConsultantContact | null;
  generalEmail: string;
  vacancyTitle: string;
  count: number;
}): MailContent {
  const candidates = input.count === 1 ? 'een kandidaat' : `${input.count} kandidaten`;
  return renderMail({
    subject: `${input.count === 1 ? 'Een kandidaat' : `${input.count} kandidaten`} voor uw opdracht: ${input.vacancyTitle} (${input.request.reference})`,
    greeting: greetFormally(input.request.contactName),
    paragraphs: [
      `Wij hebben ${candidates} geselecteerd voor de opdracht “${input.vacancyTitle}” (uw aanvraag ${input.request.reference}) en stellen ${input.count === 1 ? 'hem of haar' : 'ze'} graag aan u voor.`,
      'Uw consultant stuurt u de profielen en neemt contact met u op om een kennismaking te plannen.',
      consultantParagraph(input.consultant, input.generalEmail),
    ],
    signature: signatureOf(input.consultant),
    formal: true,
  });
}
