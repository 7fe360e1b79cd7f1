/** messages.ts in Russian, loaded when the admin is in Russian. */
import type { historyEn } from './messages.ts';

export const historyRu: typeof historyEn = {
  history: {
    title: 'История',
    empty: 'Изменений пока нет.',
    failed: 'Не удалось прочитать историю: %{error}',
    restore: 'Восстановить',
    restored: 'Восстановлено: запись такая, какой её оставила эта версия',
    restore_failed: 'Не восстановлено: %{error}',
    confirm: 'Восстановить запись такой, какой её оставила эта версия? Восстановление станет новой версией.',
    field: 'Поле',
    before: 'До',
    after: 'После',
    more: 'Более ранние версии',
    staged: 'в выпуске, ещё не опубликовано',
    in_release: 'выпуск %{id}',
    action: { create: 'Создано', update: 'Изменено', delete: 'Удалено' },
    actor: {
      subject: 'пользователем %{id}',
      server: 'серверным ключом',
      anonymous: 'посетителем',
      system: 'сервером',
    },
    changed: 'Поля: %{fields}',
    view_on_site: 'Открыть на сайте',
  },
  releases: {
    changes: 'Что меняет этот выпуск',
    empty: 'Пока ничего не подготовлено: редактируйте записи, выбрав этот выпуск.',
    record: 'Запись',
    publish: 'Опубликовать сейчас',
    published: 'Опубликовано: изменения на сайте',
    discard: 'Удалить выпуск',
    confirm_discard: 'Удалить этот выпуск и всё, что в нём подготовлено?',
    discarded: 'Выпуск удалён',
    preview: 'Посмотреть сайт с этим выпуском',
    conflicts: 'Не опубликовано: эти записи изменились на сайте после подготовки',
    scheduled: 'Запланировано: сервер опубликует в %{at}',
    publish_error: 'Запланированная публикация не удалась: %{error}',
    preview_page: 'Предпросмотр %{url}',
  },
};
