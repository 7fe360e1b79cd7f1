/** The identity routes of the spec (§2), as site addresses (the link rule adds the language). */
export const AUTH_PATHS = {
  selectMethod: '/rbac/subject/authentication/select-method',
  registration: '/rbac/subject/authentication/email-and-password/registration',
  forgotPassword: '/rbac/subject/authentication/email-and-password/forgot-password',
  resetPassword: '/rbac/subject/authentication/email-and-password/reset-password',
  verifyEmail: '/rbac/subject/authentication/email-and-password/verify',
  logout: '/rbac/subject/authentication/logout',
  settings: '/rbac/subjects/settings',
  home: '/',
} as const;
