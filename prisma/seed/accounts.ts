/**
 * The account pages of the public site (issue 12): each identity widget variant on the page of its spec
 * route (identity-commerce-social §2), in both languages. `/showcase` keeps the is-authorized wrapper.
 */
import { linkRecord, record, type SeedRecord } from './define.ts';
import { t, type Localized } from './text.ts';

const PAGES = 'host/pages';
const HOST_WIDGETS = 'host/widgets';

interface AccountPage {
  name: string;
  url: string;
  title: string;
  description: Localized;
  /** The rbac widgets of the page, in order: [name, variant, texts]. */
  widgets: [string, string, { title?: Localized; subtitle?: Localized }?][];
}

const ACCOUNT_PAGES: readonly AccountPage[] = [
  {
    name: 'select-method',
    url: '/rbac/subject/authentication/select-method',
    title: 'Вход',
    description: t('Sign in with email and password or with a wallet', 'Вход по почте и паролю или кошельком'),
    widgets: [['select-method', 'select-method-default']],
  },
  {
    name: 'registration',
    url: '/rbac/subject/authentication/email-and-password/registration',
    title: 'Регистрация',
    description: t('Create an account', 'Создание аккаунта'),
    widgets: [['registration', 'registration-default']],
  },
  {
    name: 'forgot-password',
    url: '/rbac/subject/authentication/email-and-password/forgot-password',
    title: 'Забыли пароль',
    description: t('Ask for a password reset link', 'Запрос ссылки для нового пароля'),
    widgets: [['forgot-password', 'forgot-password-default']],
  },
  {
    name: 'reset-password',
    url: '/rbac/subject/authentication/email-and-password/reset-password',
    title: 'Новый пароль',
    description: t('Set a new password', 'Установка нового пароля'),
    widgets: [['reset-password', 'reset-password-default']],
  },
  {
    name: 'verify-email',
    url: '/rbac/subject/authentication/email-and-password/verify',
    title: 'Подтверждение почты',
    description: t('Verify your email', 'Подтверждение адреса почты'),
    widgets: [['verify-email', 'verify-email-default']],
  },
  {
    name: 'logout',
    url: '/rbac/subject/authentication/logout',
    title: 'Выход',
    description: t('Signing out', 'Выход из аккаунта'),
    widgets: [['logout', 'logout-default']],
  },
  {
    name: 'subject-settings',
    url: '/rbac/subjects/settings',
    title: 'Настройки',
    description: t('Account settings', 'Настройки аккаунта'),
    widgets: [['identity-settings', 'identity-settings-default']],
  },
  {
    name: 'account-widgets',
    url: '/account-widgets',
    title: 'Виджеты аккаунта',
    description: t('The account widgets one by one', 'Виджеты аккаунта по отдельности'),
    widgets: [
      [
        'authentication-button',
        'authentication-button-default',
        {
          title: t('Your account', 'Ваш аккаунт'),
          subtitle: t('Sign in or open the menu', 'Войдите или откройте меню'),
        },
      ],
      ['login', 'login-default', { title: t('Sign in with email', 'Вход по почте') }],
      ['wallet', 'wallet-default', { title: t('Sign in with a wallet', 'Вход кошельком') }],
    ],
  },
];

export function accounts(): SeedRecord[] {
  const widgets: SeedRecord[] = [];
  const hosts: SeedRecord[] = [];
  for (const page of ACCOUNT_PAGES) {
    const { name, widgets: placed, ...fields } = page;
    hosts.push(
      record(PAGES, name, { adminTitle: fields.title, ...fields, language: 'ru' }),
      linkRecord('host/pages-to-layouts', { pageId: [PAGES, name], layoutId: ['host/layouts', 'main'] }),
    );
    placed.forEach(([widget, variant, texts = {}], index) => {
      const key = `account-${widget}`;
      widgets.push(record('rbac/widgets', key, { adminTitle: `Account: ${widget}`, slug: key, variant, ...texts }));
      hosts.push(
        record(HOST_WIDGETS, key, {
          adminTitle: `Account: ${widget}`,
          slug: key,
          title: texts.title ?? t(widget, widget),
        }),
        linkRecord(
          'host/widgets-to-external-widgets',
          { widgetId: [HOST_WIDGETS, key], externalWidgetId: ['rbac/widgets', key] },
          { externalModule: 'rbac' },
        ),
        linkRecord(
          'host/pages-to-widgets',
          { pageId: [PAGES, name], widgetId: [HOST_WIDGETS, key] },
          { orderIndex: index },
        ),
      );
    });
  }
  return [...widgets, ...hosts];
}
