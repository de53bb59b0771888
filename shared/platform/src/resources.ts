/** The platform's own strings (namespace "platform"). */
export const platformResources = {
  en: {
    errorFallback: {
      title: 'Oops, something went wrong.',
      description: 'This part of the page could not be loaded. Please try again.',
      retry: 'Retry',
      updating: {
        title: 'Being updated',
        description: 'This area is being updated; please reload in a few minutes.',
        reload: 'Reload page',
      },
    },
    field: { required: 'required' },
    password: { show: 'Show password', hide: 'Hide password' },
    dialog: { close: 'Close' },
    loading: 'Loading…',
    toast: { close: 'Close notification' },
    pagination: { label: 'Pages', previous: 'Previous page', next: 'Next page', page: 'Page {{page}}' },
    query: { loadFailed: 'This could not be loaded.', retry: 'Try again' },
    unsaved: {
      title: 'Unsaved changes',
      text: 'You have changes that are not saved yet. If you leave this page now, they will be lost.',
      stay: 'Keep editing',
      leave: 'Discard and leave',
      discardTitle: 'Discard changes?',
      discardText: 'Everything you changed since the last save will be reset.',
      discardConfirm: 'Discard',
    },
  },
  de: {
    errorFallback: {
      title: 'Hoppla, da ist etwas schiefgelaufen.',
      description: 'Dieser Teil der Seite konnte nicht geladen werden. Bitte versuche es erneut.',
      retry: 'Erneut versuchen',
      updating: {
        title: 'Wird aktualisiert',
        description: 'Dieser Bereich wird gerade aktualisiert; bitte lade die Seite in ein paar Minuten neu.',
        reload: 'Seite neu laden',
      },
    },
    field: { required: 'Pflichtfeld' },
    password: { show: 'Passwort anzeigen', hide: 'Passwort verbergen' },
    dialog: { close: 'Schließen' },
    loading: 'Wird geladen …',
    toast: { close: 'Benachrichtigung schließen' },
    pagination: { label: 'Seiten', previous: 'Vorherige Seite', next: 'Nächste Seite', page: 'Seite {{page}}' },
    query: { loadFailed: 'Das konnte nicht geladen werden.', retry: 'Erneut versuchen' },
    unsaved: {
      title: 'Ungespeicherte Änderungen',
      text: 'Du hast Änderungen vorgenommen, die noch nicht gespeichert sind. Wenn du die Seite jetzt verlässt, gehen sie verloren.',
      stay: 'Weiter bearbeiten',
      leave: 'Verwerfen und verlassen',
      discardTitle: 'Änderungen verwerfen?',
      discardText: 'Alle Änderungen seit dem letzten Speichern werden zurückgesetzt.',
      discardConfirm: 'Verwerfen',
    },
  },
};
