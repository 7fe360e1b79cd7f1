/** The assistant screen's texts in English (Russian: messages-ru.ts), under `admin.assistant`, loaded with it. */
export const assistantEn = {
  assistant: {
    title: 'The assistant',
    on: 'The assistant answers visitors with the model %{model}.',
    cap: 'Daily limit: %{tokens} tokens; over it, visitors are handed to a person.',
    off: 'The assistant is off: visitors who ask are handed to a person (their question arrives in Requests).',
    how_to: 'To turn it on, set these on the server and restart it:',
    base_url:
      'AI_BASE_URL: an OpenAI-compatible API (https://api.openai.com/v1, https://openrouter.ai/api/v1, or http://127.0.0.1:11434/v1 for Ollama)',
    api_key: 'AI_API_KEY: the key of that API',
    model: 'AI_MODEL: the model to use',
    optional: 'Optional: AI_DAILY_TOKENS (the daily limit), AI_TIMEOUT_MS, AI_MAX_RETRIES.',
    knows: 'What it knows',
    knows_site:
      "The site's published pages, projects, articles and products, kept in step as they are published (staged changes never reach it).",
    documents: '%{smart_count} published document |||| %{smart_count} published documents',
    drafts: '(and %{smart_count} draft, not known to it) |||| (and %{smart_count} drafts, not known to it)',
    open_documents: 'Documents',
    add_document: 'Add a document',
    upload: 'Add from a file',
    uploading: 'Reading the file…',
    upload_help:
      'A .txt, .md or .pdf file becomes a draft document in the language of this screen: check it, then publish it for the assistant to know it.',
    uploaded: '%{name} read: check the draft and publish it',
    upload_failed: 'The file could not be added: %{error}',
    status_failed: 'The assistant status could not be read: %{error}',
    meaning_on: 'It finds content by meaning too (embeddings, kept in step in the background).',
    meaning_no_model: 'It finds content by its words. To find it by meaning too, set AI_EMBEDDING_MODEL.',
    meaning_no_pgvector:
      'It finds content by its words: the database has no pgvector, so AI_EMBEDDING_MODEL is not used.',
  },
};
