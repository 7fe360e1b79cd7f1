/** The foundation's projects as a shop: currencies, the price key, four projects with prices, one store, one category. */
import { linkRecord, record, seedId, type SeedRecord } from './define.ts';
import { rich, t, type Localized } from './text.ts';

const CURRENCIES = 'billing/currencies';
const PRODUCTS = 'ecommerce/products';
const ATTRIBUTES = 'ecommerce/attributes';
const KEYS = 'ecommerce/attribute-keys';
const STORES = 'ecommerce/stores';
const CATEGORIES = 'ecommerce/categories';
const WIDGETS = 'ecommerce/widgets';
const FILES = 'file-storage/files';

interface Project {
  /** Record name and slug. */
  slug: string;
  adminTitle: string;
  sku: string;
  image: string;
  title: Localized;
  shortDescription: Localized;
  description: Localized;
  /** Decimal strings, one per currency. */
  price: { rub: string; usd: string };
  /** The fundraising goal, the same sum in each currency (decimal strings). */
  goal: { rub: string; usd: string };
}

export const PROJECTS: readonly Project[] = [
  {
    slug: 'pokrovskoye-bell-tower',
    adminTitle: 'Bell tower of the Church of the Intercession, Pokrovskoye (Tver region)',
    sku: 'SF-PRJ-001-BELL-TOWER',
    image: 'project-bell-tower',
    title: t(
      'The bell tower of the Church of the Intercession in Pokrovskoye',
      'Колокольня Покровской церкви в селе Покровском',
    ),
    shortDescription: t(
      'Saving the three-tier bell tower of 1824 in a village of the Tver region: a new roof, brickwork and, one day, bells.',
      'Спасаем трёхъярусную колокольню 1824 года в тверском селе: новая кровля, кладка и, однажды, колокола.',
    ),
    description: rich(
      [
        'The Church of the Intercession in Pokrovskoye was built by parishioners in 1824 and closed in 1937. For decades the bell tower stood without a roof: birch trees took root on the upper tier and frost split the brickwork.',
        'This season we are replacing the rotten roof trusses, covering the tower with galvanised steel and re-laying about four cubic metres of brickwork with lime mortar, as the original builders did. Architects of the Tver restoration workshop supervise every step.',
        'Your gift buys materials and pays the masons. When the tower is safe, the village will raise bells again — the parish has already found the old bell frame in a neighbour’s barn.',
      ],
      [
        'Покровскую церковь в селе Покровском построили на средства прихожан в 1824 году, а в 1937-м закрыли. Десятилетиями колокольня стояла без кровли: на верхнем ярусе проросли берёзы, мороз разорвал кладку.',
        'В этом сезоне мы меняем сгнившие стропила, кроем шатёр оцинкованной сталью и перекладываем около четырёх кубометров кладки на известковом растворе — так, как это делали первые строители. Каждый этап ведут архитекторы тверской реставрационной мастерской.',
        'Ваше пожертвование идёт на материалы и работу каменщиков. Когда колокольня будет в безопасности, село снова поднимет колокола — приход уже нашёл старую колокольную раму в сарае у соседей.',
      ],
    ),
    price: { rub: '5000', usd: '55' },
    goal: { rub: '1200000', usd: '13000' },
  },
  {
    slug: 'karelia-st-nicholas-chapel',
    adminTitle: 'Wooden chapel of St Nicholas, Kyalgozero (Karelia)',
    sku: 'SF-PRJ-002-KARELIA-CHAPEL',
    image: 'project-karelia-chapel',
    title: t('The wooden chapel of St Nicholas in Karelia', 'Деревянная часовня Николая Чудотворца в Карелии'),
    shortDescription: t(
      'A 19th-century log chapel on the shore of Lake Kyalgozero needs new sill logs and an aspen-shingle cupola.',
      'Рубленой часовне XIX века на берегу Кяльгозера нужны новые нижние венцы и главка из осинового лемеха.',
    ),
    description: rich(
      [
        'The chapel of St Nicholas has watched over the village of Kyalgozero for about 150 years. Only four houses are lived in all year round, yet every summer the families who left come back for the feast on the 22nd of May.',
        'The lower logs have rotted and the chapel leans towards the lake. Carpenters from Petrozavodsk will lift the frame on jacks, replace three rows of logs with hand-hewn pine and cover the cupola with aspen shingles split and shaped by hand.',
        'No nails, no power tools on the visible surfaces — only axes, as in the old northern carpentry. A contribution pays for one shingle row or one day of a carpenter’s work.',
      ],
      [
        'Часовня Николая Чудотворца стоит над деревней Кяльгозеро около ста пятидесяти лет. Круглый год здесь живут всего четыре дома, но каждое лето разъехавшиеся семьи возвращаются к престольному празднику 22 мая.',
        'Нижние венцы сгнили, и часовня накренилась к озеру. Плотники из Петрозаводска поднимут сруб на домкратах, заменят три венца на сосну ручной тески и покроют главку осиновым лемехом, который колют и вытёсывают вручную.',
        'Без гвоздей и без электроинструмента на видимых поверхностях — только топор, как в старом северном плотницком деле. Одно пожертвование — это ряд лемеха или день работы плотника.',
      ],
    ),
    price: { rub: '3000', usd: '35' },
    goal: { rub: '850000', usd: '9500' },
  },
  {
    slug: 'icon-restoration-workshop',
    adminTitle: 'Icon restoration workshop',
    sku: 'SF-PRJ-003-ICON-WORKSHOP',
    image: 'project-icon-workshop',
    title: t('Icon restoration workshop', 'Иконописная реставрационная мастерская'),
    shortDescription: t(
      'Equipping a small workshop where restorers bring back icons rescued from closed village churches.',
      'Оснащаем небольшую мастерскую, где реставраторы возвращают к жизни иконы из закрытых сельских храмов.',
    ),
    description: rich(
      [
        'Parishes bring us icons that spent decades in damp storerooms and attics: the gesso flakes, the paint is hidden under black varnish. Many of them can still be saved — with time, patience and the right conditions.',
        'We are equipping a workshop with a stable climate, a microscope, a heated table and safe materials, so that two restorers and their students can work all year round. The first twelve icons are already waiting in line.',
        'Every restored icon goes back to the church it came from, with a passport describing what was done and why.',
      ],
      [
        'Приходы привозят нам иконы, десятилетиями пролежавшие в сырых кладовых и на чердаках: левкас осыпается, живопись скрыта под почерневшей олифой. Многие из них ещё можно спасти — нужны время, терпение и правильные условия.',
        'Мы оснащаем мастерскую с постоянным климатом, микроскопом, тёплым столом и безопасными материалами, чтобы два реставратора и их ученики могли работать круглый год. Первые двенадцать икон уже ждут своей очереди.',
        'Каждая отреставрированная икона возвращается в свой храм вместе с паспортом, где описано, что и зачем было сделано.',
      ],
    ),
    price: { rub: '1500', usd: '17' },
    goal: { rub: '400000', usd: '4500' },
  },
  {
    slug: 'summer-volunteer-camp',
    adminTitle: 'Summer volunteer camp on Lake Onega',
    sku: 'SF-PRJ-004-VOLUNTEER-CAMP',
    image: 'project-volunteer-camp',
    title: t('Summer volunteer camp on Lake Onega', 'Летний волонтёрский лагерь на Онежском озере'),
    shortDescription: t(
      'Two-week shifts in July and August: clearing sites, helping carpenters and measuring old churches.',
      'Двухнедельные смены в июле и августе: расчистка территорий, помощь плотникам и обмеры старых храмов.',
    ),
    description: rich(
      [
        'Every summer students, engineers, teachers and retirees come to the shores of Lake Onega to work with their hands. They clear overgrown churchyards, carry logs for the carpenters, sort debris in search of fragments of old décor and make measured drawings of buildings no one has ever documented.',
        'Evenings are for lectures on wooden architecture, songs and long conversations with the people who still live in the villages.',
        'Your contribution covers food, travel from Petrozavodsk and insurance for one volunteer for a two-week shift.',
      ],
      [
        'Каждое лето студенты, инженеры, учителя и пенсионеры приезжают на берега Онежского озера, чтобы поработать руками. Они расчищают заросшие погосты, носят брёвна для плотников, перебирают строительный мусор в поисках фрагментов старого декора и делают обмеры зданий, которые никто никогда не документировал.',
        'Вечера — для лекций о деревянном зодчестве, песен и долгих разговоров с теми, кто до сих пор живёт в деревнях.',
        'Ваш вклад покрывает питание, дорогу из Петрозаводска и страховку одного волонтёра на двухнедельную смену.',
      ],
    ),
    price: { rub: '12000', usd: '130' },
    goal: { rub: '600000', usd: '6500' },
  },
];

