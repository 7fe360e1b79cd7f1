/**
 * The foundation's legal and trust pages (issue 32): the public offer (/offer), the privacy policy (/privacy) and
 * the reports (/reports, documents with files by year). Each text is a website-builder widget the operator edits,
 * opened by a demo notice saying it is a sample; the consent checkbox of every form links the first two, and the
 * server stores the version (a hash of the page's content) a visitor accepted.
 */
import { linkRecord, record, type SeedRecord } from './define.ts';
import { t, type Localized } from './text.ts';

const W = 'website-builder/widgets';
const FEATURES = 'website-builder/features';
const FILES = 'file-storage/files';
const FS_WIDGETS = 'file-storage/widgets';
const HOST_WIDGETS = 'host/widgets';
const PAGES = 'host/pages';
const LAYOUTS = 'host/layouts';
const METADATA = 'host/metadata';

type Block = [kind: 'h' | 'p', text: string];

/** A slate document of headings (`h`, level two) and paragraphs (`p`). */
const doc = (blocks: readonly Block[]) =>
  JSON.stringify(
    blocks.map(([kind, text]) => ({ type: kind === 'h' ? 'heading-two' : 'paragraph', children: [{ text }] })),
  );
const richDoc = (en: readonly Block[], ru: readonly Block[]): Localized => ({ en: doc(en), ru: doc(ru) });

const SAMPLE = (what: Localized): Localized =>
  t(
    `A sample of the demo site: replace it with the foundation's own ${what.en}, checked by its lawyer, before launch.`,
    `Образец демо-сайта: до запуска замените его собственным документом фонда (${what.ru}), проверенным юристом.`,
  );

const OFFER = richDoc(
  [
    ['p', 'Moscow · version of 1 November 2026'],
    ['h', '1. General provisions'],
    [
      'p',
      'This document is the public offer of the Symbol of Faith charitable foundation (the Foundation; OGRN, INN and address are given in the footer of the site) to any person (the Donor) to make a donation to the Foundation under article 437 (2) of the Civil Code of the Russian Federation.',
    ],
    [
      'p',
      'The offer is accepted by making a donation through this site, by bank transfer to the Foundation’s account or by any other means of payment the Foundation offers. The acceptance is full and unconditional.',
    ],
    ['h', '2. Subject of the agreement'],
    [
      'p',
      'The Donor gives money to the Foundation free of charge for its statutory purposes or for the project the Donor chose. A donation is not a purchase: the Donor receives no goods or services in return.',
    ],
    ['h', '3. Use of donations'],
    [
      'p',
      'The Foundation spends donations on the chosen project; a donation exceeding the project’s needs, or given to a project that could not be completed, goes to the Foundation’s other statutory programmes. Up to 20 % of a donation may be spent on the administration of the Foundation, as the law on charitable activity allows.',
    ],
    [
      'p',
      'The Foundation publishes its annual reports and the reports of completed projects in the Reports section of this site.',
    ],
    ['h', '4. Monthly donations'],
    [
      'p',
      'A Donor who chooses a monthly donation authorises the Foundation to charge the chosen amount each month until the Donor cancels it. A cancel link comes with every mail about the donation; it works without signing in.',
    ],
    ['h', '5. Refunds'],
    [
      'p',
      'A donation made by mistake is refunded on the Donor’s written request to the Foundation’s address within 30 days of the payment.',
    ],
    ['h', '6. Receipts'],
    [
      'p',
      'After each payment the Foundation mails a receipt to the address the Donor gave. The receipt is the Donor’s proof of the donation, including for a social tax deduction.',
    ],
  ],
  [
    ['p', 'г. Москва · редакция от 1 ноября 2026 г.'],
    ['h', '1. Общие положения'],
    [
      'p',
      'Настоящий документ — публичная оферта Благотворительного фонда «Символ веры» (далее — Фонд; ОГРН, ИНН и адрес указаны в подвале сайта) любому лицу (далее — Жертвователь) заключить договор пожертвования в соответствии с п. 2 ст. 437 Гражданского кодекса РФ.',
    ],
    [
      'p',
      'Акцептом оферты признаётся перечисление пожертвования через этот сайт, банковским переводом на счёт Фонда или иным предложенным Фондом способом. Акцепт оферты является полным и безоговорочным.',
    ],
    ['h', '2. Предмет договора'],
    [
      'p',
      'Жертвователь безвозмездно передаёт Фонду денежные средства на уставные цели или на выбранный им проект. Пожертвование — не покупка: Жертвователь не получает взамен товаров или услуг.',
    ],
    ['h', '3. Использование пожертвований'],
    [
      'p',
      'Фонд расходует пожертвование на выбранный проект; средства сверх потребностей проекта или на проект, который не удалось осуществить, направляются на другие уставные программы Фонда. На административные расходы Фонда может быть направлено не более 20 % пожертвования, как допускает закон о благотворительной деятельности.',
    ],
    ['p', 'Фонд публикует годовые отчёты и отчёты о завершённых проектах в разделе «Отчёты» этого сайта.'],
    ['h', '4. Ежемесячные пожертвования'],
    [
      'p',
      'Выбирая ежемесячное пожертвование, Жертвователь поручает Фонду списывать выбранную сумму каждый месяц, пока он его не отменит. Ссылка для отмены приходит в каждом письме о пожертвовании и работает без входа на сайт.',
    ],
    ['h', '5. Возврат'],
    [
      'p',
      'Ошибочно перечисленное пожертвование возвращается по письменному заявлению Жертвователя на адрес Фонда в течение 30 дней с даты платежа.',
    ],
    ['h', '6. Квитанции'],
    [
      'p',
      'После каждого платежа Фонд присылает квитанцию на адрес, указанный Жертвователем. Квитанция подтверждает пожертвование, в том числе для получения социального налогового вычета.',
    ],
  ],
);

