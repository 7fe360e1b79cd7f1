/**
 * The foundation's public site: website-builder content (logotype, buttons, slider, features, widgets)
 * and the host structure that assembles it (layout, pages, metadata, host widgets embedding module widgets).
 */
import { linkRecord, record, type SeedRecord } from './define.ts';
import { rich, same, t, type Localized } from './text.ts';

const WB = 'website-builder';
const W = `${WB}/widgets`;
const BUTTONS = `${WB}/buttons`;
const ARRAYS = `${WB}/buttons-arrays`;
const FEATURES = `${WB}/features`;
const SLIDERS = `${WB}/sliders`;
const SLIDES = `${WB}/slides`;
const LOGOTYPES = `${WB}/logotypes`;
const FILES = 'file-storage/files';

const PAGES = 'host/pages';
const LAYOUTS = 'host/layouts';
const METADATA = 'host/metadata';
const HOST_WIDGETS = 'host/widgets';

// ---------------------------------------------------------------------------------------------------------------
// Website builder

interface Button {
  slug: string;
  adminTitle: string;
  title: Localized;
  url: string;
  variant?: string;
}

const BUTTON_LIST: readonly Button[] = [
  { slug: 'nav-about', adminTitle: 'Nav: About', title: t('About', 'О фонде'), url: '/about' },
  { slug: 'nav-projects', adminTitle: 'Nav: Projects', title: t('Projects', 'Проекты'), url: '/projects' },
  { slug: 'nav-blog', adminTitle: 'Nav: Blog', title: t('Blog', 'Блог'), url: '/blog' },
  { slug: 'nav-contacts', adminTitle: 'Nav: Contacts', title: t('Contacts', 'Контакты'), url: '/contacts' },
  {
    slug: 'nav-donate',
    adminTitle: 'Nav: Donate',
    title: t('Donate', 'Помочь'),
    url: '/donate',
    variant: 'primary',
  },
  {
    slug: 'footer-project-bell-tower',
    adminTitle: 'Footer: Pokrovskoye bell tower',
    title: t('Pokrovskoye bell tower', 'Колокольня в Покровском'),
    url: '/projects/pokrovskoye-bell-tower',
    variant: 'link',
  },
  {
    slug: 'footer-project-karelia-chapel',
    adminTitle: 'Footer: Kyalgozero chapel',
    title: t('St Nicholas chapel, Karelia', 'Никольская часовня, Карелия'),
    url: '/projects/karelia-st-nicholas-chapel',
    variant: 'link',
  },
  {
    slug: 'footer-project-icon-workshop',
    adminTitle: 'Footer: icon workshop',
    title: t('Icon restoration workshop', 'Иконописная мастерская'),
    url: '/projects/icon-restoration-workshop',
    variant: 'link',
  },
  {
    slug: 'footer-project-volunteer-camp',
    adminTitle: 'Footer: volunteer camp',
    title: t('Volunteer camp', 'Волонтёрский лагерь'),
    url: '/projects/summer-volunteer-camp',
    variant: 'link',
  },
  { slug: 'nav-reports', adminTitle: 'Nav: Reports', title: t('Reports', 'Отчёты'), url: '/reports' },
  {
    slug: 'footer-offer',
    adminTitle: 'Footer: public offer',
    title: t('Public offer', 'Публичная оферта'),
    url: '/offer',
    variant: 'link',
  },
  {
    slug: 'footer-privacy',
    adminTitle: 'Footer: privacy policy',
    title: t('Privacy policy', 'Политика конфиденциальности'),
    url: '/privacy',
    variant: 'link',
  },
  {
    slug: 'footer-reports',
    adminTitle: 'Footer: reports',
    title: t('Reports and documents', 'Отчёты и документы'),
    url: '/reports',
    variant: 'link',
  },
  // The hero's calls to give (issue 32): each slide's own.
  {
    slug: 'hero-give-bell-tower',
    adminTitle: 'Hero: give to the bell tower',
    title: t('Help the bell tower', 'Помочь колокольне'),
    url: '/projects/pokrovskoye-bell-tower/donate',
    variant: 'primary',
  },
  {
    slug: 'hero-give-foundation',
    adminTitle: 'Hero: give to the foundation',
    title: t('Support our work', 'Поддержать фонд'),
    url: '/donate',
    variant: 'primary',
  },
  {
    slug: 'hero-give-karelia-chapel',
    adminTitle: 'Hero: give to the Karelia chapel',
    title: t('Help the chapel', 'Помочь часовне'),
    url: '/projects/karelia-st-nicholas-chapel/donate',
    variant: 'primary',
  },
  {
    slug: 'about-reports',
    adminTitle: 'About: read the reports',
    title: t('Read our reports', 'Читать отчёты'),
    url: '/reports',
    variant: 'secondary',
  },
  {
    slug: 'footer-email',
    adminTitle: 'Footer: e-mail',
    title: same('hello@symbol-faith.org'),
    url: 'mailto:hello@symbol-faith.org',
    variant: 'link',
  },
  {
    slug: 'footer-phone',
    adminTitle: 'Footer: phone',
    title: t('+7 (495) 000-00-00 (demo)', '+7 (495) 000-00-00 (демо)'),
    url: 'tel:+74950000000',
    variant: 'link',
  },
  {
    slug: 'footer-telegram',
    adminTitle: 'Footer: Telegram channel',
    title: t('Telegram channel', 'Канал в Telegram'),
    url: 'https://t.me/symbol_faith_foundation',
    variant: 'link',
  },
];

