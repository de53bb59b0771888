/**
 * The contract's version, = this package's `version`: shared between the shell and the remotes by semantic version
 * (shared/build). Patch: a fix or a comment; minor: something added (a remote built before keeps using the page's
 * copy); major: something removed or changed (a remote built before loads its own copy until it is rebuilt).
 */
// 2.0.0: packageFormSchema and packageIdField removed (the wizard's first step checks its choice with the zod-free
// chosenPackageId); numberFormat and dateTimeFormat added; the booking paths and small booking rules in the core entry.
// 2.1.0: formatEuro in the core entry, berlinClock, clockDate and clockTime (formats without Intl, issue 29).
export const CONTRACT_VERSION = '2.2.0';
