/** messages.ts in Russian. */
import type { assistantEn } from './messages.ts';

export const assistantRu: typeof assistantEn = {
  assistant: {
    title: 'Ассистент',
    on: 'Ассистент отвечает посетителям с помощью модели %{model}.',
    cap: 'Дневной лимит: %{tokens} токенов; сверх него посетителей передают сотруднику.',
    off: 'Ассистент выключен: вопросы посетителей передаются сотрудникам (они приходят в «Заявки»).',
    how_to: 'Чтобы включить его, задайте на сервере эти переменные и перезапустите его:',
    base_url:
      'AI_BASE_URL — API, совместимый с OpenAI (https://api.openai.com/v1, https://openrouter.ai/api/v1 или http://127.0.0.1:11434/v1 для Ollama)',
    api_key: 'AI_API_KEY — ключ этого API',
    model: 'AI_MODEL — модель',
    optional: 'Необязательно: AI_DAILY_TOKENS (дневной лимит), AI_TIMEOUT_MS, AI_MAX_RETRIES.',
    knows: 'Что он знает',
    knows_site:
      'Опубликованные страницы, проекты, статьи и товары сайта — сразу после публикации (неопубликованные изменения в релизах ему не видны).',
    documents:
      '%{smart_count} опубликованный документ |||| %{smart_count} опубликованных документа |||| %{smart_count} опубликованных документов',
    drafts:
      '(и %{smart_count} черновик, ему не известный) |||| (и %{smart_count} черновика, ему не известных) |||| (и %{smart_count} черновиков, ему не известных)',
    open_documents: 'Документы',
    add_document: 'Добавить документ',
    upload: 'Добавить из файла',
    uploading: 'Читаем файл…',
    upload_help:
      'Файл .txt, .md или .pdf станет черновиком документа на языке этого экрана: проверьте его и опубликуйте, чтобы ассистент его знал.',
    uploaded: 'Файл %{name} прочитан: проверьте черновик и опубликуйте его',
    upload_failed: 'Не удалось добавить файл: %{error}',
    status_failed: 'Не удалось узнать состояние ассистента: %{error}',
    meaning_on: 'Он находит материалы и по смыслу (эмбеддинги обновляются в фоне).',
    meaning_no_model: 'Он находит материалы по словам. Чтобы искать и по смыслу, задайте AI_EMBEDDING_MODEL.',
    meaning_no_pgvector:
      'Он находит материалы по словам: в базе данных нет pgvector, поэтому AI_EMBEDDING_MODEL не используется.',
  },
};
