/**
 * The pages that complete the public site: the ecommerce category page, the project page under /projects,
 * social profile and subject pages, the 404 page, and `/showcase`, a page showing every widget variant of
 * the public site (each variant of PUBLIC_VARIANTS appears on some seeded page, in both languages).
 */
import { linkRecord, record, type SeedRecord } from './define.ts';
import { rich, same, t, type Localized } from './text.ts';

const WB = 'website-builder';
const HOST_WIDGETS = 'host/widgets';
const PAGES = 'host/pages';

/** A slate document as a localized JSON string. */
const slate = (en: unknown[], ru: unknown[]): Localized => ({ en: JSON.stringify(en), ru: JSON.stringify(ru) });
const p = (text: string) => ({ type: 'paragraph', children: [{ text }] });
const h = (level: string, text: string) => ({ type: `heading-${level}`, children: [{ text }] });

interface Embedded {
  /** Host widget name (also the embedded widget's name with the `showcase-` prefix). */
  name: string;
  module: string;
  variant: string;
  title?: Localized;
  subtitle?: Localized;
  description?: Localized;
}

/** Module widgets shown on /showcase, in page order. */
const SHOWCASE: readonly Embedded[] = [
  {
    name: 'intro',
    module: WB,
    variant: 'symbol-faith-centered-with-background',
    title: t('Every widget of the site', 'Все виджеты сайта'),
    subtitle: t(
      'A page the editors use to see how each variant looks',
      'Страница, на которой редакторы видят, как выглядит каждый вариант',
    ),
  },
  {
    name: 'rich-text',
    module: WB,
    variant: 'content-default',
    title: t('Rich text', 'Форматированный текст'),
    description: slate(
      [
        h('one', 'Heading one'),
        h('two', 'Heading two'),
        h('three', 'Heading three'),
        h('four', 'Heading four'),
        h('five', 'Heading five'),
        h('six', 'Heading six'),
        {
          type: 'paragraph',
          children: [
            { text: 'A paragraph with ' },
            { text: 'bold', bold: true },
            { text: ', ' },
            { text: 'italic', italic: true },
            { text: ' text, a link to ' },
            { type: 'link', url: '/about', children: [{ text: 'the foundation' }] },
            { text: ' and one to ' },
            { type: 'link', url: 'https://t.me/symbol_faith_foundation', children: [{ text: 'Telegram' }] },
            { text: '.' },
          ],
        },
        {
          type: 'tabs',
          children: [
            { type: 'tab', title: 'Roof', children: [p('Aspen shingles, hand split.')] },
            { type: 'tab', title: 'Walls', children: [p('Lime mortar, hand-made brick.')] },
          ],
        },
        { type: 'check-list-item', checked: true, children: [{ text: 'Measured drawings made' }] },
        { type: 'check-list-item', checked: false, children: [{ text: 'Roof restored' }] },
      ],
      [
        h('one', 'Заголовок первого уровня'),
        h('two', 'Заголовок второго уровня'),
        h('three', 'Заголовок третьего уровня'),
        h('four', 'Заголовок четвёртого уровня'),
        h('five', 'Заголовок пятого уровня'),
        h('six', 'Заголовок шестого уровня'),
        {
          type: 'paragraph',
          children: [
            { text: 'Абзац с ' },
            { text: 'жирным', bold: true },
            { text: ' и ' },
            { text: 'курсивным', italic: true },
            { text: ' текстом, ссылкой ' },
            { type: 'link', url: '/about', children: [{ text: 'о фонде' }] },
            { text: ' и ссылкой на ' },
            { type: 'link', url: 'https://t.me/symbol_faith_foundation', children: [{ text: 'Telegram' }] },
            { text: '.' },
          ],
        },
        {
          type: 'tabs',
          children: [
            { type: 'tab', title: 'Кровля', children: [p('Осиновый лемех ручного колота.')] },
            { type: 'tab', title: 'Стены', children: [p('Известковый раствор, кирпич ручной формовки.')] },
          ],
        },
        { type: 'check-list-item', checked: true, children: [{ text: 'Обмерные чертежи сделаны' }] },
        { type: 'check-list-item', checked: false, children: [{ text: 'Кровля восстановлена' }] },
      ],
    ),
  },
  {
    name: 'features',
    module: WB,
    variant: 'default',
    title: t('Why people trust us', 'Почему нам доверяют'),
    subtitle: t(
      'Features, buttons of every style, a logotype and a file',
      'Преимущества, кнопки всех стилей, логотип и файл',
    ),
  },
  { name: 'testimonials', module: WB, variant: 'default' },
  {
    name: 'carousel',
    module: WB,
    variant: 'symbol-faith-dark-carousel',
    title: t('Principles, one by one', 'Принципы по одному'),
  },
  {
    name: 'simple',
    module: WB,
    variant: 'symbol-faith-simple-centered',
    title: t('Small steps, every day', 'Маленькие шаги каждый день'),
    description: t(
      'Most of our work is unseen: a gutter cleaned, a window closed before the frost.',
      'Большая часть нашей работы незаметна: прочищенный водосток, окно, закрытое до морозов.',
    ),
  },
  {
    name: 'requisites-two',
    module: WB,
    variant: 'symbol-faith-requisites-two-columns',
    title: t('Requisites', 'Реквизиты'),
    description: t('For transfers from a company account.', 'Для переводов со счёта организации.'),
  },
  {
    name: 'donate',
    module: WB,
    variant: 'symbol-faith-donate',
    title: t('Help today', 'Помогите сегодня'),
    description: t(
      'Any amount matters: 500 roubles buy a square metre of shingles.',
      'Важна любая сумма: 500 рублей — это квадратный метр лемеха.',
    ),
  },
  { name: 'map', module: WB, variant: 'symbol-faith-iframe', title: t('Where we work', 'Где мы работаем') },
  { name: 'gallery', module: 'file-storage', variant: 'default', title: t('Photographs', 'Фотографии') },
  { name: 'products', module: 'ecommerce', variant: 'product-list-default', title: t('All projects', 'Все проекты') },
  {
    name: 'categories',
    module: 'ecommerce',
    variant: 'category-list-default',
    title: t('Project categories', 'Направления проектов'),
  },
  { name: 'stores', module: 'ecommerce', variant: 'store-list-default', title: t('Catalogues', 'Каталоги') },
  { name: 'shop', module: 'ecommerce', variant: 'default', title: t('The shop at a glance', 'Каталог одним взглядом') },
  { name: 'blog', module: 'blog', variant: 'default', title: t('The journal at a glance', 'Журнал одним взглядом') },
  {
    name: 'blog-categories',
    module: 'blog',
    variant: 'category-list-default',
    title: t('Journal topics', 'Рубрики журнала'),
  },
  { name: 'private-article', module: 'blog', variant: 'article-overview-with-private-content-default' },
  { name: 'article-products', module: 'blog', variant: 'article-overview-ecommerce-module-product-list-default' },
  // The original's variant (issue 21): the url's article's products only; it shows on an article's page.
  {
    name: 'article-product-cards',
    module: 'blog',
    variant: 'article-overview-ecommerce-module-product-list-card-default',
  },
  { name: 'people', module: 'social', variant: 'default', title: t('People of the foundation', 'Люди фонда') },
  // One chat of the signed-in visitor (the page's ?chat=, else the first): 'Sign in to see this' for others.
  { name: 'chat-overview', module: 'social', variant: 'chat-overview-default', title: t('A chat', 'Чат') },
  {
    name: 'volunteer-form',
    module: 'crm',
    variant: 'form-list-default',
    title: t('Join a volunteer camp', 'Поехать в волонтёрский лагерь'),
  },
  {
    name: 'crm-note',
    module: 'crm',
    variant: 'default',
    title: t('We read every message', 'Мы читаем каждое письмо'),
    subtitle: t('and answer within two working days', 'и отвечаем в течение двух рабочих дней'),
  },
  // The default widget of each module without records of its own shows its texts: the foundation's, not a
  // placeholder naming the module.
  ...(
    [
      [
        'billing',
        t('Pay by card or by bank transfer', 'Оплата картой или банковским переводом'),
        t('Every payment gets its receipt by e-mail', 'На каждый платёж приходит чек на почту'),
      ],
      [
        'notification',
        t('News by e-mail', 'Новости на почту'),
        t('Once a month: what was done on the sites', 'Раз в месяц: что сделано на объектах'),
      ],
      [
        'startup',
        t('The foundation since 2012', 'Фонд с 2012 года'),
        t('31 churches, chapels and estates saved', '31 спасённый храм, часовня и усадьба'),
      ],
      [
        'analytic',
        t('2024 in numbers', '2024 год в цифрах'),
        t('2,318 donors; 94% of the money went to projects', '2318 жертвователей; 94% средств ушли на проекты'),
      ],
      [
        'agent',
        t("Ask the foundation's assistant", 'Спросите помощника фонда'),
        t('About any project, day or night', 'О любом проекте, днём и ночью'),
      ],
      [
        'broadcast',
        t('Live from the scaffolding', 'Прямо с лесов'),
        t('We stream the key days of each restoration', 'Показываем главные дни каждой реставрации'),
      ],
      [
        'rbac',
        t('Become a member of the foundation', 'Станьте участником фонда'),
        t(
          'Members read the full reports and follow their projects',
          'Участники читают полные отчёты и следят за своими проектами',
        ),
      ],
    ] as const
  ).map(([module, title, subtitle]) => ({ name: `${module}-note`, module, variant: 'default', title, subtitle })),
  {
    name: 'rbac-is-authorized',
    module: 'rbac',
    variant: 'is-authorized-default',
    title: t('For those allowed to read the blog widgets', 'Для тех, кому открыты виджеты блога'),
    subtitle: t(
      'The server decides; everyone else sees “Not authorized”',
      'Решает сервер; остальные видят «Нет доступа»',
    ),
  },
];

