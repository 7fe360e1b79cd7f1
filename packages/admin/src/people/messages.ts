/** The customer screen's texts, in English and Russian (merged with the shop's, shop/messages.ts). */
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

export const customersRu: typeof customersEn = {
  customers: {
    identities: 'Способы входа',
    no_identities: 'Способов входа нет.',
    verified: 'подтверждён',
    not_verified: 'не подтверждён',
    provider: {
      email_and_password: 'почта и пароль',
      EVM: 'кошелёк Ethereum',
      telegram: 'Telegram',
    },
    roles: 'Роли',
    no_roles: 'Ролей нет.',
    orders: 'Заказы',
    orders_shown: 'Последние %{shown} из %{total}',
    no_orders: 'Заказов пока нет.',
    requests: 'Заявки',
    no_requests: 'Заявок нет.',
    since: 'Аккаунт создан %{date}',
    edit: 'Изменить запись аккаунта',
    open: 'Открыть покупателя %{name}',
  },
};
