import { fillStatusMailText } from './follow-up';

describe('fillStatusMailText', () => {
  it('fills every placeholder it has a value for and leaves the others', () => {
    expect(fillStatusMailText('{opdracht}: {reden} ({consultant}, {contact}) {opdracht}', { '{opdracht}': 'Kwartiermaker', '{consultant}': 'Karel' })).toBe(
      'Kwartiermaker: {reden} (Karel, {contact}) Kwartiermaker',
    );
  });

  it('adds a reason as "Toelichting" when asked and the text has no {reden}, never twice', () => {
    expect(fillStatusMailText('Goed nieuws.', { '{reden}': 'Start per maart.' }, { appendReason: true })).toBe('Goed nieuws.\n\nToelichting: Start per maart.');
    expect(fillStatusMailText('De reden: {reden}', { '{reden}': 'Te weinig ervaring.' }, { appendReason: true })).toBe('De reden: Te weinig ervaring.');
    expect(fillStatusMailText('Goed nieuws.', { '{reden}': 'Start per maart.' })).toBe('Goed nieuws.');
    expect(fillStatusMailText('Goed nieuws.', { '{reden}': '' }, { appendReason: true })).toBe('Goed nieuws.');
  });

  it('fills in one pass: a value holding a placeholder stays as it is', () => {
    expect(fillStatusMailText('{opdracht} en {consultant}', { '{opdracht}': 'Project {consultant}', '{consultant}': 'Karel' })).toBe('Project {consultant} en Karel');
  });
});