/** Module widgets on the other new pages. */
const PAGE_WIDGETS: readonly Embedded[] = [
  { name: 'category-overview', module: 'ecommerce', variant: 'category-overview-default' },
  { name: 'project-overview', module: 'ecommerce', variant: 'product-overview-default' },
  { name: 'profile-overview', module: 'social', variant: 'profile-overview-default' },
  {
    name: 'subject-overview',
    module: 'rbac',
    variant: 'default',
    title: t('A member of the foundation', 'Участник фонда'),
  },
  {
    name: 'not-found',
    module: WB,
    variant: 'symbol-faith-centered',
    title: t('Page not found', 'Страница не найдена'),
    description: t(
      'There is no page at this address. Try the menu above or go back to the home page.',
      'По этому адресу ничего нет. Воспользуйтесь меню или вернитесь на главную.',
    ),
  },
];

const PAGE_LIST: { name: string; url: string; title: string; description: Localized; widgets: string[] }[] = [
  {
    name: 'showcase',
    url: '/showcase',
    title: 'Все виджеты',
    description: t('Every widget variant of the site', 'Все варианты виджетов сайта'),
    widgets: ['home-hero', ...SHOWCASE.map((w) => w.name)],
  },
  {
    // The showcase's donate widget links to its page's path plus /donate (spec): the ways to give.
    name: 'showcase-donate',
    url: '/showcase/donate',
    title: 'Пожертвовать',
    description: t('Ways to support the foundation', 'Как поддержать фонд'),
    widgets: ['project-list', 'requisites'],
  },
  {
    name: 'ecommerce-category',
    url: '/ecommerce/categories/[ecommerce.categories.slug]',
    title: 'Направление',
    description: t('Projects of one category', 'Проекты одного направления'),
    widgets: ['category-overview', 'requisites'],
  },
  {
    name: 'project',
    url: '/projects/[ecommerce.products.slug]',
    title: 'Проект',
    description: t('One project of the foundation', 'Страница проекта фонда'),
    widgets: ['project-overview', 'requisites'],
  },
  {
    name: 'social-profile',
    url: '/social/profiles/[social.profiles.slug]',
    title: 'Профиль',
    description: t('A person of the foundation', 'Человек фонда'),
    widgets: ['profile-overview'],
  },
  {
    name: 'subject',
    url: '/rbac/subjects/[rbac.subjects.slug]',
    title: 'Участник',
    description: t('A member of the foundation', 'Участник фонда'),
    widgets: ['subject-overview'],
  },
  {
    name: 'not-found',
    url: '/404',
    title: 'Страница не найдена',
    description: t('Shown for an unknown address', 'Показывается для неизвестного адреса'),
    widgets: ['not-found'],
  },
];

