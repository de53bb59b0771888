/**
 * Messages of the driver's live position and offline status queue (issue 14), spread into `validationMessages`
 * (namespace "validation") so the browser and the API translate them like every other key.
 */
export const driverMessages = {
  en: {
    positionOrderRequired: 'Please name the order (order_id or identity)',
    latitudeInvalid: 'Please send a latitude between -90 and 90',
    longitudeInvalid: 'Please send a longitude between -180 and 180',
    accuracyInvalid: 'Please send the accuracy in metres (0 to 100000)',
    recordedAtInvalid: 'Please send the time of the fix (at most 10 minutes old, not in the future)',
    positionNotOnTheWay: 'The position is shared only while the order is on the way to the pickup or the return',
    positionTooFrequent: 'One position every {{seconds}} seconds is enough',
    idempotencyKeyInvalid: 'The Idempotency-Key must be 8 to 128 letters, digits, "-" or "_"',
    idempotencyKeyReused: 'This Idempotency-Key was already used for another request',
    idempotencyKeyRunning: 'This change is still being processed: please try again in a moment',
  },
  de: {
    positionOrderRequired: 'Bitte nenne den Auftrag (order_id oder identity)',
    latitudeInvalid: 'Bitte sende einen Breitengrad zwischen -90 und 90',
    longitudeInvalid: 'Bitte sende einen Längengrad zwischen -180 und 180',
    accuracyInvalid: 'Bitte sende die Genauigkeit in Metern (0 bis 100000)',
    recordedAtInvalid: 'Bitte sende den Zeitpunkt der Ortung (höchstens 10 Minuten alt, nicht in der Zukunft)',
    positionNotOnTheWay: 'Der Standort wird nur geteilt, solange der Auftrag auf dem Weg zur Abholung oder zur Rückgabe ist',
    positionTooFrequent: 'Ein Standort alle {{seconds}} Sekunden genügt',
    idempotencyKeyInvalid: 'Der Idempotency-Key muss aus 8 bis 128 Buchstaben, Ziffern, „-“ oder „_“ bestehen',
    idempotencyKeyReused: 'Dieser Idempotency-Key wurde schon für eine andere Anfrage verwendet',
    idempotencyKeyRunning: 'Diese Änderung wird noch bearbeitet: bitte versuche es gleich noch einmal',
  },
};