const PRIVACY = richDoc(
  [
    ['p', 'Version of 1 November 2026'],
    ['h', '1. Who processes the data'],
    [
      'p',
      'The operator of personal data is the Symbol of Faith charitable foundation (its requisites are in the footer of the site). The policy is written under Federal Law No. 152-FZ “On personal data”.',
    ],
    ['h', '2. What we collect'],
    [
      'p',
      'Your e-mail address, and your name and phone if you give them; the amount, date and purpose of your donations and orders; the messages you send through the site’s forms; technical data of your visit (IP address, browser).',
    ],
    ['h', '3. Why'],
    [
      'p',
      'To take your donation and mail its receipt, to answer your message, to keep the accounts and reports the law requires, and, only if you subscribe, to send you news of the projects.',
    ],
    ['h', '4. How long and with whom'],
    [
      'p',
      'Data of donations are kept for five years, as accounting law requires; messages for one year. We pass data only to the payment provider that processes your payment and to the mail service that delivers our letters, and never sell it.',
    ],
    ['h', '5. Your rights'],
    [
      'p',
      'You may ask what data we hold about you, have it corrected or deleted, and withdraw your consent at any time by writing to hello@symbol-faith.org. Withdrawing consent does not affect donations already made.',
    ],
  ],
  [
    ['p', 'Редакция от 1 ноября 2026 г.'],
    ['h', '1. Кто обрабатывает данные'],
    [
      'p',
      'Оператор персональных данных — Благотворительный фонд «Символ веры» (реквизиты в подвале сайта). Политика составлена в соответствии с Федеральным законом № 152-ФЗ «О персональных данных».',
    ],
    ['h', '2. Какие данные мы собираем'],
    [
      'p',
      'Адрес электронной почты, а если вы их укажете — имя и телефон; сумму, дату и назначение ваших пожертвований и заказов; сообщения, отправленные через формы сайта; технические данные посещения (IP-адрес, браузер).',
    ],
    ['h', '3. Зачем'],
    [
      'p',
      'Чтобы принять пожертвование и прислать квитанцию, ответить на ваше сообщение, вести учёт и отчётность, которых требует закон, и — только если вы подпишетесь — рассказывать о проектах.',
    ],
    ['h', '4. Сколько храним и кому передаём'],
    [
      'p',
      'Данные о пожертвованиях хранятся пять лет, как требует закон о бухгалтерском учёте; сообщения — один год. Мы передаём данные только платёжному сервису, который проводит ваш платёж, и почтовому сервису, который доставляет наши письма, и никогда их не продаём.',
    ],
    ['h', '5. Ваши права'],
    [
      'p',
      'Вы можете узнать, какие данные о вас у нас есть, потребовать их уточнить или удалить и в любой момент отозвать согласие, написав на hello@symbol-faith.org. Отзыв согласия не затрагивает уже сделанные пожертвования.',
    ],
  ],
);

