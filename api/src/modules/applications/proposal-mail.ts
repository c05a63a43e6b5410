import { greet, renderMail, type MailContent } from '../../mail/mail-templates.js';

/**
 * A consultant put the freelancer forward for an opdracht (ADR 0019): warm,
 * "je", the consultant's name, and the one thing to do: say in Mijn reacties
 * whether they are interested. Nothing goes to the client before that.
 */
export function proposalMail(input: {
  firstName: string;
  consultantName: string;
  vacancyTitle: string;
  clientName: string | null;
  applicationsLink: string;
}): MailContent {
  const client = input.clientName ? ` bij ${input.clientName}` : '';
  return {
    ...renderMail({
      subject: `${input.consultantName} denkt aan jou voor "${input.vacancyTitle}"`,
      greeting: greet(input.firstName),
      paragraphs: [
        `Goed nieuws: onze consultant ${input.consultantName} denkt dat de opdracht "${input.vacancyTitle}"${client} goed bij je past, en wil je daarvoor voorstellen.`,
        'Voordat we verder gaan, horen we graag of je interesse hebt. Laat het weten bij Mijn reacties met "Ja, ik heb interesse" of "Nee, bedankt". Zonder jouw ja sturen we niets naar de opdrachtgever.',
      ],
      action: { label: 'Laat weten of je interesse hebt', url: input.applicationsLink },
      afterAction: [`Heb je eerst nog vragen over de opdracht? Dan neemt ${input.consultantName} graag contact met je op.`],
    }),
    link: input.applicationsLink,
  };
}