const BUTTON_STYLES = ['default', 'primary', 'destructive', 'secondary', 'outline', 'link', 'ghost'] as const;

function websiteBuilderParts(): SeedRecord[] {
  const out: SeedRecord[] = [];
  const link = (entity: string, ends: Record<string, [string, string]>, data: Record<string, unknown> = {}) =>
    out.push(linkRecord(entity, ends, data));
  // Buttons of every style, in one array.
  out.push(
    record(`${WB}/buttons-arrays`, 'showcase-styles', {
      adminTitle: 'Showcase: button styles',
      slug: 'showcase-styles',
      title: t('Button styles', 'Стили кнопок'),
    }),
  );
  BUTTON_STYLES.forEach((variant, index) => {
    out.push(
      record(`${WB}/buttons`, `showcase-${variant}`, {
        adminTitle: `Showcase: ${variant} button`,
        slug: `showcase-button-${variant}`,
        variant,
        title: t(
          `${variant[0]!.toUpperCase()}${variant.slice(1)}`,
          {
            default: 'Обычная',
            primary: 'Главная',
            destructive: 'Опасная',
            secondary: 'Вторичная',
            outline: 'Контурная',
            link: 'Ссылка',
            ghost: 'Прозрачная',
          }[variant],
        ),
        url: '/about',
      }),
    );
    link(
      `${WB}/buttons-arrays-to-buttons`,
      {
        buttonsArrayId: [`${WB}/buttons-arrays`, 'showcase-styles'],
        buttonId: [`${WB}/buttons`, `showcase-${variant}`],
      },
      { orderIndex: index },
    );
  });
  // The map of the iframe widget: its first button's https address.
  out.push(
    record(`${WB}/buttons`, 'showcase-map', {
      adminTitle: 'Showcase: map address',
      slug: 'showcase-map',
      title: t('Map of our projects', 'Карта наших проектов'),
      url: 'https://www.openstreetmap.org/export/embed.html?bbox=30.0%2C55.0%2C40.0%2C63.0&layer=mapnik',
    }),
    record(`${WB}/buttons-arrays`, 'showcase-map', {
      adminTitle: 'Showcase: map',
      slug: 'showcase-map',
      title: t('Map', 'Карта'),
    }),
  );
  link(`${WB}/buttons-arrays-to-buttons`, {
    buttonsArrayId: [`${WB}/buttons-arrays`, 'showcase-map'],
    buttonId: [`${WB}/buttons`, 'showcase-map'],
  });
  // Features with the default variant.
  const features = [
    [
      'since-2012',
      t('Since 2012', 'С 2012 года'),
      t('Twelve years of restoration work in nine regions.', 'Двенадцать лет реставрации в девяти регионах.'),
    ],
    [
      'open-books',
      t('Open books', 'Открытая бухгалтерия'),
      t('An audited report every year.', 'Аудированный отчёт каждый год.'),
    ],
    [
      'local-teams',
      t('Local teams', 'Местные команды'),
      t('Carpenters and masons from nearby villages.', 'Плотники и каменщики из соседних сёл.'),
    ],
  ] as const;
  features.forEach(([slug, title, description], index) => {
    out.push(
      record(`${WB}/features`, `showcase-${slug}`, {
        adminTitle: `Showcase: ${slug}`,
        slug: `showcase-${slug}`,
        title,
        description: rich([description.en], [description.ru]),
        orderIndex: index,
      }),
    );
    link(`${WB}/features-to-file-storage-module-files`, {
      featureId: [`${WB}/features`, `showcase-${slug}`],
      fileStorageModuleFileId: [
        'file-storage/files',
        ['project-bell-tower', 'project-icon-workshop', 'project-volunteer-camp'][index]!,
      ],
    });
    link(
      `${WB}/widgets-to-features`,
      { widgetId: [`${WB}/widgets`, 'showcase-features'], featureId: [`${WB}/features`, `showcase-${slug}`] },
      { orderIndex: index },
    );
  });
  link(`${WB}/widgets-to-buttons-arrays`, {
    widgetId: [`${WB}/widgets`, 'showcase-features'],
    buttonsArrayId: [`${WB}/buttons-arrays`, 'showcase-styles'],
  });
  link(`${WB}/widgets-to-logotypes`, {
    widgetId: [`${WB}/widgets`, 'showcase-features'],
    logotypeId: [`${WB}/logotypes`, 'main'],
  });
  link(`${WB}/widgets-to-file-storage-module-files`, {
    widgetId: [`${WB}/widgets`, 'showcase-features'],
    fileStorageModuleFileId: ['file-storage/files', 'project-icon-workshop'],
  });
  link(`${WB}/widgets-to-file-storage-module-files`, {
    widgetId: [`${WB}/widgets`, 'showcase-intro'],
    fileStorageModuleFileId: ['file-storage/files', 'slide-zaozerye-estate'],
  });
  link(`${WB}/widgets-to-buttons-arrays`, {
    widgetId: [`${WB}/widgets`, 'showcase-map'],
    buttonsArrayId: [`${WB}/buttons-arrays`, 'showcase-map'],
  });
  // The principles as a carousel, the requisites in two columns and beside the donate button.
  [
    'principle-open-reports',
    'principle-authentic-methods',
    'principle-local-communities',
    'we-restore',
    'we-preserve',
  ].forEach((feature, index) =>
    link(
      `${WB}/widgets-to-features`,
      { widgetId: [`${WB}/widgets`, 'showcase-carousel'], featureId: [`${WB}/features`, feature] },
      { orderIndex: index },
    ),
  );
  for (const widget of ['showcase-requisites-two', 'showcase-donate'])
    ['requisites-demo', 'requisites-recipient', 'requisites-tax-ids', 'requisites-account'].forEach((feature, index) =>
      link(
        `${WB}/widgets-to-features`,
        { widgetId: [`${WB}/widgets`, widget], featureId: [`${WB}/features`, feature] },
        { orderIndex: index },
      ),
    );
  // A fading slider of testimonials and a fading photo slide.
  out.push(
    record(`${WB}/sliders`, 'showcase-testimonials', {
      adminTitle: 'Showcase: testimonials',
      slug: 'showcase-testimonials',
      variant: 'fade',
      title: t('What people say', 'Что говорят люди'),
    }),
  );
  const slides = [
    [
      'testimonial-villager',
      'testimonial',
      t('Maria Ivanovna', 'Мария Ивановна'),
      t('Pokrovskoye village', 'село Покровское'),
      t(
        'For forty years the bell tower stood silent. Last Easter we heard the bells again.',
        'Сорок лет колокольня молчала. На прошлую Пасху мы снова услышали колокола.',
      ),
    ],
    [
      'testimonial-volunteer',
      'testimonial',
      t('Andrei, volunteer', 'Андрей, волонтёр'),
      t('Summer camp 2024', 'Летний лагерь 2024'),
      t(
        'Two weeks with an axe in Karelia taught me more than a year of lectures.',
        'Две недели с топором в Карелии дали мне больше, чем год лекций.',
      ),
    ],
    [
      'fade-chapel',
      'fade',
      t('Kyalgozero, at dusk', 'Кяльгозеро в сумерках'),
      t('St Nicholas chapel', 'Никольская часовня'),
      t('The new shingles catch the last light.', 'Новый лемех ловит последний свет.'),
    ],
  ] as const;
  slides.forEach(([slug, variant, title, subtitle, description], index) => {
    out.push(
      record(`${WB}/slides`, `showcase-${slug}`, {
        adminTitle: `Showcase: ${slug}`,
        slug: `showcase-${slug}`,
        variant,
        title,
        subtitle,
        description: rich([description.en], [description.ru]),
        url: same(''),
        orderIndex: index,
      }),
    );
    link(
      `${WB}/sliders-to-slides`,
      { sliderId: [`${WB}/sliders`, 'showcase-testimonials'], slideId: [`${WB}/slides`, `showcase-${slug}`] },
      { orderIndex: index },
    );
    link(`${WB}/slides-to-file-storage-module-files`, {
      slideId: [`${WB}/slides`, `showcase-${slug}`],
      fileStorageModuleFileId: [
        'file-storage/files',
        variant === 'fade' ? 'slide-karelia-chapel' : 'project-volunteer-camp',
      ],
    });
  });
  link(`${WB}/widgets-to-sliders`, {
    widgetId: [`${WB}/widgets`, 'showcase-testimonials'],
    sliderId: [`${WB}/sliders`, 'showcase-testimonials'],
  });
  return out;
}

