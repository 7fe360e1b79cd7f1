/** The whole-page call: the seeded home page field by field, languages, metadata layers, query counts. */
import { describe, expect, it } from 'vitest';
import { seedId } from '../../../../../../prisma/seed/define.ts';
import { setupTestApp } from '../../../../test/helper.ts';
import { countQueries } from '../../../db/query-counter.ts';
import { seedDemoContent } from '../../../seed/index.ts';
import { createWidgetPage } from '../fixtures.ts';
import { servesLanguage } from '../metadata.ts';

const t = await setupTestApp({
  SITE_TITLE: 'Configured title',
  SITE_DESCRIPTION: 'Configured description',
  SITE_KEYWORDS: 'configured, keywords',
  SITE_IMAGE: '/images/share.png',
  PUBLIC_SITE_URL: 'https://symbol-faith.example/',
});
await seedDemoContent(t.db);

const id = (entity: string, name: string) => seedId(`${entity}:${name}`);
const linkId = (entity: string, ends: Record<string, [string, string]>) =>
  seedId(
    `${entity}:${Object.values(ends)
      .map(([e, n]) => `${e}:${n}`)
      .join('|')}`,
  );

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON answers are walked freely in assertions
type Tree = Record<string, any>;
async function page(url: string, language?: string): Promise<Tree> {
  const res = await t.http.get('/api/host/page').query({ url, ...(language ? { language } : {}) });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
}
const slugs = (list: Tree[]) => list.map((n) => n.slug);