interface ButtonsArray {
  slug: string;
  adminTitle: string;
  title: Localized;
  variant?: string;
  buttons: readonly string[];
}

const NAV = ['nav-about', 'nav-projects', 'nav-blog', 'nav-contacts'] as const;

const ARRAY_LIST: readonly ButtonsArray[] = [
  { slug: 'navbar-links', adminTitle: 'Navbar: links', title: t('Menu', 'Меню'), buttons: NAV },
  { slug: 'navbar-actions', adminTitle: 'Navbar: donate', title: t('Support', 'Поддержать'), buttons: ['nav-donate'] },
  {
    slug: 'footer-navigation',
    adminTitle: 'Footer: navigation',
    title: t('Foundation', 'Фонд'),
    variant: 'footer-buttons-array',
    buttons: [...NAV, 'nav-reports'],
  },
  {
    slug: 'footer-projects',
    adminTitle: 'Footer: projects',
    title: t('Projects', 'Проекты'),
    variant: 'footer-buttons-array',
    buttons: [
      'footer-project-bell-tower',
      'footer-project-karelia-chapel',
      'footer-project-icon-workshop',
      'footer-project-volunteer-camp',
    ],
  },
  {
    slug: 'footer-contacts',
    adminTitle: 'Footer: contacts',
    title: t('Contacts', 'Контакты'),
    variant: 'footer-buttons-array',
    buttons: ['footer-email', 'footer-phone', 'footer-telegram'],
  },
  {
    slug: 'footer-documents',
    adminTitle: 'Footer: documents',
    title: t('Documents', 'Документы'),
    variant: 'footer-buttons-array',
    buttons: ['footer-offer', 'footer-privacy', 'footer-reports'],
  },
  {
    slug: 'hero-actions-bell-tower',
    adminTitle: 'Hero: bell tower',
    title: t('Give', 'Помочь'),
    buttons: ['hero-give-bell-tower'],
  },
  {
    slug: 'hero-actions-foundation',
    adminTitle: 'Hero: foundation',
    title: t('Give', 'Помочь'),
    buttons: ['hero-give-foundation'],
  },
  {
    slug: 'hero-actions-karelia-chapel',
    adminTitle: 'Hero: Karelia chapel',
    title: t('Give', 'Помочь'),
    buttons: ['hero-give-karelia-chapel'],
  },
  { slug: 'about-reports', adminTitle: 'About: reports', title: t('Reports', 'Отчёты'), buttons: ['about-reports'] },
];

interface Slide {
  slug: string;
  adminTitle: string;
  image: string;
  /** The buttons array with the slide's call to give. */
  actions: string;
  title: Localized;
  subtitle: Localized;
  description: Localized;
  url: Localized;
}

const SLIDE_LIST: readonly Slide[] = [
  {
    slug: 'hero-pokrovskoye-church',
    adminTitle: 'Hero: Pokrovskoye church',
    image: 'slide-pokrovskoye-church',
    title: t('A village church waiting for its bells', 'Сельский храм ждёт свои колокола'),
    subtitle: t('Church of the Intercession, Tver region', 'Покровская церковь, Тверская область'),
    description: t(
      'The bell tower of 1824 is in scaffolding at last. Help us give it a roof before the autumn rains.',
      'Колокольня 1824 года наконец в лесах. Помогите нам укрыть её кровлей до осенних дождей.',
    ),
    url: same('/projects/pokrovskoye-bell-tower'),
    actions: 'hero-actions-bell-tower',
  },
  {
    slug: 'hero-zaozerye-estate',
    adminTitle: 'Hero: Zaozerye estate',
    image: 'slide-zaozerye-estate',
    title: t('An estate house that will stand another century', 'Усадебный дом простоит ещё век'),
    subtitle: t('Zaozerye manor, Yaroslavl region', 'Усадьба Заозерье, Ярославская область'),
    description: t(
      'Last year the roof and the portico of the Zaozerye manor were saved. Read what it took.',
      'В прошлом году удалось спасти кровлю и портик усадебного дома в Заозерье. Читайте, чего это стоило.',
    ),
    url: same('/blog/articles/annual-report-2024'),
    actions: 'hero-actions-foundation',
  },
  {
    slug: 'hero-karelia-chapel',
    adminTitle: 'Hero: wooden chapel in Karelia',
    image: 'slide-karelia-chapel',
    title: t('A wooden chapel in the Russian North', 'Деревянная часовня на Русском Севере'),
    subtitle: t('St Nicholas chapel, Kyalgozero, Karelia', 'Никольская часовня, Кяльгозеро, Карелия'),
    description: t(
      'Hand-hewn logs and aspen shingles: the chapel is being restored with an axe, the way it was built.',
      'Брёвна ручной тески и осиновый лемех: часовню восстанавливают топором — так же, как строили.',
    ),
    url: same('/projects/karelia-st-nicholas-chapel'),
    actions: 'hero-actions-karelia-chapel',
  },
];

interface Feature {
  slug: string;
  adminTitle: string;
  variant: string;
  title: Localized;
  subtitle?: Localized;
  description: Localized;
}

