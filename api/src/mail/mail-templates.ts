/**
 * The Dutch mails of the product, as plain text and HTML. Each builder
 * returns the content only; `app.mailer.enqueue(trx, { to, ...content })` queues it (docs/adr/0012).
 * `link` and `code` are kept as metadata too: the development mailbox shows
 * them (e2e tests log in with them).
 */
import { brandPalette } from '@interim/shared/config/palette';
import { escapeHtml } from '@interim/shared/format';

/** What a template produces. */
export interface MailContent {
  subject: string;
  text: string;
  html: string;
  /** The main login or action link of the mail. */
  link?: string;
  /** The 6-digit login code of the mail. */
  code?: string;
  /** Extra headers, sent over SMTP (e.g. RFC 8058's `List-Unsubscribe` and `List-Unsubscribe-Post`). */
  headers?: Record<string, string>;
}

const SITE_NAME = 'Interimly';
/** The site's brand colours (issue 32 item 10: the mails used another blue): solid buttons and links, white text 7.45:1 and 9.70:1. */
const BUTTON_COLOR = brandPalette[600];
const LINK_COLOR = brandPalette[700];
const SIGNATURE = `Met vriendelijke groet,\nTeam ${SITE_NAME}`;

/** What {@link renderMail} lays out. */
export interface Layout {
  subject: string;
  greeting: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  code?: string;
  afterAction?: string[];
  /** A list of linked items after the paragraphs (the opdrachten of an alert). */
  items?: Array<{ title: string; lines: string[]; url: string }>;
  /** A small-print link at the end (an alert's unsubscribe link). */
  footer?: { text: string; label: string; url: string };
  /** Instead of "Team Interimly" (a client's mail is signed by their consultant). */
  signature?: string;
  /** Addresses the reader with "u" (clients) instead of "je" in the fixed texts. */
  formal?: boolean;
}

