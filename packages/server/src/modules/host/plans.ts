/**
 * What a page shows, as trees of link edges: the page's layouts and widgets, each host widget's external
 * module widgets, and per module the records its widgets show. Records reached through a url segment
 * (the product of `/ecommerce/products/[ecommerce.products.slug]`) get the tree of their entity.
 * Private records (orders, chats, identities) are never part of a public page.
 */
import { entities, listedEntity, LIST_VARIANTS, type ModuleName } from '@symbol/contracts';
import { targetOf, type Edge, type Node } from './graph.ts';

const edge = (as: string, link: string, from: string, to: string, children?: readonly Edge[]): Edge => ({
  as,
  link,
  from,
  to,
  ...(children ? { children } : {}),
});

// --- file storage
const filesOf = (link: string, from: string) => edge('files', link, from, 'fileStorageModuleFileId');

// --- website builder
const WB = 'website-builder';
const buttons = edge('buttons', `${WB}/buttons-arrays-to-buttons`, 'buttonsArrayId', 'buttonId');
const slideTree: readonly Edge[] = [
  filesOf(`${WB}/slides-to-file-storage-module-files`, 'slideId'),
  edge('buttonsArrays', `${WB}/slides-to-buttons-arrays`, 'slideId', 'buttonsArrayId', [buttons]),
];
const websiteBuilderWidget: readonly Edge[] = [
  edge('features', `${WB}/widgets-to-features`, 'widgetId', 'featureId', [
    filesOf(`${WB}/features-to-file-storage-module-files`, 'featureId'),
  ]),
  edge('sliders', `${WB}/widgets-to-sliders`, 'widgetId', 'sliderId', [
    edge('slides', `${WB}/sliders-to-slides`, 'sliderId', 'slideId', slideTree),
  ]),
  edge('buttonsArrays', `${WB}/widgets-to-buttons-arrays`, 'widgetId', 'buttonsArrayId', [buttons]),
  edge('logotypes', `${WB}/widgets-to-logotypes`, 'widgetId', 'logotypeId', [
    filesOf(`${WB}/logotypes-to-file-storage-module-files`, 'logotypeId'),
  ]),
  filesOf(`${WB}/widgets-to-file-storage-module-files`, 'widgetId'),
  edge('stores', `${WB}/widgets-to-stores`, 'widgetId', 'ecommerceModuleStoreId'),
];

// --- ecommerce: a product with its price attributes (keys and currencies), files, stores and categories
const productTree: readonly Edge[] = [
  edge('attributes', 'ecommerce/products-to-attributes', 'productId', 'attributeId', [
    edge('attributeKeys', 'ecommerce/attribute-keys-to-attributes', 'attributeId', 'attributeKeyId'),
    edge('currencies', 'ecommerce/attributes-to-billing-module-currencies', 'attributeId', 'billingModuleCurrencyId'),
  ]),
  filesOf('ecommerce/products-to-file-storage-module-files', 'productId'),
  edge('stores', 'ecommerce/stores-to-products', 'productId', 'storeId'),
  edge('categories', 'ecommerce/categories-to-products', 'productId', 'categoryId'),
];
const ecommerceCategoryFiles = filesOf('ecommerce/categories-to-file-storage-module-files', 'categoryId');
const ecommerceWidget: readonly Edge[] = [
  edge('products', 'ecommerce/widgets-to-products', 'widgetId', 'productId', productTree),
  edge('stores', 'ecommerce/widgets-to-stores', 'widgetId', 'storeId'),
  edge('categories', 'ecommerce/widgets-to-categories', 'widgetId', 'categoryId', [ecommerceCategoryFiles]),
];

// --- blog
const articleFiles = filesOf('blog/articles-to-file-storage-module-files', 'articleId');
const articleCategories = edge('categories', 'blog/categories-to-articles', 'articleId', 'categoryId');
const blogWidget: readonly Edge[] = [
  edge('articles', 'blog/widgets-to-articles', 'widgetId', 'articleId', [articleFiles, articleCategories]),
  edge('categories', 'blog/widgets-to-categories', 'widgetId', 'categoryId'),
];