const HOME_FEATURES: readonly Feature[] = [
  {
    slug: 'we-restore',
    adminTitle: 'Home: we restore',
    variant: 'symbol-faith-card',
    title: t('We restore', 'Восстанавливаем'),
    subtitle: t('Churches, chapels and estates', 'Храмы, часовни и усадьбы'),
    description: rich(
      [
        'Roofs first, then walls, then interiors. We work with licensed restorers and traditional materials: lime mortar, hand-made brick, hewn logs.',
      ],
      [
        'Сначала кровля, потом стены, потом интерьеры. Мы работаем с лицензированными реставраторами и традиционными материалами: известковый раствор, кирпич ручной формовки, тёсаное бревно.',
      ],
    ),
  },
  {
    slug: 'we-preserve',
    adminTitle: 'Home: we preserve',
    variant: 'symbol-faith-card',
    title: t('We preserve', 'Сохраняем'),
    subtitle: t('Icons, drawings, memories', 'Иконы, чертежи, память'),
    description: rich(
      [
        'Our workshop restores icons from closed churches, and volunteers make measured drawings and record the stories of old residents before they are lost.',
      ],
      [
        'Наша мастерская реставрирует иконы из закрытых храмов, а волонтёры делают обмеры и записывают рассказы старожилов, пока они не утрачены.',
      ],
    ),
  },
  {
    slug: 'we-bring-together',
    adminTitle: 'Home: we bring people together',
    variant: 'symbol-faith-card',
    title: t('We bring people together', 'Объединяем'),
    subtitle: t('Villagers, volunteers, donors', 'Жителей, волонтёров, жертвователей'),
    description: rich(
      [
        'A restored church matters only if someone comes to it. We work together with the villages, parishes and local museums that will look after the building tomorrow.',
      ],
      [
        'Восстановленный храм нужен, только если в него приходят люди. Мы работаем вместе с сёлами, приходами и местными музеями, которые будут беречь здание завтра.',
      ],
    ),
  },
];

const REQUISITES: readonly Feature[] = [
  {
    slug: 'requisites-demo',
    adminTitle: 'Requisites: demo notice (remove with the placeholders)',
    variant: 'demo-notice',
    title: t('Demo', 'Демо'),
    description: rich(
      ['These details are placeholders of the demo site: a transfer to them reaches no one.'],
      ['Это реквизиты демо-сайта, а не настоящие: перевод по ним никуда не придёт.'],
    ),
  },
  {
    slug: 'requisites-recipient',
    adminTitle: 'Requisites: recipient',
    variant: 'symbol-faith-requisites',
    title: t('Recipient', 'Получатель'),
    description: rich(['Charitable Foundation “Symbol of Faith”'], ['Благотворительный фонд «Символ веры»']),
  },
  {
    slug: 'requisites-tax-ids',
    adminTitle: 'Requisites: INN / KPP',
    variant: 'symbol-faith-requisites',
    title: t('INN / KPP', 'ИНН / КПП'),
    description: rich(['7700000000 / 770001001'], ['7700000000 / 770001001']),
  },
  {
    slug: 'requisites-account',
    adminTitle: 'Requisites: bank account',
    variant: 'symbol-faith-requisites',
    title: t('Account', 'Расчётный счёт'),
    description: rich(['40703810000000000000'], ['40703810000000000000']),
  },
  {
    slug: 'requisites-bank',
    adminTitle: 'Requisites: bank and BIC',
    variant: 'symbol-faith-requisites',
    title: t('Bank', 'Банк'),
    description: rich(
      ['Bank name and BIC: 044525000, correspondent account 30101810000000000000'],
      ['Наименование банка, БИК 044525000, к/с 30101810000000000000'],
    ),
  },
  {
    slug: 'requisites-purpose',
    adminTitle: 'Requisites: purpose of payment',
    variant: 'symbol-faith-requisites',
    title: t('Purpose of payment', 'Назначение платежа'),
    description: rich(
      ['Charitable donation for statutory purposes, VAT exempt'],
      ['Благотворительное пожертвование на уставные цели, НДС не облагается'],
    ),
  },
];

const ABOUT_PRINCIPLES: readonly Feature[] = [
  {
    slug: 'principle-open-reports',
    adminTitle: 'About: open reports',
    variant: 'symbol-faith-card',
    title: t('Open reports', 'Открытые отчёты'),
    description: rich(
      ['Every project ends with a public report: estimates, invoices, photographs before and after.'],
      ['Каждый проект заканчивается публичным отчётом: сметы, счета, фотографии «до» и «после».'],
    ),
  },
  {
    slug: 'principle-authentic-methods',
    adminTitle: 'About: authentic methods',
    variant: 'symbol-faith-card',
    title: t('Authentic methods', 'Подлинные технологии'),
    description: rich(
      ['We repair rather than replace, and use the materials and tools of the original builders.'],
      ['Мы ремонтируем, а не заменяем, и используем материалы и инструменты первых строителей.'],
    ),
  },
  {
    slug: 'principle-local-communities',
    adminTitle: 'About: local communities',
    variant: 'symbol-faith-card',
    title: t('With local people', 'Вместе с местными жителями'),
    description: rich(
      ['We start a project only where there are people ready to look after the building when we leave.'],
      ['Мы берёмся за проект только там, где есть люди, готовые заботиться о здании, когда мы уедем.'],
    ),
  },
];

interface WbWidget {
  slug: string;
  adminTitle: string;
  variant: string;
  anchor?: string;
  title?: Localized;
  subtitle?: Localized;
  description?: Localized;
}

