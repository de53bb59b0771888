import type { Locale } from '@chargevalet/contract';
import { hello, layout, type RenderedMail } from './layout';

export type { RenderedMail } from './layout';

/** The data each mail template needs. */
export interface MailTemplateData {
  /** Registration: the 4-digit code confirming the e-mail address. */
  'verification-code': { code: string; minutes: number; name?: string };
  /** Forgot password: the reset link. */
  'password-reset': { url: string; minutes: number; name?: string };
  /** Guest account created with an order: link to choose a password. */
  'password-setup': { url: string; days: number; name?: string };
  /** Settings: the code confirming a new e-mail address. */
  'email-change-code': { code: string; minutes: number; name?: string };
  /** Order placed: the caller formats the detail lines (and attaches the .ics). */
  'order-confirmation': { name?: string; identity: string; lines: string[]; url?: string };
  /** A customer writes to the order's manager (issue 15): the customer's own words, as typed. */
  'contact-manager': { name?: string; identity: string; customer: string; email: string; phone: string; message: string; url?: string };
}
export type MailTemplate = keyof MailTemplateData;

type Renderer<K extends MailTemplate> = (locale: Locale, data: MailTemplateData[K]) => RenderedMail;

export const mailTemplates: { [K in MailTemplate]: Renderer<K> } = {
  'verification-code': (locale, d) =>
    locale === 'de'
      ? layout(locale, `Dein ChargeValet-Bestätigungscode: ${d.code}`, hello(locale, d.name), [
          { p: 'bitte gib diesen Code ein, um deine E-Mail-Adresse zu bestätigen:' },
          { code: d.code },
          { p: `Der Code ist ${d.minutes} Minuten gültig. Wenn du kein Konto bei ChargeValet anlegen wolltest, ignoriere diese E-Mail.` },
        ])
      : layout(locale, `Your ChargeValet verification code: ${d.code}`, hello(locale, d.name), [
          { p: 'please enter this code to confirm your e-mail address:' },
          { code: d.code },
          { p: `The code is valid for ${d.minutes} minutes. If you did not want to create a ChargeValet account, ignore this e-mail.` },
        ]),
  'password-reset': (locale, d) =>
    locale === 'de'
      ? layout(locale, 'Passwort zurücksetzen', hello(locale, d.name), [
          { p: 'wir haben eine Anfrage erhalten, das Passwort deines ChargeValet-Kontos zurückzusetzen.' },
          { link: d.url, label: 'Neues Passwort festlegen' },
          { p: `Der Link ist ${d.minutes} Minuten gültig und kann einmal verwendet werden. Wenn du das nicht warst, ignoriere diese E-Mail; dein Passwort bleibt unverändert.` },
        ])
      : layout(locale, 'Reset your password', hello(locale, d.name), [
          { p: 'we received a request to reset the password of your ChargeValet account.' },
          { link: d.url, label: 'Choose a new password' },
          { p: `The link is valid for ${d.minutes} minutes and works once. If this was not you, ignore this e-mail; your password stays unchanged.` },
        ]),
  'password-setup': (locale, d) =>
    locale === 'de'
      ? layout(locale, 'Dein ChargeValet-Konto: Passwort festlegen', hello(locale, d.name), [
          { p: 'mit deiner Bestellung haben wir ein ChargeValet-Konto für dich angelegt. Lege ein Passwort fest, um deine Bestellungen zu verfolgen:' },
          { link: d.url, label: 'Passwort festlegen' },
          { p: `Der Link ist ${d.days} Tage gültig und kann einmal verwendet werden.` },
        ])
      : layout(locale, 'Your ChargeValet account: set your password', hello(locale, d.name), [
          { p: 'with your order we created a ChargeValet account for you. Choose a password to follow your orders:' },
          { link: d.url, label: 'Set your password' },
          { p: `The link is valid for ${d.days} days and works once.` },
        ]),
  'email-change-code': (locale, d) =>
    locale === 'de'
      ? layout(locale, `Neue E-Mail-Adresse bestätigen: ${d.code}`, hello(locale, d.name), [
          { p: 'bitte gib diesen Code ein, um deine neue E-Mail-Adresse zu bestätigen:' },
          { code: d.code },
          { p: `Der Code ist ${d.minutes} Minuten gültig. Wenn du deine E-Mail-Adresse nicht ändern wolltest, ignoriere diese E-Mail.` },
        ])
      : layout(locale, `Confirm your new e-mail address: ${d.code}`, hello(locale, d.name), [
          { p: 'please enter this code to confirm your new e-mail address:' },
          { code: d.code },
          { p: `The code is valid for ${d.minutes} minutes. If you did not want to change your e-mail address, ignore this e-mail.` },
        ]),
  'order-confirmation': (locale, d) =>
    locale === 'de'
      ? layout(locale, `Deine Bestellung ${d.identity} bei ChargeValet`, hello(locale, d.name), [
          { p: `vielen Dank für deine Bestellung ${d.identity}. Hier sind die Einzelheiten:` },
          { lines: d.lines },
          ...(d.url ? [{ link: d.url, label: 'Bestellung ansehen' }] : []),
          { p: 'Den Termin findest du im Anhang für deinen Kalender.' },
        ])
      : layout(locale, `Your ChargeValet order ${d.identity}`, hello(locale, d.name), [
          { p: `thank you for your order ${d.identity}. Here are the details:` },
          { lines: d.lines },
          ...(d.url ? [{ link: d.url, label: 'View your order' }] : []),
          { p: 'The appointment is attached for your calendar.' },
        ]),
  'contact-manager': (locale, d) =>
    locale === 'de'
      ? layout(locale, `Nachricht zu Auftrag ${d.identity} von ${d.customer}`, hello(locale, d.name), [
          { p: `${d.customer} hat dir zum Auftrag ${d.identity} geschrieben:` },
          { lines: d.message.split('\n') },
          { lines: [`Kunde: ${d.customer}`, `E-Mail: ${d.email}`, `Telefon: ${d.phone}`] },
          ...(d.url ? [{ link: d.url, label: 'Auftrag ansehen' }] : []),
        ])
      : layout(locale, `Message about order ${d.identity} from ${d.customer}`, hello(locale, d.name), [
          { p: `${d.customer} wrote to you about order ${d.identity}:` },
          { lines: d.message.split('\n') },
          { lines: [`Customer: ${d.customer}`, `E-mail: ${d.email}`, `Phone: ${d.phone}`] },
          ...(d.url ? [{ link: d.url, label: 'View the order' }] : []),
        ]),
};

export function isMailTemplate(name: string): name is MailTemplate {
  return Object.hasOwn(mailTemplates, name);
}

export function renderMail<K extends MailTemplate>(template: K, locale: Locale, data: MailTemplateData[K]): RenderedMail {
  return (mailTemplates[template] as Renderer<K>)(locale, data);
}

/** SMS texts (short, no links). */
export const smsTemplates = {
  verificationCode: (locale: Locale, code: string, minutes: number): string =>
    locale === 'de'
      ? `ChargeValet: Dein Bestätigungscode lautet ${code}. Er ist ${minutes} Minuten gültig.`
      : `ChargeValet: Your verification code is ${code}. It is valid for ${minutes} minutes.`,
};