interface Document {
  name: string;
  file: string;
  size: number;
  alt: Localized;
}

/** The reports by year, newest first: each year a file-storage widget with its documents (sample PDFs). */
const REPORT_YEARS: readonly { year: string; documents: readonly Document[] }[] = [
  {
    year: '2025',
    documents: [
      {
        name: 'report-annual-2025',
        file: '/documents/annual-report-2025.pdf',
        size: 23_834,
        alt: t('Annual report 2025', 'Годовой отчёт за 2025 год'),
      },
      {
        name: 'report-financial-2025',
        file: '/documents/financial-statements-2025.pdf',
        size: 21_018,
        alt: t('Financial statements 2025', 'Бухгалтерская отчётность за 2025 год'),
      },
    ],
  },
  {
    year: '2024',
    documents: [
      {
        name: 'report-annual-2024',
        file: '/documents/annual-report-2024.pdf',
        size: 21_696,
        alt: t('Annual report 2024', 'Годовой отчёт за 2024 год'),
      },
      {
        name: 'report-minjust-2024',
        file: '/documents/minjust-report-2024.pdf',
        size: 21_810,
        alt: t('Report to the Ministry of Justice 2024', 'Отчёт в Минюст за 2024 год'),
      },
    ],
  },
];

/** The legal pages: their names, addresses, texts. */
const TEXTS = [
  {
    name: 'offer',
    url: '/offer',
    title: t('Public offer to make a donation', 'Публичная оферта о заключении договора пожертвования'),
    text: OFFER,
    sample: t('offer', 'оферта'),
    pageTitle: 'Публичная оферта',
    metadata: {
      ru: ['Публичная оферта — «Символ веры»', 'Договор пожертвования фонду «Символ веры»: условия и порядок.'],
      en: ['Public offer — Symbol of Faith', 'The donation agreement of the Symbol of Faith foundation.'],
    },
  },
  {
    name: 'privacy',
    url: '/privacy',
    title: t('Personal data processing policy', 'Политика обработки персональных данных'),
    text: PRIVACY,
    sample: t('privacy policy', 'политика обработки персональных данных'),
    pageTitle: 'Политика конфиденциальности',
    metadata: {
      ru: ['Политика конфиденциальности — «Символ веры»', 'Какие персональные данные обрабатывает фонд и зачем.'],
      en: ['Privacy policy — Symbol of Faith', 'Which personal data the foundation processes, and why.'],
    },
  },
] as const;