const WB_WIDGETS: readonly WbWidget[] = [
  {
    slug: 'navbar',
    adminTitle: 'Navbar',
    variant: 'navbar-default',
    title: t('Symbol of Faith', 'Символ веры'),
  },
  {
    slug: 'footer',
    adminTitle: 'Footer',
    variant: 'footer-default',
    title: t('Symbol of Faith charitable foundation', 'Благотворительный фонд «Символ веры»'),
    description: t(
      'We restore and support historical, cultural and religious sites in Russia.',
      'Восстанавливаем и поддерживаем исторические, культурные и религиозные памятники России.',
    ),
  },
  { slug: 'home-hero', adminTitle: 'Home: hero slider', variant: 'default' },
  {
    slug: 'home-features',
    adminTitle: 'Home: what we do',
    variant: 'symbol-faith-dark-cards',
    title: t('What we do', 'Чем мы занимаемся'),
    subtitle: t(
      'Since 2012 we have helped to save 31 churches, chapels and estates',
      'С 2012 года мы помогли спасти 31 храм, часовню и усадьбу',
    ),
  },
  {
    slug: 'requisites',
    adminTitle: 'Donation requisites',
    variant: 'symbol-faith-requisites',
    anchor: 'requisites',
    title: t('Donate by bank transfer', 'Пожертвовать банковским переводом'),
    description: t(
      'You can support the foundation from any bank. Please write “donation” in the purpose of payment — and, if you like, the name of the project.',
      'Поддержать фонд можно из любого банка. Укажите в назначении платежа «пожертвование» — и, если хотите, название проекта.',
    ),
  },
  {
    slug: 'about-intro',
    adminTitle: 'About: introduction',
    variant: 'symbol-faith-centered-description',
    title: t('About the foundation', 'О фонде'),
    subtitle: t('Small villages, old walls, living people', 'Маленькие сёла, старые стены, живые люди'),
    description: t(
      'The Symbol of Faith foundation was started in 2012 by a group of architects and parishioners who could not watch village churches fall apart. Today we are twelve staff members, some forty restorers and carpenters we work with, and hundreds of volunteers and donors all over the world. We choose places that have been forgotten by large programmes but not by the people who live nearby.',
      'Фонд «Символ веры» основали в 2012 году архитекторы и прихожане, которые не могли спокойно смотреть, как разрушаются сельские храмы. Сегодня это двенадцать сотрудников, около сорока реставраторов и плотников, с которыми мы работаем, и сотни волонтёров и жертвователей по всему миру. Мы выбираем места, о которых забыли большие программы, но не забыли люди, живущие рядом.',
    ),
  },
  {
    slug: 'about-principles',
    adminTitle: 'About: principles',
    variant: 'symbol-faith-dark-cards',
    title: t('How we work', 'Как мы работаем'),
  },
  {
    slug: 'projects-intro',
    adminTitle: 'Projects: header',
    variant: 'symbol-faith-centered-dark',
    title: t('Projects', 'Проекты'),
    description: t(
      'Current projects of the foundation. Each one has a budget, a schedule and a team on site — and each needs you.',
      'Текущие проекты фонда. У каждого есть смета, график и команда на месте — и каждому нужны вы.',
    ),
  },
  {
    slug: 'blog-intro',
    adminTitle: 'Blog: header',
    variant: 'symbol-faith-centered',
    title: t('Journal', 'Журнал'),
    description: t(
      'News from scaffolding and workshops, and reports on every rouble you have entrusted to us.',
      'Новости с лесов и из мастерских и отчёты о каждом рубле, который вы нам доверили.',
    ),
  },
  {
    slug: 'contacts-info',
    adminTitle: 'Contacts: address and office hours',
    variant: 'symbol-faith-centered-description',
    title: t('Contacts', 'Контакты'),
    subtitle: t('Office open Monday to Friday, 10:00–18:00', 'Офис открыт с понедельника по пятницу, 10:00–18:00'),
    description: t(
      'Moscow, Bolshaya Ordynka street, 00, office 4. Phone +7 (495) 000-00-00, e-mail hello@symbol-faith.org (the address and phone of this demo site are placeholders). Please call ahead if you would like to visit — we are often away on site.',
      'Москва, ул. Большая Ордынка, д. 00, офис 4. Телефон +7 (495) 000-00-00, почта hello@symbol-faith.org (адрес и телефон демо-сайта вымышлены). Если хотите зайти, позвоните заранее — мы часто бываем на объектах.',
    ),
  },
  {
    slug: 'error-500',
    adminTitle: '500: error message',
    variant: 'symbol-faith-centered',
    title: t('Something went wrong', 'Что-то пошло не так'),
    description: t(
      'The page could not be shown. We already know about it and are fixing it — please try again in a few minutes.',
      'Страницу не удалось показать. Мы уже знаем об этом и исправляем — попробуйте ещё раз через несколько минут.',
    ),
  },
];