function moduleParts(): SeedRecord[] {
  const out: SeedRecord[] = [];
  const link = (entity: string, ends: Record<string, [string, string]>, data: Record<string, unknown> = {}) =>
    out.push(linkRecord(entity, ends, data));
  const products = [
    'pokrovskoye-bell-tower',
    'karelia-st-nicholas-chapel',
    'icon-restoration-workshop',
    'summer-volunteer-camp',
  ];
  // A project not priced yet: the not-filled card.
  out.push(
    record('ecommerce/products', 'belozersk-survey', {
      adminTitle: 'Belozersk church survey (not priced yet)',
      slug: 'belozersk-church-survey',
      variant: 'not-filled',
      title: t('Survey of the Belozersk church', 'Обследование храма в Белозерске'),
      shortDescription: t(
        'The budget will be known after the survey this spring.',
        'Смета появится после обследования этой весной.',
      ),
      description: rich(['We are preparing the survey.'], ['Мы готовим обследование.']),
    }),
  );
  [...products, 'belozersk-survey'].forEach((product, index) =>
    link(
      'ecommerce/widgets-to-products',
      { widgetId: ['ecommerce/widgets', 'showcase-products'], productId: ['ecommerce/products', product] },
      { orderIndex: index },
    ),
  );
  link(
    'ecommerce/categories-to-products',
    { categoryId: ['ecommerce/categories', 'restoration'], productId: ['ecommerce/products', 'belozersk-survey'] },
    { orderIndex: 9 },
  );
  link('ecommerce/widgets-to-products', {
    widgetId: ['ecommerce/widgets', 'showcase-shop'],
    productId: ['ecommerce/products', products[0]!],
  });
  for (const widget of ['showcase-categories', 'showcase-shop'])
    link('ecommerce/widgets-to-categories', {
      widgetId: ['ecommerce/widgets', widget],
      categoryId: ['ecommerce/categories', 'restoration'],
    });
  for (const widget of ['showcase-stores', 'showcase-shop'])
    link('ecommerce/widgets-to-stores', {
      widgetId: ['ecommerce/widgets', widget],
      storeId: ['ecommerce/stores', 'foundation-store'],
    });
  link('ecommerce/categories-to-file-storage-module-files', {
    categoryId: ['ecommerce/categories', 'restoration'],
    fileStorageModuleFileId: ['file-storage/files', 'project-karelia-chapel'],
  });
  // Blog: an article with its projects; widgets listing articles and categories.
  link('blog/articles-to-ecommerce-module-products', {
    articleId: ['blog/articles', 'annual-report-2024'],
    ecommerceModuleProductId: ['ecommerce/products', products[0]!],
  });
  link('blog/widgets-to-articles', {
    widgetId: ['blog/widgets', 'showcase-blog'],
    articleId: ['blog/articles', 'annual-report-2024'],
  });
  for (const widget of ['showcase-private-article', 'showcase-article-products'])
    link('blog/widgets-to-articles', {
      widgetId: ['blog/widgets', widget],
      articleId: ['blog/articles', 'volunteer-camp-2024-results'],
    });
  for (const widget of ['showcase-blog', 'showcase-blog-categories'])
    ['news', 'reports'].forEach((category, index) =>
      link(
        'blog/widgets-to-categories',
        { widgetId: ['blog/widgets', widget], categoryId: ['blog/categories', category] },
        { orderIndex: index },
      ),
    );
  // Social profiles: a person and the foundation's assistant.
  out.push(
    record('social/profiles', 'anna', {
      adminTitle: 'Anna, project coordinator',
      slug: 'anna-smirnova',
      title: t('Anna Smirnova', 'Анна Смирнова'),
      subtitle: t('Project coordinator', 'Координатор проектов'),
      description: rich(
        ['Anna plans the summer camps and keeps in touch with the villages.'],
        ['Анна планирует летние лагеря и держит связь с сёлами.'],
      ),
    }),
    record('social/profiles', 'assistant', {
      adminTitle: 'Foundation assistant (AI)',
      slug: 'foundation-assistant',
      variant: 'artificial-intelligence',
      title: t('Foundation assistant', 'Помощник фонда'),
      subtitle: t('Answers questions about projects', 'Отвечает на вопросы о проектах'),
      description: rich(['Ask about any project, day or night.'], ['Спросите о любом проекте в любое время.']),
    }),
  );
  link('social/profiles-to-file-storage-module-files', {
    profileId: ['social/profiles', 'anna'],
    fileStorageModuleFileId: ['file-storage/files', 'project-volunteer-camp'],
  });
  ['anna', 'assistant'].forEach((profile, index) =>
    link(
      'social/widgets-to-profiles',
      { widgetId: ['social/widgets', 'showcase-people'], profileId: ['social/profiles', profile] },
      { orderIndex: index },
    ),
  );
  // A subject with a public page, shown by its social profile (its slug is an address, not a name).
  out.push(
    record('rbac/subjects', 'foundation-team', { slug: 'foundation-team' }),
    record('social/profiles', 'foundation-team', {
      adminTitle: "The foundation's team",
      slug: 'foundation-team-profile',
      title: t("The foundation's team", 'Команда фонда'),
      subtitle: t('Architects, restorers and coordinators', 'Архитекторы, реставраторы и координаторы'),
    }),
  );
  link('rbac/subjects-to-social-module-profiles', {
    subjectId: ['rbac/subjects', 'foundation-team'],
    socialModuleProfileId: ['social/profiles', 'foundation-team'],
  });
  // A volunteer form with the default and number inputs.
  out.push(
    record('crm/forms', 'volunteer', {
      adminTitle: 'Volunteer application',
      slug: 'volunteer-application',
      title: t('Volunteer application', 'Заявка волонтёра'),
    }),
    record('crm/inputs', 'volunteer-email', {
      slug: 'volunteer-email',
      type: 'email',
      isRequired: true,
      title: t('E-mail', 'Почта'),
      label: t('Your e-mail', 'Ваша почта'),
      placeholder: same('name@example.org'),
    }),
    record('crm/inputs', 'volunteer-days', {
      slug: 'volunteer-days',
      type: 'number',
      variant: 'number-default',
      title: t('Days', 'Дни'),
      label: t('How many days can you help?', 'Сколько дней вы можете помочь?'),
    }),
    // A select input (the original's select-option-default, issue 21) and its options.
    record('crm/inputs', 'volunteer-camp', {
      slug: 'volunteer-camp',
      variant: 'select-option-default',
      title: t('Camp', 'Лагерь'),
      label: t('Which camp?', 'Какой лагерь?'),
    }),
    record('crm/options', 'camp-summer', { slug: 'summer', title: t('Summer camp', 'Летний лагерь') }),
    record('crm/options', 'camp-autumn', { slug: 'autumn', title: t('Autumn camp', 'Осенний лагерь') }),
  );
  ['camp-summer', 'camp-autumn'].forEach((option, index) =>
    link(
      'crm/inputs-to-options',
      { inputId: ['crm/inputs', 'volunteer-camp'], optionId: ['crm/options', option] },
      { orderIndex: index },
    ),
  );
  ['volunteer-email', 'volunteer-days', 'volunteer-camp'].forEach((input, index) =>
    link(
      'crm/forms-to-inputs',
      { formId: ['crm/forms', 'volunteer'], inputId: ['crm/inputs', input] },
      { orderIndex: index },
    ),
  );
  link('crm/widgets-to-forms', {
    widgetId: ['crm/widgets', 'showcase-volunteer-form'],
    formId: ['crm/forms', 'volunteer'],
  });
  link('file-storage/widgets-to-files', {
    widgetId: ['file-storage/widgets', 'showcase-gallery'],
    fileId: ['file-storage/files', 'project-bell-tower'],
  });
  link(
    'file-storage/widgets-to-files',
    {
      widgetId: ['file-storage/widgets', 'showcase-gallery'],
      fileId: ['file-storage/files', 'project-karelia-chapel'],
    },
    { orderIndex: 1 },
  );
  return out;
}

