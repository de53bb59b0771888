import { formatPhone, type Locale } from '@chargevalet/contract';
import { hello, layout, type Block, type RenderedMail } from './layout';

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
  'order-confirmation': { name?: string; identity: string; lines: string[]; url?: string; trackUrl?: string };
  /** A customer writes to the order's manager (issue 15): the customer's own words, as typed. */
  'contact-manager': { name?: string; identity: string; customer: string; email: string; phone: string; message: string; url?: string };
  /** Lifecycle (issue 15): driver assigned (first name), on the way to pickup, car returned or parked (where the key is). */
  'order-update':
    | { step: 'assigned' | 'driver_changed'; name?: string; identity: string; url: string; trackUrl?: string; driver: string }
    | { step: 'on_the_way_to_pickup'; name?: string; identity: string; url: string; trackUrl?: string }
    | { step: 'returned' | 'parked'; name?: string; identity: string; url: string; trackUrl?: string; returnType: string; address: string };
  /** Cancelled (issue 31): by whom, the appointment (pickup) released; the caller attaches the .ics METHOD:CANCEL. */
  'order-cancelled': { name?: string; identity: string; by: CancelledBy; pickup: string; url: string; trackUrl?: string };
  /** A manager moved the pickup or return (issue 31): the new times; the caller attaches the updated .ics (REQUEST). */
  'order-rescheduled': { name?: string; identity: string; lines: string[]; url: string; trackUrl?: string };
  /** Reminder 24 h / 1 h before the pickup. */
  'order-reminder': { name?: string; identity: string; url: string; trackUrl?: string; hours: number; pickup: string; address: string };
  /** Paid: the total charged and the invoice's number; the caller attaches the invoice (PDF). */
  'payment-receipt': { name?: string; identity: string; url: string; trackUrl?: string; total: string; invoice: string | null };
  /** A refund: the amount, the credit note's and the invoice's numbers; the caller attaches the credit note (PDF). */
  'refund-credit-note': { name?: string; identity: string; url: string; trackUrl?: string; amount: string; creditNote: string; invoice: string };
  /** Unpaid: the open amount and the link to the order, where it is paid. */
  'payment-open-amount': { name?: string; identity: string; url: string; trackUrl?: string; amount: string };
}
export type MailTemplate = keyof MailTemplateData;

/** Who cancelled an order, as the customer is told: they themselves, the ChargeValet team, or the system (e.g. an unpaid checkout). */
export type CancelledBy = 'customer' | 'team' | 'system';

