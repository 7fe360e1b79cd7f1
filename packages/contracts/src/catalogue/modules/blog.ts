import { entity, link } from '../entity.ts';
import { content, datetime, richText } from '../fields.ts';

export const blog = [
  entity(
    'blog',
    'articles',
    {
      ...content(),
      description: richText(),
      /** When the article was published (shown on it; unset, the record's creation stands in): not the day it was
       * entered or imported. */
      publishedAt: datetime({ optional: true }),
    },
    {
      search: {
        title: ['title', 'adminTitle'],
        body: ['subtitle', 'description'],
        url: '/blog/articles/{slug}',
        public: true,
      },
    },
  ),
  entity(
    'blog',
    'categories',
    { ...content() },
    { search: { title: ['title', 'adminTitle'], body: ['subtitle', 'description'], url: '/blog', public: true } },
  ),
  entity('blog', 'widgets', { ...content() }),
  link('blog', 'widgets-to-articles', { widgetId: 'blog/widgets', articleId: 'blog/articles' }),
  link('blog', 'widgets-to-categories', { widgetId: 'blog/widgets', categoryId: 'blog/categories' }),
  link('blog', 'categories-to-articles', { categoryId: 'blog/categories', articleId: 'blog/articles' }),
  link('blog', 'articles-to-file-storage-module-files', {
    articleId: 'blog/articles',
    fileStorageModuleFileId: 'file-storage/files',
  }),
  link('blog', 'articles-to-website-builder-module-widgets', {
    articleId: 'blog/articles',
    websiteBuilderModuleWidgetId: 'website-builder/widgets',
  }),
  link('blog', 'articles-to-ecommerce-module-products', {
    articleId: 'blog/articles',
    ecommerceModuleProductId: 'ecommerce/products',
  }),
];
