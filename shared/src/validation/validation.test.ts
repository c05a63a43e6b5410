import { z } from 'zod';
import {
  EMAIL_PATTERN,
  KVK_PATTERN,
  LINKEDIN_PATTERN,
  POSTCODE_PATTERN,
  emailField,
  installDutchErrorMap,
  kvkField,
  linkedinField,
  messages,
  personNameField,
  postcodeField,
  requiredText,
} from '.';

function firstMessage(schema: z.ZodType, input: unknown): string | undefined {
  const result = schema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('postcode (spec section 5)', () => {
  it.each(['1234 AB', '1234ab', '1234AB', '9999 zz', '1000 AA'])('accepts %p', (value) => {
    expect(POSTCODE_PATTERN.test(value)).toBe(true);
  });

  it.each(['0123 AB', '1234 SA', '1234 SD', '1234 SS', '1234 sa', '123 AB', '12345 AB', '1234  AB', '1234 A1', ''])(
    'rejects %p',
    (value) => {
      expect(POSTCODE_PATTERN.test(value)).toBe(false);
    },
  );

  it('normalises to 1234 AB and explains a bad one', () => {
    expect(postcodeField.parse(' 1234ab ')).toBe('1234 AB');
    expect(firstMessage(postcodeField, '0123 AB')).toBe(messages.postcodeInvalid);
    expect(firstMessage(postcodeField, '')).toBe('Verplicht veld');
  });
});

describe('LinkedIn URL (spec section 5)', () => {
  it.each([
    'linkedin.com/in/jan-jansen',
    'https://linkedin.com/in/jan-jansen',
    'http://linkedin.com/in/jan-jansen',
    'https://www.linkedin.com/in/jan-jansen/',
    'nl.linkedin.com/in/jan-jansen',
  ])('accepts %p', (value) => {
    expect(LINKEDIN_PATTERN.test(value)).toBe(true);
    expect(linkedinField.safeParse(value).success).toBe(true);
  });

  it.each(['https://linkedin.com/company/acme', 'linkedin.com/in/', 'https://example.com/in/jan', 'ftp://linkedin.com/in/jan'])(
    'rejects %p',
    (value) => {
      expect(LINKEDIN_PATTERN.test(value)).toBe(false);
      expect(firstMessage(linkedinField, value)).toBe(messages.linkedinInvalid);
    },
  );
});

describe('KvK number', () => {
  it('is eight digits', () => {
    expect(KVK_PATTERN.test('12345678')).toBe(true);
    expect(KVK_PATTERN.test('1234567')).toBe(false);
    expect(KVK_PATTERN.test('123456789')).toBe(false);
    expect(firstMessage(kvkField, '1234abcd')).toBe('Een KvK-nummer bestaat uit 8 cijfers');
  });
});

describe('e-mail (spec section 5)', () => {
  it("says 'Het e-mailadres is een verplicht veld' when missing or empty", () => {
    expect(firstMessage(emailField, undefined)).toBe('Het e-mailadres is een verplicht veld');
    expect(firstMessage(emailField, '   ')).toBe('Het e-mailadres is een verplicht veld');
  });

  it("says 'Het e-mailadres lijkt niet te kloppen' for a malformed address", () => {
    expect(firstMessage(emailField, 'jan@')).toBe('Het e-mailadres lijkt niet te kloppen');
    expect(firstMessage(emailField, 'jan jansen@example.nl')).toBe('Het e-mailadres lijkt niet te kloppen');
    expect(EMAIL_PATTERN.test('jan@example')).toBe(false);
  });

  it('accepts and lower-cases a valid address', () => {
    expect(emailField.parse(' Jan@Example.NL ')).toBe('jan@example.nl');
  });
});

describe('generic messages through installDutchErrorMap (spec section 5)', () => {
  beforeAll(() => installDutchErrorMap());

  it.each<[string, z.ZodType, unknown, string]>([
    ['missing value', z.string(), undefined, 'Verplicht veld'],
    ['null value', z.number(), null, 'Verplicht veld'],
    ['wrong type', z.number(), 'tien', 'Verwachtte number, string gekregen'],
    ['wrong type, array', z.string(), ['a'], 'Verwachtte string, array gekregen'],
    ['text shorter than 1', z.string().min(1), '', 'Verplicht veld'],
    ['text shorter than 3', z.string().min(3), 'ab', 'Gebruik minimaal 3 karakters'],
    ['number below 1', z.number().min(1), 0, 'Verplicht veld'],
    ['number below 5', z.number().min(5), 3, 'Het minimum is 5'],
    ['text longer than 5', z.string().max(5), 'abcdef', 'Gebruik maximaal 5 karakters'],
    ['number above 10', z.number().max(10), 11, 'Het maximum is 10'],
    ['bad URL', z.url(), 'geen url', 'Ongeldige URL'],
    ['other problem', z.enum(['ja', 'nee']), 'misschien', 'Ongeldige waarde'],
    ['bad e-mail format', z.email(), 'jan@', 'Het e-mailadres lijkt niet te kloppen'],
  ])('%s', (_, schema, input, expected) => {
    expect(firstMessage(schema, input)).toBe(expected);
  });

  it("keeps a schema's own message", () => {
    expect(firstMessage(requiredText(), '')).toBe('Verplicht veld');
    // Its schema-level "Verplicht veld" must not answer a text that is too long.
    expect(firstMessage(requiredText(10), 'a'.repeat(11))).toBe('Gebruik maximaal 10 karakters');
    expect(firstMessage(z.string().min(3, { error: 'Te kort' }), 'a')).toBe('Te kort');
  });

  it('can be installed twice', () => {
    expect(() => installDutchErrorMap()).not.toThrow();
    expect(firstMessage(z.string(), undefined)).toBe('Verplicht veld');
  });
});

describe('personNameField (issue 29 item 5)', () => {
  it.each(['Anna', 'Jan-Willem', "D'Angelo", 'J.P.', 'Anne Marie', 'Zoë', 'Ørjan', 'José María', 'de Vries', 'van der Berg-Smit', 'Łukasz', 'Jo’anne', 'Οδυσσέας'])('takes %s', (name) => {
    expect(personNameField().safeParse(name)).toMatchObject({ success: true, data: name });
  });

  it.each([
    'Klik op https://evil.example/verify om je account te behouden',
    'www.evil.example',
    'evil.example',
    'Anna\u0000',
    'Anna\nBcc: x',
    'Anna\u202e',
    'jan@example.nl',
    'Jan 2',
    '-Anna',
    'Anna <b>',
  ])('refuses %j with a Dutch message', (name) => {
    expect(firstMessage(personNameField(), name)).toBe(messages.nameInvalid);
  });

  it('still says a name is required, or too long', () => {
    expect(firstMessage(personNameField(), '')).toBe('Verplicht veld');
    expect(firstMessage(personNameField(10), 'a'.repeat(11))).toBe('Gebruik maximaal 10 karakters');
  });
});