const CURRENCY_NAMES = ['rub', 'usd'] as const;

/**
 * What a preset gift does, per project and currency (issue 32 §3; the operator edits them as `ecommerce/impact-hints`):
 * amount, English, Russian. The bell tower's and the chapel's amounts are the form's standard presets; the workshop's
 * and the camp's are their own.
 */
const IMPACT_HINTS: Record<string, Record<'rub' | 'usd', [string, string, string][]>> = {
  'pokrovskoye-bell-tower': {
    rub: [
      [
        '500',
        'Buys ten hand-forged nails for the belfry’s new roof.',
        'Десять кованых гвоздей для новой кровли звонницы.',
      ],
      [
        '1000',
        'Pays for a square metre of larch shingles on the spire.',
        'Квадратный метр лиственничного лемеха на шатёр.',
      ],
      ['3000', 'A day of a master carpenter’s work on the tower.', 'День работы мастера-плотника на колокольне.'],
      ['5000', 'A new oak beam for the bell frame.', 'Новая дубовая балка для колокольной рамы.'],
    ],
    usd: [
      [
        '10',
        'Buys ten hand-forged nails for the belfry’s new roof.',
        'Десять кованых гвоздей для новой кровли звонницы.',
      ],
      [
        '25',
        'Pays for a square metre of larch shingles on the spire.',
        'Квадратный метр лиственничного лемеха на шатёр.',
      ],
      ['50', 'A day of a master carpenter’s work on the tower.', 'День работы мастера-плотника на колокольне.'],
      ['100', 'A new oak beam for the bell frame.', 'Новая дубовая балка для колокольной рамы.'],
    ],
  },
  'karelia-st-nicholas-chapel': {
    rub: [
      [
        '500',
        'A litre of linseed oil that protects the logs for a year.',
        'Литр льняного масла: брёвна защищены на год.',
      ],
      ['1000', 'Moss and tow to caulk one wall of the chapel.', 'Мох и пакля, чтобы проконопатить одну стену часовни.'],
      ['3000', 'Replaces one rotten log of the lower crown.', 'Замена одного сгнившего бревна нижнего венца.'],
      ['5000', 'A new aspen-shingle cover for the chapel’s dome.', 'Новый осиновый лемех для главки часовни.'],
    ],
    usd: [
      [
        '10',
        'A litre of linseed oil that protects the logs for a year.',
        'Литр льняного масла: брёвна защищены на год.',
      ],
      ['25', 'Moss and tow to caulk one wall of the chapel.', 'Мох и пакля, чтобы проконопатить одну стену часовни.'],
      ['50', 'Replaces one rotten log of the lower crown.', 'Замена одного сгнившего бревна нижнего венца.'],
      ['100', 'A new aspen-shingle cover for the chapel’s dome.', 'Новый осиновый лемех для главки часовни.'],
    ],
  },
  'icon-restoration-workshop': {
    rub: [
      ['700', 'A set of squirrel-hair brushes for a restorer.', 'Набор беличьих кистей для реставратора.'],
      [
        '1500',
        'Secures the flaking gesso of one small icon.',
        'Укрепление осыпающегося левкаса одной небольшой иконы.',
      ],
      ['4000', 'A month of steady climate in the workshop.', 'Месяц постоянного климата в мастерской.'],
      ['10000', 'A small icon restored whole, passport included.', 'Полная реставрация небольшой иконы, с паспортом.'],
    ],
    usd: [
      ['10', 'A set of squirrel-hair brushes for a restorer.', 'Набор беличьих кистей для реставратора.'],
      ['20', 'Secures the flaking gesso of one small icon.', 'Укрепление осыпающегося левкаса одной небольшой иконы.'],
      ['45', 'A month of steady climate in the workshop.', 'Месяц постоянного климата в мастерской.'],
      ['110', 'A small icon restored whole, passport included.', 'Полная реставрация небольшой иконы, с паспортом.'],
    ],
  },
  'summer-volunteer-camp': {
    rub: [
      ['1000', 'Two days of meals for a volunteer.', 'Питание волонтёра на два дня.'],
      ['3000', 'A volunteer’s bus from Petrozavodsk and back.', 'Дорога волонтёра из Петрозаводска и обратно.'],
      ['6000', 'Insurance and work gear for one volunteer.', 'Страховка и рабочая одежда для одного волонтёра.'],
      ['12000', 'One volunteer’s whole two-week shift.', 'Целая двухнедельная смена одного волонтёра.'],
    ],
    usd: [
      ['15', 'Two days of meals for a volunteer.', 'Питание волонтёра на два дня.'],
      ['35', 'A volunteer’s bus from Petrozavodsk and back.', 'Дорога волонтёра из Петрозаводска и обратно.'],
      ['65', 'Insurance and work gear for one volunteer.', 'Страховка и рабочая одежда для одного волонтёра.'],
      ['130', 'One volunteer’s whole two-week shift.', 'Целая двухнедельная смена одного волонтёра.'],
    ],
  },
};