function websiteBuilder(): SeedRecord[] {
  const out: SeedRecord[] = [
    record(LOGOTYPES, 'main', {
      adminTitle: 'Foundation logotype',
      slug: 'symbol-of-faith',
      title: t('Symbol of Faith', 'Символ веры'),
      url: same('/'),
    }),
    linkRecord(`${WB}/logotypes-to-file-storage-module-files`, {
      logotypeId: [LOGOTYPES, 'main'],
      fileStorageModuleFileId: [FILES, 'logo'],
    }),
  ];

  for (const { slug, ...button } of BUTTON_LIST) out.push(record(BUTTONS, slug, { slug, ...button }));
  for (const { slug, buttons, ...array } of ARRAY_LIST) {
    out.push(record(ARRAYS, slug, { slug, ...array }));
    buttons.forEach((button, index) =>
      out.push(
        linkRecord(
          `${WB}/buttons-arrays-to-buttons`,
          { buttonsArrayId: [ARRAYS, slug], buttonId: [BUTTONS, button] },
          { orderIndex: index },
        ),
      ),
    );
  }

  out.push(
    record(SLIDERS, 'home-hero', {
      adminTitle: 'Home: hero slider',
      slug: 'home-hero',
      title: t('Places we are bringing back', 'Места, которые мы возвращаем'),
    }),
  );
  SLIDE_LIST.forEach(({ slug, image, actions, ...slide }, index) => {
    out.push(
      record(SLIDES, slug, { slug, orderIndex: index, ...slide }),
      linkRecord(`${WB}/slides-to-buttons-arrays`, { slideId: [SLIDES, slug], buttonsArrayId: [ARRAYS, actions] }),
      linkRecord(`${WB}/slides-to-file-storage-module-files`, {
        slideId: [SLIDES, slug],
        fileStorageModuleFileId: [FILES, image],
      }),
      linkRecord(
        `${WB}/sliders-to-slides`,
        { sliderId: [SLIDERS, 'home-hero'], slideId: [SLIDES, slug] },
        { orderIndex: index },
      ),
    );
  });

  for (const list of [HOME_FEATURES, REQUISITES, ABOUT_PRINCIPLES]) {
    list.forEach(({ slug, ...feature }, index) =>
      out.push(record(FEATURES, slug, { slug, orderIndex: index, ...feature })),
    );
  }

  for (const { slug, ...widget } of WB_WIDGETS) out.push(record(W, slug, { slug, ...widget }));

  const arrays = (widget: string, list: [string, string][]) =>
    list.forEach(([array, variant], index) =>
      out.push(
        linkRecord(
          `${WB}/widgets-to-buttons-arrays`,
          { widgetId: [W, widget], buttonsArrayId: [ARRAYS, array] },
          { variant, orderIndex: index },
        ),
      ),
    );
  const features = (widget: string, list: readonly Feature[]) =>
    list.forEach((feature, index) =>
      out.push(
        linkRecord(
          `${WB}/widgets-to-features`,
          { widgetId: [W, widget], featureId: [FEATURES, feature.slug] },
          { orderIndex: index },
        ),
      ),
    );

  // Navbar: logotype, the four links, the donate button.
  out.push(linkRecord(`${WB}/widgets-to-logotypes`, { widgetId: [W, 'navbar'], logotypeId: [LOGOTYPES, 'main'] }));
  arrays('navbar', [
    ['navbar-links', 'default'],
    ['navbar-actions', 'additional'],
  ]);
  // Footer: logotype plus the default, additional and extra groups.
  out.push(linkRecord(`${WB}/widgets-to-logotypes`, { widgetId: [W, 'footer'], logotypeId: [LOGOTYPES, 'main'] }));
  arrays('footer', [
    ['footer-navigation', 'default'],
    ['footer-projects', 'additional'],
    ['footer-contacts', 'extra'],
    ['footer-documents', 'extra'],
  ]);
  // "Open reports" leads to them.
  arrays('about-principles', [['about-reports', 'default']]);
  out.push(linkRecord(`${WB}/widgets-to-sliders`, { widgetId: [W, 'home-hero'], sliderId: [SLIDERS, 'home-hero'] }));
  features('home-features', HOME_FEATURES);
  features('requisites', REQUISITES);
  features('about-principles', ABOUT_PRINCIPLES);

  return out;
}

// ---------------------------------------------------------------------------------------------------------------
// Host

type ExternalModule = 'website-builder' | 'ecommerce' | 'blog' | 'crm' | 'agent';

interface HostWidget {
  slug: string;
  adminTitle: string;
  title: Localized;
  module: ExternalModule;
  /** The record name of the module widget (its seed name). */
  external: string;
}

