import { z } from 'zod';

/** Messages of spec section 5, word for word. */
export const messages = {
  emailRequired: 'Het e-mailadres is een verplicht veld',
  emailInvalid: 'Het e-mailadres lijkt niet te kloppen',
  required: 'Verplicht veld',
  invalidType: (expected: string, received: string) => `Verwachtte ${expected}, ${received} gekregen`,
  tooShort: (n: number | bigint) => `Gebruik minimaal ${n} karakters`,
  tooSmall: (n: number | bigint) => `Het minimum is ${n}`,
  // Not in the spec (it names no message for too long / too big); worded like its minimum messages.
  tooLong: (n: number | bigint) => `Gebruik maximaal ${n} karakters`,
  tooBig: (n: number | bigint) => `Het maximum is ${n}`,
  invalidUrl: 'Ongeldige URL',
  invalid: 'Ongeldige waarde',
  postcodeInvalid: 'Vul een geldige postcode in, bijvoorbeeld 1234 AB',
  linkedinInvalid: 'Vul de link naar je LinkedIn-profiel in, bijvoorbeeld linkedin.com/in/jouw-naam',
  kvkInvalid: 'Een KvK-nummer bestaat uit 8 cijfers',
  // Not in the spec (it names no rule for names); worded like its other field messages.
  nameInvalid: 'Vul een naam in met alleen letters, spaties, punten, apostroffen of streepjes (geen links)',
  // Not in the spec: a number field with text in it says what it expects, instead of 'Ongeldige waarde'.
  notANumber: 'Vul een getal in',
  // An hourly rate is whole euros everywhere (the profile's rate is an integer in the contract), and says so.
  wholeEuros: "Vul een bedrag in hele euro's in, bijvoorbeeld 95",
} as const;

function receivedType(input: unknown): string {
  if (input === null) return 'null';
  if (Array.isArray(input)) return 'array';
  if (typeof input === 'number' && Number.isNaN(input)) return 'NaN';
  return typeof input;
}

/**
 * The Dutch error map (spec section 5, "Generic messages"). A schema's own
 * message wins; this decides only where a schema gave none.
 */
export const dutchErrorMap: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type': {
      if (issue.input === undefined || issue.input === null) return messages.required;
      return messages.invalidType(issue.expected, receivedType(issue.input));
    }
    case 'too_small': {
      const min = issue.minimum as number | bigint;
      if (issue.origin === 'string') return Number(min) <= 1 ? messages.required : messages.tooShort(min);
      if (issue.origin === 'number' || issue.origin === 'bigint') {
        return Number(min) === 1 && issue.inclusive !== false ? messages.required : messages.tooSmall(min);
      }
      if (issue.origin === 'array') return Number(min) <= 1 ? messages.required : messages.tooSmall(min);
      return messages.invalid;
    }
    case 'too_big': {
      const max = issue.maximum as number | bigint;
      if (issue.origin === 'string') return messages.tooLong(max);
      if (issue.origin === 'number' || issue.origin === 'bigint') return messages.tooBig(max);
      return messages.invalid;
    }
    case 'invalid_format':
      if (issue.format === 'url') return messages.invalidUrl;
      if (issue.format === 'email') return messages.emailInvalid;
      return messages.invalid;
    default:
      return messages.invalid;
  }
};

let installed = false;

/** Installs the Dutch error map as zod's global error map (idempotent). */
export function installDutchErrorMap(): void {
  if (installed) return;
  z.config({ customError: dutchErrorMap });
  installed = true;
}