export function shop(): SeedRecord[] {
  const out: SeedRecord[] = [];

  // Billing currencies.
  out.push(
    record(CURRENCIES, 'rub', {
      adminTitle: 'Russian rouble',
      slug: 'rub',
      title: t('Russian rouble', 'Российский рубль'),
      symbol: '₽',
      isDefault: true,
    }),
    record(CURRENCIES, 'usd', {
      adminTitle: 'US dollar',
      slug: 'usd',
      title: t('US dollar', 'Доллар США'),
      symbol: '$',
      isDefault: false,
    }),
  );

  // The price key.
  out.push(
    record(KEYS, 'price', {
      adminTitle: 'Price',
      slug: 'price',
      title: t('Contribution', 'Сумма пожертвования'),
      type: 'price',
      field: 'number',
    }),
    record(KEYS, 'goal', {
      adminTitle: 'Fundraising goal',
      slug: 'goal',
      title: t('Goal', 'Цель сбора'),
      type: 'goal',
      field: 'number',
    }),
  );

  // Store and category.
  out.push(
    record(STORES, 'foundation-store', {
      adminTitle: 'Foundation store',
      slug: 'foundation-store',
      title: t('Projects of the foundation', 'Проекты фонда'),
      shortDescription: t(
        'Choose a project and support it with a contribution of any size.',
        'Выберите проект и поддержите его пожертвованием любого размера.',
      ),
      description: t(
        'Every project here is a real building or a real team of people. We publish what each contribution was spent on in our reports.',
        'Каждый проект здесь — настоящее здание или настоящая команда людей. На что потрачено каждое пожертвование, мы публикуем в отчётах.',
      ),
    }),
    record(CATEGORIES, 'restoration', {
      adminTitle: 'Restoration',
      slug: 'restoration',
      title: t('Restoration', 'Реставрация'),
      subtitle: t('Churches, chapels, estates and icons', 'Храмы, часовни, усадьбы и иконы'),
      description: t(
        'Projects where the foundation brings historical, cultural and religious sites back to life.',
        'Проекты, в которых фонд возвращает к жизни исторические, культурные и религиозные памятники.',
      ),
    }),
  );

  // Products and their prices.
  PROJECTS.forEach((p, index) => {
    out.push(
      record(PRODUCTS, p.slug, {
        adminTitle: p.adminTitle,
        slug: p.slug,
        title: p.title,
        shortDescription: p.shortDescription,
        description: p.description,
        type: 'one_off',
      }),
    );
    for (const [key, currency, offset] of CURRENCY_NAMES.flatMap((c) => [
      ['price', c, 0] as const,
      ['goal', c, CURRENCY_NAMES.length] as const,
    ])) {
      const attribute = `${p.slug}-${key}-${currency}`;
      out.push(
        record(ATTRIBUTES, attribute, { number: p[key][currency] }),
        linkRecord('ecommerce/attribute-keys-to-attributes', {
          attributeKeyId: [KEYS, key],
          attributeId: [ATTRIBUTES, attribute],
        }),
        linkRecord('ecommerce/attributes-to-billing-module-currencies', {
          attributeId: [ATTRIBUTES, attribute],
          billingModuleCurrencyId: [CURRENCIES, currency],
        }),
        linkRecord(
          'ecommerce/products-to-attributes',
          { productId: [PRODUCTS, p.slug], attributeId: [ATTRIBUTES, attribute] },
          { orderIndex: offset + CURRENCY_NAMES.indexOf(currency) },
        ),
      );
    }
    out.push(
      linkRecord(
        'ecommerce/products-to-file-storage-module-files',
        { productId: [PRODUCTS, p.slug], fileStorageModuleFileId: [FILES, p.image] },
        { orderIndex: 0 },
      ),
      linkRecord(
        'ecommerce/stores-to-products',
        { storeId: [STORES, 'foundation-store'], productId: [PRODUCTS, p.slug] },
        { sku: p.sku, orderIndex: index },
      ),
      linkRecord(
        'ecommerce/categories-to-products',
        { categoryId: [CATEGORIES, 'restoration'], productId: [PRODUCTS, p.slug] },
        { orderIndex: index },
      ),
    );
  });

  // Ecommerce widgets that host widgets embed.
  out.push(
    record(WIDGETS, 'project-list', {
      adminTitle: 'Home: project list',
      slug: 'project-list',
      variant: 'symbol-faith-project-list-default',
      anchor: 'projects',
      title: t('Our projects', 'Наши проекты'),
      subtitle: t('Where your help goes right now', 'Куда прямо сейчас идёт ваша помощь'),
      description: t(
        'Each project has a clear goal, a budget and a team on site. Choose the one closest to your heart.',
        'У каждого проекта есть понятная цель, смета и команда на месте. Выберите тот, что ближе вашему сердцу.',
      ),
    }),
    record(WIDGETS, 'product-overview', {
      adminTitle: 'Project page: project overview',
      slug: 'product-overview',
      variant: 'product-overview-default',
      title: t('About the project', 'О проекте'),
    }),
    record(WIDGETS, 'store-overview', {
      adminTitle: 'Store page: store overview',
      slug: 'store-overview',
      variant: 'store-overview-default',
      title: t('Projects of the foundation', 'Проекты фонда'),
    }),
  );
  PROJECTS.forEach((p, index) => {
    out.push(
      linkRecord(
        'ecommerce/widgets-to-products',
        { widgetId: [WIDGETS, 'project-list'], productId: [PRODUCTS, p.slug] },
        { orderIndex: index },
      ),
    );
  });

  // What each preset gift does (after the products and currencies they name).
  for (const [slug, byCurrency] of Object.entries(IMPACT_HINTS))
    for (const currency of CURRENCY_NAMES)
      byCurrency[currency].forEach(([amount, en, ru], orderIndex) =>
        out.push(
          record('ecommerce/impact-hints', `${slug}-${currency}-${amount}`, {
            adminTitle: `${slug}: ${amount} ${currency.toUpperCase()}`,
            productId: seedId(`${PRODUCTS}:${slug}`),
            currencyId: seedId(`${CURRENCIES}:${currency}`),
            amount,
            description: t(en, ru),
            orderIndex,
          }),
        ),
      );
  return out;
}