const HOST_WIDGET_LIST: readonly HostWidget[] = [
  { slug: 'navbar', adminTitle: 'Navbar', title: t('Navbar', 'Шапка'), module: 'website-builder', external: 'navbar' },
  { slug: 'footer', adminTitle: 'Footer', title: t('Footer', 'Подвал'), module: 'website-builder', external: 'footer' },
  {
    slug: 'home-hero',
    adminTitle: 'Home: hero slider',
    title: t('Hero slider', 'Слайдер на главной'),
    module: 'website-builder',
    external: 'home-hero',
  },
  {
    slug: 'home-features',
    adminTitle: 'Home: what we do',
    title: t('What we do', 'Чем мы занимаемся'),
    module: 'website-builder',
    external: 'home-features',
  },
  {
    slug: 'project-list',
    adminTitle: 'Project list',
    title: t('Our projects', 'Наши проекты'),
    module: 'ecommerce',
    external: 'project-list',
  },
  {
    slug: 'latest-articles',
    adminTitle: 'Latest articles',
    title: t('From the journal', 'Из нашего журнала'),
    module: 'blog',
    external: 'latest-articles',
  },
  {
    slug: 'requisites',
    adminTitle: 'Donation requisites',
    title: t('Requisites', 'Реквизиты'),
    module: 'website-builder',
    external: 'requisites',
  },
  {
    slug: 'contact-form',
    adminTitle: 'Contact form',
    title: t('Get in touch', 'Свяжитесь с нами'),
    module: 'crm',
    external: 'contact-form',
  },
  {
    slug: 'ask-assistant',
    adminTitle: 'Ask the assistant',
    title: t('Ask a question', 'Задайте вопрос'),
    module: 'agent',
    external: 'ask-assistant',
  },
  {
    slug: 'about-intro',
    adminTitle: 'About: introduction',
    title: t('About the foundation', 'О фонде'),
    module: 'website-builder',
    external: 'about-intro',
  },
  {
    slug: 'about-principles',
    adminTitle: 'About: principles',
    title: t('How we work', 'Как мы работаем'),
    module: 'website-builder',
    external: 'about-principles',
  },
  {
    slug: 'projects-intro',
    adminTitle: 'Projects: header',
    title: t('Projects header', 'Заголовок проектов'),
    module: 'website-builder',
    external: 'projects-intro',
  },
  {
    slug: 'blog-intro',
    adminTitle: 'Blog: header',
    title: t('Journal header', 'Заголовок журнала'),
    module: 'website-builder',
    external: 'blog-intro',
  },
  {
    slug: 'blog-categories',
    adminTitle: 'Blog: category buttons',
    title: t('Topics', 'Рубрики'),
    module: 'blog',
    external: 'category-list',
  },
  {
    slug: 'all-articles',
    adminTitle: 'Blog: all articles',
    title: t('All articles', 'Все статьи'),
    module: 'blog',
    external: 'all-articles',
  },
  {
    slug: 'contacts-info',
    adminTitle: 'Contacts: address',
    title: t('Address and office hours', 'Адрес и часы работы'),
    module: 'website-builder',
    external: 'contacts-info',
  },
  {
    slug: 'error-500',
    adminTitle: '500: error message',
    title: t('Error message', 'Сообщение об ошибке'),
    module: 'website-builder',
    external: 'error-500',
  },
  {
    slug: 'product-overview',
    adminTitle: 'Project page: overview',
    title: t('Project', 'Проект'),
    module: 'ecommerce',
    external: 'product-overview',
  },
  {
    slug: 'store-overview',
    adminTitle: 'Store page: overview',
    title: t('Store', 'Каталог'),
    module: 'ecommerce',
    external: 'store-overview',
  },
  {
    slug: 'article-overview',
    adminTitle: 'Article page: article',
    title: t('Article', 'Статья'),
    module: 'blog',
    external: 'article-overview',
  },
  {
    slug: 'blog-category-overview',
    adminTitle: 'Blog category page: overview',
    title: t('Blog category', 'Рубрика блога'),
    module: 'blog',
    external: 'category-overview',
  },
];

interface Page {
  name: string;
  adminTitle: string;
  url: string;
  title: string;
  description: Localized;
  widgets: readonly string[];
}

const PAGE_LIST: readonly Page[] = [
  {
    name: 'home',
    adminTitle: 'Home',
    url: '/',
    title: 'Главная',
    description: t('Home page of the foundation', 'Главная страница фонда'),
    widgets: ['home-hero', 'home-features', 'project-list', 'latest-articles', 'requisites', 'contact-form'],
  },
  {
    name: 'about',
    adminTitle: 'About',
    url: '/about',
    title: 'О фонде',
    description: t('Who we are and how we work', 'Кто мы и как работаем'),
    widgets: ['about-intro', 'about-principles', 'home-features', 'requisites'],
  },
  {
    name: 'projects',
    adminTitle: 'Projects',
    url: '/projects',
    title: 'Проекты',
    description: t('All current projects', 'Все текущие проекты'),
    widgets: ['projects-intro', 'project-list', 'requisites'],
  },
  {
    name: 'blog',
    adminTitle: 'Blog',
    url: '/blog',
    title: 'Блог',
    description: t('News and reports', 'Новости и отчёты'),
    widgets: ['blog-intro', 'blog-categories', 'all-articles'],
  },
  {
    name: 'contacts',
    adminTitle: 'Contacts',
    url: '/contacts',
    title: 'Контакты',
    description: t('Address, phone and the contact form', 'Адрес, телефон и форма обратной связи'),
    widgets: ['contacts-info', 'ask-assistant', 'contact-form', 'requisites'],
  },
  {
    name: 'error-500',
    adminTitle: 'Error 500',
    url: '/500',
    title: 'Ошибка',
    description: t('Shown by the global error screen', 'Показывается глобальным экраном ошибки'),
    widgets: ['error-500'],
  },
  {
    name: 'product',
    adminTitle: 'Project (product) page',
    url: '/ecommerce/products/[ecommerce.products.slug]',
    title: 'Проект',
    description: t('One project of the foundation', 'Страница проекта фонда'),
    widgets: ['product-overview', 'requisites'],
  },
  {
    name: 'article',
    adminTitle: 'Article page',
    url: '/blog/articles/[blog.articles.slug]',
    title: 'Статья',
    description: t('One article of the journal', 'Статья журнала'),
    widgets: ['article-overview', 'latest-articles'],
  },
  {
    name: 'blog-category',
    adminTitle: 'Blog category page',
    url: '/blog/categories/[blog.categories.slug]',
    title: 'Рубрика блога',
    description: t('Articles of one category', 'Статьи одной рубрики'),
    widgets: ['blog-category-overview', 'blog-categories'],
  },
  {
    name: 'store',
    adminTitle: 'Store page',
    url: '/ecommerce/stores/[ecommerce.stores.slug]',
    title: 'Каталог проектов',
    description: t('All projects of a store', 'Все проекты каталога'),
    widgets: ['store-overview'],
  },
];

