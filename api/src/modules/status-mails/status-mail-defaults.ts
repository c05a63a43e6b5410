import type { StatusMailKind } from '@interim/shared/contract';

/**
 * The default texts of the status mails (migration 1021 stores them; staff
 * change them at /beheer/sjablonen). Warm, "je", with the next step and how
 * to reach the consultant. The greeting and the signature are not part of
 * the text: the API adds "Hallo {voornaam}," (greet()) and the consultant's
 * name under every mail.
 */
export const DEFAULT_STATUS_MAIL_TEMPLATES: Record<StatusMailKind, { subject: string; body: string }> = {
  in_review: {
    subject: 'Je reactie op {opdracht} is in behandeling',
    body: [
      'Goed nieuws: ik heb je reactie op de opdracht "{opdracht}" opgepakt. Ik bekijk nu hoe je ervaring aansluit bij wat de opdrachtgever zoekt.',
      'De volgende stap: past het, dan bel ik je om je kandidatuur door te nemen voordat ik je voorstel bij de opdrachtgever. Binnen een paar werkdagen hoor je van me.',
      'Vragen? Je bereikt me via {contact}.',
    ].join('\n\n'),
  },
  proposed: {
    subject: 'Je bent voorgesteld voor {opdracht}',
    body: [
      'Leuk nieuws: ik heb je voorgesteld bij de opdrachtgever van "{opdracht}". Je profiel ligt nu bij hen op tafel.',
      'De volgende stap: de opdrachtgever bekijkt je profiel. Zodra ik iets hoor, laat ik het je weten, ook als het nee is.',
      'Vragen? Je bereikt me via {contact}.',
    ].join('\n\n'),
  },
  interview: {
    subject: 'Uitnodiging voor een gesprek: {opdracht}',
    body: [
      'Mooi nieuws: de opdrachtgever van "{opdracht}" wil graag met je kennismaken!',
      'De volgende stap: ik neem contact met je op om een moment voor het gesprek af te spreken en je er goed op voor te bereiden.',
      'Vragen? Je bereikt me via {contact}.',
    ].join('\n\n'),
  },
  offer: {
    subject: 'Er ligt een aanbod voor je klaar: {opdracht}',
    body: [
      'Wat goed: de opdrachtgever van "{opdracht}" wil met je verder en doet je een aanbod.',
      'De volgende stap: laat bij Mijn reacties weten of je het aanbod accepteert of afslaat. Wil je eerst iets bespreken? Bel of mail me gerust.',
      'Je bereikt me via {contact}.',
    ].join('\n\n'),
  },
  placed: {
    subject: 'Gefeliciteerd! Je start bij {opdracht}',
    body: [
      'Gefeliciteerd! Je bent geplaatst op de opdracht "{opdracht}". Wat fijn dat het gelukt is.',
      'De volgende stap: ik stuur je binnenkort de overeenkomst en de praktische afspraken voor je start.',
      'Veel succes en plezier! Vragen? Je bereikt me via {contact}.',
    ].join('\n\n'),
  },
  rejected: {
    subject: 'Je reactie op {opdracht}',
    body: [
      'Bedankt voor je reactie op de opdracht "{opdracht}". Helaas gaan we voor deze opdracht niet met je verder.',
      'De reden: {reden}',
      'Dit zegt niets over wie je bent of wat je kunt. Er komen elke dag nieuwe opdrachten bij: ik hoop je snel bij een andere opdracht terug te zien.',
      'Wil je er meer over weten? Je bereikt me via {contact}.',
    ].join('\n\n'),
  },
  vacancy_closed: {
    subject: 'De opdracht {opdracht} is gesloten',
    body: [
      'Je hebt gereageerd op de opdracht "{opdracht}". Helaas is deze opdracht inmiddels gesloten, waardoor we je reactie niet verder oppakken.',
      'Bedankt voor je interesse! Kijk gerust bij de andere opdrachten: er komen er elke dag nieuwe bij.',
      'Vragen? Je bereikt me via {contact}.',
    ].join('\n\n'),
  },
};