// --- crm, social, file storage
const crmWidget: readonly Edge[] = [
  edge('forms', 'crm/widgets-to-forms', 'widgetId', 'formId', [
    // A select input's options (`select-option-default`, issue 21).
    edge('inputs', 'crm/forms-to-inputs', 'formId', 'inputId', [
      edge('options', 'crm/inputs-to-options', 'inputId', 'optionId'),
    ]),
  ]),
];
const profileFiles = filesOf('social/profiles-to-file-storage-module-files', 'profileId');
const socialWidget: readonly Edge[] = [
  edge('profiles', 'social/widgets-to-profiles', 'widgetId', 'profileId', [profileFiles]),
];
const fileStorageWidget: readonly Edge[] = [edge('files', 'file-storage/widgets-to-files', 'widgetId', 'fileId')];

/**
 * A module's widget edges, where a list variant of its widgets (LIST_VARIANTS) shows the latest records of the
 * entity it lists when the widget links none (issue 21). Every listed entity must be one of the module's edges.
 */
function withLatestLists(module: ModuleName, edges: readonly Edge[]): readonly Edge[] {
  const widgets = `${module}/widgets`;
  const listed = new Set<string>(Object.values(LIST_VARIANTS[widgets as keyof typeof LIST_VARIANTS] ?? {}));
  const result = edges.map((edge) => {
    const target = targetOf(edge).key;
    if (!listed.delete(target)) return edge;
    if ((targetOf(edge) as { restricted?: boolean }).restricted)
      throw new Error(`${target} is private: no list shows it`);
    return { ...edge, latest: (widget: Node) => listedEntity(widgets, widget.variant as string) === target };
  });
  if (listed.size) throw new Error(`${widgets} lists ${[...listed].join(', ')} without an edge to it`);
  return result;
}

/** The records each module's widgets show (modules not listed show only the widget itself). */
export const MODULE_WIDGET_EDGES: Partial<Record<ModuleName, readonly Edge[]>> = {
  'website-builder': websiteBuilderWidget,
  ecommerce: withLatestLists('ecommerce', ecommerceWidget),
  blog: withLatestLists('blog', blogWidget),
  crm: crmWidget,
  social: socialWidget,
  'file-storage': fileStorageWidget,
};

/** Modules whose widgets a host widget can embed: every module with a `widgets` collection. */
export const WIDGET_MODULES = entities
  .filter((e) => e.collection === 'widgets' && e.module !== 'host')
  .map((e) => e.module);

/** A host widget's external widgets: one edge per module, all filling `externalWidgets` in link order. */
const hostWidgetEdges: readonly Edge[] = WIDGET_MODULES.map((module) => ({
  as: 'externalWidgets',
  link: 'host/widgets-to-external-widgets',
  from: 'widgetId',
  to: 'externalWidgetId',
  target: `${module}/widgets`,
  where: { column: 'externalModule', value: module },
  ...(MODULE_WIDGET_EDGES[module] ? { children: MODULE_WIDGET_EDGES[module] } : {}),
}));

export const PAGE_EDGES: readonly Edge[] = [
  edge('layouts', 'host/pages-to-layouts', 'pageId', 'layoutId', [
    edge('widgets', 'host/layouts-to-widgets', 'layoutId', 'widgetId', hostWidgetEdges),
  ]),
  edge('widgets', 'host/pages-to-widgets', 'pageId', 'widgetId', hostWidgetEdges),
  edge('metadata', 'host/pages-to-metadata', 'pageId', 'metadataId'),
];

/** The tree of a record named by a url segment, by entity. Entities not listed come alone. */
export const SEGMENT_RECORD_EDGES = new Map<string, readonly Edge[]>(
  Object.entries({
    'ecommerce/products': productTree,
    'ecommerce/stores': [edge('products', 'ecommerce/stores-to-products', 'storeId', 'productId', productTree)],
    'ecommerce/categories': [
      edge('products', 'ecommerce/categories-to-products', 'categoryId', 'productId', productTree),
      ecommerceCategoryFiles,
    ],
    'blog/articles': [
      articleFiles,
      articleCategories,
      edge(
        'products',
        'blog/articles-to-ecommerce-module-products',
        'articleId',
        'ecommerceModuleProductId',
        productTree,
      ),
    ],
    'blog/categories': [edge('articles', 'blog/categories-to-articles', 'categoryId', 'articleId', [articleFiles])],
    'social/profiles': [profileFiles],
    // A subject's page names it by its social profile.
    'rbac/subjects': [
      edge('profiles', 'rbac/subjects-to-social-module-profiles', 'subjectId', 'socialModuleProfileId', [profileFiles]),
    ],
  }),
);
