/**
 * The task layer's texts (menu, task screens, global search, form sections), in English and Russian: whole
 * phrases written for each language, never composed word by word.
 */
export const tasksEn = {
  tasks: {
    dashboard: 'Dashboard',
    pages: 'Pages and layout',
    content: 'Content',
    widgets: 'Widgets',
    shop: 'Shop',
    orders: 'Orders and donations',
    people: 'People',
    messages: 'Messages and requests',
    files: 'Files',
    settings: 'Settings',
    open: 'Open %{name}',
    records: 'Records: %{count}',
    all_models: 'All models',
    all_models_hint: 'Every model of the catalogue, grouped by module; link tables when asked for.',
    show_links: 'Show link tables',
    more: 'All models here',
    module: 'Module',
    menu: 'Main menu',
  },
  search: {
    open: 'Search',
    title: 'Find a record',
    label: 'Title, slug, email or id',
    hint: 'Words (any form, a typo is fine), a slug, an email or an id: at least 2 characters',
    none: 'Nothing found.',
    failed: 'The search failed: %{error}',
  },
  // The two screens' names and hints, shown by the Pages and Settings screens and a page's form; the rest of
  // their texts come with their code (builder/messages.ts).
  builder: {
    title: 'Page builder',
    open: 'Open in the page builder',
    pick: 'Choose a page to build, or make a new one.',
  },
  audit: {
    title: 'Audit',
    hint: 'Every write and every sign-in, newest first.',
  },
  form: {
    advanced: 'Advanced',
    languages: 'Languages',
    complete: '%{language}: filled in',
    missing: '%{language}: missing',
  },
};
