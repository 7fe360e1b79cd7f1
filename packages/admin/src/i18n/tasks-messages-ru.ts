/** tasks-messages.ts in Russian, loaded when the admin is in Russian. */
import type { tasksEn } from './tasks-messages.ts';

export const tasksRu: typeof tasksEn = {
  tasks: {
    dashboard: 'Сводка',
    pages: 'Страницы и макеты',
    content: 'Материалы',
    widgets: 'Виджеты',
    shop: 'Магазин',
    orders: 'Заказы и пожертвования',
    people: 'Люди',
    messages: 'Сообщения и заявки',
    files: 'Файлы',
    settings: 'Настройки',
    open: 'Открыть: %{name}',
    records: 'Записей: %{count}',
    all_models: 'Все модели',
    all_models_hint: 'Все модели каталога по модулям; таблицы связей — по запросу.',
    show_links: 'Показать таблицы связей',
    more: 'Все модели раздела',
    module: 'Модуль',
    menu: 'Главное меню',
  },
  search: {
    open: 'Поиск',
    title: 'Найти запись',
    label: 'Название, слаг, эл. почта или ID',
    hint: 'Слова (в любой форме, можно с опечаткой), слаг, эл. почта или ID: не меньше 2 символов',
    none: 'Ничего не найдено.',
    failed: 'Поиск не удался: %{error}',
  },
  builder: {
    title: 'Конструктор страниц',
    open: 'Открыть в конструкторе страниц',
    pick: 'Выберите страницу или создайте новую.',
  },
  audit: {
    title: 'Журнал действий',
    hint: 'Все изменения и входы, сначала новые.',
  },
  form: {
    advanced: 'Дополнительно',
    languages: 'Языки',
    complete: '%{language}: заполнено',
    missing: '%{language}: не заполнено',
  },
};
