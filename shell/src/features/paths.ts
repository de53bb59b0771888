/** Route paths the shell's feature screens link to (DESIGN §2). */
export const PATHS = {
  home: '/',
  bookingStart: '/book-a-service/select-package',
  track: '/track-my-number',
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password',
  terms: '/terms-and-conditions',
  privacy: '/privacy-policy',
  cookies: '/cookie-policy',
  imprint: '/imprint',
  notFound: '/not-found',
} as const;

/** Id of the frame's main landmark: the skip link's target, and where focus goes when the cookie banner is dismissed. */
export const MAIN_CONTENT_ID = 'main-content';
