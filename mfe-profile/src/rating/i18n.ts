import { registerTranslations } from '@chargevalet/platform';

/** i18next namespace of the rate-the-driver modal. */
export const RATING_NS = 'profileRating';

export const ratingResources = {
  de: {
    title: 'Bewerte deinen Fahrer',
    intro: 'Wie zufrieden warst du mit {{driver}} bei Auftrag {{identity}}?',
    stars: 'Deine Bewertung',
    star_one: '{{count}} Stern',
    star_other: '{{count}} Sterne',
    feedback: 'Dein Feedback (optional)',
    feedbackHint: 'Höchstens {{max}} Zeichen',
    send: 'Senden',
    sending: 'Wird gesendet …',
    notNow: 'Nicht jetzt',
    success: 'Vielen Dank für dein Feedback! Deine Bewertung und deine Kommentare wurden erfolgreich übermittelt',
    errorTitle: 'Fehler',
    oops: 'Hoppla, da ist etwas schiefgelaufen. Bitte versuche es noch einmal',
  },
  en: {
    title: 'Rate your driver',
    intro: 'How happy were you with {{driver}} on order {{identity}}?',
    stars: 'Your rating',
    star_one: '{{count}} star',
    star_other: '{{count}} stars',
    feedback: 'Your feedback (optional)',
    feedbackHint: 'At most {{max}} characters',
    send: 'Send',
    sending: 'Sending …',
    notNow: 'Not now',
    success: 'Thank you for your feedback! Your rating and comments have been successfully submitted',
    errorTitle: 'Error',
    oops: 'Oops, something went wrong. Please try again',
  },
};

registerTranslations(RATING_NS, ratingResources);