function host(): SeedRecord[] {
  const out: SeedRecord[] = [
    record(LAYOUTS, 'main', {
      adminTitle: 'Main layout (navbar and footer)',
      slug: 'main',
      title: t('Main layout', 'Основной макет'),
    }),
  ];

  HOST_WIDGET_LIST.forEach(({ slug, module, external, ...widget }) => {
    out.push(
      record(HOST_WIDGETS, slug, { slug, ...widget }),
      linkRecord(
        'host/widgets-to-external-widgets',
        { widgetId: [HOST_WIDGETS, slug], externalWidgetId: [`${module}/widgets`, external] },
        { externalModule: module },
      ),
    );
  });

  // The layout: navbar above the page content, footer below it.
  out.push(
    linkRecord(
      'host/layouts-to-widgets',
      { layoutId: [LAYOUTS, 'main'], widgetId: [HOST_WIDGETS, 'navbar'] },
      { orderIndex: 0 },
    ),
    linkRecord(
      'host/layouts-to-widgets',
      { layoutId: [LAYOUTS, 'main'], widgetId: [HOST_WIDGETS, 'footer'] },
      { orderIndex: 1, variant: 'additional' },
    ),
  );

  out.push(
    record(METADATA, 'primary', {
      adminTitle: 'Site metadata (primary)',
      variant: 'primary',
      title: 'Фонд «Символ веры» — восстанавливаем храмы и усадьбы России',
      description:
        'Благотворительный фонд «Символ веры» восстанавливает и поддерживает исторические, культурные и религиозные памятники России: сельские храмы, деревянные часовни Русского Севера, усадьбы и иконы.',
      keywords:
        'благотворительный фонд, реставрация храмов, деревянное зодчество, Русский Север, усадьбы, реставрация икон, волонтёрский лагерь, charitable foundation, church restoration',
      author: 'Благотворительный фонд «Символ веры»',
      viewport: 'width=device-width, initial-scale=1',
      opengraphTitle: 'Фонд «Символ веры»',
      opengraphDescription: 'Восстанавливаем сельские храмы, северные часовни и усадьбы вместе с местными жителями.',
      opengraphType: 'website',
      opengraphSiteName: 'Символ веры',
      opengraphLocale: 'ru_RU',
      twitterCard: 'summary_large_image',
      twitterTitle: 'Фонд «Символ веры»',
      twitterDescription: 'Восстанавливаем сельские храмы, северные часовни и усадьбы вместе с местными жителями.',
      // The foundation's requisites (receipts, mails, the footer, the offer): placeholders of the demo site.
      legalName: 'Благотворительный фонд «Символ веры» (демо)',
      ogrn: '1127700000000',
      inn: '7700000000',
      legalAddress: '119017, Москва, ул. Большая Ордынка, д. 00, офис 4',
      bankDetails: 'р/с 40703810000000000000, БИК 044525000, к/с 30101810000000000000',
    }),
    // The same in English: a record with an `opengraphLocale` serves that language's pages only.
    record(METADATA, 'primary-en', {
      adminTitle: 'Site metadata (primary, English)',
      variant: 'primary',
      title: 'Symbol of Faith Foundation — restoring the churches and estates of Russia',
      description:
        'The Symbol of Faith charitable foundation restores and supports historical, cultural and religious sites of Russia: village churches, wooden chapels of the Russian North, estates and icons.',
      keywords:
        'charitable foundation, church restoration, wooden architecture, Russian North, estates, icon restoration, volunteer camp',
      author: 'Symbol of Faith charitable foundation',
      viewport: 'width=device-width, initial-scale=1',
      opengraphTitle: 'Symbol of Faith Foundation',
      opengraphDescription:
        'We restore village churches, northern chapels and estates together with the people who live there.',
      opengraphType: 'website',
      opengraphSiteName: 'Symbol of Faith',
      opengraphLocale: 'en_US',
      twitterCard: 'summary_large_image',
      twitterTitle: 'Symbol of Faith Foundation',
      twitterDescription:
        'We restore village churches, northern chapels and estates together with the people who live there.',
      legalName: 'Symbol of Faith charitable foundation (demo)',
      ogrn: '1127700000000',
      inn: '7700000000',
      legalAddress: 'Bolshaya Ordynka street 00, office 4, Moscow 119017, Russia',
      bankDetails: 'account 40703810000000000000, BIC 044525000, corr. account 30101810000000000000',
    }),
    record(METADATA, 'about', {
      adminTitle: 'About page metadata',
      title: 'О фонде — «Символ веры»',
      description:
        'Кто мы, как мы выбираем проекты и почему работаем только вместе с местными жителями. Открытые отчёты, подлинные технологии реставрации.',
      keywords: 'о фонде, благотворительный фонд, реставрация, отчёты фонда, about the foundation',
      opengraphTitle: 'О фонде «Символ веры»',
      opengraphType: 'website',
      opengraphLocale: 'ru_RU',
    }),
    record(METADATA, 'about-en', {
      adminTitle: 'About page metadata (English)',
      title: 'About the foundation — Symbol of Faith',
      description:
        'Who we are, how we choose projects and why we only work together with local people. Open reports, authentic restoration techniques.',
      keywords: 'about the foundation, charitable foundation, restoration, foundation reports',
      opengraphTitle: 'About the Symbol of Faith Foundation',
      opengraphType: 'website',
      opengraphLocale: 'en_US',
    }),
  );

  for (const { name, widgets, ...page } of PAGE_LIST) {
    out.push(
      record(PAGES, name, { ...page, language: 'ru' }),
      linkRecord('host/pages-to-layouts', { pageId: [PAGES, name], layoutId: [LAYOUTS, 'main'] }),
    );
    widgets.forEach((widget, index) =>
      out.push(
        linkRecord(
          'host/pages-to-widgets',
          { pageId: [PAGES, name], widgetId: [HOST_WIDGETS, widget] },
          { orderIndex: index },
        ),
      ),
    );
  }
  out.push(
    linkRecord('host/pages-to-metadata', { pageId: [PAGES, 'home'], metadataId: [METADATA, 'primary'] }),
    linkRecord('host/pages-to-metadata', { pageId: [PAGES, 'about'], metadataId: [METADATA, 'about'] }),
    linkRecord('host/pages-to-metadata', { pageId: [PAGES, 'about'], metadataId: [METADATA, 'about-en'] }),
  );

  return out;
}

