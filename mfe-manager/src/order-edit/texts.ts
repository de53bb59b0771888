import { registerTranslations } from '@chargevalet/platform';

/** Texts of /orders/{id}/edit (the section titles and field labels come from the platform's order texts). */
export const ORDER_EDIT_NS = 'managerOrderEdit';

export const orderEditTexts = {
  en: {
    title: 'Edit order',
    documentTitle: 'Edit order {{identity}} – ChargeValet',
    back: 'Back to the order',
    firstName: 'First name',
    lastName: 'Last name',
    zipCode: 'Postcode',
    actualService: 'Service (€)',
    actualElectricity: 'Electricity (€)',
    readOnlyHint: 'Cannot be changed',
    freeHint: 'A free order has no costs to enter',
    settledHint: 'Charged: the amounts stay; correct them with a refund',
    estimating: 'Updating the estimate …',
    estimateFailed: 'The estimate could not be updated.',
    save: 'Save changes',
    cancel: 'Cancel',
    unsavedHint: 'You have unsaved changes.',
    done: 'Done',
    updated: 'Order details successfully updated',
    errorTitle: 'Error',
    oops: 'Oops, something went wrong. Please try again',
  },
  de: {
    title: 'Auftrag bearbeiten',
    documentTitle: 'Auftrag {{identity}} bearbeiten – ChargeValet',
    back: 'Zurück zum Auftrag',
    firstName: 'Vorname',
    lastName: 'Nachname',
    zipCode: 'Postleitzahl',
    actualService: 'Service (€)',
    actualElectricity: 'Strom (€)',
    readOnlyHint: 'Nicht änderbar',
    freeHint: 'Ein kostenloser Auftrag hat keine Kosten',
    settledHint: 'Berechnet: die Beträge bleiben; korrigiere sie mit einer Erstattung',
    estimating: 'Die Schätzung wird aktualisiert …',
    estimateFailed: 'Die Schätzung konnte nicht aktualisiert werden.',
    save: 'Änderungen speichern',
    cancel: 'Abbrechen',
    unsavedHint: 'Du hast ungespeicherte Änderungen.',
    done: 'Erledigt',
    updated: 'Auftragsdetails erfolgreich aktualisiert',
    errorTitle: 'Fehler',
    oops: 'Hoppla, da ist etwas schiefgelaufen. Bitte versuche es noch einmal',
  },
};

registerTranslations(ORDER_EDIT_NS, orderEditTexts);
