/** The customer screen's texts, in English (Russian: messages-ru.ts; merged with the shop's, shop/messages.ts). */
export const customersEn = {
  customers: {
    identities: 'Sign-in identities',
    no_identities: 'No sign-in identity.',
    verified: 'verified',
    not_verified: 'not verified',
    provider: {
      email_and_password: 'email and password',
      EVM: 'Ethereum wallet',
      telegram: 'Telegram',
    },
    roles: 'Roles',
    no_roles: 'No role.',
    orders: 'Orders',
    orders_shown: 'The newest %{shown} of %{total}',
    no_orders: 'No orders yet.',
    requests: 'Requests',
    no_requests: 'No requests.',
    since: 'Account since %{date}',
    edit: 'Edit account record',
    open: 'Open customer %{name}',
  },
};
