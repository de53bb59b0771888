/** The platform's own strings (namespace "platform"). */
export const platformResources = {
  en: {
    errorFallback: {
      title: 'Oops, something went wrong.',
      description: 'This part of the page could not be loaded. Please try again.',
      retry: 'Retry',
    },
    field: { required: 'required' },
    password: { show: 'Show password', hide: 'Hide password' },
    dialog: { close: 'Close' },
    loading: 'Loading…',
    toast: { close: 'Close notification' },
    pagination: { label: 'Pages', previous: 'Previous page', next: 'Next page', page: 'Page {{page}}' },
    query: { loadFailed: 'This could not be loaded.', retry: 'Try again' },
  },
  de: {
    errorFallback: {
      title: 'Hoppla, da ist etwas schiefgelaufen.',
      description: 'Dieser Teil der Seite konnte nicht geladen werden. Bitte versuche es erneut.',
      retry: 'Erneut versuchen',
    },
    field: { required: 'Pflichtfeld' },
    password: { show: 'Passwort anzeigen', hide: 'Passwort verbergen' },
    dialog: { close: 'Schließen' },
    loading: 'Wird geladen …',
    toast: { close: 'Benachrichtigung schließen' },
    pagination: { label: 'Seiten', previous: 'Vorherige Seite', next: 'Nächste Seite', page: 'Seite {{page}}' },
    query: { loadFailed: 'Das konnte nicht geladen werden.', retry: 'Erneut versuchen' },
  },
};
