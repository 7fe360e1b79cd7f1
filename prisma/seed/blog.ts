/** The foundation's journal: two categories (news, reports), four articles and the blog widgets. */
import { linkRecord, record, type SeedRecord } from './define.ts';
import { rich, t, type Localized } from './text.ts';

const ARTICLES = 'blog/articles';
const CATEGORIES = 'blog/categories';
const WIDGETS = 'blog/widgets';
const FILES = 'file-storage/files';

interface Article {
  slug: string;
  adminTitle: string;
  category: 'news' | 'reports';
  image: string;
  /** The day it was published (UTC): each believable for what the article tells, newest first. */
  publishedAt: string;
  title: Localized;
  subtitle: Localized;
  description: Localized;
}

/** Newest first: the order of the article lists. */
const ARTICLE_LIST: readonly Article[] = [
  {
    slug: 'pokrovskoye-bell-tower-scaffolding',
    publishedAt: '2025-05-31T09:00:00.000Z',
    adminTitle: 'News: scaffolding on the Pokrovskoye bell tower',
    category: 'news',
    image: 'project-bell-tower',
    title: t('Scaffolding is up on the Pokrovskoye bell tower', 'Колокольня в Покровском — в лесах'),
    subtitle: t(
      'Roof work on the 1824 bell tower begins next week',
      'На следующей неделе начинаются работы по кровле колокольни 1824 года',
    ),
    description: rich(
      [
        'On Saturday a team of six assembled the scaffolding around the bell tower of the Church of the Intercession. It took two days and a tractor borrowed from the neighbouring farm to bring the frames across the spring mud.',
        'For the first time in many years, the architect could climb to the upper tier and look at the vaults up close. The news is better than we feared: the cornice is intact, and only the north-west corner needs to be re-laid.',
        'Next week the carpenters start on the roof trusses. Thank you to everyone whose contributions made this season possible — and to Nina Petrovna, who fed the whole team with pies.',
      ],
      [
        'В субботу бригада из шести человек собрала леса вокруг колокольни Покровской церкви. Ушло два дня и трактор, одолженный на соседней ферме, — иначе рамы было не провезти по весенней распутице.',
        'Впервые за много лет архитектор смог подняться на верхний ярус и осмотреть своды вблизи. Новости лучше, чем мы опасались: карниз цел, перекладывать придётся только северо-западный угол.',
        'На следующей неделе плотники начинают работу над стропильной системой. Спасибо всем, чьи пожертвования сделали этот сезон возможным, — и Нине Петровне, которая кормила всю бригаду пирогами.',
      ],
    ),
  },
  {
    slug: 'kyalgozero-chapel-new-shingles',
    publishedAt: '2025-05-24T09:00:00.000Z',
    adminTitle: 'News: new aspen shingles for the Kyalgozero chapel',
    category: 'news',
    image: 'project-karelia-chapel',
    title: t('The chapel in Kyalgozero gets its aspen shingles', 'Часовня в Кяльгозере получила осиновый лемех'),
    subtitle: t('Eleven hundred shingles, every one split by hand', 'Тысяча сто лемешин, и каждая расколота вручную'),
    description: rich(
      [
        'Over the winter, carpenters in Petrozavodsk split and shaped eleven hundred aspen shingles for the cupola of the St Nicholas chapel. Fresh aspen is pale gold; in a few years it will weather to the silver that makes northern churches glow at dusk.',
        'In early May the shingles travelled 300 kilometres by truck and the last eight by boat. The cupola was covered in nine days, just in time for the feast of St Nicholas on the 22nd of May — the villagers prayed under the new roof.',
      ],
      [
        'За зиму плотники в Петрозаводске раскололи и вытесали тысячу сто осиновых лемешин для главки часовни Николая Чудотворца. Свежая осина — бледно-золотая; через несколько лет она станет серебряной, и от этого северные храмы светятся в сумерках.',
        'В начале мая лемех проехал 300 километров на грузовике и последние восемь — на лодке. Главку покрыли за девять дней, и к престольному празднику 22 мая жители деревни молились уже под новой кровлей.',
      ],
    ),
  },
  {
    slug: 'annual-report-2024',
    publishedAt: '2025-02-14T09:00:00.000Z',
    adminTitle: 'Report: annual report 2024',
    category: 'reports',
    image: 'project-icon-workshop',
    title: t('Annual report 2024', 'Годовой отчёт за 2024 год'),
    subtitle: t('Where every rouble went', 'Куда ушёл каждый рубль'),
    description: rich(
      [
        'In 2024, 2,318 people supported the foundation. Together they donated 9,460,000 roubles, and 94% of that went directly to projects.',
        'We finished the roof of the Zaozerye manor house, began work on the Pokrovskoye bell tower, restored seven icons for village churches in the Tver region and held our largest volunteer camp so far.',
        'Administrative costs — accounting, bank fees and the website — came to 6%. The full report with invoices and contracts is available on request: just write to us through the contact form.',
      ],
      [
        'В 2024 году фонд поддержали 2318 человек. Вместе они пожертвовали 9 460 000 рублей, и 94% этой суммы ушло напрямую на проекты.',
        'Мы закончили кровлю усадебного дома в Заозерье, начали работы на колокольне в Покровском, отреставрировали семь икон для сельских храмов Тверской области и провели самый большой за всё время волонтёрский лагерь.',
        'Административные расходы — бухгалтерия, банковские комиссии и сайт — составили 6%. Полный отчёт со счетами и договорами мы вышлем по запросу: просто напишите нам через форму обратной связи.',
      ],
    ),
  },
  {
    slug: 'volunteer-camp-2024-results',
    publishedAt: '2024-09-16T09:00:00.000Z',
    adminTitle: 'Report: summer volunteer camp 2024',
    category: 'reports',
    image: 'project-volunteer-camp',
    title: t('Volunteer camp 2024: what we did together', 'Волонтёрский лагерь 2024: что мы сделали вместе'),
    subtitle: t('Three shifts, 64 volunteers, four villages', 'Три смены, 64 волонтёра, четыре деревни'),
    description: rich(
      [
        'This summer 64 volunteers from 19 cities came to Lake Onega in three shifts. The youngest was 17, the oldest 71.',
        'Together we cleared two churchyards of undergrowth, carried about 40 cubic metres of logs for the Kyalgozero chapel, and made measured drawings of three wooden churches that had never been documented. The drawings are already with the regional heritage office.',
        'The camp cost 1,180,000 roubles: 62% food and travel, 21% tools and work clothes, 17% insurance and accommodation. The detailed breakdown is in our annual report.',
      ],
      [
        'Этим летом на Онежское озеро в три смены приехали 64 волонтёра из 19 городов. Младшему было 17 лет, старшему — 71.',
        'Вместе мы расчистили от зарослей два погоста, перенесли около 40 кубометров брёвен для часовни в Кяльгозере и сделали обмеры трёх деревянных церквей, которые никогда прежде не документировались. Чертежи уже переданы в региональную службу охраны памятников.',
        'Лагерь обошёлся в 1 180 000 рублей: 62% — питание и дорога, 21% — инструменты и спецодежда, 17% — страховка и проживание. Подробная разбивка — в нашем годовом отчёте.',
      ],
    ),
  },
];

