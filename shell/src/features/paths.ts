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
