/**
 * The contract's version, = this package's `version`: shared between the shell and the remotes by semantic version
 * (shared/build). Patch: a fix or a comment; minor: something added (a remote built before keeps using the page's
 * copy); major: something removed or changed (a remote built before loads its own copy until it is rebuilt).
 */
export const CONTRACT_VERSION = '1.1.0';
