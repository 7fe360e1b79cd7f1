/**
 * The templates the platform cannot work without, as code-level defaults: inserted at start when their slug
 * is absent (an administrator's edits are kept), and used as they are here when the row was deleted.
 * Bodies are HTML; `{{placeholders}}` name payload fields (documented per template).
 */
import type { Language } from '@symbol/contracts';

export type Localized = Record<Language, string>;

export interface DefaultTemplate {
  slug: string;
  adminTitle: string;
  title: Localized;
  subject: Localized;
  body: Localized;
}

export const TEMPLATE = {
  orderReceipt: 'order-receipt',
  orderStatusChanged: 'order-status-changed',
  orderRefunded: 'order-refunded',
  passwordReset: 'password-reset',
  emailVerification: 'email-verification',
  emailChanged: 'email-changed',
  crmRequestReceived: 'crm-request-received',
  crmRequestAcknowledged: 'crm-request-acknowledged',
  crmReply: 'crm-reply',
  subscriptionStarted: 'subscription-started',
  subscriptionRenewed: 'subscription-renewed',
  subscriptionFailed: 'subscription-failed',
  subscriptionCancelled: 'subscription-cancelled',
  yearlyStatement: 'yearly-statement',
} as const;

/** `{{gift}}` names the gift by its interval ("weekly gift", "ежемесячное пожертвование"): see mails.ts. */
const CANCEL = {
  en: '<p>To change the amount, skip a payment or stop it, <a href="{{cancelUrl}}">manage or cancel the {{gift}}</a> (no sign-in needed), or do it from your account.</p>',
  ru: '<p>Чтобы изменить сумму, пропустить списание или прекратить пожертвования, <a href="{{cancelUrl}}">измените или отмените {{gift}}</a> (входить не нужно) или сделайте это в личном кабинете.</p>',
};