/** The live tracking link of an order mail (issue 31), when it is not already the mail's own link. */
const follow = (locale: Locale, url: string | undefined): Block[] =>
  url ? [{ link: url, label: locale === 'de' ? 'Bestellung live verfolgen' : 'Follow your order live' }] : [];

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
          ...follow(locale, d.trackUrl),
          { p: 'Den Termin findest du im Anhang für deinen Kalender.' },
        ])
      : layout(locale, `Your ChargeValet order ${d.identity}`, hello(locale, d.name), [
          { p: `thank you for your order ${d.identity}. Here are the details:` },
          { lines: d.lines },
          ...(d.url ? [{ link: d.url, label: 'View your order' }] : []),
          ...follow(locale, d.trackUrl),
          { p: 'The appointment is attached for your calendar.' },
        ]),
  'contact-manager': (locale, d) =>
    locale === 'de'
      ? layout(locale, `Nachricht zu Auftrag ${d.identity} von ${d.customer}`, hello(locale, d.name), [
          { p: `${d.customer} hat dir zum Auftrag ${d.identity} geschrieben:` },
          { lines: d.message.split('\n') },
          { lines: [`Kunde: ${d.customer}`, `E-Mail: ${d.email}`, `Telefon: ${formatPhone(d.phone)}`] },
          ...(d.url ? [{ link: d.url, label: 'Auftrag ansehen' }] : []),
        ])
      : layout(locale, `Message about order ${d.identity} from ${d.customer}`, hello(locale, d.name), [
          { p: `${d.customer} wrote to you about order ${d.identity}:` },
          { lines: d.message.split('\n') },
          { lines: [`Customer: ${d.customer}`, `E-mail: ${d.email}`, `Phone: ${formatPhone(d.phone)}`] },
          ...(d.url ? [{ link: d.url, label: 'View the order' }] : []),
        ]),
  'order-update': (locale, d) => {
    const view = { link: d.url, label: locale === 'de' ? 'Bestellung ansehen' : 'View order' };
    const de = locale === 'de';
    switch (d.step) {
      case 'assigned':
        return de
          ? layout(locale, `${d.identity}: ${d.driver} ist dein Fahrer`, hello(locale, d.name), [
              { p: `für deine Bestellung ${d.identity} haben wir einen Fahrer eingeteilt: ${d.driver} holt dein Auto ab.` },
              view,
              ...follow(locale, d.trackUrl),
            ])
          : layout(locale, `${d.identity}: ${d.driver} is your driver`, hello(locale, d.name), [
              { p: `we have assigned a driver to your order ${d.identity}: ${d.driver} will collect your car.` },
              view,
              ...follow(locale, d.trackUrl),
            ]);
      case 'driver_changed':
        return de
          ? layout(locale, `${d.identity}: Neuer Fahrer – ${d.driver}`, hello(locale, d.name), [
              { p: `für deine Bestellung ${d.identity} ist jetzt ${d.driver} dein Fahrer. Termine und Adressen bleiben, wie sie sind.` },
              view,
              ...follow(locale, d.trackUrl),
            ])
          : layout(locale, `${d.identity}: New driver – ${d.driver}`, hello(locale, d.name), [
              { p: `${d.driver} is now the driver of your order ${d.identity}. Times and addresses stay as they are.` },
              view,
              ...follow(locale, d.trackUrl),
            ]);
      case 'on_the_way_to_pickup':
        return de
          ? layout(locale, `${d.identity}: Dein Fahrer ist auf dem Weg`, hello(locale, d.name), [
              { p: `dein Fahrer ist jetzt auf dem Weg zur Abholung deines Autos (Bestellung ${d.identity}). Bitte halte Auto und Schlüssel bereit.` },
              view,
              ...follow(locale, d.trackUrl),
            ])
          : layout(locale, `${d.identity}: Your driver is on the way`, hello(locale, d.name), [
              { p: `your driver is now on the way to collect your car (order ${d.identity}). Please have the car and the key ready.` },
              view,
              ...follow(locale, d.trackUrl),
            ]);
      case 'parked':
        return de
          ? layout(locale, `${d.identity}: Dein Auto ist geparkt`, hello(locale, d.name), [
              { p: `dein Auto ist geladen und wurde an der Rückgabeadresse geparkt: ${d.address}.` },
              { p: `Schlüssel: ${d.returnType}.` },
              view,
              ...follow(locale, d.trackUrl),
            ])
          : layout(locale, `${d.identity}: Your car is parked`, hello(locale, d.name), [
              { p: `your car is charged and parked at the return address: ${d.address}.` },
              { p: `Key: ${d.returnType}.` },
              view,
              ...follow(locale, d.trackUrl),
            ]);
      case 'returned':
        return de
          ? layout(locale, `${d.identity}: Dein Auto ist zurück`, hello(locale, d.name), [
              { p: `dein Auto ist geladen und wurde zurückgebracht: ${d.address}.` },
              { p: `Schlüssel: ${d.returnType}.` },
              view,
              ...follow(locale, d.trackUrl),
            ])
          : layout(locale, `${d.identity}: Your car is back`, hello(locale, d.name), [
              { p: `your car is charged and has been returned: ${d.address}.` },
              { p: `Key: ${d.returnType}.` },
              view,
              ...follow(locale, d.trackUrl),
            ]);
    }
  },
  'order-cancelled': (locale, d) => {
    const view = { link: d.url, label: locale === 'de' ? 'Bestellung ansehen' : 'View order' };
    if (locale === 'de') {
      const who = { customer: `du hast deine Bestellung ${d.identity} storniert.`, team: `das ChargeValet-Team hat deine Bestellung ${d.identity} storniert.`, system: `deine Bestellung ${d.identity} wurde automatisch storniert.` }[d.by];
      return layout(locale, `${d.identity}: Bestellung storniert`, hello(locale, d.name), [
        { p: who },
        { p: `Deine Reservierung ist aufgehoben: Der Termin zur Abholung am ${d.pickup} ist freigegeben, und eine für die Bestellung vorgemerkte Zahlung wird nicht eingezogen.` },
        { p: 'Mit dem Anhang entfernt dein Kalender die Termine.' },
        view,
        ...follow(locale, d.trackUrl),
      ]);
    }
    const who = { customer: `you have cancelled your order ${d.identity}.`, team: `the ChargeValet team has cancelled your order ${d.identity}.`, system: `your order ${d.identity} was cancelled automatically.` }[d.by];
    return layout(locale, `${d.identity}: Order cancelled`, hello(locale, d.name), [
      { p: who },
      { p: `Your reservation is released: the pickup appointment on ${d.pickup} is free again, and no payment held for the order will be taken.` },
      { p: 'The attachment removes the appointments from your calendar.' },
      view,
      ...follow(locale, d.trackUrl),
    ]);
  },
  'order-rescheduled': (locale, d) =>
    locale === 'de'
      ? layout(locale, `${d.identity}: Neue Termine`, hello(locale, d.name), [
          { p: `wir haben die Termine deiner Bestellung ${d.identity} geändert. Es gilt jetzt:` },
          { lines: d.lines },
          { p: 'Der Anhang aktualisiert die Termine in deinem Kalender.' },
          { link: d.url, label: 'Bestellung ansehen' },
          ...follow(locale, d.trackUrl),
        ])
      : layout(locale, `${d.identity}: New times`, hello(locale, d.name), [
          { p: `we have changed the times of your order ${d.identity}. Now:` },
          { lines: d.lines },
          { p: 'The attachment updates the appointments in your calendar.' },
          { link: d.url, label: 'View order' },
          ...follow(locale, d.trackUrl),
        ]),
  'order-reminder': (locale, d) =>
    locale === 'de'
      ? layout(locale, `Erinnerung: Abholung ${d.hours === 1 ? 'in einer Stunde' : `in ${d.hours} Stunden`} (${d.identity})`, hello(locale, d.name), [
          { p: `wir holen dein Auto am ${d.pickup} ab (Bestellung ${d.identity}).` },
          { p: `Abholadresse: ${d.address}. Bitte halte Auto und Schlüssel bereit.` },
          { link: d.url, label: 'Bestellung ansehen' },
          ...follow(locale, d.trackUrl),
        ])
      : layout(locale, `Reminder: pickup ${d.hours === 1 ? 'in one hour' : `in ${d.hours} hours`} (${d.identity})`, hello(locale, d.name), [
          { p: `we collect your car on ${d.pickup} (order ${d.identity}).` },
          { p: `Pickup address: ${d.address}. Please have the car and the key ready.` },
          { link: d.url, label: 'View order' },
          ...follow(locale, d.trackUrl),
        ]),
  'payment-receipt': (locale, d) =>
    locale === 'de'
      ? layout(locale, `Deine Rechnung für ${d.identity}`, hello(locale, d.name), [
          { p: `vielen Dank! Wir haben ${d.total} für deine Bestellung ${d.identity} erhalten.${d.invoice ? ` Die Rechnung ${d.invoice} findest du im Anhang.` : ''}` },
          { link: d.url, label: 'Bestellung ansehen' },
          ...follow(locale, d.trackUrl),
        ])
      : layout(locale, `Your invoice for ${d.identity}`, hello(locale, d.name), [
          { p: `thank you! We received ${d.total} for your order ${d.identity}.${d.invoice ? ` Invoice ${d.invoice} is attached.` : ''}` },
          { link: d.url, label: 'View order' },
          ...follow(locale, d.trackUrl),
        ]),
  'refund-credit-note': (locale, d) =>
    locale === 'de'
      ? layout(locale, `Gutschrift ${d.creditNote} zu deiner Bestellung ${d.identity}`, hello(locale, d.name), [
          { p: `wir haben dir ${d.amount} für deine Bestellung ${d.identity} erstattet. Die Gutschrift ${d.creditNote} zur Rechnung ${d.invoice} findest du im Anhang.` },
          { p: 'Das Geld geht auf die Karte zurück, mit der du bezahlt hast; je nach Bank dauert das einige Tage.' },
          { link: d.url, label: 'Bestellung ansehen' },
          ...follow(locale, d.trackUrl),
        ])
      : layout(locale, `Credit note ${d.creditNote} for your order ${d.identity}`, hello(locale, d.name), [
          { p: `we have refunded ${d.amount} for your order ${d.identity}. Credit note ${d.creditNote} for invoice ${d.invoice} is attached.` },
          { p: 'The money goes back to the card you paid with; depending on your bank this takes a few days.' },
          { link: d.url, label: 'View order' },
          ...follow(locale, d.trackUrl),
        ]),
  'payment-open-amount': (locale, d) =>
    locale === 'de'
      ? layout(locale, `Offener Betrag zu deiner Bestellung ${d.identity}`, hello(locale, d.name), [
          { p: `die Belastung deiner Karte für die Bestellung ${d.identity} wurde abgelehnt. Offen sind noch ${d.amount}.` },
          { p: 'Du kannst den Betrag über den Link mit einer Karte deiner Wahl bezahlen.' },
          { link: d.url, label: `${d.amount} jetzt bezahlen` },
          ...follow(locale, d.trackUrl),
        ])
      : layout(locale, `Open amount for your order ${d.identity}`, hello(locale, d.name), [
          { p: `the charge to your card for order ${d.identity} was declined. ${d.amount} is still open.` },
          { p: 'You can pay it through the link with a card of your choice.' },
          { link: d.url, label: `Pay ${d.amount} now` },
          ...follow(locale, d.trackUrl),
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
