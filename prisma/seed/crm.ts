/** The contact form: four ordered inputs and the crm widget that shows it. */
import { linkRecord, record, type SeedRecord } from './define.ts';
import { t, type Localized } from './text.ts';

const FORMS = 'crm/forms';
const INPUTS = 'crm/inputs';
const WIDGETS = 'crm/widgets';

interface Input {
  slug: string;
  adminTitle: string;
  type: 'text' | 'email' | 'textarea' | 'tel';
  variant: 'text-default' | 'textarea-default';
  isRequired: boolean;
  title: Localized;
  label: Localized;
  placeholder: Localized;
}

const INPUT_LIST: readonly Input[] = [
  {
    slug: 'contact-form-name',
    adminTitle: 'Contact form: name',
    type: 'text',
    variant: 'text-default',
    isRequired: true,
    title: t('Name', 'Имя'),
    label: t('Your name', 'Как вас зовут'),
    placeholder: t('Anna Smirnova', 'Анна Смирнова'),
  },
  {
    slug: 'contact-form-email',
    adminTitle: 'Contact form: e-mail',
    type: 'email',
    variant: 'text-default',
    isRequired: true,
    title: t('E-mail', 'Электронная почта'),
    label: t('E-mail for our reply', 'Почта для ответа'),
    placeholder: t('anna@example.com', 'anna@example.com'),
  },
  {
    slug: 'contact-form-message',
    adminTitle: 'Contact form: message',
    type: 'textarea',
    variant: 'textarea-default',
    isRequired: true,
    title: t('Message', 'Сообщение'),
    label: t('Your message', 'Ваше сообщение'),
    placeholder: t(
      'Tell us about a church or estate that needs help, offer to volunteer or ask about a report',
      'Расскажите о храме или усадьбе, которым нужна помощь, предложите себя в волонтёры или спросите об отчёте',
    ),
  },
  {
    slug: 'contact-form-phone',
    adminTitle: 'Contact form: phone (optional)',
    type: 'tel',
    variant: 'text-default',
    isRequired: false,
    title: t('Phone', 'Телефон'),
    label: t('Phone, if you prefer a call', 'Телефон, если удобнее созвониться'),
    placeholder: t('+7 900 000-00-00', '+7 900 000-00-00'),
  },
];

export function crm(): SeedRecord[] {
  const out: SeedRecord[] = [
    record(FORMS, 'contact-form', {
      adminTitle: 'Contact form',
      slug: 'contact-form',
      title: t('Write to us', 'Напишите нам'),
      subtitle: t('We answer within two working days', 'Мы отвечаем в течение двух рабочих дней'),
      description: t(
        'Questions about projects, volunteering or reports — or a place you think we should see.',
        'Вопросы о проектах, волонтёрстве или отчётах — или место, которое, по-вашему, нам стоит увидеть.',
      ),
    }),
  ];
  INPUT_LIST.forEach(({ slug, ...input }, index) => {
    out.push(
      record(INPUTS, slug, { slug, orderIndex: index, ...input }),
      linkRecord(
        'crm/forms-to-inputs',
        { formId: [FORMS, 'contact-form'], inputId: [INPUTS, slug] },
        { orderIndex: index },
      ),
    );
  });
  out.push(
    record(WIDGETS, 'contact-form', {
      adminTitle: 'Contact form widget',
      slug: 'contact-form',
      variant: 'form-list-default',
      // Its form is titled 'Write to us': the section's heading says something else.
      title: t('Get in touch', 'Свяжитесь с нами'),
      subtitle: t(
        'Tell us about a place that needs help, or ask us anything',
        'Расскажите о месте, которому нужна помощь, или задайте любой вопрос',
      ),
    }),
    linkRecord('crm/widgets-to-forms', { widgetId: [WIDGETS, 'contact-form'], formId: [FORMS, 'contact-form'] }),
    // The assistant's "ask" widget (issue 39), on the contacts page above the form.
    record('agent/widgets', 'ask-assistant', {
      adminTitle: 'Ask the assistant',
      slug: 'ask-assistant',
      variant: 'ask-default',
      title: t('Ask a question', 'Задайте вопрос'),
      subtitle: t(
        'The assistant answers from this site; a person takes over when it cannot',
        'Помощник отвечает по материалам сайта; если не знает — ответит человек',
      ),
    }),
  );
  return out;
}