export function legal(): SeedRecord[] {
  const out: SeedRecord[] = [];
  const page = (name: string, url: string, title: string, description: Localized, widgets: string[]) => {
    out.push(
      record(PAGES, name, { adminTitle: title, url, title, description, language: 'ru' }),
      linkRecord('host/pages-to-layouts', { pageId: [PAGES, name], layoutId: [LAYOUTS, 'main'] }),
      ...widgets.map((widget, index) =>
        linkRecord(
          'host/pages-to-widgets',
          { pageId: [PAGES, name], widgetId: [HOST_WIDGETS, widget] },
          { orderIndex: index },
        ),
      ),
    );
  };
  const hostWidget = (slug: string, title: Localized, module: string, external: string) =>
    out.push(
      record(HOST_WIDGETS, slug, { slug, adminTitle: title.en, title }),
      linkRecord(
        'host/widgets-to-external-widgets',
        { widgetId: [HOST_WIDGETS, slug], externalWidgetId: [`${module}/widgets`, external] },
        { externalModule: module },
      ),
    );
  const metadata = (name: string, texts: { ru: readonly string[]; en: readonly string[] }) => {
    for (const language of ['ru', 'en'] as const) {
      const [title, description] = texts[language];
      out.push(
        record(METADATA, `${name}-${language}`, {
          adminTitle: `${name} page metadata (${language})`,
          title,
          description,
          opengraphTitle: title,
          opengraphDescription: description,
          twitterTitle: title,
          twitterDescription: description,
          opengraphType: 'website',
          opengraphLocale: language === 'ru' ? 'ru_RU' : 'en_US',
        }),
        linkRecord('host/pages-to-metadata', { pageId: [PAGES, name], metadataId: [METADATA, `${name}-${language}`] }),
      );
    }
  };
  const notice = (name: string, what: Localized) => {
    const slug = `${name}-sample-notice`;
    out.push(
      record(FEATURES, slug, {
        slug,
        adminTitle: `${name}: sample notice (remove with the sample text)`,
        variant: 'demo-notice',
        title: t('Sample', 'Образец'),
        description: SAMPLE(what),
      }),
      linkRecord('website-builder/widgets-to-features', { widgetId: [W, `${name}-text`], featureId: [FEATURES, slug] }),
    );
  };

  for (const { name, url, title, text, sample, pageTitle, metadata: texts } of TEXTS) {
    out.push(
      record(W, `${name}-text`, {
        slug: `${name}-text`,
        adminTitle: `${pageTitle}: text`,
        variant: 'content-default',
        title,
        description: text,
      }),
    );
    notice(name, sample);
    hostWidget(`${name}-text`, title, 'website-builder', `${name}-text`);
    page(name, url, pageTitle, title, [`${name}-text`]);
    metadata(name, texts);
  }

  // Reports: an introduction, then each year's documents.
  out.push(
    record(W, 'reports-text', {
      slug: 'reports-text',
      adminTitle: 'Reports: introduction',
      variant: 'content-default',
      title: t('Reports and documents', 'Отчёты и документы'),
      description: richDoc(
        [
          [
            'p',
            'Every year we publish what we received and what we spent it on: the annual report, the financial statements and the report to the Ministry of Justice. Each project ends with its own report in the journal.',
          ],
        ],
        [
          [
            'p',
            'Каждый год мы публикуем, сколько получили и на что потратили: годовой отчёт, бухгалтерскую отчётность и отчёт в Минюст. Каждый проект заканчивается собственным отчётом в журнале.',
          ],
        ],
      ),
    }),
  );
  notice('reports', t('reports', 'отчёты'));
  hostWidget('reports-text', t('Reports and documents', 'Отчёты и документы'), 'website-builder', 'reports-text');
  const yearWidgets: string[] = [];
  for (const { year, documents } of REPORT_YEARS) {
    const slug = `reports-${year}`;
    yearWidgets.push(slug);
    out.push(
      record(FS_WIDGETS, slug, { slug, adminTitle: `Reports ${year}`, variant: 'documents', title: t(year, year) }),
    );
    documents.forEach(({ name, file, size, alt }, index) =>
      out.push(
        record(FILES, name, {
          adminTitle: alt.en,
          file,
          alt,
          size,
          extension: 'pdf',
          mimeType: 'application/pdf',
        }),
        linkRecord(
          'file-storage/widgets-to-files',
          { widgetId: [FS_WIDGETS, slug], fileId: [FILES, name] },
          { orderIndex: index },
        ),
      ),
    );
    hostWidget(slug, t(`Reports ${year}`, `Отчёты за ${year} год`), 'file-storage', slug);
  }
  page('reports', '/reports', 'Отчёты', t('Reports and documents', 'Отчёты и документы'), [
    'reports-text',
    ...yearWidgets,
  ]);
  metadata('reports', {
    ru: ['Отчёты — «Символ веры»', 'Годовые отчёты, бухгалтерская отчётность и отчёты в Минюст фонда «Символ веры».'],
    en: [
      'Reports — Symbol of Faith',
      'Annual reports, financial statements and reports of the Symbol of Faith foundation.',
    ],
  });
  return out;
}