function hostParts(): SeedRecord[] {
  const out: SeedRecord[] = [];
  for (const { name, module, ...widget } of [...SHOWCASE, ...PAGE_WIDGETS]) {
    out.push(
      record(`${module}/widgets`, `showcase-${name}`, {
        adminTitle: `Showcase: ${name}`,
        slug: `showcase-${name}`,
        ...widget,
      }),
      record(HOST_WIDGETS, `showcase-${name}`, {
        adminTitle: `Showcase: ${name}`,
        slug: `showcase-${name}`,
        title: widget.title ?? t(name, name),
      }),
      linkRecord(
        'host/widgets-to-external-widgets',
        { widgetId: [HOST_WIDGETS, `showcase-${name}`], externalWidgetId: [`${module}/widgets`, `showcase-${name}`] },
        { externalModule: module },
      ),
    );
  }
  const hostName = (widget: string) =>
    ['home-hero', 'project-list', 'requisites'].includes(widget) ? widget : `showcase-${widget}`;
  for (const { name, widgets, ...page } of PAGE_LIST) {
    out.push(
      record(PAGES, name, { adminTitle: page.title, ...page, language: 'ru' }),
      linkRecord('host/pages-to-layouts', { pageId: [PAGES, name], layoutId: ['host/layouts', 'main'] }),
    );
    widgets.forEach((widget, index) =>
      out.push(
        linkRecord(
          'host/pages-to-widgets',
          { pageId: [PAGES, name], widgetId: [HOST_WIDGETS, hostName(widget)] },
          // Steps of ten: flows.ts places the project page's donation form between its overview and bank details.
          { orderIndex: index * 10 },
        ),
      ),
    );
  }
  return out;
}

/** Module widgets and parts first (host widgets point at them), then the pages. */
export function showcase(): SeedRecord[] {
  const hosts = hostParts();
  const moduleWidgets = hosts.filter((r) => !r.entity.startsWith('host/'));
  return [
    ...moduleWidgets,
    ...websiteBuilderParts(),
    ...moduleParts(),
    ...hosts.filter((r) => r.entity.startsWith('host/')),
  ];
}