describe('the seeded home page', async () => {
  const home = await page('/');

  it('is the page in its own language (ru) with every field, localized texts picked', () => {
    expect(home.url).toBe('/');
    expect(home.language).toBe('ru');
    expect(home.page).toEqual({
      id: id('host/pages', 'home'),
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      adminTitle: 'Home',
      title: 'Главная',
      url: '/',
      description: 'Главная страница фонда',
      language: 'ru',
      className: null,
      variant: 'default',
    });
    expect(new Date(home.page.createdAt).toISOString()).toBe(home.page.createdAt);
    expect(home.segments).toEqual({});
  });

  it('has metadata: the primary record over the configured defaults', () => {
    expect(home.metadata).toEqual({
      title: 'Фонд «Символ веры» — восстанавливаем храмы и усадьбы России',
      description: expect.stringMatching(/^Благотворительный фонд «Символ веры» восстанавливает/),
      keywords: expect.stringMatching(/^благотворительный фонд, реставрация храмов/),
      image: 'https://symbol-faith.example/images/share.png',
      author: 'Благотворительный фонд «Символ веры»',
      viewport: 'width=device-width, initial-scale=1',
      canonical: 'https://symbol-faith.example/ru/',
      alternates: {
        en: 'https://symbol-faith.example/en/',
        ru: 'https://symbol-faith.example/ru/',
        'x-default': 'https://symbol-faith.example/',
      },
      opengraph: {
        title: 'Фонд «Символ веры»',
        description: 'Восстанавливаем сельские храмы, северные часовни и усадьбы вместе с местными жителями.',
        url: 'https://symbol-faith.example/ru/',
        type: 'website',
        siteName: 'Символ веры',
        locale: 'ru_RU',
        // The page's own generated picture (og-image.ts); SITE_IMAGE stays the site's `image`.
        image: expect.stringMatching(/\/api\/host\/og-image\?url=%2F&language=ru$/),
        imageWidth: 1200,
        imageHeight: 630,
        imageType: 'image/png',
      },
      twitter: {
        card: 'summary_large_image',
        site: null,
        creator: null,
        title: 'Фонд «Символ веры»',
        description: 'Восстанавливаем сельские храмы, северные часовни и усадьбы вместе с местными жителями.',
        url: 'https://symbol-faith.example/ru/',
        domain: null,
        appCountry: null,
        image: expect.stringMatching(/\/api\/host\/og-image\?url=%2F&language=ru$/),
      },
      sources: [id('host/metadata', 'primary')],
      robots: null,
      // The foundation's requisites for the footer (issue 32).
      requisites: {
        legalName: 'Благотворительный фонд «Символ веры» (демо)',
        ogrn: '1127700000000',
        inn: '7700000000',
        legalAddress: '119017, Москва, ул. Большая Ордынка, д. 00, офис 4',
        bankDetails: 'р/с 40703810000000000000, БИК 044525000, к/с 30101810000000000000',
      },
    });
  });

  it('has the main layout: navbar then footer, with their link variants', () => {
    expect(home.layouts).toHaveLength(1);
    const [layout] = home.layouts;
    expect(Object.keys(layout.link).sort()).toEqual(['className', 'id', 'orderIndex', 'variant']);
    expect(layout).toMatchObject({
      id: id('host/layouts', 'main'),
      slug: 'main',
      title: 'Основной макет',
      variant: 'default',
      link: {
        id: linkId('host/pages-to-layouts', { pageId: ['host/pages', 'home'], layoutId: ['host/layouts', 'main'] }),
        variant: 'default',
        orderIndex: 0,
        className: null,
      },
    });
    // The cart (its round button and drawer) is on every page of the main layout.
    expect(slugs(layout.widgets)).toEqual(['navbar', 'footer', 'flow-cart']);
    expect(layout.widgets.map((w: Tree) => [w.link.variant, w.link.orderIndex])).toEqual([
      ['default', 0],
      ['additional', 1],
      ['default', 2],
    ]);
    expect(layout.widgets[0]).toMatchObject({ title: 'Шапка', variant: 'default' });
    expect(layout.widgets[0]).not.toHaveProperty('adminTitle'); // no widget renders the back office's label
  });

  it('has the navbar: logotype with its file, links and the donate button in order', () => {
    const [navbar] = home.layouts[0].widgets[0].externalWidgets;
    expect(navbar).toMatchObject({
      id: id('website-builder/widgets', 'navbar'),
      slug: 'navbar',
      variant: 'navbar-default',
      title: 'Символ веры',
      link: { externalModule: 'website-builder', variant: 'default', orderIndex: 0 },
    });
    expect(navbar.buttonsArrays.map((a: Tree) => [a.slug, a.link.variant])).toEqual([
      ['navbar-links', 'default'],
      ['navbar-actions', 'additional'],
    ]);
    expect(navbar.buttonsArrays[0].buttons.map((b: Tree) => [b.slug, b.title, b.url])).toEqual([
      ['nav-about', 'О фонде', '/about'],
      ['nav-projects', 'Проекты', '/projects'],
      ['nav-blog', 'Блог', '/blog'],
      ['nav-contacts', 'Контакты', '/contacts'],
    ]);
    expect(navbar.buttonsArrays[1].buttons).toMatchObject([{ slug: 'nav-donate', variant: 'primary', url: '/donate' }]);
    expect(navbar.logotypes).toMatchObject([{ slug: 'symbol-of-faith', title: 'Символ веры', url: '/' }]);
    expect(navbar.logotypes[0].files).toMatchObject([
      {
        id: id('file-storage/files', 'logo'),
        file: '/images/logo.svg',
        mimeType: 'image/svg+xml',
        extension: 'svg',
        width: 180,
        height: 48,
        size: 6214,
        alt: 'Фонд «Символ веры»',
      },
    ]);
    for (const list of ['features', 'sliders', 'files', 'stores']) expect(navbar[list]).toEqual([]);
  });

  it('has the footer: default, additional and extra button groups', () => {
    const [footer] = home.layouts[0].widgets[1].externalWidgets;
    expect(footer.variant).toBe('footer-default');
    expect(footer.buttonsArrays.map((a: Tree) => [a.slug, a.variant, a.link.variant, a.buttons.length])).toEqual([
      ['footer-navigation', 'footer-buttons-array', 'default', 5],
      ['footer-projects', 'footer-buttons-array', 'additional', 4],
      ['footer-contacts', 'footer-buttons-array', 'extra', 3],
      ['footer-documents', 'footer-buttons-array', 'extra', 3],
    ]);
    // The legal pages and the reports are a click from every page (issue 32).
    expect(footer.buttonsArrays[3].buttons.map((b: Tree) => b.url)).toEqual(['/offer', '/privacy', '/reports']);
    expect(footer.buttonsArrays[2].buttons.map((b: Tree) => b.url)).toEqual([
      'mailto:hello@symbol-faith.org',
      'tel:+74950000000',
      'https://t.me/symbol_faith_foundation',
    ]);
  });

  it('has its own widgets in link order, each embedding one module widget', () => {
    expect(slugs(home.widgets)).toEqual([
      'home-hero',
      'home-features',
      'project-list',
      'latest-articles',
      'requisites',
      'contact-form',
    ]);
    expect(home.widgets.map((w: Tree) => w.link.orderIndex)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(
      home.widgets.map((w: Tree) => [w.externalWidgets[0].link.externalModule, w.externalWidgets[0].variant]),
    ).toEqual([
      ['website-builder', 'default'],
      ['website-builder', 'symbol-faith-dark-cards'],
      ['ecommerce', 'symbol-faith-project-list-default'],
      ['blog', 'article-list-default'],
      ['website-builder', 'symbol-faith-requisites'],
      ['crm', 'form-list-default'],
    ]);
  });

  it('has the hero slider with its slides in order, each with its image', () => {
    const [hero] = home.widgets[0].externalWidgets;
    expect(hero.sliders).toHaveLength(1);
    const [slider] = hero.sliders;
    expect(slider).toMatchObject({ slug: 'home-hero', title: 'Места, которые мы возвращаем' });
    expect(slider.slides.map((s: Tree) => [s.slug, s.url, s.files[0].file])).toEqual([
      ['hero-pokrovskoye-church', '/projects/pokrovskoye-bell-tower', '/images/slides/pokrovskoye-church.jpg'],
      ['hero-zaozerye-estate', '/blog/articles/annual-report-2024', '/images/slides/zaozerye-estate.jpg'],
      ['hero-karelia-chapel', '/projects/karelia-st-nicholas-chapel', '/images/slides/karelia-chapel.jpg'],
    ]);
    // Each slide calls to give (issue 32): a project's slide to its donation page.
    expect(slider.slides[0]).toMatchObject({
      title: 'Сельский храм ждёт свои колокола',
      subtitle: 'Покровская церковь, Тверская область',
    });
    expect(
      slider.slides.map((s: Tree) =>
        s.buttonsArrays.flatMap((a: Tree) => a.buttons.map((b: Tree) => [b.title, b.url])),
      ),
    ).toEqual([
      [['Помочь колокольне', '/projects/pokrovskoye-bell-tower/donate']],
      [['Поддержать фонд', '/donate']],
      [['Помочь часовне', '/projects/karelia-st-nicholas-chapel/donate']],
    ]);
  });

  it('has the features (rich text) and the requisites', () => {
    const features = home.widgets[1].externalWidgets[0];
    expect(features).toMatchObject({ title: 'Чем мы занимаемся', subtitle: expect.stringMatching(/^С 2012 года/) });
    expect(features.features.map((f: Tree) => [f.slug, f.variant, f.title])).toEqual([
      ['we-restore', 'symbol-faith-card', 'Восстанавливаем'],
      ['we-preserve', 'symbol-faith-card', 'Сохраняем'],
      ['we-bring-together', 'symbol-faith-card', 'Объединяем'],
    ]);
    expect(JSON.parse(features.features[0].description)[0].children[0].text).toMatch(/^Сначала кровля/);
    const requisites = home.widgets[4].externalWidgets[0];
    expect(requisites.anchor).toBe('requisites');
    expect(slugs(requisites.features)).toEqual([
      'requisites-demo',
      'requisites-recipient',
      'requisites-tax-ids',
      'requisites-account',
      'requisites-bank',
      'requisites-purpose',
    ]);
  });

  it('has the projects with their prices per currency, images, store and category', () => {
    const list = home.widgets[2].externalWidgets[0];
    expect(list).toMatchObject({ anchor: 'projects', title: 'Наши проекты' });
    expect(
      list.products.map((p: Tree) => [p.slug, p.prices.map((x: Tree) => `${x.amount} ${x.currency.symbol}`)]),
    ).toEqual([
      ['pokrovskoye-bell-tower', ['5000 ₽', '55 $']],
      ['karelia-st-nicholas-chapel', ['3000 ₽', '35 $']],
      ['icon-restoration-workshop', ['1500 ₽', '17 $']],
      ['summer-volunteer-camp', ['12000 ₽', '130 $']],
    ]);
    const [bell] = list.products;
    expect(bell).toMatchObject({
      id: id('ecommerce/products', 'pokrovskoye-bell-tower'),
      title: 'Колокольня Покровской церкви в селе Покровском',
      type: 'one_off',
      files: [{ file: '/images/projects/bell-tower.jpg' }],
      stores: [{ slug: 'foundation-store', link: { sku: 'SF-PRJ-001-BELL-TOWER' } }],
      categories: [{ slug: 'restoration', title: 'Реставрация' }],
    });
    expect(bell.prices[0]).toEqual({
      attributeId: id('ecommerce/attributes', 'pokrovskoye-bell-tower-price-rub'),
      amount: '5000',
      currency: {
        id: id('billing/currencies', 'rub'),
        slug: 'rub',
        symbol: '₽',
        title: 'Российский рубль',
        isDefault: true,
      },
    });
    expect(bell.attributes[0]).toMatchObject({
      number: '5000',
      attributeKeys: [{ slug: 'price', type: 'price', field: 'number', title: 'Сумма пожертвования' }],
      currencies: [{ slug: 'rub' }],
    });
  });

  it('has the latest articles and the contact form with its ordered inputs', () => {
    const articles = home.widgets[3].externalWidgets[0];
    expect(articles.articles.map((a: Tree) => [a.slug, a.categories.map((c: Tree) => c.slug)])).toEqual([
      ['pokrovskoye-bell-tower-scaffolding', ['news']],
      ['kyalgozero-chapel-new-shingles', ['news']],
      ['annual-report-2024', ['reports']],
    ]);
    expect(articles.articles[0].files).toHaveLength(1);
    const form = home.widgets[5].externalWidgets[0];
    expect(form.forms).toHaveLength(1);
    expect(form.forms[0]).toMatchObject({ slug: 'contact-form', title: 'Напишите нам' });
    expect(form.forms[0].inputs.map((i: Tree) => [i.slug, i.type, i.isRequired, i.label])).toEqual([
      ['contact-form-name', 'text', true, 'Как вас зовут'],
      ['contact-form-email', 'email', true, 'Почта для ответа'],
      ['contact-form-message', 'textarea', true, 'Ваше сообщение'],
      ['contact-form-phone', 'tel', false, 'Телефон, если удобнее созвониться'],
    ]);
  });
});

describe('languages, segments and metadata layers', () => {
  it('takes the language from the url prefix or the language parameter (the parameter wins)', async () => {
    const en = await page('/en');
    expect(en.language).toBe('en');
    expect(en.url).toBe('/');
    expect(en.page.description).toBe('Home page of the foundation');
    expect(en.widgets[1].externalWidgets[0].title).toBe('What we do');
    expect(en.metadata.canonical).toBe('https://symbol-faith.example/en/');
    expect((await page('/en', 'ru')).language).toBe('ru');
    expect((await page('/', 'en')).layouts[0].widgets[0].externalWidgets[0].buttonsArrays[0].buttons[0].title).toBe(
      'About',
    );
  });

  it('gives a slug page the record its url names, with that record tree', async () => {
    const product = await page('/en/ecommerce/products/karelia-st-nicholas-chapel');
    expect(product.page.url).toBe('/ecommerce/products/[ecommerce.products.slug]');
    const segment = product.segments['ecommerce.products.slug'];
    expect(segment.value).toBe('karelia-st-nicholas-chapel');
    expect(segment.record).toMatchObject({
      slug: 'karelia-st-nicholas-chapel',
      title: 'The wooden chapel of St Nicholas in Karelia',
      files: [{ file: '/images/projects/karelia-chapel.jpg' }],
    });
    expect(segment.record.prices.map((p: Tree) => [p.amount, p.currency.slug])).toEqual([
      ['3000', 'rub'],
      ['35', 'usd'],
    ]);
    expect(slugs(product.widgets)).toEqual(['product-overview', 'requisites', 'flow-donate-now']);
    // Two pattern pages show a project: both name the shorter, the project's own page, as canonical (one page
    // per project for a search engine), in each language; a page of one record of its own names itself.
    expect(product.metadata.canonical).toBe('https://symbol-faith.example/en/projects/karelia-st-nicholas-chapel');
    expect(product.metadata.alternates.ru).toBe('https://symbol-faith.example/ru/projects/karelia-st-nicholas-chapel');
    const project = await page('/ru/projects/karelia-st-nicholas-chapel');
    expect(project.metadata.canonical).toBe('https://symbol-faith.example/ru/projects/karelia-st-nicholas-chapel');
    const donate = await page('/en/projects/karelia-st-nicholas-chapel/donate');
    expect(donate.metadata.canonical).toBe(
      'https://symbol-faith.example/en/projects/karelia-st-nicholas-chapel/donate',
    );
    const report = await page('/en/blog/articles/annual-report-2024');
    expect(report.metadata.canonical).toBe('https://symbol-faith.example/en/blog/articles/annual-report-2024');
    // The record names its page: its title before the site's name, its short description, in the language.
    expect(product.metadata).toMatchObject({
      title: 'The wooden chapel of St Nicholas in Karelia — Symbol of Faith',
      description: expect.stringMatching(/^A 19th-century log chapel on the shore of Lake Kyalgozero/),
      opengraph: { title: 'The wooden chapel of St Nicholas in Karelia', siteName: 'Symbol of Faith' },
      twitter: { title: 'The wooden chapel of St Nicholas in Karelia' },
    });
    const ru = await page('/ru/ecommerce/products/karelia-st-nicholas-chapel');
    expect(ru.metadata.title).toBe('Деревянная часовня Николая Чудотворца в Карелии — Символ веры');
    // An article's subtitle is its line; its description is rich text and never one.
    const article = await page('/en/blog/articles/annual-report-2024');
    expect(article.metadata).toMatchObject({
      title: 'Annual report 2024 — Symbol of Faith',
      description: 'Where every rouble went',
    });
    // A subject has no title of its own: its page is named by its social profile, not the site's title.
    const team = await page('/ru/rbac/subjects/foundation-team');
    expect(team.metadata).toMatchObject({
      title: 'Команда фонда — Символ веры',
      description: 'Архитекторы, реставраторы и координаторы',
    });

    const category = await page('/blog/categories/reports');
    expect(slugs(category.segments['blog.categories.slug'].record.articles)).toEqual([
      'annual-report-2024',
      'volunteer-camp-2024-results',
    ]);
  });

  it("lets a page's own metadata override the primary record", async () => {
    const about = await page('/about');
    expect(about.metadata).toMatchObject({
      title: 'О фонде — «Символ веры»',
      keywords: expect.stringMatching(/^о фонде/),
      author: 'Благотворительный фонд «Символ веры»',
      opengraph: { title: 'О фонде «Символ веры»', siteName: 'Символ веры' },
      sources: [id('host/metadata', 'primary'), id('host/metadata', 'about')],
    });
  });

  it('takes the metadata records of the language asked for: an English page has no Russian title', async () => {
    const home = await page('/', 'en');
    expect(home.metadata).toMatchObject({
      title: 'Symbol of Faith Foundation — restoring the churches and estates of Russia',
      author: 'Symbol of Faith charitable foundation',
      opengraph: { title: 'Symbol of Faith Foundation', siteName: 'Symbol of Faith', locale: 'en_US' },
      sources: [id('host/metadata', 'primary-en')],
    });
    const about = await page('/about', 'en');
    expect(about.metadata).toMatchObject({
      title: 'About the foundation — Symbol of Faith',
      keywords: expect.stringMatching(/^about the foundation/),
      author: 'Symbol of Faith charitable foundation',
      sources: [id('host/metadata', 'primary-en'), id('host/metadata', 'about-en')],
    });
    expect((await page('/about', 'ru')).metadata.sources).toEqual([
      id('host/metadata', 'primary'),
      id('host/metadata', 'about'),
    ]);
  });

  it('uses a metadata record without a locale in every language, and none of another language', () => {
    const record = (opengraphLocale: string | null) => ({ id: 'm', opengraphLocale });
    expect(servesLanguage(record(null), 'en')).toBe(true);
    expect(servesLanguage(record(' '), 'ru')).toBe(true);
    expect(servesLanguage(record('en_US'), 'en')).toBe(true);
    expect(servesLanguage(record('ru-RU'), 'en')).toBe(false);
    expect(servesLanguage(record('RU'), 'ru')).toBe(true);
  });

  it('answers 404 for a url that matches nothing, and 400 for a bad language', async () => {
    const missing = await t.http.get('/api/host/page').query({ url: '/nowhere' });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('No page matches /nowhere');
    expect((await t.http.get('/api/host/page').query({ url: '/', language: 'de' })).status).toBe(400);
    expect((await t.http.get('/api/host/page')).status).toBe(400);
  });
});

describe("a select input's options (issue 21)", () => {
  it('come with the input in the page, in link order', async () => {
    const showcase = await page('/showcase', 'en');
    const inputs = showcase.widgets
      .flatMap((w: Tree) => w.externalWidgets)
      .flatMap((w: Tree) => w.forms ?? [])
      .flatMap((f: Tree) => f.inputs);
    const select = inputs.find((input: Tree) => input.variant === 'select-option-default');
    expect(select.options.map((o: Tree) => [o.slug, o.title])).toEqual([
      ['summer', 'Summer camp'],
      ['autumn', 'Autumn camp'],
    ]);
  });
});

describe('query count', () => {
  it('is the same for a page of 3 widgets and a page of 30 widgets', async () => {
    await createWidgetPage(t.db, { url: '/widgets-3', widgets: 3 });
    await createWidgetPage(t.db, { url: '/widgets-30', widgets: 30 });
    const measure = async (url: string) => {
      const counter = countQueries(t.db.pool);
      const data = await page(url);
      counter.stop();
      return { queries: counter.count, data };
    };
    const three = await measure('/widgets-3');
    const thirty = await measure('/widgets-30');
    expect(three.data.widgets).toHaveLength(3);
    expect(thirty.data.widgets).toHaveLength(30);
    expect(thirty.data.widgets[28].externalWidgets[0].products.map((p: Tree) => p.prices.length)).toEqual([2, 2]);
    expect(thirty.data.widgets[27].externalWidgets[0].sliders[0].slides).toHaveLength(3);
    console.info(`page queries: 3 widgets → ${three.queries}, 30 widgets → ${thirty.queries}`);
    expect(thirty.queries).toBe(three.queries);
    expect(three.queries).toBeLessThanOrEqual(10);

    // A second call within the cache's lifetime runs no query at all.
    const again = await measure('/widgets-30');
    expect(again.queries).toBe(0);
    expect(again.data).toEqual(thirty.data);
  });
});
