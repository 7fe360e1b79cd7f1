/** The dashboard's visitors card's texts (issue 34 §6), in English and Russian, added when its code loads. */
export const analyticsEn = {
  analytics: {
    title: 'Visitors, last 30 days',
    pageviews: 'page views',
    visitors: 'visitors',
    top_pages: 'Most viewed pages',
    sources: 'Sources',
    direct: 'Direct or unknown',
    funnel: 'Donation funnel',
    viewed: 'Viewed a project',
    started: 'Started the form',
    paying: 'Went to payment',
    paid: 'Paid',
    of_viewed: '%{percent}% of those who viewed',
    none: 'No visits yet.',
    load_failed: 'The visits could not be loaded: %{error}',
    privacy: 'No cookies, no IP addresses kept: a visitor is counted once a day, robots left out.',
  },
};

export const analyticsRu: typeof analyticsEn = {
  analytics: {
    title: 'Посетители за 30 дней',
    pageviews: 'просмотров страниц',
    visitors: 'посетителей',
    top_pages: 'Самые просматриваемые страницы',
    sources: 'Источники',
    direct: 'Прямые заходы или неизвестно',
    funnel: 'Воронка пожертвований',
    viewed: 'Открыли проект',
    started: 'Начали заполнять форму',
    paying: 'Перешли к оплате',
    paid: 'Оплатили',
    of_viewed: '%{percent}% от открывших',
    none: 'Посещений пока нет.',
    load_failed: 'Не удалось загрузить посещения: %{error}',
    privacy: 'Без cookie и без IP-адресов: посетитель считается один раз в день, роботы не учитываются.',
  },
};
