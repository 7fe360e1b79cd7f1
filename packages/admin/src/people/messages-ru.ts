/** messages.ts in Russian, loaded when the admin is in Russian. */
import type { customersEn } from './messages.ts';

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
