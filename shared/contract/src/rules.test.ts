import { firstNameRule, lastNameRule, passwordRule, phoneRule, emailRule, storedPhone, storedPhoneRule } from './rules';
import { msg } from './messages';
import { translateMessage } from './validation-messages';
import { text } from './text';
import { loginRequestSchema } from './auth';
import { isRemotesConfig, remotesConfigSchema } from './remotes';

const firstIssue = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('name rules (SPEC §5)', () => {
  it('trims and accepts Latin letters with umlauts, hyphen and space', () => {
    expect(firstNameRule.parse('  Jürgen-Maß ')).toBe('Jürgen-Maß');
  });
  it('accepts names of any Latin-script letters, apostrophes too, for drivers and customers alike', () => {
    for (const name of ['Şahin', 'Łukasz', 'Øystein', "O'Neill", 'D’Angelo', 'Nguyễn', 'Çelik-Öztürk', 'Zoë Ana']) expect([name, firstNameRule.safeParse(name).success]).toEqual([name, true]);
    // an accent typed as a combining mark is the letter it makes
    expect(lastNameRule.parse('Jose\u0301')).toBe('José');
    for (const name of ['Иван', 'Ἀλέξανδρος', 'Anna1', 'Anna_B', 'محمد']) expect([name, firstIssue(firstNameRule.safeParse(name))]).toEqual([name, 'validation.nameLatin']);
  });
  it('rejects a single character with the at-least-two message', () => {
    expect(firstIssue(firstNameRule.safeParse('A'))).toBe('validation.nameMin');
    expect(firstIssue(lastNameRule.safeParse(' B '))).toBe('validation.surnameMin');
  });
  it('rejects more than 30 characters and non-Latin letters', () => {
    expect(firstIssue(firstNameRule.safeParse('a'.repeat(31)))).toBe('validation.nameMax');
    expect(firstIssue(lastNameRule.safeParse('Иван'))).toBe('validation.surnameLatin');
  });
});

describe('password rule', () => {
  it.each(['short1A', 'alllowercase1', 'ALLUPPERCASE1', 'NoDigitsHere', 'A1a'.padEnd(65, 'x')])('rejects %s', (pw) => {
    expect(passwordRule.safeParse(pw).success).toBe(false);
  });
  it('accepts 8-64 characters with upper, lower and a digit', () => {
    expect(passwordRule.safeParse('ChargeValet1').success).toBe(true);
  });
});

describe('phone rule', () => {
  it('stores every common way of writing a number in one form', () => {
    for (const typed of ['0211 555-0199', '(0211) 5550199', '0049 211 5550199', '+49 (211) 555 0199', '2115550199']) expect([typed, storedPhone(typed)]).toEqual([typed, '+492115550199']);
    expect(storedPhone('+31 20 1234567')).toBe('+31201234567');
    expect(storedPhoneRule.parse(' 0211 5550199 ')).toBe('+492115550199');
    expect(firstIssue(storedPhoneRule.safeParse('0211 abc'))).toBe('validation.phoneInvalid');
  });
  it('accepts digits, spaces, parentheses and dashes', () => {
    expect(phoneRule.safeParse('(0211) 123-456').success).toBe(true);
  });
  it('needs 7 digits after the country code and at most 15 characters', () => {
    expect(firstIssue(phoneRule.safeParse('+49 123 45'))).toBe('validation.phoneMinDigits');
    expect(firstIssue(phoneRule.safeParse('0211 1234 5678 90'))).toBe('validation.phoneMax');
    expect(firstIssue(phoneRule.safeParse('0211 abc 4567'))).toBe('validation.phoneInvalid');
  });
});

describe('login request', () => {
  it('lowercases and trims the e-mail', () => {
    expect(loginRequestSchema.parse({ email: ' Manager@ChargeValet.TEST ', password: 'x' }).email).toBe('manager@chargevalet.test');
  });
  it('asks for the password and a valid e-mail', () => {
    const result = loginRequestSchema.safeParse({ email: 'nope', password: '' });
    expect(result.success).toBe(false);
    const messages = result.error!.issues.map((i) => `${i.path.join('.')}:${i.message}`);
    expect(messages).toEqual(['email:validation.emailInvalid', 'password:validation.passwordRequired']);
    expect(emailRule.safeParse('').error?.issues[0]?.message).toBe('validation.required');
  });
});

describe('messages', () => {
  it('translates keys into both locales with parameters', () => {
    expect(translateMessage('validation.passwordRequired', 'en')).toBe('Please enter your password');
    expect(translateMessage('validation.passwordRequired', 'de')).toBe('Bitte gib dein Passwort ein');
    expect(translateMessage('validation.tooManyAttempts', 'en', { seconds: 30 })).toContain('30 seconds');
    expect(translateMessage('plain text', 'de')).toBe('plain text');
  });
});

describe('remotes config', () => {
  const all = { booking: 'a', profile: 'b', manager: 'c', driver: 'd' };
  const cases: unknown[] = [all, { ...all, extra: 1 }, { booking: 'a', profile: 'b', manager: 'c' }, { ...all, driver: '' }, { ...all, booking: 1 }, null, 'x', [], {}];
  it('needs a manifest URL for each of the four remotes', () => {
    expect(remotesConfigSchema.safeParse({ booking: 'a', profile: 'b', manager: 'c' }).success).toBe(false);
    expect(remotesConfigSchema.safeParse(all).success).toBe(true);
  });
  it.each(cases.map((value) => [JSON.stringify(value), value]))('the zod-free isRemotesConfig agrees with the schema: %s', (_label, value) => {
    expect(isRemotesConfig(value)).toBe(remotesConfigSchema.safeParse(value).success);
  });
});

describe('text(): the one control-character rule', () => {
  it('refuses C0, DEL and C1 controls anywhere, keeps every other character', () => {
    for (const bad of ['a\u0000b', '\u0007', 'x\u007f', '\u0085', 'line\nbreak', 'tab\there']) {
      expect(text().safeParse(bad).error?.issues[0]?.message).toBe(msg('controlCharacters'));
    }
    for (const good of ['Königsallee 1', 'D AB 123', '😀 €', '']) expect(text().parse(good)).toBe(good);
  });

  it('is part of the shared rules (a NUL in a name, e-mail, phone, password is refused)', () => {
    for (const rule of [firstNameRule, emailRule, phoneRule, passwordRule]) {
      expect(rule.safeParse('Abcdef1\u0000').success).toBe(false);
    }
  });
});