export const DEFAULT_TEMPLATES: readonly DefaultTemplate[] = [
  {
    /**
     * Payload: orderId, orderNumber (as the site shows it), receiptNumber, duplicate (a reissue), items [{ title, quantity, total }],
     * totals [{ total }] (amounts written with their currency), receiptUrl?, attachments? (the receipt's PDF).
     */
    slug: TEMPLATE.orderReceipt,
    adminTitle: 'Order receipt',
    title: { en: 'Order receipt', ru: 'Чек заказа' },
    subject: {
      en: 'Receipt № {{receiptNumber}} for order {{orderNumber}}{{#duplicate}} (DUPLICATE){{/duplicate}}',
      ru: 'Квитанция № {{receiptNumber}} по заказу {{orderNumber}}{{#duplicate}} (ДУБЛИКАТ){{/duplicate}}',
    },
    body: {
      en:
        '<p>Thank you for your order {{orderNumber}}.</p><ul>{{#items}}<li>{{title}} × {{quantity}}: {{total}}</li>{{/items}}</ul>' +
        '<p>Total: {{#totals}}{{total}} {{/totals}}</p><p>The receipt № {{receiptNumber}} is attached as a PDF.</p>',
      ru:
        '<p>Спасибо за заказ {{orderNumber}}.</p><ul>{{#items}}<li>{{title}} × {{quantity}}: {{total}}</li>{{/items}}</ul>' +
        '<p>Итого: {{#totals}}{{total}} {{/totals}}</p><p>Квитанция № {{receiptNumber}} приложена в формате PDF.</p>',
    },
  },
  {
    /** Payload: orderId, status, orderUrl? */
    slug: TEMPLATE.orderStatusChanged,
    adminTitle: 'Order status changed',
    title: { en: 'Order status changed', ru: 'Статус заказа изменён' },
    subject: { en: 'Order {{orderId}}: {{status}}', ru: 'Заказ {{orderId}}: {{status}}' },
    body: {
      en: '<p>The status of your order {{orderId}} is now <b>{{status}}</b>.</p>{{#orderUrl}}<p><a href="{{orderUrl}}">Open the order</a></p>{{/orderUrl}}',
      ru: '<p>Статус вашего заказа {{orderId}}: <b>{{status}}</b>.</p>{{#orderUrl}}<p><a href="{{orderUrl}}">Открыть заказ</a></p>{{/orderUrl}}',
    },
  },
  {
    /** A paid order refunded by staff (ecommerce/refund.ts). Payload: orderId, orderNumber, amount (written with its currency). */
    slug: TEMPLATE.orderRefunded,
    adminTitle: 'Order refunded',
    title: { en: 'Order refunded', ru: 'Возврат по заказу' },
    subject: {
      en: 'Refund of {{amount}} for order {{orderNumber}}',
      ru: 'Возврат {{amount}} по заказу {{orderNumber}}',
    },
    body: {
      en: '<p>We have refunded {{amount}} for your order {{orderNumber}} to the means you paid with. Depending on your bank it may take up to 10 days to appear.</p><p>If you did not expect this refund, simply reply to this message.</p>',
      ru: '<p>Мы вернули {{amount}} по вашему заказу {{orderNumber}} тем же способом, которым он был оплачен. В зависимости от банка деньги могут поступить в течение 10 дней.</p><p>Если вы не ждали этого возврата, просто ответьте на это письмо.</p>',
    },
  },
  {
    /** Payload: code, resetUrl, expiresInMinutes */
    slug: TEMPLATE.passwordReset,
    adminTitle: 'Password reset',
    title: { en: 'Password reset', ru: 'Сброс пароля' },
    subject: { en: 'Reset your password', ru: 'Сброс пароля' },
    body: {
      en: '<p>To set a new password, open <a href="{{resetUrl}}">this link</a> or enter the code <b>{{code}}</b>. It works for {{expiresInMinutes}} minutes.</p><p>If you did not ask for it, ignore this message.</p>',
      ru: '<p>Чтобы задать новый пароль, откройте <a href="{{resetUrl}}">эту ссылку</a> или введите код <b>{{code}}</b>. Он действует {{expiresInMinutes}} минут.</p><p>Если вы не запрашивали сброс, просто проигнорируйте это письмо.</p>',
    },
  },
  {
    /** Payload: code, verifyUrl, expiresInHours */
    slug: TEMPLATE.emailVerification,
    adminTitle: 'Email verification',
    title: { en: 'Email verification', ru: 'Подтверждение адреса' },
    subject: { en: 'Confirm your email address', ru: 'Подтвердите адрес почты' },
    body: {
      en: '<p>This address was given for an account. To confirm that it is yours, open <a href="{{verifyUrl}}">this link</a> or enter the code <b>{{code}}</b>. It works for {{expiresInHours}} hours.</p><p>If it was not you, ignore this message: the address is not used until it is confirmed.</p>',
      ru: '<p>Этот адрес указан для учётной записи. Чтобы подтвердить, что он ваш, откройте <a href="{{verifyUrl}}">эту ссылку</a> или введите код <b>{{code}}</b>. Он действует {{expiresInHours}} ч.</p><p>Если это были не вы, просто проигнорируйте письмо: адрес не используется, пока его не подтвердят.</p>',
    },
  },
  {
    /** To the address an account signed in with, when it is changed. Payload: newEmail (masked: `n***@host`) */
    slug: TEMPLATE.emailChanged,
    adminTitle: 'Sign-in email changed',
    title: { en: 'Sign-in email changed', ru: 'Адрес для входа изменён' },
    subject: { en: 'Your sign-in email was changed', ru: 'Адрес для входа в аккаунт изменён' },
    body: {
      en: '<p>The account that signed in with this address now signs in with <b>{{newEmail}}</b>. Password resets go there from now on.</p><p>If it was not you, contact us at once: someone who knows your password has your account.</p>',
      ru: '<p>Аккаунт, в который входили с этим адресом, теперь использует адрес <b>{{newEmail}}</b>. Письма для сброса пароля теперь приходят туда.</p><p>Если это были не вы, сразу напишите нам: кто-то, кто знает ваш пароль, получил доступ к аккаунту.</p>',
    },
  },
  {
    /** Payload: formTitle, requestId, submittedAt, fields [{ label, value }] */
    slug: TEMPLATE.crmRequestReceived,
    adminTitle: 'CRM request received',
    title: { en: 'CRM request received', ru: 'Получена заявка' },
    subject: { en: 'New request: {{formTitle}}', ru: 'Новая заявка: {{formTitle}}' },
    body: {
      en: '<p>A new request from the form “{{formTitle}}” ({{submittedAt}}):</p><ul>{{#fields}}<li><b>{{label}}</b>: {{value}}</li>{{/fields}}</ul><p>Request {{requestId}}</p>',
      ru: '<p>Новая заявка из формы «{{formTitle}}» ({{submittedAt}}):</p><ul>{{#fields}}<li><b>{{label}}</b>: {{value}}</li>{{/fields}}</ul><p>Заявка {{requestId}}</p>',
    },
  },
  {
    /** To the visitor who sent a request, in the site's language they wrote in. Payload: formTitle, fields [{ label, value }] */
    slug: TEMPLATE.crmRequestAcknowledged,
    adminTitle: 'CRM request acknowledged',
    title: { en: 'Request acknowledged', ru: 'Заявка принята' },
    subject: { en: 'We have received your request: {{formTitle}}', ru: 'Мы получили вашу заявку: {{formTitle}}' },
    body: {
      en: '<p>Thank you for writing to us. We have received your request and will answer as soon as we can.</p><ul>{{#fields}}<li><b>{{label}}</b>: {{value}}</li>{{/fields}}</ul><p>You can simply reply to our answer when it comes.</p>',
      ru: '<p>Спасибо, что написали нам. Мы получили вашу заявку и ответим, как только сможем.</p><ul>{{#fields}}<li><b>{{label}}</b>: {{value}}</li>{{/fields}}</ul><p>Когда придёт ответ, на него можно просто ответить.</p>',
    },
  },
  {
    /** An operator's reply to a request, from the back office. Payload: formTitle, paragraphs [{ text }], fields [{ label, value }] */
    slug: TEMPLATE.crmReply,
    adminTitle: 'CRM reply',
    title: { en: 'Reply to a request', ru: 'Ответ на заявку' },
    subject: { en: 'Re: {{formTitle}}', ru: 'Re: {{formTitle}}' },
    body: {
      en: '{{#paragraphs}}<p>{{text}}</p>{{/paragraphs}}<hr><p>Your request:</p><ul>{{#fields}}<li><b>{{label}}</b>: {{value}}</li>{{/fields}}</ul>',
      ru: '{{#paragraphs}}<p>{{text}}</p>{{/paragraphs}}<hr><p>Ваша заявка:</p><ul>{{#fields}}<li><b>{{label}}</b>: {{value}}</li>{{/fields}}</ul>',
    },
  },
  /**
   * A recurring gift (billing/subscriptions). Payload: project, amount, gift (the gift as its interval names it:
   * "weekly gift"), every (how often: "weekly", "раз в неделю"), nextChargeAt?, reason?, cancelUrl?
   */
  {
    slug: TEMPLATE.subscriptionStarted,
    adminTitle: 'Recurring gift started',
    title: { en: 'Recurring gift started', ru: 'Регулярное пожертвование оформлено' },
    subject: { en: 'Your {{gift}} of {{amount}}', ru: 'Ваше {{gift}} {{amount}}' },
    body: {
      en: `<p>Thank you: {{amount}} will go to “{{project}}” {{every}}. The next payment is on {{nextChargeAt}}.</p>${CANCEL.en}`,
      ru: `<p>Спасибо: {{amount}} будут поступать проекту «{{project}}» {{every}}. Следующий платёж — {{nextChargeAt}}.</p>${CANCEL.ru}`,
    },
  },
  {
    slug: TEMPLATE.subscriptionRenewed,
    adminTitle: 'Recurring gift renewed',
    title: { en: 'Recurring gift received', ru: 'Регулярное пожертвование получено' },
    subject: {
      en: 'Your {{gift}} of {{amount}} was received',
      ru: 'Ваше {{gift}} {{amount}} получено',
    },
    body: {
      en: `<p>Your {{gift}} of {{amount}} to “{{project}}” was received; the receipt follows. The next payment is on {{nextChargeAt}}.</p>${CANCEL.en}`,
      ru: `<p>Ваше {{gift}} {{amount}} проекту «{{project}}» получено, чек придёт отдельным письмом. Следующий платёж — {{nextChargeAt}}.</p>${CANCEL.ru}`,
    },
  },
  {
    slug: TEMPLATE.subscriptionFailed,
    adminTitle: 'Recurring gift payment failed',
    title: { en: 'Recurring gift payment failed', ru: 'Платёж регулярного пожертвования не прошёл' },
    subject: { en: 'Your {{gift}} of {{amount}} did not go through', ru: 'Пожертвование {{amount}} не прошло' },
    body: {
      en: `<p>This time your {{gift}} of {{amount}} to “{{project}}” did not go through: {{reason}}. We will try again on {{nextChargeAt}}.</p>${CANCEL.en}`,
      ru: `<p>На этот раз ваше {{gift}} {{amount}} проекту «{{project}}» не прошло: {{reason}}. Мы попробуем снова {{nextChargeAt}}.</p>${CANCEL.ru}`,
    },
  },
  {
    slug: TEMPLATE.subscriptionCancelled,
    adminTitle: 'Recurring gift cancelled',
    title: { en: 'Recurring gift cancelled', ru: 'Регулярное пожертвование отменено' },
    subject: {
      en: 'Your {{gift}} of {{amount}} is cancelled',
      ru: 'Ваше {{gift}} {{amount}} отменено',
    },
    body: {
      en: '<p>Your {{gift}} of {{amount}} to “{{project}}” is cancelled: nothing more will be charged.{{#reason}} The last payment failed: {{reason}}.{{/reason}}</p><p>Thank you for your support.</p>',
      ru: '<p>Ваше {{gift}} {{amount}} проекту «{{project}}» отменено: списаний больше не будет.{{#reason}} Последний платёж не прошёл: {{reason}}.{{/reason}}</p><p>Спасибо за вашу поддержку.</p>',
    },
  },
  {
    /** Payload: year, count (gifts), totals [{ total }] (one per currency), attachments (the statement's PDF). */
    slug: TEMPLATE.yearlyStatement,
    adminTitle: 'Yearly statement of donations',
    title: { en: 'Yearly statement of donations', ru: 'Справка о пожертвованиях за год' },
    subject: {
      en: 'Your statement of donations for {{year}}',
      ru: 'Справка о ваших пожертвованиях за {{year}} год',
    },
    body: {
      en: '<p>Thank you for your support in {{year}}. Your gifts that year: {{count}}, in total {{#totals}}{{total}} {{/totals}}.</p><p>The statement is attached as a PDF, for a tax deduction or your own records. You can download it again from your account at any time.</p>',
      ru: '<p>Спасибо за вашу поддержку в {{year}} году. Пожертвований за год: {{count}}, всего {{#totals}}{{total}} {{/totals}}.</p><p>Справка приложена в формате PDF — для налогового вычета или для себя. Её можно в любой момент скачать ещё раз в личном кабинете.</p>',
    },
  },
];

/** Topics subjects subscribe to (rbac subjects-to-notification-module-topics), each with its template. */
export const DEFAULT_TOPICS: readonly { slug: string; adminTitle: string; title: Localized; template: string }[] = [
  {
    slug: 'crm-requests',
    adminTitle: 'CRM requests',
    title: { en: 'New CRM requests', ru: 'Новые заявки' },
    template: TEMPLATE.crmRequestReceived,
  },
];