/**
 * Titles and descriptions of the listed pages that no record names (a record's page is named by its record): without
 * them each showed the site's own title, the same on eight pages per language. Page names are the seeds' names.
 */
const PAGE_METADATA: Record<string, Record<'ru' | 'en', [title: string, description: string]>> = {
  projects: {
    ru: ['Проекты — «Символ веры»', 'Текущие проекты фонда: у каждого свой бюджет, сроки и команда на месте.'],
    en: ['Projects — Symbol of Faith', 'Current projects of the foundation, each with its budget, schedule and team.'],
  },
  blog: {
    ru: ['Журнал — «Символ веры»', 'Новости с объектов, отчёты фонда и истории людей, которые восстанавливают храмы.'],
    en: [
      'Journal — Symbol of Faith',
      'News from our sites, the foundation’s reports and stories of the people at work.',
    ],
  },
  contacts: {
    ru: ['Контакты — «Символ веры»', 'Офис фонда в Москве, часы работы, реквизиты и форма, чтобы написать нам.'],
    en: [
      'Contacts — Symbol of Faith',
      'The foundation’s office in Moscow, its hours, requisites and a form to write to us.',
    ],
  },
  'flow-donate': {
    ru: [
      'Помочь проекту — «Символ веры»',
      'Пожертвуйте на проект фонда разово или ежемесячно: каждый рубль — в отчётах.',
    ],
    en: [
      'Give to a project — Symbol of Faith',
      'Give once or every month to a project: every rouble is in our reports.',
    ],
  },
  showcase: {
    ru: ['Все виджеты — «Символ веры»', 'Все варианты виджетов сайта на одной странице.'],
    en: ['Every widget — Symbol of Faith', 'Every widget variant of the site on one page.'],
  },
  'showcase-donate': {
    ru: ['Как помочь — «Символ веры»', 'Как поддержать фонд: его проекты и реквизиты.'],
    en: ['Ways to give — Symbol of Faith', 'Ways to support the foundation: its projects and its requisites.'],
  },
  // The page a missing address shows (with status 404): its tab says so rather than the site's name.
  'not-found': {
    ru: ['Страница не найдена — «Символ веры»', 'По этому адресу ничего нет.'],
    en: ['Page not found — Symbol of Faith', 'There is nothing at this address.'],
  },
  'account-widgets': {
    ru: ['Виджеты аккаунта — «Символ веры»', 'Виджеты аккаунта по отдельности: вход, регистрация и настройки.'],
    en: ['Account widgets — Symbol of Faith', 'The account widgets one by one: sign-in, registration and settings.'],
  },
};

/** Each page of PAGE_METADATA's own metadata, per language; after every file's pages (index.ts puts it last). */
export function pageMetadata(): SeedRecord[] {
  const out: SeedRecord[] = [];
  for (const [page, texts] of Object.entries(PAGE_METADATA)) {
    for (const language of ['ru', 'en'] as const) {
      const [title, description] = texts[language];
      const name = `${page}-${language}`;
      out.push(
        record(METADATA, name, {
          adminTitle: `${page} page metadata (${language})`,
          title,
          description,
          // The primary record's Open Graph and Twitter texts would otherwise name the site, not the page.
          opengraphTitle: title,
          opengraphDescription: description,
          twitterTitle: title,
          twitterDescription: description,
          opengraphType: 'website',
          opengraphLocale: language === 'ru' ? 'ru_RU' : 'en_US',
        }),
        linkRecord('host/pages-to-metadata', { pageId: [PAGES, page], metadataId: [METADATA, name] }),
      );
    }
  }

  return out;
}

export function site(): SeedRecord[] {
  return [...websiteBuilder(), ...host()];
}
