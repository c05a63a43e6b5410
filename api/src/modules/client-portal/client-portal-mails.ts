import { greet, greetFormally, type MailContent, renderMail, withoutLinks } from '../../mail/mail-templates.js';

/** To a client contact staff invited (formal "u"): the portal and how to log in. */
export function clientContactInvitedMail(input: { firstName: string; organisationName: string; portalUrl: string }): MailContent {
  return {
    ...renderMail({
      subject: `Uw toegang tot het opdrachtgeversportaal van Interimly`,
      greeting: greetFormally(input.firstName),
      paragraphs: [
        `U bent toegevoegd als contactpersoon van ${withoutLinks(input.organisationName)}. In het opdrachtgeversportaal volgt u uw aanvragen en opdrachten, en ziet u de kandidaten die wij u voorstellen.`,
        'U logt in zonder wachtwoord: vul op de inlogpagina dit e-mailadres in, dan sturen wij u een inloglink.',
      ],
      action: { label: 'Naar het portaal', url: input.portalUrl },
      formal: true,
    }),
    link: input.portalUrl,
  };
}

/** To the freelancer: the client wants an interview ("je", like every freelancer mail). */
export function clientInterviewInvitationMail(input: { firstName: string; vacancyTitle: string; moments: string; link: string }): MailContent {
  return {
    ...renderMail({
      subject: `De opdrachtgever wil je spreken: ${input.vacancyTitle}`,
      greeting: greet(input.firstName),
      paragraphs: [
        `Goed nieuws: de opdrachtgever van "${input.vacancyTitle}" wil je spreken.`,
        // The client's words, without links (issue 42 item 3): the consultant arranges the moment.
        `Voorgestelde momenten:\n${withoutLinks(input.moments)}`,
        'Je consultant neemt contact met je op om een moment af te spreken.',
      ],
      action: { label: 'Bekijk je reacties', url: input.link },
    }),
    link: input.link,
  };
}

/** To staff: a client answered about a proposed candidate. */
export function clientResponseStaffMail(input: {
  kind: 'interview' | 'rejected';
  candidateName: string;
  vacancyTitle: string;
  text: string;
  link: string;
}): MailContent {
  const what = input.kind === 'interview' ? 'wil een gesprek met' : 'wijst af:';
  return {
    ...renderMail({
      subject: `Opdrachtgever ${what} ${input.candidateName} (${input.vacancyTitle})`,
      greeting: 'Hallo,',
      paragraphs: [
        `De opdrachtgever van "${input.vacancyTitle}" ${what} ${input.candidateName}.`,
        `${input.kind === 'interview' ? 'Voorgestelde momenten' : 'Reden'}:\n${withoutLinks(input.text)}`,
      ],
      action: { label: 'Bekijk de reactie', url: input.link },
    }),
    link: input.link,
  };
}