function render(layout: Layout): Pick<MailContent, 'subject' | 'text' | 'html'> {
  const textParts = [layout.greeting, '', ...layout.paragraphs.flatMap((paragraph) => [paragraph, ''])];
  for (const item of layout.items ?? []) textParts.push(item.title, ...item.lines, item.url, '');
  if (layout.action) textParts.push(`${layout.action.label}:`, layout.action.url, '');
  if (layout.code) textParts.push(`Of vul deze code in: ${layout.code}`, '');
  for (const paragraph of layout.afterAction ?? []) textParts.push(paragraph, '');
  const signature = layout.signature ?? SIGNATURE;
  textParts.push(signature);
  if (layout.footer) textParts.push('', `${layout.footer.text} ${layout.footer.label}:`, layout.footer.url);

  const paragraph = (text: string) => `<p style="margin:0 0 16px">${escapeHtml(text).replace(/\n/g, '<br>')}</p>`;
  const htmlParts = [
    '<!doctype html>',
    '<html lang="nl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">',
    `<title>${escapeHtml(layout.subject)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#f4f5f7;font-family:Arial,Helvetica,sans-serif;color:#1a202c;line-height:1.5">',
    '<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">',
    `<p style="margin:0 0 24px;font-size:20px;font-weight:bold">${SITE_NAME}</p>`,
    paragraph(layout.greeting),
    ...layout.paragraphs.map(paragraph),
  ];
  for (const item of layout.items ?? []) {
    const url = escapeHtml(item.url);
    htmlParts.push(
      `<div style="margin:0 0 16px;padding:12px 16px;border:1px solid #e2e8f0;border-radius:6px"><p style="margin:0 0 4px;font-weight:bold"><a href="${url}" style="color:${LINK_COLOR}">${escapeHtml(item.title)}</a></p>${item.lines
        .map((line) => `<p style="margin:0;font-size:14px;color:#4a5568">${escapeHtml(line)}</p>`)
        .join('')}</div>`,
    );
  }
  if (layout.action) {
    const url = escapeHtml(layout.action.url);
    htmlParts.push(
      `<p style="margin:24px 0"><a href="${url}" style="display:inline-block;background:${BUTTON_COLOR};color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:6px;font-weight:bold">${escapeHtml(layout.action.label)}</a></p>`,
      `<p style="margin:0 0 16px;font-size:13px;color:#4a5568">Werkt de knop niet? Kopieer dan deze link in ${layout.formal ? 'uw' : 'je'} browser:<br><a href="${url}" style="color:${LINK_COLOR};word-break:break-all">${url}</a></p>`,
    );
  }
  if (layout.code) {
    htmlParts.push(
      `<p style="margin:0 0 8px">Of vul deze code in:</p><p style="margin:0 0 24px;font-size:28px;letter-spacing:6px;font-weight:bold">${escapeHtml(layout.code)}</p>`,
    );
  }
  htmlParts.push(...(layout.afterAction ?? []).map(paragraph));
  htmlParts.push(paragraph(signature));
  if (layout.footer) {
    htmlParts.push(
      `<p style="margin:24px 0 0;font-size:13px;color:#4a5568">${escapeHtml(layout.footer.text)} <a href="${escapeHtml(layout.footer.url)}" style="color:${LINK_COLOR}">${escapeHtml(layout.footer.label)}</a></p>`,
    );
  }
  htmlParts.push('</div></body></html>');
  return { subject: layout.subject, text: textParts.join('\n'), html: htmlParts.join('\n') };
}

/** Lays a mail out as text and HTML (the client mails of the client-requests module use it too). */
export const renderMail = render;

/**
 * A name as it may appear in a greeting: letters (any script), spaces, hyphens
 * and apostrophes, at most 40 characters. Anyone can register any address with
 * any name, so a name that could carry a link or an instruction ("Klik op
 * https://evil.example") never reaches the mail: the greeting is then "Hallo,".
 */
const GREETABLE_NAME = /^\p{L}[\p{L}\p{M} '’-]{0,39}$/u;
export function greet(firstName: string | undefined): string {
  const name = firstName?.trim() ?? '';
  return name && GREETABLE_NAME.test(name) ? `Hallo ${name},` : 'Hallo,';
}
/** The formal greeting of a mail to a client (who is addressed with "u"): 'Beste Marieke de Vries,' or, for a name that is not greetable, 'Geachte heer, mevrouw,'. */
export function greetFormally(name: string | undefined): string {
  const trimmed = name?.trim() ?? '';
  return trimmed && GREETABLE_NAME.test(trimmed) ? `Beste ${trimmed},` : 'Geachte heer, mevrouw,';
}

/** What stands in a mail where another party's text had a link or an e-mail address. */
export const LINK_REMOVED = '[link verwijderd]';
export const ADDRESS_REMOVED = '[e-mailadres verwijderd]';
/** A dot as a browser reads one in a host name (the ideographic and full-width dots too). */
const DOT = '[.\u3002\uFF0E\uFF61]';
const HTML_LINK = /<a\b[^>]*>([\s\S]*?)<\/a\s*>/giu;
const MARKDOWN_LINK = /\[([^\]\n]*)\]\(([^)\n]*)\)/gu;
/** A URL with a scheme (`https://`, `ftp://`, `javascript://`...), `mailto:` or `www.`: up to the next space. */
const URL_IN_TEXT = new RegExp(`(?:[a-z][a-z0-9+.-]*:\\/\\/|mailto:|www${DOT})[^\\s<>"]*`, 'giu');
/** Anything an e-mail program would link as an address: a word with an @ inside. */
const ADDRESS_IN_TEXT = /[^\s@<>()[\]"',;:]+@[^\s@<>()[\]"',;:]+/gu;
/** A bare host name ("bank-veilig.nl", "bit.ly/x"), which mail programs link too: labels, a dot, two letters or more. */
const HOST_IN_TEXT = new RegExp(`(?:[\\p{L}\\p{N}][\\p{L}\\p{N}_-]*${DOT})+\\p{L}{2,}(?::\\d+)?(?:[/?#][^\\s<>"]*)?`, 'gu');

/**
 * Another party's free text as it may appear in a mail from the site's own
 * address (issue 42 item 3): a client's proposed moments to a freelancer, a
 * freelancer's message to staff, a company name. Like a name that is not
 * {@link greet}able, what could be a link never reaches the mail: URLs,
 * `www.` and bare host names, e-mail addresses, markdown and HTML links are
 * replaced by "[link verwijderd]" / "[e-mailadres verwijderd]" (a link's own
 * text stays, without its link). The text itself is kept in full where the
 * reader can see it in the site (the portal, the back office).
 */
export function withoutLinks(text: string): string {
  return text
    .replace(HTML_LINK, (_, label: string) => `${label} ${LINK_REMOVED}`)
    .replace(MARKDOWN_LINK, (_, label: string) => `${label} ${LINK_REMOVED}`)
    .replace(URL_IN_TEXT, LINK_REMOVED)
    .replace(ADDRESS_IN_TEXT, ADDRESS_REMOVED)
    .replace(HOST_IN_TEXT, LINK_REMOVED);
}

const validity = (minutes: number) =>
  `De link en de code zijn ${minutes} minuten geldig en werken één keer. Heb je niet zelf om deze mail gevraagd? Dan kun je hem negeren.`;

/** The login link plus code (`POST /api/auth/passwordless_login`). */
export function loginLinkMail(input: { firstName: string; link: string; code: string; ttlMinutes: number }): MailContent {
  return {
    ...render({
      subject: `Je inloglink voor ${SITE_NAME}`,
      greeting: greet(input.firstName),
      paragraphs: [`Je hebt gevraagd om in te loggen bij ${SITE_NAME}. Klik op de knop hieronder om in te loggen.`],
      action: { label: 'Inloggen', url: input.link },
      code: input.code,
      afterAction: ['Log je in op een ander apparaat? Vul dan de code in op de inlogpagina.', validity(input.ttlMinutes)],
    }),
    link: input.link,
    code: input.code,
  };
}

/** Welcome after registering, with the first login link (`POST /api/employees/register`). */
export function registrationMail(input: { firstName: string; link: string; code: string; ttlMinutes: number; note?: string | undefined }): MailContent {
  return {
    ...render({
      subject: `Welkom bij ${SITE_NAME}! Bevestig je e-mailadres`,
      greeting: greet(input.firstName),
      paragraphs: [
        `Welkom bij ${SITE_NAME}, de compagnon voor interim. Fijn dat je je hebt aangemeld!`,
        'Bevestig je e-mailadres en log direct in met de knop hieronder. Daarna kun je je profiel afronden en reageren op opdrachten.',
        ...(input.note ? [input.note] : []),
      ],
      action: { label: 'E-mailadres bevestigen en inloggen', url: input.link },
      code: input.code,
      afterAction: [validity(input.ttlMinutes)],
    }),
    link: input.link,
    code: input.code,
  };
}

/** Someone registered with an address that already has an account: log in instead. */
export function alreadyRegisteredMail(input: { firstName: string; link: string; code: string; ttlMinutes: number; note?: string | undefined }): MailContent {
  return {
    ...render({
      subject: `Je hebt al een account bij ${SITE_NAME}`,
      greeting: greet(input.firstName),
      paragraphs: [
        `Er is geprobeerd een nieuw account aan te maken met dit e-mailadres, maar je hebt al een account bij ${SITE_NAME}.`,
        'Je hoeft je niet opnieuw aan te melden: log in met de knop hieronder.',
        ...(input.note ? [input.note] : []),
      ],
      action: { label: 'Inloggen', url: input.link },
      code: input.code,
      afterAction: [validity(input.ttlMinutes)],
    }),
    link: input.link,
    code: input.code,
  };
}

/** A login link was requested for an address without an account. */
export function noAccountMail(input: { registerLink: string }): MailContent {
  return {
    ...render({
      subject: `Inloggen bij ${SITE_NAME}: geen account gevonden`,
      greeting: greet(undefined),
      paragraphs: [
        `Er is een inloglink aangevraagd voor dit e-mailadres, maar we kennen geen account bij ${SITE_NAME} met dit adres.`,
        'Wil je een account? Meld je dan gratis aan.',
      ],
      action: { label: 'Aanmelden', url: input.registerLink },
      afterAction: ['Heb je niet zelf om deze mail gevraagd? Dan kun je hem negeren.'],
    }),
    link: input.registerLink,
  };
}

/** Confirmation of an application (applications module). */
export function applicationReceivedMail(input: { firstName: string; vacancyTitle: string; applicationsLink: string }): MailContent {
  return {
    ...render({
      subject: `We hebben je reactie ontvangen: ${input.vacancyTitle}`,
      greeting: greet(input.firstName),
      paragraphs: [
        `Bedankt voor je reactie op de opdracht "${input.vacancyTitle}". We hebben hem goed ontvangen.`,
        'Een van onze consultants bekijkt je reactie en neemt zo snel mogelijk contact met je op. De status van je reacties zie je altijd terug in je account.',
      ],
      action: { label: 'Bekijk mijn reacties', url: input.applicationsLink },
    }),
    link: input.applicationsLink,
  };
}

/** The status of an application changed (applications module). `statusLabel` is the Dutch label. */
export function applicationStatusChangedMail(input: {
  firstName: string;
  vacancyTitle: string;
  statusLabel: string;
  reason?: string | null;
  applicationsLink: string;
}): MailContent {
  return {
    ...render({
      subject: `Update over je reactie: ${input.vacancyTitle}`,
      greeting: greet(input.firstName),
      paragraphs: [
        `De status van je reactie op de opdracht "${input.vacancyTitle}" is gewijzigd naar: ${input.statusLabel}.`,
        ...(input.reason ? [`Toelichting: ${input.reason}`] : []),
      ],
      action: { label: 'Bekijk mijn reacties', url: input.applicationsLink },
    }),
    link: input.applicationsLink,
  };
}

/** A GDPR request was received (gdpr module). `requestTypeLabel` is the Dutch label of the type. */
export function gdprRequestReceivedMail(input: { firstName: string; requestTypeLabel: string; link: string }): MailContent {
  return {
    ...render({
      subject: 'We hebben je verzoek over je persoonsgegevens ontvangen',
      greeting: greet(input.firstName),
      paragraphs: [
        `We hebben je verzoek ontvangen: ${input.requestTypeLabel}.`,
        'We handelen je verzoek binnen een maand af, zoals de AVG voorschrijft. Je ontvangt van ons bericht zodra het is afgerond.',
      ],
      action: { label: 'Bekijk mijn verzoeken', url: input.link },
    }),
    link: input.link,
  };
}

/** A day as Dutch people write it: '3 december 2026'. */
function dutchLongDate(at: Date): string {
  return at.toLocaleDateString('nl-NL', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Amsterdam' });
}

/**
 * Staff closed a GDPR request (gdpr module): done, with what was done, or
 * rejected, with the reason and (AVG article 12(4)) the right to complain to
 * the Autoriteit Persoonsgegevens or go to court. `resolution` is staff's note;
 * `requestTypeLabel` the Dutch label of the type.
 */
export function gdprRequestHandledMail(input: {
  firstName: string;
  requestTypeLabel: string;
  receivedAt: Date;
  outcome: 'completed' | 'rejected';
  resolution: string;
  link: string;
}): MailContent {
  const request = `je verzoek van ${dutchLongDate(input.receivedAt)} (${input.requestTypeLabel})`;
  const completed = input.outcome === 'completed';
  return {
    ...render({
      subject: completed ? 'Je verzoek over je persoonsgegevens is afgehandeld' : 'We hebben je verzoek over je persoonsgegevens afgewezen',
      greeting: greet(input.firstName),
      paragraphs: completed
        ? [`We hebben ${request} afgehandeld.`, `Toelichting: ${input.resolution}`]
        : [
            `We hebben ${request} bekeken, maar kunnen het niet uitvoeren.`,
            `De reden: ${input.resolution}`,
            'Ben je het hier niet mee eens? Neem dan contact met ons op. Je kunt ook een klacht indienen bij de Autoriteit Persoonsgegevens of naar de rechter stappen.',
          ],
      action: { label: 'Bekijk mijn verzoeken', url: input.link },
      ...(completed ? { afterAction: ['Heb je nog vragen over je gegevens? Neem dan gerust contact met ons op.'] } : {}),
    }),
    link: input.link,
  };
}

/** The export of personal data is ready (gdpr module). */
export function gdprExportReadyMail(input: { firstName: string; link: string; expiresAt?: Date }): MailContent {
  const until = input.expiresAt
    ? ` De download is beschikbaar tot ${input.expiresAt.toLocaleString('nl-NL', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Amsterdam' })}.`
    : '';
  return {
    ...render({
      subject: 'Je gegevensexport staat klaar',
      greeting: greet(input.firstName),
      paragraphs: [`De export van je persoonsgegevens staat klaar. Log in om hem te downloaden.${until}`],
      action: { label: 'Download mijn gegevens', url: input.link },
      afterAction: ['Heb je dit verzoek niet zelf gedaan? Neem dan direct contact met ons op.'],
    }),
    link: input.link,
  };
}

/** To staff: a client registered an assignment (client requests module). */
export function clientRequestReceivedMail(input: {
  companyName: string;
  contactName: string;
  email: string;
  phone: string;
  kvkNumber: string;
  description: string;
  /** The reference the client was told ('AV-2026-00042'). */
  reference?: string;
  /** What the client said of the assignment, one line each ('Functie: ...'); after the contact lines. */
  assignmentLines?: string[];
  /** The client has not confirmed their address yet (issue 42 item 2): staff are told so. */
  unconfirmed?: boolean;
  link?: string;
}): MailContent {
  // The client's own words go to staff without links (issue 42 item 3); the address they gave is what staff answer.
  const companyName = withoutLinks(input.companyName);
  return {
    ...render({
      subject: `Nieuwe opdrachtaanvraag van ${companyName}`,
      greeting: 'Hallo collega,',
      paragraphs: [
        'Er is via de website een nieuwe opdracht aangemeld door een opdrachtgever.',
        [
          ...(input.reference ? [`Referentienummer: ${input.reference}`] : []),
          `Bedrijf: ${companyName}\nKvK-nummer: ${input.kvkNumber}\nContactpersoon: ${withoutLinks(input.contactName)}\nE-mail: ${input.email}\nTelefoon: ${input.phone}`,
          ...(input.assignmentLines ?? []).map(withoutLinks),
        ].join('\n'),
        `Omschrijving:\n${withoutLinks(input.description)}`,
        ...(input.unconfirmed
          ? ['Let op: het e-mailadres is nog niet bevestigd. De opdrachtgever heeft een link gekregen om het te bevestigen; pas daarna komt de aanvraag in het portaal van de organisatie.']
          : []),
        'Neem binnen één werkdag contact op met de opdrachtgever.',
      ],
      ...(input.link ? { action: { label: 'Bekijk de aanvraag', url: input.link } } : {}),
    }),
    ...(input.link ? { link: input.link } : {}),
  };
}

/** To staff: a freelancer asks to be called back (`POST /api/employees/request-contact`). */
export function contactRequestMail(input: {
  employeeName: string;
  email: string;
  phone: string;
  preferredTimeLabel: string;
  message: string;
  vacancyLink?: string;
}): MailContent {
  return {
    ...render({
      subject: `Terugbelverzoek van ${input.employeeName}`,
      greeting: 'Hallo collega,',
      paragraphs: [
        `${input.employeeName} wil graag gebeld worden.`,
        `E-mail: ${input.email}\nTelefoon: ${input.phone}\nVoorkeur: ${input.preferredTimeLabel}`,
        // The freelancer's words, without links (issue 42 item 3).
        `Bericht:\n${withoutLinks(input.message)}`,
      ],
      ...(input.vacancyLink ? { action: { label: 'Bekijk de opdracht', url: input.vacancyLink } } : {}),
    }),
    ...(input.vacancyLink ? { link: input.vacancyLink } : {}),
  };
}

/** An opdracht in an alert mail. Rates are euros per hour excluding VAT. */
export interface AlertMailVacancy {
  title: string;
  city: string;
  hoursPerWeekMin: number;
  hoursPerWeekMax: number;
  hourlyRateMin: number;
  hourlyRateMax: number;
  url: string;
}

const band = (min: number, max: number) => (min === max ? `${min}` : `${min}–${max}`);

/**
 * New matches of a saved search (issue 19): one mail per search with only
 * the opdrachten it has not mailed before. `link` is the one-click
 * unsubscribe page (also the mail's visible unsubscribe link); the
 * `List-Unsubscribe` headers of RFC 8058 point at the API's POST endpoint.
 */
export function savedSearchAlertMail(input: {
  firstName: string;
  searchName: string;
  vacancies: AlertMailVacancy[];
  /** The search's results on /opdrachten (its filters in the page's URL): the main button when several are new. */
  resultsLink: string;
  unsubscribePageLink: string;
  oneClickUnsubscribeUrl: string;
}): MailContent {
  const count = input.vacancies.length;
  const what = count === 1 ? '1 nieuwe opdracht' : `${count} nieuwe opdrachten`;
  return {
    ...render({
      subject: `${what} voor je zoekopdracht “${input.searchName}”`,
      greeting: greet(input.firstName),
      paragraphs: [`Er ${count === 1 ? 'is' : 'zijn'} ${what} gepubliceerd die past${count === 1 ? '' : 'ten'} bij je zoekopdracht “${input.searchName}”:`],
      items: input.vacancies.map((vacancy) => ({
        title: vacancy.title,
        lines: [
          `${vacancy.city} · € ${band(vacancy.hourlyRateMin, vacancy.hourlyRateMax)} per uur · ${band(vacancy.hoursPerWeekMin, vacancy.hoursPerWeekMax)} uur per week`,
        ],
        url: vacancy.url,
      })),
      // Issue 32 item 10: the button opens what the mail is about, the opdracht or the results, not the list of searches.
      action: count === 1 ? { label: 'Bekijk de opdracht', url: input.vacancies[0]!.url } : { label: 'Bekijk de resultaten', url: input.resultsLink },
      footer: {
        text: `Je krijgt deze mail omdat je de zoekopdracht “${input.searchName}” hebt bewaard. Geen mails meer over deze zoekopdracht?`,
        label: 'Afmelden',
        url: input.unsubscribePageLink,
      },
    }),
    link: input.unsubscribePageLink,
    headers: {
      'List-Unsubscribe': `<${input.oneClickUnsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