export function blog(): SeedRecord[] {
  const out: SeedRecord[] = [
    record(CATEGORIES, 'news', {
      adminTitle: 'News',
      slug: 'news',
      orderIndex: 0,
      title: t('News', 'Новости'),
      subtitle: t('What is happening on our sites', 'Что происходит на наших объектах'),
      description: t(
        'Short notes from the scaffolding, the workshop and the road.',
        'Короткие заметки с лесов, из мастерской и из дороги.',
      ),
    }),
    record(CATEGORIES, 'reports', {
      adminTitle: 'Reports',
      slug: 'reports',
      orderIndex: 1,
      title: t('Reports', 'Отчёты'),
      subtitle: t('How your donations were spent', 'Как потрачены ваши пожертвования'),
      description: t(
        'Financial and project reports: figures, receipts and results.',
        'Финансовые и проектные отчёты: цифры, чеки и результаты.',
      ),
    }),
  ];

  ARTICLE_LIST.forEach((a, index) => {
    out.push(
      record(ARTICLES, a.slug, {
        adminTitle: a.adminTitle,
        slug: a.slug,
        publishedAt: a.publishedAt,
        orderIndex: index,
        title: a.title,
        subtitle: a.subtitle,
        description: a.description,
      }),
      linkRecord(
        'blog/categories-to-articles',
        { categoryId: [CATEGORIES, a.category], articleId: [ARTICLES, a.slug] },
        { orderIndex: index },
      ),
      linkRecord('blog/articles-to-file-storage-module-files', {
        articleId: [ARTICLES, a.slug],
        fileStorageModuleFileId: [FILES, a.image],
      }),
    );
  });

  out.push(
    record(WIDGETS, 'latest-articles', {
      adminTitle: 'Home: latest articles',
      slug: 'latest-articles',
      variant: 'article-list-default',
      title: t('From the journal', 'Из нашего журнала'),
      subtitle: t('News from the sites and reports', 'Новости с объектов и отчёты'),
    }),
    record(WIDGETS, 'all-articles', {
      adminTitle: 'Blog: all articles',
      slug: 'all-articles',
      variant: 'article-list-default',
      title: t('All articles', 'Все статьи'),
    }),
    record(WIDGETS, 'category-list', {
      adminTitle: 'Blog: category buttons',
      slug: 'category-list',
      variant: 'category-list-button-default',
      title: t('Topics', 'Рубрики'),
    }),
    record(WIDGETS, 'article-overview', {
      adminTitle: 'Article page: article',
      slug: 'article-overview',
      variant: 'article-overview-default',
    }),
    record(WIDGETS, 'category-overview', {
      adminTitle: 'Blog category page: category with its articles',
      slug: 'category-overview',
      variant: 'category-overview-default',
    }),
  );
  ARTICLE_LIST.slice(0, 3).forEach((a, index) => {
    out.push(
      linkRecord(
        'blog/widgets-to-articles',
        { widgetId: [WIDGETS, 'latest-articles'], articleId: [ARTICLES, a.slug] },
        { orderIndex: index },
      ),
    );
  });
  ARTICLE_LIST.forEach((a, index) => {
    out.push(
      linkRecord(
        'blog/widgets-to-articles',
        { widgetId: [WIDGETS, 'all-articles'], articleId: [ARTICLES, a.slug] },
        { orderIndex: index },
      ),
    );
  });
  (['news', 'reports'] as const).forEach((category, index) => {
    out.push(
      linkRecord(
        'blog/widgets-to-categories',
        { widgetId: [WIDGETS, 'category-list'], categoryId: [CATEGORIES, category] },
        { orderIndex: index },
      ),
    );
  });

  return out;
}
