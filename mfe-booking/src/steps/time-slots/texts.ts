import { registerTranslations } from '@chargevalet/platform';
import { BOOKING_NS } from '../../i18n';

/** Texts of step 4 (added to the booking namespace under `timeSlots`). */
export const timeSlotsTexts = {
  en: {
    timeSlots: {
      pickup: { title: 'Pickup', day: 'Pickup day', time: 'Pickup time', hint: 'When should our driver collect your car?' },
      return: {
        title: 'Return',
        day: 'Return day',
        time: 'Return time',
        hint: 'When should we bring your car back?',
        choosePickupFirst: 'Choose the pickup day and time first.',
        asap: 'As soon as the car is ready',
        asapHint: 'We bring your car back right after charging and tell you the time.',
        orChoose: 'or choose a day and time',
      },
      groups: { morning: 'Morning', afternoon: 'Afternoon', evening: 'Evening' },
      state: { booked: 'Booked', disabled: 'Not available', full: 'Fully booked', past: 'Past' },
      legend: { title: 'Legend', selected: 'Selected', default: 'Available', booked: 'Booked', disabled: 'Not available' },
      noSlots: 'No free times on this day. Please choose another day.',
      loadError: 'The time slots could not be loaded.',
      retry: 'Try again',
      required: { pickupTime: 'Please choose a pickup day and time.', returnTime: 'Please choose a return day and time or "As soon as the car is ready".' },
      leadTime: 'Pickups start at least 75 minutes from now.',
    },
  },
  de: {
    timeSlots: {
      pickup: { title: 'Abholung', day: 'Abholtag', time: 'Abholzeit', hint: 'Wann soll unser Fahrer dein Auto abholen?' },
      return: {
        title: 'Rückgabe',
        day: 'Rückgabetag',
        time: 'Rückgabezeit',
        hint: 'Wann sollen wir dein Auto zurückbringen?',
        choosePickupFirst: 'Wähle zuerst Abholtag und Abholzeit.',
        asap: 'Sobald das Auto fertig ist',
        asapHint: 'Wir bringen dein Auto direkt nach dem Laden zurück und sagen dir die Uhrzeit.',
        orChoose: 'oder wähle Tag und Uhrzeit',
      },
      groups: { morning: 'Vormittag', afternoon: 'Nachmittag', evening: 'Abend' },
      state: { booked: 'Ausgebucht', disabled: 'Nicht verfügbar', full: 'Ausgebucht', past: 'Vergangen' },
      legend: { title: 'Legende', selected: 'Ausgewählt', default: 'Frei', booked: 'Ausgebucht', disabled: 'Nicht verfügbar' },
      noSlots: 'An diesem Tag gibt es keine freien Zeiten. Bitte wähle einen anderen Tag.',
      loadError: 'Die Zeitfenster konnten nicht geladen werden.',
      retry: 'Erneut versuchen',
      required: { pickupTime: 'Bitte wähle Abholtag und Abholzeit.', returnTime: 'Bitte wähle Rückgabetag und -zeit oder „Sobald das Auto fertig ist“.' },
      leadTime: 'Abholungen sind frühestens 75 Minuten ab jetzt möglich.',
    },
  },
};

registerTranslations(BOOKING_NS, timeSlotsTexts);
