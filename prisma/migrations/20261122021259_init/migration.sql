-- CreateTable
CREATE TABLE "agent_widgets" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "adminTitle" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "title" JSONB NOT NULL DEFAULT '{}',
    "subtitle" JSONB NOT NULL DEFAULT '{}',
    "description" JSONB NOT NULL DEFAULT '{}',
    "className" TEXT,
    "variant" TEXT NOT NULL DEFAULT 'default',

    CONSTRAINT "agent_widgets_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "analytic_widgets" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "adminTitle" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "title" JSONB NOT NULL DEFAULT '{}',
    "subtitle" JSONB NOT NULL DEFAULT '{}',
    "description" JSONB NOT NULL DEFAULT '{}',
    "className" TEXT,
    "variant" TEXT NOT NULL DEFAULT 'default',

    CONSTRAINT "analytic_widgets_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "billing_currencies" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "adminTitle" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "title" JSONB NOT NULL DEFAULT '{}',
    "symbol" TEXT NOT NULL,
    "isDefault" BOOLEAN NOT NULL DEFAULT false,
    "variant" TEXT NOT NULL DEFAULT 'default',

    CONSTRAINT "billing_currencies_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "billing_payment_intents" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "provider" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'open',
    "amount" DECIMAL(30,10) NOT NULL,
    "currencyId" UUID NOT NULL,
    "externalId" TEXT,
    "idempotencyKey" TEXT NOT NULL,
    "email" TEXT,
    "metadata" JSONB,
    "variant" TEXT NOT NULL DEFAULT 'default',

    CONSTRAINT "billing_payment_intents_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "billing_invoices" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "paymentIntentId" UUID NOT NULL,
    "amount" DECIMAL(30,10) NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'open',
    "paymentUrl" TEXT,
    "externalId" TEXT,
    "variant" TEXT NOT NULL DEFAULT 'default',

    CONSTRAINT "billing_invoices_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "billing_widgets" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "adminTitle" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "title" JSONB NOT NULL DEFAULT '{}',
    "subtitle" JSONB NOT NULL DEFAULT '{}',
    "description" JSONB NOT NULL DEFAULT '{}',
    "className" TEXT,
    "variant" TEXT NOT NULL DEFAULT 'default',

    CONSTRAINT "billing_widgets_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "blog_articles" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "adminTitle" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "title" JSONB NOT NULL DEFAULT '{}',
    "subtitle" JSONB NOT NULL DEFAULT '{}',
    "description" JSONB NOT NULL DEFAULT '{}',
    "className" TEXT,
    "variant" TEXT NOT NULL DEFAULT 'default',

    CONSTRAINT "blog_articles_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "blog_categories" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "adminTitle" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "title" JSONB NOT NULL DEFAULT '{}',
    "subtitle" JSONB NOT NULL DEFAULT '{}',
    "description" JSONB NOT NULL DEFAULT '{}',
    "className" TEXT,
    "variant" TEXT NOT NULL DEFAULT 'default',

    CONSTRAINT "blog_categories_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "blog_widgets" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "adminTitle" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "title" JSONB NOT NULL DEFAULT '{}',
    "subtitle" JSONB NOT NULL DEFAULT '{}',
    "description" JSONB NOT NULL DEFAULT '{}',
    "className" TEXT,
    "variant" TEXT NOT NULL DEFAULT 'default',

    CONSTRAINT "blog_widgets_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "blog_widgets_to_articles" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "widgetId" UUID NOT NULL,
    "articleId" UUID NOT NULL,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "className" TEXT,
    "variant" TEXT NOT NULL DEFAULT 'default',

    CONSTRAINT "blog_widgets_to_articles_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "blog_widgets_to_categories" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "widgetId" UUID NOT NULL,
    "categoryId" UUID NOT NULL,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "className" TEXT,
    "variant" TEXT NOT NULL DEFAULT 'default',

    CONSTRAINT "blog_widgets_to_categories_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "blog_categories_to_articles" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "categoryId" UUID NOT NULL,
    "articleId" UUID NOT NULL,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "className" TEXT,
    "variant" TEXT NOT NULL DEFAULT 'default',

    CONSTRAINT "blog_categories_to_articles_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "blog_articles_to_file_storage_module_files" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "articleId" UUID NOT NULL,
    "fileStorageModuleFileId" UUID NOT NULL,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "className" TEXT,
    "variant" TEXT NOT NULL DEFAULT 'default',

    CONSTRAINT "blog_articles_to_file_storage_module_files_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "blog_articles_to_website_builder_module_widgets" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "articleId" UUID NOT NULL,
    "websiteBuilderModuleWidgetId" UUID NOT NULL,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "className" TEXT,
    "variant" TEXT NOT NULL DEFAULT 'default',

    CONSTRAINT "blog_articles_to_website_builder_module_widgets_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "blog_articles_to_ecommerce_module_products" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "articleId" UUID NOT NULL,
    "ecommerceModuleProductId" UUID NOT NULL,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "className" TEXT,
    "variant" TEXT NOT NULL DEFAULT 'default',

    CONSTRAINT "blog_articles_to_ecommerce_module_products_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "broadcast_widgets" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "adminTitle" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "title" JSONB NOT NULL DEFAULT '{}',
    "subtitle" JSONB NOT NULL DEFAULT '{}',
    "description" JSONB NOT NULL DEFAULT '{}',
    "className" TEXT,
    "variant" TEXT NOT NULL DEFAULT 'default',

    CONSTRAINT "broadcast_widgets_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "crm_forms" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "adminTitle" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "title" JSONB NOT NULL DEFAULT '{}',
    "subtitle" JSONB NOT NULL DEFAULT '{}',
    "description" JSONB NOT NULL DEFAULT '{}',
    "className" TEXT,
    "variant" TEXT NOT NULL DEFAULT 'default',

    CONSTRAINT "crm_forms_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "crm_inputs" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "type" TEXT NOT NULL DEFAULT 'default',
    "isRequired" BOOLEAN NOT NULL DEFAULT false,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "adminTitle" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "title" JSONB NOT NULL DEFAULT '{}',
    "subtitle" JSONB NOT NULL DEFAULT '{}',
    "description" JSONB NOT NULL DEFAULT '{}',
    "className" TEXT,
    "variant" TEXT NOT NULL DEFAULT 'default',
    "label" JSONB NOT NULL DEFAULT '{}',
    "placeholder" JSONB NOT NULL DEFAULT '{}',

    CONSTRAINT "crm_inputs_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "crm_requests" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "formId" UUID NOT NULL,
    "payload" JSONB NOT NULL,
    "ip" TEXT,
    "variant" TEXT NOT NULL DEFAULT 'default',

    CONSTRAINT "crm_requests_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "crm_widgets" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "adminTitle" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "title" JSONB NOT NULL DEFAULT '{}',
    "subtitle" JSONB NOT NULL DEFAULT '{}',
    "description" JSONB NOT NULL DEFAULT '{}',
    "className" TEXT,
    "variant" TEXT NOT NULL DEFAULT 'default',

    CONSTRAINT "crm_widgets_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "crm_forms_to_inputs" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "formId" UUID NOT NULL,
    "inputId" UUID NOT NULL,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "className" TEXT,
    "variant" TEXT NOT NULL DEFAULT 'default',

    CONSTRAINT "crm_forms_to_inputs_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "crm_widgets_to_forms" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "widgetId" UUID NOT NULL,
    "formId" UUID NOT NULL,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "className" TEXT,
    "variant" TEXT NOT NULL DEFAULT 'default',

    CONSTRAINT "crm_widgets_to_forms_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ecommerce_stores" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "adminTitle" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "title" JSONB NOT NULL DEFAULT '{}',
    "shortDescription" JSONB NOT NULL DEFAULT '{}',
    "description" JSONB NOT NULL DEFAULT '{}',
    "className" TEXT,
    "variant" TEXT NOT NULL DEFAULT 'default',

    CONSTRAINT "ecommerce_stores_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ecommerce_products" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "adminTitle" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "title" JSONB NOT NULL DEFAULT '{}',
    "shortDescription" JSONB NOT NULL DEFAULT '{}',
    "description" JSONB NOT NULL DEFAULT '{}',
    "type" TEXT NOT NULL DEFAULT 'one_off',
    "className" TEXT,
    "variant" TEXT NOT NULL DEFAULT 'default',

    CONSTRAINT "ecommerce_products_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ecommerce_categories" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "adminTitle" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "title" JSONB NOT NULL DEFAULT '{}',
    "subtitle" JSONB NOT NULL DEFAULT '{}',
    "description" JSONB NOT NULL DEFAULT '{}',
    "className" TEXT,
    "variant" TEXT NOT NULL DEFAULT 'default',

    CONSTRAINT "ecommerce_categories_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ecommerce_attributes" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "string" JSONB NOT NULL DEFAULT '{}',
    "number" DECIMAL(30,10),
    "boolean" BOOLEAN,
    "date" TIMESTAMPTZ(3),
    "datetime" TIMESTAMPTZ(3),
    "variant" TEXT NOT NULL DEFAULT 'default',

    CONSTRAINT "ecommerce_attributes_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ecommerce_attribute_keys" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "adminTitle" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "title" JSONB NOT NULL DEFAULT '{}',
    "type" TEXT NOT NULL DEFAULT 'feature',
    "field" TEXT NOT NULL DEFAULT 'string',
    "prefix" JSONB NOT NULL DEFAULT '{}',
    "suffix" JSONB NOT NULL DEFAULT '{}',
    "variant" TEXT NOT NULL DEFAULT 'default',

    CONSTRAINT "ecommerce_attribute_keys_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ecommerce_orders" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "status" TEXT NOT NULL DEFAULT 'new',
    "type" TEXT NOT NULL DEFAULT 'cart',
    "receipt" TEXT NOT NULL DEFAULT '',
    "comment" TEXT,
    "variant" TEXT NOT NULL DEFAULT 'default',

    CONSTRAINT "ecommerce_orders_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ecommerce_widgets" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "adminTitle" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "title" JSONB NOT NULL DEFAULT '{}',
    "subtitle" JSONB NOT NULL DEFAULT '{}',
    "description" JSONB NOT NULL DEFAULT '{}',
    "className" TEXT,
    "variant" TEXT NOT NULL DEFAULT 'default',
    "anchor" TEXT,

    CONSTRAINT "ecommerce_widgets_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ecommerce_orders_to_products" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "orderId" UUID NOT NULL,
    "productId" UUID NOT NULL,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "className" TEXT,
    "variant" TEXT NOT NULL DEFAULT 'default',
    "quantity" INTEGER NOT NULL DEFAULT 1,

    CONSTRAINT "ecommerce_orders_to_products_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ecommerce_orders_to_billing_module_currencies" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "orderId" UUID NOT NULL,
    "billingModuleCurrencyId" UUID NOT NULL,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "className" TEXT,
    "variant" TEXT NOT NULL DEFAULT 'default',

    CONSTRAINT "ecommerce_orders_to_billing_module_currencies_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ecommerce_orders_to_billing_module_payment_intents" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "orderId" UUID NOT NULL,
    "billingModulePaymentIntentId" UUID NOT NULL,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "className" TEXT,
    "variant" TEXT NOT NULL DEFAULT 'default',

    CONSTRAINT "ecommerce_orders_to_billing_module_payment_intents_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ecommerce_orders_to_file_storage_module_files" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "orderId" UUID NOT NULL,
    "fileStorageModuleFileId" UUID NOT NULL,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "className" TEXT,
    "variant" TEXT NOT NULL DEFAULT 'default',

    CONSTRAINT "ecommerce_orders_to_file_storage_module_files_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ecommerce_categories_to_products" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "categoryId" UUID NOT NULL,
    "productId" UUID NOT NULL,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "className" TEXT,
    "variant" TEXT NOT NULL DEFAULT 'default',

    CONSTRAINT "ecommerce_categories_to_products_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ecommerce_categories_to_file_storage_module_files" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "categoryId" UUID NOT NULL,
    "fileStorageModuleFileId" UUID NOT NULL,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "className" TEXT,
    "variant" TEXT NOT NULL DEFAULT 'default',

    CONSTRAINT "ecommerce_categories_to_file_storage_module_files_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ecommerce_stores_to_products" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "storeId" UUID NOT NULL,
    "productId" UUID NOT NULL,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "className" TEXT,
    "variant" TEXT NOT NULL DEFAULT 'default',
    "sku" TEXT NOT NULL,

    CONSTRAINT "ecommerce_stores_to_products_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ecommerce_stores_to_attributes" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "storeId" UUID NOT NULL,
    "attributeId" UUID NOT NULL,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "className" TEXT,
    "variant" TEXT NOT NULL DEFAULT 'default',

    CONSTRAINT "ecommerce_stores_to_attributes_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ecommerce_stores_to_products_to_attributes" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "storesToProductsId" UUID NOT NULL,
    "attributeId" UUID NOT NULL,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "className" TEXT,
    "variant" TEXT NOT NULL DEFAULT 'default',

    CONSTRAINT "ecommerce_stores_to_products_to_attributes_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ecommerce_products_to_attributes" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "productId" UUID NOT NULL,
    "attributeId" UUID NOT NULL,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "className" TEXT,
    "variant" TEXT NOT NULL DEFAULT 'default',

    CONSTRAINT "ecommerce_products_to_attributes_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ecommerce_products_to_file_storage_module_files" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "productId" UUID NOT NULL,
    "fileStorageModuleFileId" UUID NOT NULL,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "className" TEXT,
    "variant" TEXT NOT NULL DEFAULT 'default',

    CONSTRAINT "ecommerce_products_to_file_storage_module_files_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ecommerce_products_to_website_builder_module_widgets" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "productId" UUID NOT NULL,
    "websiteBuilderModuleWidgetId" UUID NOT NULL,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "className" TEXT,
    "variant" TEXT NOT NULL DEFAULT 'default',

    CONSTRAINT "ecommerce_products_to_website_builder_module_widgets_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ecommerce_attribute_keys_to_attributes" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "attributeKeyId" UUID NOT NULL,
    "attributeId" UUID NOT NULL,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "className" TEXT,
    "variant" TEXT NOT NULL DEFAULT 'default',

    CONSTRAINT "ecommerce_attribute_keys_to_attributes_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ecommerce_attributes_to_billing_module_currencies" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "attributeId" UUID NOT NULL,
    "billingModuleCurrencyId" UUID NOT NULL,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "className" TEXT,
    "variant" TEXT NOT NULL DEFAULT 'default',

    CONSTRAINT "ecommerce_attributes_to_billing_module_currencies_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ecommerce_widgets_to_products" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "widgetId" UUID NOT NULL,
    "productId" UUID NOT NULL,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "className" TEXT,
    "variant" TEXT NOT NULL DEFAULT 'default',

    CONSTRAINT "ecommerce_widgets_to_products_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ecommerce_widgets_to_stores" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "widgetId" UUID NOT NULL,
    "storeId" UUID NOT NULL,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "className" TEXT,
    "variant" TEXT NOT NULL DEFAULT 'default',

    CONSTRAINT "ecommerce_widgets_to_stores_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ecommerce_widgets_to_categories" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "widgetId" UUID NOT NULL,
    "categoryId" UUID NOT NULL,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "className" TEXT,
    "variant" TEXT NOT NULL DEFAULT 'default',

    CONSTRAINT "ecommerce_widgets_to_categories_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "file_storage_files" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "adminTitle" TEXT NOT NULL,
    "file" TEXT NOT NULL,
    "containerClassName" TEXT,
    "className" TEXT,
    "variant" TEXT NOT NULL DEFAULT 'default',
    "width" INTEGER,
    "height" INTEGER,
    "alt" JSONB NOT NULL DEFAULT '{}',
    "size" INTEGER,
    "extension" TEXT,
    "mimeType" TEXT,

    CONSTRAINT "file_storage_files_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "file_storage_widgets" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "adminTitle" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "title" JSONB NOT NULL DEFAULT '{}',
    "subtitle" JSONB NOT NULL DEFAULT '{}',
    "description" JSONB NOT NULL DEFAULT '{}',
    "className" TEXT,
    "variant" TEXT NOT NULL DEFAULT 'default',

    CONSTRAINT "file_storage_widgets_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "file_storage_widgets_to_files" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "widgetId" UUID NOT NULL,
    "fileId" UUID NOT NULL,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "className" TEXT,
    "variant" TEXT NOT NULL DEFAULT 'default',

    CONSTRAINT "file_storage_widgets_to_files_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "host_pages" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "adminTitle" TEXT NOT NULL,
    "title" TEXT NOT NULL DEFAULT 'Page',
    "url" TEXT NOT NULL DEFAULT '/',
    "description" JSONB NOT NULL DEFAULT '{}',
    "language" TEXT NOT NULL DEFAULT 'en',
    "className" TEXT,
    "variant" TEXT NOT NULL DEFAULT 'default',

    CONSTRAINT "host_pages_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "host_layouts" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "adminTitle" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "title" JSONB NOT NULL DEFAULT '{}',
    "className" TEXT,
    "variant" TEXT NOT NULL DEFAULT 'default',

    CONSTRAINT "host_layouts_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "host_metadata" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "adminTitle" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "description" TEXT,
    "keywords" TEXT,
    "author" TEXT,
    "viewport" TEXT,
    "opengraphTitle" TEXT,
    "opengraphDescription" TEXT,
    "opengraphUrl" TEXT,
    "opengraphType" TEXT,
    "opengraphSiteName" TEXT,
    "opengraphLocale" TEXT,
    "twitterCard" TEXT,
    "twitterSite" TEXT,
    "twitterCreator" TEXT,
    "twitterTitle" TEXT,
    "twitterDescription" TEXT,
    "twitterUrl" TEXT,
    "twitterDomain" TEXT,
    "twitterAppCountry" TEXT,
    "className" TEXT,
    "variant" TEXT NOT NULL DEFAULT 'default',

    CONSTRAINT "host_metadata_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "host_widgets" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "adminTitle" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "title" JSONB NOT NULL DEFAULT '{}',
    "subtitle" JSONB NOT NULL DEFAULT '{}',
    "description" JSONB NOT NULL DEFAULT '{}',
    "className" TEXT,
    "variant" TEXT NOT NULL DEFAULT 'default',

    CONSTRAINT "host_widgets_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "host_pages_to_layouts" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "pageId" UUID NOT NULL,
    "layoutId" UUID NOT NULL,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "className" TEXT,
    "variant" TEXT NOT NULL DEFAULT 'default',

    CONSTRAINT "host_pages_to_layouts_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "host_pages_to_widgets" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "pageId" UUID NOT NULL,
    "widgetId" UUID NOT NULL,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "className" TEXT,
    "variant" TEXT NOT NULL DEFAULT 'default',

    CONSTRAINT "host_pages_to_widgets_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "host_layouts_to_widgets" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "layoutId" UUID NOT NULL,
    "widgetId" UUID NOT NULL,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "className" TEXT,
    "variant" TEXT NOT NULL DEFAULT 'default',

    CONSTRAINT "host_layouts_to_widgets_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "host_pages_to_metadata" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "pageId" UUID NOT NULL,
    "metadataId" UUID NOT NULL,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "className" TEXT,
    "variant" TEXT NOT NULL DEFAULT 'default',

    CONSTRAINT "host_pages_to_metadata_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "host_widgets_to_external_widgets" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "widgetId" UUID NOT NULL,
    "externalModule" TEXT NOT NULL DEFAULT 'website-builder',
    "externalWidgetId" UUID NOT NULL,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "className" TEXT,
    "variant" TEXT NOT NULL DEFAULT 'default',

    CONSTRAINT "host_widgets_to_external_widgets_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "notification_templates" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "adminTitle" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "title" JSONB NOT NULL DEFAULT '{}',
    "subject" JSONB NOT NULL DEFAULT '{}',
    "body" JSONB NOT NULL DEFAULT '{}',
    "variant" TEXT NOT NULL DEFAULT 'default',

    CONSTRAINT "notification_templates_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "notification_topics" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "adminTitle" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "title" JSONB NOT NULL DEFAULT '{}',
    "templateId" UUID,
    "variant" TEXT NOT NULL DEFAULT 'default',

    CONSTRAINT "notification_topics_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "notification_notifications" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "topicId" UUID,
    "templateId" UUID,
    "channel" TEXT NOT NULL DEFAULT 'email',
    "recipient" TEXT NOT NULL,
    "subject" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    "payload" JSONB,
    "status" TEXT NOT NULL DEFAULT 'queued',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "nextAttemptAt" TIMESTAMPTZ(3),
    "sentAt" TIMESTAMPTZ(3),
    "lastError" TEXT,

    CONSTRAINT "notification_notifications_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "notification_widgets" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "adminTitle" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "title" JSONB NOT NULL DEFAULT '{}',
    "subtitle" JSONB NOT NULL DEFAULT '{}',
    "description" JSONB NOT NULL DEFAULT '{}',
    "className" TEXT,
    "variant" TEXT NOT NULL DEFAULT 'default',

    CONSTRAINT "notification_widgets_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "rbac_subjects" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "slug" TEXT NOT NULL,
    "variant" TEXT NOT NULL DEFAULT 'default',

    CONSTRAINT "rbac_subjects_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "rbac_identities" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "account" TEXT,
    "email" TEXT,
    "provider" TEXT NOT NULL DEFAULT 'email_and_password',
    "password" TEXT,
    "salt" TEXT,
    "code" TEXT,
    "codeExpiresAt" TIMESTAMPTZ(3),
    "variant" TEXT NOT NULL DEFAULT 'default',

    CONSTRAINT "rbac_identities_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "rbac_roles" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "title" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "description" JSONB NOT NULL DEFAULT '{}',
    "availableOnRegistration" BOOLEAN NOT NULL DEFAULT false,
    "className" TEXT,
    "variant" TEXT NOT NULL DEFAULT 'default',

    CONSTRAINT "rbac_roles_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "rbac_actions" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "adminTitle" TEXT NOT NULL,
    "method" TEXT NOT NULL DEFAULT '*',
    "path" TEXT NOT NULL,
    "type" TEXT NOT NULL DEFAULT 'allow',
    "variant" TEXT NOT NULL DEFAULT 'default',

    CONSTRAINT "rbac_actions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "rbac_sessions" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "subjectId" UUID NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "family" UUID NOT NULL,
    "expiresAt" TIMESTAMPTZ(3) NOT NULL,
    "revokedAt" TIMESTAMPTZ(3),
    "userAgent" TEXT,
    "ip" TEXT,

    CONSTRAINT "rbac_sessions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "rbac_widgets" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "adminTitle" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "title" JSONB NOT NULL DEFAULT '{}',
    "subtitle" JSONB NOT NULL DEFAULT '{}',
    "description" JSONB NOT NULL DEFAULT '{}',
    "className" TEXT,
    "variant" TEXT NOT NULL DEFAULT 'default',

    CONSTRAINT "rbac_widgets_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "rbac_subjects_to_identities" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "subjectId" UUID NOT NULL,
    "identityId" UUID NOT NULL,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "className" TEXT,
    "variant" TEXT NOT NULL DEFAULT 'default',

    CONSTRAINT "rbac_subjects_to_identities_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "rbac_subjects_to_roles" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "subjectId" UUID NOT NULL,
    "roleId" UUID NOT NULL,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "className" TEXT,
    "variant" TEXT NOT NULL DEFAULT 'default',

    CONSTRAINT "rbac_subjects_to_roles_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "rbac_subjects_to_ecommerce_module_products" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "subjectId" UUID NOT NULL,
    "ecommerceModuleProductId" UUID NOT NULL,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "className" TEXT,
    "variant" TEXT NOT NULL DEFAULT 'default',

    CONSTRAINT "rbac_subjects_to_ecommerce_module_products_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "rbac_subjects_to_ecommerce_module_orders" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "subjectId" UUID NOT NULL,
    "ecommerceModuleOrderId" UUID NOT NULL,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "className" TEXT,
    "variant" TEXT NOT NULL DEFAULT 'default',

    CONSTRAINT "rbac_subjects_to_ecommerce_module_orders_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "rbac_subjects_to_social_module_profiles" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "subjectId" UUID NOT NULL,
    "socialModuleProfileId" UUID NOT NULL,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "className" TEXT,
    "variant" TEXT NOT NULL DEFAULT 'default',

    CONSTRAINT "rbac_subjects_to_social_module_profiles_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "rbac_subjects_to_notification_module_topics" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "subjectId" UUID NOT NULL,
    "notificationModuleTopicId" UUID NOT NULL,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "className" TEXT,
    "variant" TEXT NOT NULL DEFAULT 'default',

    CONSTRAINT "rbac_subjects_to_notification_module_topics_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "rbac_subjects_to_billing_module_payment_intents" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "subjectId" UUID NOT NULL,
    "billingModulePaymentIntentId" UUID NOT NULL,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "className" TEXT,
    "variant" TEXT NOT NULL DEFAULT 'default',

    CONSTRAINT "rbac_subjects_to_billing_module_payment_intents_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "rbac_roles_to_actions" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "roleId" UUID NOT NULL,
    "actionId" UUID NOT NULL,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "className" TEXT,
    "variant" TEXT NOT NULL DEFAULT 'default',

    CONSTRAINT "rbac_roles_to_actions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "rbac_roles_to_ecommerce_module_products" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "roleId" UUID NOT NULL,
    "ecommerceModuleProductId" UUID NOT NULL,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "className" TEXT,
    "variant" TEXT NOT NULL DEFAULT 'default',

    CONSTRAINT "rbac_roles_to_ecommerce_module_products_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "social_profiles" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "adminTitle" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "title" JSONB NOT NULL DEFAULT '{}',
    "subtitle" JSONB NOT NULL DEFAULT '{}',
    "description" JSONB NOT NULL DEFAULT '{}',
    "className" TEXT,
    "variant" TEXT NOT NULL DEFAULT 'default',

    CONSTRAINT "social_profiles_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "social_chats" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "description" TEXT,
    "className" TEXT,
    "variant" TEXT NOT NULL DEFAULT 'default',

    CONSTRAINT "social_chats_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "social_messages" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "title" JSONB NOT NULL DEFAULT '{}',
    "subtitle" JSONB NOT NULL DEFAULT '{}',
    "description" TEXT NOT NULL,
    "className" TEXT,
    "variant" TEXT NOT NULL DEFAULT 'default',

    CONSTRAINT "social_messages_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "social_reactions" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "messageId" UUID NOT NULL,
    "profileId" UUID NOT NULL,
    "emoji" TEXT NOT NULL,

    CONSTRAINT "social_reactions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "social_widgets" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "adminTitle" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "title" JSONB NOT NULL DEFAULT '{}',
    "subtitle" JSONB NOT NULL DEFAULT '{}',
    "description" JSONB NOT NULL DEFAULT '{}',
    "className" TEXT,
    "variant" TEXT NOT NULL DEFAULT 'default',

    CONSTRAINT "social_widgets_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "social_profiles_to_messages" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "profileId" UUID NOT NULL,
    "messageId" UUID NOT NULL,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "className" TEXT,
    "variant" TEXT NOT NULL DEFAULT 'default',
    "isRead" BOOLEAN NOT NULL DEFAULT false,

    CONSTRAINT "social_profiles_to_messages_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "social_profiles_to_chats" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "profileId" UUID NOT NULL,
    "chatId" UUID NOT NULL,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "className" TEXT,
    "variant" TEXT NOT NULL DEFAULT 'default',

    CONSTRAINT "social_profiles_to_chats_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "social_chats_to_messages" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "chatId" UUID NOT NULL,
    "messageId" UUID NOT NULL,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "className" TEXT,
    "variant" TEXT NOT NULL DEFAULT 'default',

    CONSTRAINT "social_chats_to_messages_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "social_profiles_to_website_builder_module_widgets" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "profileId" UUID NOT NULL,
    "websiteBuilderModuleWidgetId" UUID NOT NULL,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "className" TEXT,
    "variant" TEXT NOT NULL DEFAULT 'default',

    CONSTRAINT "social_profiles_to_website_builder_module_widgets_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "social_profiles_to_ecommerce_module_products" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "profileId" UUID NOT NULL,
    "ecommerceModuleProductId" UUID NOT NULL,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "className" TEXT,
    "variant" TEXT NOT NULL DEFAULT 'default',

    CONSTRAINT "social_profiles_to_ecommerce_module_products_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "social_profiles_to_ecommerce_module_attributes" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "profileId" UUID NOT NULL,
    "ecommerceModuleAttributeId" UUID NOT NULL,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "className" TEXT,
    "variant" TEXT NOT NULL DEFAULT 'default',

    CONSTRAINT "social_profiles_to_ecommerce_module_attributes_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "social_profiles_to_file_storage_module_files" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "profileId" UUID NOT NULL,
    "fileStorageModuleFileId" UUID NOT NULL,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "className" TEXT,
    "variant" TEXT NOT NULL DEFAULT 'default',

    CONSTRAINT "social_profiles_to_file_storage_module_files_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "social_widgets_to_profiles" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "widgetId" UUID NOT NULL,
    "profileId" UUID NOT NULL,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "className" TEXT,
    "variant" TEXT NOT NULL DEFAULT 'default',

    CONSTRAINT "social_widgets_to_profiles_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "social_widgets_to_chats" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "widgetId" UUID NOT NULL,
    "chatId" UUID NOT NULL,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "className" TEXT,
    "variant" TEXT NOT NULL DEFAULT 'default',

    CONSTRAINT "social_widgets_to_chats_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "startup_widgets" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "adminTitle" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "title" JSONB NOT NULL DEFAULT '{}',
    "subtitle" JSONB NOT NULL DEFAULT '{}',
    "description" JSONB NOT NULL DEFAULT '{}',
    "className" TEXT,
    "variant" TEXT NOT NULL DEFAULT 'default',

    CONSTRAINT "startup_widgets_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "startup_categories" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "adminTitle" TEXT NOT NULL,
    "title" JSONB NOT NULL DEFAULT '{}',
    "className" TEXT,
    "variant" TEXT NOT NULL DEFAULT 'default',

    CONSTRAINT "startup_categories_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "website_builder_widgets" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "adminTitle" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "title" JSONB NOT NULL DEFAULT '{}',
    "subtitle" JSONB NOT NULL DEFAULT '{}',
    "description" JSONB NOT NULL DEFAULT '{}',
    "className" TEXT,
    "variant" TEXT NOT NULL DEFAULT 'default',
    "anchor" TEXT,

    CONSTRAINT "website_builder_widgets_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "website_builder_features" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "adminTitle" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "title" JSONB NOT NULL DEFAULT '{}',
    "subtitle" JSONB NOT NULL DEFAULT '{}',
    "description" JSONB NOT NULL DEFAULT '{}',
    "className" TEXT,
    "variant" TEXT NOT NULL DEFAULT 'default',

    CONSTRAINT "website_builder_features_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "website_builder_sliders" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "adminTitle" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "title" JSONB NOT NULL DEFAULT '{}',
    "subtitle" JSONB NOT NULL DEFAULT '{}',
    "description" JSONB NOT NULL DEFAULT '{}',
    "className" TEXT,
    "variant" TEXT NOT NULL DEFAULT 'default',

    CONSTRAINT "website_builder_sliders_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "website_builder_slides" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "adminTitle" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "title" JSONB NOT NULL DEFAULT '{}',
    "subtitle" JSONB NOT NULL DEFAULT '{}',
    "description" JSONB NOT NULL DEFAULT '{}',
    "className" TEXT,
    "variant" TEXT NOT NULL DEFAULT 'default',
    "url" JSONB NOT NULL DEFAULT '{}',

    CONSTRAINT "website_builder_slides_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "website_builder_buttons" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "adminTitle" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "url" JSONB NOT NULL DEFAULT '{}',
    "title" JSONB NOT NULL DEFAULT '{}',
    "subtitle" JSONB NOT NULL DEFAULT '{}',
    "className" TEXT,
    "variant" TEXT NOT NULL DEFAULT 'default',

    CONSTRAINT "website_builder_buttons_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "website_builder_buttons_arrays" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "adminTitle" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "title" JSONB NOT NULL DEFAULT '{}',
    "description" JSONB NOT NULL DEFAULT '{}',
    "className" TEXT,
    "variant" TEXT NOT NULL DEFAULT 'default',

    CONSTRAINT "website_builder_buttons_arrays_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "website_builder_logotypes" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "adminTitle" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "title" JSONB NOT NULL DEFAULT '{}',
    "url" JSONB NOT NULL DEFAULT '{}',
    "className" TEXT,
    "variant" TEXT NOT NULL DEFAULT 'default',

    CONSTRAINT "website_builder_logotypes_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "website_builder_widgets_to_features" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "widgetId" UUID NOT NULL,
    "featureId" UUID NOT NULL,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "className" TEXT,
    "variant" TEXT NOT NULL DEFAULT 'default',

    CONSTRAINT "website_builder_widgets_to_features_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "website_builder_widgets_to_sliders" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "widgetId" UUID NOT NULL,
    "sliderId" UUID NOT NULL,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "className" TEXT,
    "variant" TEXT NOT NULL DEFAULT 'default',

    CONSTRAINT "website_builder_widgets_to_sliders_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "website_builder_widgets_to_stores" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "widgetId" UUID NOT NULL,
    "ecommerceModuleStoreId" UUID NOT NULL,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "className" TEXT,
    "variant" TEXT NOT NULL DEFAULT 'default',

    CONSTRAINT "website_builder_widgets_to_stores_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "website_builder_widgets_to_logotypes" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "widgetId" UUID NOT NULL,
    "logotypeId" UUID NOT NULL,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "className" TEXT,
    "variant" TEXT NOT NULL DEFAULT 'default',

    CONSTRAINT "website_builder_widgets_to_logotypes_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "website_builder_widgets_to_file_storage_module_files" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "widgetId" UUID NOT NULL,
    "fileStorageModuleFileId" UUID NOT NULL,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "className" TEXT,
    "variant" TEXT NOT NULL DEFAULT 'default',

    CONSTRAINT "website_builder_widgets_to_file_storage_module_files_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "website_builder_widgets_to_buttons_arrays" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "widgetId" UUID NOT NULL,
    "buttonsArrayId" UUID NOT NULL,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "className" TEXT,
    "variant" TEXT NOT NULL DEFAULT 'default',

    CONSTRAINT "website_builder_widgets_to_buttons_arrays_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "website_builder_buttons_arrays_to_buttons" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "buttonsArrayId" UUID NOT NULL,
    "buttonId" UUID NOT NULL,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "className" TEXT,
    "variant" TEXT NOT NULL DEFAULT 'default',

    CONSTRAINT "website_builder_buttons_arrays_to_buttons_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "website_builder_sliders_to_slides" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "sliderId" UUID NOT NULL,
    "slideId" UUID NOT NULL,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "className" TEXT,
    "variant" TEXT NOT NULL DEFAULT 'default',

    CONSTRAINT "website_builder_sliders_to_slides_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "website_builder_slides_to_file_storage_module_files" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "slideId" UUID NOT NULL,
    "fileStorageModuleFileId" UUID NOT NULL,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "className" TEXT,
    "variant" TEXT NOT NULL DEFAULT 'default',

    CONSTRAINT "website_builder_slides_to_file_storage_module_files_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "website_builder_slides_to_buttons_arrays" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "slideId" UUID NOT NULL,
    "buttonsArrayId" UUID NOT NULL,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "className" TEXT,
    "variant" TEXT NOT NULL DEFAULT 'default',

    CONSTRAINT "website_builder_slides_to_buttons_arrays_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "website_builder_features_to_file_storage_module_files" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "featureId" UUID NOT NULL,
    "fileStorageModuleFileId" UUID NOT NULL,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "className" TEXT,
    "variant" TEXT NOT NULL DEFAULT 'default',

    CONSTRAINT "website_builder_features_to_file_storage_module_files_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "website_builder_logotypes_to_file_storage_module_files" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "logotypeId" UUID NOT NULL,
    "fileStorageModuleFileId" UUID NOT NULL,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "className" TEXT,
    "variant" TEXT NOT NULL DEFAULT 'default',

    CONSTRAINT "website_builder_logotypes_to_file_storage_module_files_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "agent_widgets_slug_key" ON "agent_widgets"("slug");

-- CreateIndex
CREATE INDEX "agent_widgets_orderIndex_idx" ON "agent_widgets"("orderIndex");

-- CreateIndex
CREATE UNIQUE INDEX "analytic_widgets_slug_key" ON "analytic_widgets"("slug");

-- CreateIndex
CREATE INDEX "analytic_widgets_orderIndex_idx" ON "analytic_widgets"("orderIndex");

-- CreateIndex
CREATE UNIQUE INDEX "billing_currencies_slug_key" ON "billing_currencies"("slug");

-- CreateIndex
CREATE UNIQUE INDEX "billing_payment_intents_idempotencyKey_key" ON "billing_payment_intents"("idempotencyKey");

-- CreateIndex
CREATE INDEX "billing_payment_intents_status_idx" ON "billing_payment_intents"("status");

-- CreateIndex
CREATE INDEX "billing_payment_intents_currencyId_idx" ON "billing_payment_intents"("currencyId");

-- CreateIndex
CREATE INDEX "billing_payment_intents_externalId_idx" ON "billing_payment_intents"("externalId");

-- CreateIndex
CREATE INDEX "billing_invoices_paymentIntentId_idx" ON "billing_invoices"("paymentIntentId");

-- CreateIndex
CREATE INDEX "billing_invoices_status_idx" ON "billing_invoices"("status");

-- CreateIndex
CREATE INDEX "billing_invoices_externalId_idx" ON "billing_invoices"("externalId");

-- CreateIndex
CREATE UNIQUE INDEX "billing_widgets_slug_key" ON "billing_widgets"("slug");

-- CreateIndex
CREATE INDEX "billing_widgets_orderIndex_idx" ON "billing_widgets"("orderIndex");

-- CreateIndex
CREATE UNIQUE INDEX "blog_articles_slug_key" ON "blog_articles"("slug");

-- CreateIndex
CREATE INDEX "blog_articles_orderIndex_idx" ON "blog_articles"("orderIndex");

-- CreateIndex
CREATE UNIQUE INDEX "blog_categories_slug_key" ON "blog_categories"("slug");

-- CreateIndex
CREATE INDEX "blog_categories_orderIndex_idx" ON "blog_categories"("orderIndex");

-- CreateIndex
CREATE UNIQUE INDEX "blog_widgets_slug_key" ON "blog_widgets"("slug");

-- CreateIndex
CREATE INDEX "blog_widgets_orderIndex_idx" ON "blog_widgets"("orderIndex");

-- CreateIndex
CREATE INDEX "blog_widgets_to_articles_widgetId_idx" ON "blog_widgets_to_articles"("widgetId");

-- CreateIndex
CREATE INDEX "blog_widgets_to_articles_articleId_idx" ON "blog_widgets_to_articles"("articleId");

-- CreateIndex
CREATE INDEX "blog_widgets_to_articles_orderIndex_idx" ON "blog_widgets_to_articles"("orderIndex");

-- CreateIndex
CREATE INDEX "blog_widgets_to_categories_widgetId_idx" ON "blog_widgets_to_categories"("widgetId");

-- CreateIndex
CREATE INDEX "blog_widgets_to_categories_categoryId_idx" ON "blog_widgets_to_categories"("categoryId");

-- CreateIndex
CREATE INDEX "blog_widgets_to_categories_orderIndex_idx" ON "blog_widgets_to_categories"("orderIndex");

-- CreateIndex
CREATE INDEX "blog_categories_to_articles_categoryId_idx" ON "blog_categories_to_articles"("categoryId");

-- CreateIndex
CREATE INDEX "blog_categories_to_articles_articleId_idx" ON "blog_categories_to_articles"("articleId");

-- CreateIndex
CREATE INDEX "blog_categories_to_articles_orderIndex_idx" ON "blog_categories_to_articles"("orderIndex");

-- CreateIndex
CREATE INDEX "blog_articles_to_file_storage_module_files_articleId_idx" ON "blog_articles_to_file_storage_module_files"("articleId");

-- CreateIndex
CREATE INDEX "blog_articles_to_file_storage_module_files_fileSto_db1edee6_idx" ON "blog_articles_to_file_storage_module_files"("fileStorageModuleFileId");

-- CreateIndex
CREATE INDEX "blog_articles_to_file_storage_module_files_orderIndex_idx" ON "blog_articles_to_file_storage_module_files"("orderIndex");

-- CreateIndex
CREATE INDEX "blog_articles_to_website_builder_module_widgets_articleId_idx" ON "blog_articles_to_website_builder_module_widgets"("articleId");

-- CreateIndex
CREATE INDEX "blog_articles_to_website_builder_module_widgets_we_607bcec2_idx" ON "blog_articles_to_website_builder_module_widgets"("websiteBuilderModuleWidgetId");

-- CreateIndex
CREATE INDEX "blog_articles_to_website_builder_module_widgets_orderIndex_idx" ON "blog_articles_to_website_builder_module_widgets"("orderIndex");

-- CreateIndex
CREATE INDEX "blog_articles_to_ecommerce_module_products_articleId_idx" ON "blog_articles_to_ecommerce_module_products"("articleId");

-- CreateIndex
CREATE INDEX "blog_articles_to_ecommerce_module_products_ecommer_4c179271_idx" ON "blog_articles_to_ecommerce_module_products"("ecommerceModuleProductId");

-- CreateIndex
CREATE INDEX "blog_articles_to_ecommerce_module_products_orderIndex_idx" ON "blog_articles_to_ecommerce_module_products"("orderIndex");

-- CreateIndex
CREATE UNIQUE INDEX "broadcast_widgets_slug_key" ON "broadcast_widgets"("slug");

-- CreateIndex
CREATE INDEX "broadcast_widgets_orderIndex_idx" ON "broadcast_widgets"("orderIndex");

-- CreateIndex
CREATE UNIQUE INDEX "crm_forms_slug_key" ON "crm_forms"("slug");

-- CreateIndex
CREATE INDEX "crm_forms_orderIndex_idx" ON "crm_forms"("orderIndex");

-- CreateIndex
CREATE UNIQUE INDEX "crm_inputs_slug_key" ON "crm_inputs"("slug");

-- CreateIndex
CREATE INDEX "crm_inputs_orderIndex_idx" ON "crm_inputs"("orderIndex");

-- CreateIndex
CREATE INDEX "crm_requests_formId_idx" ON "crm_requests"("formId");

-- CreateIndex
CREATE UNIQUE INDEX "crm_widgets_slug_key" ON "crm_widgets"("slug");

-- CreateIndex
CREATE INDEX "crm_widgets_orderIndex_idx" ON "crm_widgets"("orderIndex");

-- CreateIndex
CREATE INDEX "crm_forms_to_inputs_formId_idx" ON "crm_forms_to_inputs"("formId");

-- CreateIndex
CREATE INDEX "crm_forms_to_inputs_inputId_idx" ON "crm_forms_to_inputs"("inputId");

-- CreateIndex
CREATE INDEX "crm_forms_to_inputs_orderIndex_idx" ON "crm_forms_to_inputs"("orderIndex");

-- CreateIndex
CREATE INDEX "crm_widgets_to_forms_widgetId_idx" ON "crm_widgets_to_forms"("widgetId");

-- CreateIndex
CREATE INDEX "crm_widgets_to_forms_formId_idx" ON "crm_widgets_to_forms"("formId");

-- CreateIndex
CREATE INDEX "crm_widgets_to_forms_orderIndex_idx" ON "crm_widgets_to_forms"("orderIndex");

-- CreateIndex
CREATE UNIQUE INDEX "ecommerce_stores_slug_key" ON "ecommerce_stores"("slug");

-- CreateIndex
CREATE UNIQUE INDEX "ecommerce_products_slug_key" ON "ecommerce_products"("slug");

-- CreateIndex
CREATE UNIQUE INDEX "ecommerce_categories_slug_key" ON "ecommerce_categories"("slug");

-- CreateIndex
CREATE INDEX "ecommerce_categories_orderIndex_idx" ON "ecommerce_categories"("orderIndex");

-- CreateIndex
CREATE UNIQUE INDEX "ecommerce_attribute_keys_slug_key" ON "ecommerce_attribute_keys"("slug");

-- CreateIndex
CREATE INDEX "ecommerce_orders_status_idx" ON "ecommerce_orders"("status");

-- CreateIndex
CREATE INDEX "ecommerce_orders_type_idx" ON "ecommerce_orders"("type");

-- CreateIndex
CREATE UNIQUE INDEX "ecommerce_widgets_slug_key" ON "ecommerce_widgets"("slug");

-- CreateIndex
CREATE INDEX "ecommerce_widgets_orderIndex_idx" ON "ecommerce_widgets"("orderIndex");

-- CreateIndex
CREATE INDEX "ecommerce_orders_to_products_orderId_idx" ON "ecommerce_orders_to_products"("orderId");

-- CreateIndex
CREATE INDEX "ecommerce_orders_to_products_productId_idx" ON "ecommerce_orders_to_products"("productId");

-- CreateIndex
CREATE INDEX "ecommerce_orders_to_products_orderIndex_idx" ON "ecommerce_orders_to_products"("orderIndex");

-- CreateIndex
CREATE INDEX "ecommerce_orders_to_billing_module_currencies_orderId_idx" ON "ecommerce_orders_to_billing_module_currencies"("orderId");

-- CreateIndex
CREATE INDEX "ecommerce_orders_to_billing_module_currencies_bill_1cf1d433_idx" ON "ecommerce_orders_to_billing_module_currencies"("billingModuleCurrencyId");

-- CreateIndex
CREATE INDEX "ecommerce_orders_to_billing_module_currencies_orderIndex_idx" ON "ecommerce_orders_to_billing_module_currencies"("orderIndex");

-- CreateIndex
CREATE INDEX "ecommerce_orders_to_billing_module_payment_intents_orderId_idx" ON "ecommerce_orders_to_billing_module_payment_intents"("orderId");

-- CreateIndex
CREATE INDEX "ecommerce_orders_to_billing_module_payment_intents_0084a2d0_idx" ON "ecommerce_orders_to_billing_module_payment_intents"("billingModulePaymentIntentId");

-- CreateIndex
CREATE INDEX "ecommerce_orders_to_billing_module_payment_intents_eb440a69_idx" ON "ecommerce_orders_to_billing_module_payment_intents"("orderIndex");

-- CreateIndex
CREATE INDEX "ecommerce_orders_to_file_storage_module_files_orderId_idx" ON "ecommerce_orders_to_file_storage_module_files"("orderId");

-- CreateIndex
CREATE INDEX "ecommerce_orders_to_file_storage_module_files_file_6d9fe29b_idx" ON "ecommerce_orders_to_file_storage_module_files"("fileStorageModuleFileId");

-- CreateIndex
CREATE INDEX "ecommerce_orders_to_file_storage_module_files_orderIndex_idx" ON "ecommerce_orders_to_file_storage_module_files"("orderIndex");

-- CreateIndex
CREATE INDEX "ecommerce_categories_to_products_categoryId_idx" ON "ecommerce_categories_to_products"("categoryId");

-- CreateIndex
CREATE INDEX "ecommerce_categories_to_products_productId_idx" ON "ecommerce_categories_to_products"("productId");

-- CreateIndex
CREATE INDEX "ecommerce_categories_to_products_orderIndex_idx" ON "ecommerce_categories_to_products"("orderIndex");

-- CreateIndex
CREATE INDEX "ecommerce_categories_to_file_storage_module_files__6c200ef3_idx" ON "ecommerce_categories_to_file_storage_module_files"("categoryId");

-- CreateIndex
CREATE INDEX "ecommerce_categories_to_file_storage_module_files__d96471a4_idx" ON "ecommerce_categories_to_file_storage_module_files"("fileStorageModuleFileId");

-- CreateIndex
CREATE INDEX "ecommerce_categories_to_file_storage_module_files__425057a2_idx" ON "ecommerce_categories_to_file_storage_module_files"("orderIndex");

-- CreateIndex
CREATE UNIQUE INDEX "ecommerce_stores_to_products_sku_key" ON "ecommerce_stores_to_products"("sku");

-- CreateIndex
CREATE INDEX "ecommerce_stores_to_products_storeId_idx" ON "ecommerce_stores_to_products"("storeId");

-- CreateIndex
CREATE INDEX "ecommerce_stores_to_products_productId_idx" ON "ecommerce_stores_to_products"("productId");

-- CreateIndex
CREATE INDEX "ecommerce_stores_to_products_orderIndex_idx" ON "ecommerce_stores_to_products"("orderIndex");

-- CreateIndex
CREATE INDEX "ecommerce_stores_to_attributes_storeId_idx" ON "ecommerce_stores_to_attributes"("storeId");

-- CreateIndex
CREATE INDEX "ecommerce_stores_to_attributes_attributeId_idx" ON "ecommerce_stores_to_attributes"("attributeId");

-- CreateIndex
CREATE INDEX "ecommerce_stores_to_attributes_orderIndex_idx" ON "ecommerce_stores_to_attributes"("orderIndex");

-- CreateIndex
CREATE INDEX "ecommerce_stores_to_products_to_attributes_storesT_6b3cc440_idx" ON "ecommerce_stores_to_products_to_attributes"("storesToProductsId");

-- CreateIndex
CREATE INDEX "ecommerce_stores_to_products_to_attributes_attributeId_idx" ON "ecommerce_stores_to_products_to_attributes"("attributeId");

-- CreateIndex
CREATE INDEX "ecommerce_stores_to_products_to_attributes_orderIndex_idx" ON "ecommerce_stores_to_products_to_attributes"("orderIndex");

-- CreateIndex
CREATE INDEX "ecommerce_products_to_attributes_productId_idx" ON "ecommerce_products_to_attributes"("productId");

-- CreateIndex
CREATE INDEX "ecommerce_products_to_attributes_attributeId_idx" ON "ecommerce_products_to_attributes"("attributeId");

-- CreateIndex
CREATE INDEX "ecommerce_products_to_attributes_orderIndex_idx" ON "ecommerce_products_to_attributes"("orderIndex");

-- CreateIndex
CREATE INDEX "ecommerce_products_to_file_storage_module_files_productId_idx" ON "ecommerce_products_to_file_storage_module_files"("productId");

-- CreateIndex
CREATE INDEX "ecommerce_products_to_file_storage_module_files_fi_99853808_idx" ON "ecommerce_products_to_file_storage_module_files"("fileStorageModuleFileId");

-- CreateIndex
CREATE INDEX "ecommerce_products_to_file_storage_module_files_orderIndex_idx" ON "ecommerce_products_to_file_storage_module_files"("orderIndex");

-- CreateIndex
CREATE INDEX "ecommerce_products_to_website_builder_module_widge_92c35216_idx" ON "ecommerce_products_to_website_builder_module_widgets"("productId");

-- CreateIndex
CREATE INDEX "ecommerce_products_to_website_builder_module_widge_a382be38_idx" ON "ecommerce_products_to_website_builder_module_widgets"("websiteBuilderModuleWidgetId");

-- CreateIndex
CREATE INDEX "ecommerce_products_to_website_builder_module_widge_9d61f909_idx" ON "ecommerce_products_to_website_builder_module_widgets"("orderIndex");

-- CreateIndex
CREATE INDEX "ecommerce_attribute_keys_to_attributes_attributeKeyId_idx" ON "ecommerce_attribute_keys_to_attributes"("attributeKeyId");

-- CreateIndex
CREATE INDEX "ecommerce_attribute_keys_to_attributes_attributeId_idx" ON "ecommerce_attribute_keys_to_attributes"("attributeId");

-- CreateIndex
CREATE INDEX "ecommerce_attribute_keys_to_attributes_orderIndex_idx" ON "ecommerce_attribute_keys_to_attributes"("orderIndex");

-- CreateIndex
CREATE INDEX "ecommerce_attributes_to_billing_module_currencies__0fe80c95_idx" ON "ecommerce_attributes_to_billing_module_currencies"("attributeId");

-- CreateIndex
CREATE INDEX "ecommerce_attributes_to_billing_module_currencies__e2f7a710_idx" ON "ecommerce_attributes_to_billing_module_currencies"("billingModuleCurrencyId");

-- CreateIndex
CREATE INDEX "ecommerce_attributes_to_billing_module_currencies__05493c15_idx" ON "ecommerce_attributes_to_billing_module_currencies"("orderIndex");

-- CreateIndex
CREATE INDEX "ecommerce_widgets_to_products_widgetId_idx" ON "ecommerce_widgets_to_products"("widgetId");

-- CreateIndex
CREATE INDEX "ecommerce_widgets_to_products_productId_idx" ON "ecommerce_widgets_to_products"("productId");

-- CreateIndex
CREATE INDEX "ecommerce_widgets_to_products_orderIndex_idx" ON "ecommerce_widgets_to_products"("orderIndex");

-- CreateIndex
CREATE INDEX "ecommerce_widgets_to_stores_widgetId_idx" ON "ecommerce_widgets_to_stores"("widgetId");

-- CreateIndex
CREATE INDEX "ecommerce_widgets_to_stores_storeId_idx" ON "ecommerce_widgets_to_stores"("storeId");

-- CreateIndex
CREATE INDEX "ecommerce_widgets_to_stores_orderIndex_idx" ON "ecommerce_widgets_to_stores"("orderIndex");

-- CreateIndex
CREATE INDEX "ecommerce_widgets_to_categories_widgetId_idx" ON "ecommerce_widgets_to_categories"("widgetId");

-- CreateIndex
CREATE INDEX "ecommerce_widgets_to_categories_categoryId_idx" ON "ecommerce_widgets_to_categories"("categoryId");

-- CreateIndex
CREATE INDEX "ecommerce_widgets_to_categories_orderIndex_idx" ON "ecommerce_widgets_to_categories"("orderIndex");

-- CreateIndex
CREATE UNIQUE INDEX "file_storage_widgets_slug_key" ON "file_storage_widgets"("slug");

-- CreateIndex
CREATE INDEX "file_storage_widgets_orderIndex_idx" ON "file_storage_widgets"("orderIndex");

-- CreateIndex
CREATE INDEX "file_storage_widgets_to_files_widgetId_idx" ON "file_storage_widgets_to_files"("widgetId");

-- CreateIndex
CREATE INDEX "file_storage_widgets_to_files_fileId_idx" ON "file_storage_widgets_to_files"("fileId");

-- CreateIndex
CREATE INDEX "file_storage_widgets_to_files_orderIndex_idx" ON "file_storage_widgets_to_files"("orderIndex");

-- CreateIndex
CREATE UNIQUE INDEX "host_pages_url_key" ON "host_pages"("url");

-- CreateIndex
CREATE UNIQUE INDEX "host_layouts_slug_key" ON "host_layouts"("slug");

-- CreateIndex
CREATE UNIQUE INDEX "host_widgets_slug_key" ON "host_widgets"("slug");

-- CreateIndex
CREATE INDEX "host_widgets_orderIndex_idx" ON "host_widgets"("orderIndex");

-- CreateIndex
CREATE INDEX "host_pages_to_layouts_pageId_idx" ON "host_pages_to_layouts"("pageId");

-- CreateIndex
CREATE INDEX "host_pages_to_layouts_layoutId_idx" ON "host_pages_to_layouts"("layoutId");

-- CreateIndex
CREATE INDEX "host_pages_to_layouts_orderIndex_idx" ON "host_pages_to_layouts"("orderIndex");

-- CreateIndex
CREATE INDEX "host_pages_to_widgets_pageId_idx" ON "host_pages_to_widgets"("pageId");

-- CreateIndex
CREATE INDEX "host_pages_to_widgets_widgetId_idx" ON "host_pages_to_widgets"("widgetId");

-- CreateIndex
CREATE INDEX "host_pages_to_widgets_orderIndex_idx" ON "host_pages_to_widgets"("orderIndex");

-- CreateIndex
CREATE INDEX "host_layouts_to_widgets_layoutId_idx" ON "host_layouts_to_widgets"("layoutId");

-- CreateIndex
CREATE INDEX "host_layouts_to_widgets_widgetId_idx" ON "host_layouts_to_widgets"("widgetId");

-- CreateIndex
CREATE INDEX "host_layouts_to_widgets_orderIndex_idx" ON "host_layouts_to_widgets"("orderIndex");

-- CreateIndex
CREATE INDEX "host_pages_to_metadata_pageId_idx" ON "host_pages_to_metadata"("pageId");

-- CreateIndex
CREATE INDEX "host_pages_to_metadata_metadataId_idx" ON "host_pages_to_metadata"("metadataId");

-- CreateIndex
CREATE INDEX "host_pages_to_metadata_orderIndex_idx" ON "host_pages_to_metadata"("orderIndex");

-- CreateIndex
CREATE INDEX "host_widgets_to_external_widgets_widgetId_idx" ON "host_widgets_to_external_widgets"("widgetId");

-- CreateIndex
CREATE INDEX "host_widgets_to_external_widgets_externalWidgetId_idx" ON "host_widgets_to_external_widgets"("externalWidgetId");

-- CreateIndex
CREATE INDEX "host_widgets_to_external_widgets_orderIndex_idx" ON "host_widgets_to_external_widgets"("orderIndex");

-- CreateIndex
CREATE UNIQUE INDEX "notification_templates_slug_key" ON "notification_templates"("slug");

-- CreateIndex
CREATE UNIQUE INDEX "notification_topics_slug_key" ON "notification_topics"("slug");

-- CreateIndex
CREATE INDEX "notification_topics_templateId_idx" ON "notification_topics"("templateId");

-- CreateIndex
CREATE INDEX "notification_notifications_topicId_idx" ON "notification_notifications"("topicId");

-- CreateIndex
CREATE INDEX "notification_notifications_templateId_idx" ON "notification_notifications"("templateId");

-- CreateIndex
CREATE INDEX "notification_notifications_status_nextAttemptAt_idx" ON "notification_notifications"("status", "nextAttemptAt");

-- CreateIndex
CREATE UNIQUE INDEX "notification_widgets_slug_key" ON "notification_widgets"("slug");

-- CreateIndex
CREATE INDEX "notification_widgets_orderIndex_idx" ON "notification_widgets"("orderIndex");

-- CreateIndex
CREATE UNIQUE INDEX "rbac_subjects_slug_key" ON "rbac_subjects"("slug");

-- CreateIndex
CREATE INDEX "rbac_identities_account_idx" ON "rbac_identities"("account");

-- CreateIndex
CREATE INDEX "rbac_identities_email_idx" ON "rbac_identities"("email");

-- CreateIndex
CREATE UNIQUE INDEX "rbac_roles_title_key" ON "rbac_roles"("title");

-- CreateIndex
CREATE UNIQUE INDEX "rbac_roles_slug_key" ON "rbac_roles"("slug");

-- CreateIndex
CREATE UNIQUE INDEX "rbac_sessions_tokenHash_key" ON "rbac_sessions"("tokenHash");

-- CreateIndex
CREATE INDEX "rbac_sessions_subjectId_idx" ON "rbac_sessions"("subjectId");

-- CreateIndex
CREATE INDEX "rbac_sessions_family_idx" ON "rbac_sessions"("family");

-- CreateIndex
CREATE UNIQUE INDEX "rbac_widgets_slug_key" ON "rbac_widgets"("slug");

-- CreateIndex
CREATE INDEX "rbac_widgets_orderIndex_idx" ON "rbac_widgets"("orderIndex");

-- CreateIndex
CREATE INDEX "rbac_subjects_to_identities_subjectId_idx" ON "rbac_subjects_to_identities"("subjectId");

-- CreateIndex
CREATE INDEX "rbac_subjects_to_identities_identityId_idx" ON "rbac_subjects_to_identities"("identityId");

-- CreateIndex
CREATE INDEX "rbac_subjects_to_identities_orderIndex_idx" ON "rbac_subjects_to_identities"("orderIndex");

-- CreateIndex
CREATE INDEX "rbac_subjects_to_roles_subjectId_idx" ON "rbac_subjects_to_roles"("subjectId");

-- CreateIndex
CREATE INDEX "rbac_subjects_to_roles_roleId_idx" ON "rbac_subjects_to_roles"("roleId");

-- CreateIndex
CREATE INDEX "rbac_subjects_to_roles_orderIndex_idx" ON "rbac_subjects_to_roles"("orderIndex");

-- CreateIndex
CREATE INDEX "rbac_subjects_to_ecommerce_module_products_subjectId_idx" ON "rbac_subjects_to_ecommerce_module_products"("subjectId");

-- CreateIndex
CREATE INDEX "rbac_subjects_to_ecommerce_module_products_ecommer_f6039221_idx" ON "rbac_subjects_to_ecommerce_module_products"("ecommerceModuleProductId");

-- CreateIndex
CREATE INDEX "rbac_subjects_to_ecommerce_module_products_orderIndex_idx" ON "rbac_subjects_to_ecommerce_module_products"("orderIndex");

-- CreateIndex
CREATE INDEX "rbac_subjects_to_ecommerce_module_orders_subjectId_idx" ON "rbac_subjects_to_ecommerce_module_orders"("subjectId");

-- CreateIndex
CREATE INDEX "rbac_subjects_to_ecommerce_module_orders_ecommerce_c63b4e57_idx" ON "rbac_subjects_to_ecommerce_module_orders"("ecommerceModuleOrderId");

-- CreateIndex
CREATE INDEX "rbac_subjects_to_ecommerce_module_orders_orderIndex_idx" ON "rbac_subjects_to_ecommerce_module_orders"("orderIndex");

-- CreateIndex
CREATE INDEX "rbac_subjects_to_social_module_profiles_subjectId_idx" ON "rbac_subjects_to_social_module_profiles"("subjectId");

-- CreateIndex
CREATE INDEX "rbac_subjects_to_social_module_profiles_socialModu_acc80447_idx" ON "rbac_subjects_to_social_module_profiles"("socialModuleProfileId");

-- CreateIndex
CREATE INDEX "rbac_subjects_to_social_module_profiles_orderIndex_idx" ON "rbac_subjects_to_social_module_profiles"("orderIndex");

-- CreateIndex
CREATE INDEX "rbac_subjects_to_notification_module_topics_subjectId_idx" ON "rbac_subjects_to_notification_module_topics"("subjectId");

-- CreateIndex
CREATE INDEX "rbac_subjects_to_notification_module_topics_notifi_e1eaec03_idx" ON "rbac_subjects_to_notification_module_topics"("notificationModuleTopicId");

-- CreateIndex
CREATE INDEX "rbac_subjects_to_notification_module_topics_orderIndex_idx" ON "rbac_subjects_to_notification_module_topics"("orderIndex");

-- CreateIndex
CREATE INDEX "rbac_subjects_to_billing_module_payment_intents_subjectId_idx" ON "rbac_subjects_to_billing_module_payment_intents"("subjectId");

-- CreateIndex
CREATE INDEX "rbac_subjects_to_billing_module_payment_intents_bi_b9b778b8_idx" ON "rbac_subjects_to_billing_module_payment_intents"("billingModulePaymentIntentId");

-- CreateIndex
CREATE INDEX "rbac_subjects_to_billing_module_payment_intents_orderIndex_idx" ON "rbac_subjects_to_billing_module_payment_intents"("orderIndex");

-- CreateIndex
CREATE INDEX "rbac_roles_to_actions_roleId_idx" ON "rbac_roles_to_actions"("roleId");

-- CreateIndex
CREATE INDEX "rbac_roles_to_actions_actionId_idx" ON "rbac_roles_to_actions"("actionId");

-- CreateIndex
CREATE INDEX "rbac_roles_to_actions_orderIndex_idx" ON "rbac_roles_to_actions"("orderIndex");

-- CreateIndex
CREATE INDEX "rbac_roles_to_ecommerce_module_products_roleId_idx" ON "rbac_roles_to_ecommerce_module_products"("roleId");

-- CreateIndex
CREATE INDEX "rbac_roles_to_ecommerce_module_products_ecommerceM_48005e32_idx" ON "rbac_roles_to_ecommerce_module_products"("ecommerceModuleProductId");

-- CreateIndex
CREATE INDEX "rbac_roles_to_ecommerce_module_products_orderIndex_idx" ON "rbac_roles_to_ecommerce_module_products"("orderIndex");

-- CreateIndex
CREATE UNIQUE INDEX "social_profiles_slug_key" ON "social_profiles"("slug");

-- CreateIndex
CREATE INDEX "social_profiles_orderIndex_idx" ON "social_profiles"("orderIndex");

-- CreateIndex
CREATE INDEX "social_reactions_messageId_idx" ON "social_reactions"("messageId");

-- CreateIndex
CREATE INDEX "social_reactions_profileId_idx" ON "social_reactions"("profileId");

-- CreateIndex
CREATE UNIQUE INDEX "social_reactions_messageId_profileId_emoji_key" ON "social_reactions"("messageId", "profileId", "emoji");

-- CreateIndex
CREATE UNIQUE INDEX "social_widgets_slug_key" ON "social_widgets"("slug");

-- CreateIndex
CREATE INDEX "social_widgets_orderIndex_idx" ON "social_widgets"("orderIndex");

-- CreateIndex
CREATE INDEX "social_profiles_to_messages_profileId_idx" ON "social_profiles_to_messages"("profileId");

-- CreateIndex
CREATE INDEX "social_profiles_to_messages_messageId_idx" ON "social_profiles_to_messages"("messageId");

-- CreateIndex
CREATE INDEX "social_profiles_to_messages_orderIndex_idx" ON "social_profiles_to_messages"("orderIndex");

-- CreateIndex
CREATE INDEX "social_profiles_to_chats_profileId_idx" ON "social_profiles_to_chats"("profileId");

-- CreateIndex
CREATE INDEX "social_profiles_to_chats_chatId_idx" ON "social_profiles_to_chats"("chatId");

-- CreateIndex
CREATE INDEX "social_profiles_to_chats_orderIndex_idx" ON "social_profiles_to_chats"("orderIndex");

-- CreateIndex
CREATE INDEX "social_chats_to_messages_chatId_idx" ON "social_chats_to_messages"("chatId");

-- CreateIndex
CREATE INDEX "social_chats_to_messages_messageId_idx" ON "social_chats_to_messages"("messageId");

-- CreateIndex
CREATE INDEX "social_chats_to_messages_orderIndex_idx" ON "social_chats_to_messages"("orderIndex");

-- CreateIndex
CREATE INDEX "social_profiles_to_website_builder_module_widgets_profileId_idx" ON "social_profiles_to_website_builder_module_widgets"("profileId");

-- CreateIndex
CREATE INDEX "social_profiles_to_website_builder_module_widgets__31892c8d_idx" ON "social_profiles_to_website_builder_module_widgets"("websiteBuilderModuleWidgetId");

-- CreateIndex
CREATE INDEX "social_profiles_to_website_builder_module_widgets__907664cb_idx" ON "social_profiles_to_website_builder_module_widgets"("orderIndex");

-- CreateIndex
CREATE INDEX "social_profiles_to_ecommerce_module_products_profileId_idx" ON "social_profiles_to_ecommerce_module_products"("profileId");

-- CreateIndex
CREATE INDEX "social_profiles_to_ecommerce_module_products_ecomm_322aecb2_idx" ON "social_profiles_to_ecommerce_module_products"("ecommerceModuleProductId");

-- CreateIndex
CREATE INDEX "social_profiles_to_ecommerce_module_products_orderIndex_idx" ON "social_profiles_to_ecommerce_module_products"("orderIndex");

-- CreateIndex
CREATE INDEX "social_profiles_to_ecommerce_module_attributes_profileId_idx" ON "social_profiles_to_ecommerce_module_attributes"("profileId");

-- CreateIndex
CREATE INDEX "social_profiles_to_ecommerce_module_attributes_eco_a7c61a1c_idx" ON "social_profiles_to_ecommerce_module_attributes"("ecommerceModuleAttributeId");

-- CreateIndex
CREATE INDEX "social_profiles_to_ecommerce_module_attributes_orderIndex_idx" ON "social_profiles_to_ecommerce_module_attributes"("orderIndex");

-- CreateIndex
CREATE INDEX "social_profiles_to_file_storage_module_files_profileId_idx" ON "social_profiles_to_file_storage_module_files"("profileId");

-- CreateIndex
CREATE INDEX "social_profiles_to_file_storage_module_files_fileS_85b9feed_idx" ON "social_profiles_to_file_storage_module_files"("fileStorageModuleFileId");

-- CreateIndex
CREATE INDEX "social_profiles_to_file_storage_module_files_orderIndex_idx" ON "social_profiles_to_file_storage_module_files"("orderIndex");

-- CreateIndex
CREATE INDEX "social_widgets_to_profiles_widgetId_idx" ON "social_widgets_to_profiles"("widgetId");

-- CreateIndex
CREATE INDEX "social_widgets_to_profiles_profileId_idx" ON "social_widgets_to_profiles"("profileId");

-- CreateIndex
CREATE INDEX "social_widgets_to_profiles_orderIndex_idx" ON "social_widgets_to_profiles"("orderIndex");

-- CreateIndex
CREATE INDEX "social_widgets_to_chats_widgetId_idx" ON "social_widgets_to_chats"("widgetId");

-- CreateIndex
CREATE INDEX "social_widgets_to_chats_chatId_idx" ON "social_widgets_to_chats"("chatId");

-- CreateIndex
CREATE INDEX "social_widgets_to_chats_orderIndex_idx" ON "social_widgets_to_chats"("orderIndex");

-- CreateIndex
CREATE UNIQUE INDEX "startup_widgets_slug_key" ON "startup_widgets"("slug");

-- CreateIndex
CREATE INDEX "startup_widgets_orderIndex_idx" ON "startup_widgets"("orderIndex");

-- CreateIndex
CREATE UNIQUE INDEX "website_builder_widgets_slug_key" ON "website_builder_widgets"("slug");

-- CreateIndex
CREATE INDEX "website_builder_widgets_orderIndex_idx" ON "website_builder_widgets"("orderIndex");

-- CreateIndex
CREATE UNIQUE INDEX "website_builder_features_slug_key" ON "website_builder_features"("slug");

-- CreateIndex
CREATE INDEX "website_builder_features_orderIndex_idx" ON "website_builder_features"("orderIndex");

-- CreateIndex
CREATE UNIQUE INDEX "website_builder_sliders_slug_key" ON "website_builder_sliders"("slug");

-- CreateIndex
CREATE INDEX "website_builder_sliders_orderIndex_idx" ON "website_builder_sliders"("orderIndex");

-- CreateIndex
CREATE UNIQUE INDEX "website_builder_slides_slug_key" ON "website_builder_slides"("slug");

-- CreateIndex
CREATE INDEX "website_builder_slides_orderIndex_idx" ON "website_builder_slides"("orderIndex");

-- CreateIndex
CREATE UNIQUE INDEX "website_builder_buttons_slug_key" ON "website_builder_buttons"("slug");

-- CreateIndex
CREATE UNIQUE INDEX "website_builder_buttons_arrays_slug_key" ON "website_builder_buttons_arrays"("slug");

-- CreateIndex
CREATE UNIQUE INDEX "website_builder_logotypes_slug_key" ON "website_builder_logotypes"("slug");

-- CreateIndex
CREATE INDEX "website_builder_widgets_to_features_widgetId_idx" ON "website_builder_widgets_to_features"("widgetId");

-- CreateIndex
CREATE INDEX "website_builder_widgets_to_features_featureId_idx" ON "website_builder_widgets_to_features"("featureId");

-- CreateIndex
CREATE INDEX "website_builder_widgets_to_features_orderIndex_idx" ON "website_builder_widgets_to_features"("orderIndex");

-- CreateIndex
CREATE INDEX "website_builder_widgets_to_sliders_widgetId_idx" ON "website_builder_widgets_to_sliders"("widgetId");

-- CreateIndex
CREATE INDEX "website_builder_widgets_to_sliders_sliderId_idx" ON "website_builder_widgets_to_sliders"("sliderId");

-- CreateIndex
CREATE INDEX "website_builder_widgets_to_sliders_orderIndex_idx" ON "website_builder_widgets_to_sliders"("orderIndex");

-- CreateIndex
CREATE INDEX "website_builder_widgets_to_stores_widgetId_idx" ON "website_builder_widgets_to_stores"("widgetId");

-- CreateIndex
CREATE INDEX "website_builder_widgets_to_stores_ecommerceModuleStoreId_idx" ON "website_builder_widgets_to_stores"("ecommerceModuleStoreId");

-- CreateIndex
CREATE INDEX "website_builder_widgets_to_stores_orderIndex_idx" ON "website_builder_widgets_to_stores"("orderIndex");

-- CreateIndex
CREATE INDEX "website_builder_widgets_to_logotypes_widgetId_idx" ON "website_builder_widgets_to_logotypes"("widgetId");

-- CreateIndex
CREATE INDEX "website_builder_widgets_to_logotypes_logotypeId_idx" ON "website_builder_widgets_to_logotypes"("logotypeId");

-- CreateIndex
CREATE INDEX "website_builder_widgets_to_logotypes_orderIndex_idx" ON "website_builder_widgets_to_logotypes"("orderIndex");

-- CreateIndex
CREATE INDEX "website_builder_widgets_to_file_storage_module_fil_03627a77_idx" ON "website_builder_widgets_to_file_storage_module_files"("widgetId");

-- CreateIndex
CREATE INDEX "website_builder_widgets_to_file_storage_module_fil_73f945e6_idx" ON "website_builder_widgets_to_file_storage_module_files"("fileStorageModuleFileId");

-- CreateIndex
CREATE INDEX "website_builder_widgets_to_file_storage_module_fil_104f28c5_idx" ON "website_builder_widgets_to_file_storage_module_files"("orderIndex");

-- CreateIndex
CREATE INDEX "website_builder_widgets_to_buttons_arrays_widgetId_idx" ON "website_builder_widgets_to_buttons_arrays"("widgetId");

-- CreateIndex
CREATE INDEX "website_builder_widgets_to_buttons_arrays_buttonsArrayId_idx" ON "website_builder_widgets_to_buttons_arrays"("buttonsArrayId");

-- CreateIndex
CREATE INDEX "website_builder_widgets_to_buttons_arrays_orderIndex_idx" ON "website_builder_widgets_to_buttons_arrays"("orderIndex");

-- CreateIndex
CREATE INDEX "website_builder_buttons_arrays_to_buttons_buttonsArrayId_idx" ON "website_builder_buttons_arrays_to_buttons"("buttonsArrayId");

-- CreateIndex
CREATE INDEX "website_builder_buttons_arrays_to_buttons_buttonId_idx" ON "website_builder_buttons_arrays_to_buttons"("buttonId");

-- CreateIndex
CREATE INDEX "website_builder_buttons_arrays_to_buttons_orderIndex_idx" ON "website_builder_buttons_arrays_to_buttons"("orderIndex");

-- CreateIndex
CREATE INDEX "website_builder_sliders_to_slides_sliderId_idx" ON "website_builder_sliders_to_slides"("sliderId");

-- CreateIndex
CREATE INDEX "website_builder_sliders_to_slides_slideId_idx" ON "website_builder_sliders_to_slides"("slideId");

-- CreateIndex
CREATE INDEX "website_builder_sliders_to_slides_orderIndex_idx" ON "website_builder_sliders_to_slides"("orderIndex");

-- CreateIndex
CREATE INDEX "website_builder_slides_to_file_storage_module_files_slideId_idx" ON "website_builder_slides_to_file_storage_module_files"("slideId");

-- CreateIndex
CREATE INDEX "website_builder_slides_to_file_storage_module_file_c1e354db_idx" ON "website_builder_slides_to_file_storage_module_files"("fileStorageModuleFileId");

-- CreateIndex
CREATE INDEX "website_builder_slides_to_file_storage_module_file_f63edf32_idx" ON "website_builder_slides_to_file_storage_module_files"("orderIndex");

-- CreateIndex
CREATE INDEX "website_builder_slides_to_buttons_arrays_slideId_idx" ON "website_builder_slides_to_buttons_arrays"("slideId");

-- CreateIndex
CREATE INDEX "website_builder_slides_to_buttons_arrays_buttonsArrayId_idx" ON "website_builder_slides_to_buttons_arrays"("buttonsArrayId");

-- CreateIndex
CREATE INDEX "website_builder_slides_to_buttons_arrays_orderIndex_idx" ON "website_builder_slides_to_buttons_arrays"("orderIndex");

-- CreateIndex
CREATE INDEX "website_builder_features_to_file_storage_module_fi_2827de73_idx" ON "website_builder_features_to_file_storage_module_files"("featureId");

-- CreateIndex
CREATE INDEX "website_builder_features_to_file_storage_module_fi_63ce06b0_idx" ON "website_builder_features_to_file_storage_module_files"("fileStorageModuleFileId");

-- CreateIndex
CREATE INDEX "website_builder_features_to_file_storage_module_fi_27fbbb68_idx" ON "website_builder_features_to_file_storage_module_files"("orderIndex");

-- CreateIndex
CREATE INDEX "website_builder_logotypes_to_file_storage_module_f_e0a2fcd5_idx" ON "website_builder_logotypes_to_file_storage_module_files"("logotypeId");

-- CreateIndex
CREATE INDEX "website_builder_logotypes_to_file_storage_module_f_38babcf4_idx" ON "website_builder_logotypes_to_file_storage_module_files"("fileStorageModuleFileId");

-- CreateIndex
CREATE INDEX "website_builder_logotypes_to_file_storage_module_f_24dae3c9_idx" ON "website_builder_logotypes_to_file_storage_module_files"("orderIndex");

-- AddForeignKey
ALTER TABLE "billing_payment_intents" ADD CONSTRAINT "billing_payment_intents_currencyId_fkey" FOREIGN KEY ("currencyId") REFERENCES "billing_currencies"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "billing_invoices" ADD CONSTRAINT "billing_invoices_paymentIntentId_fkey" FOREIGN KEY ("paymentIntentId") REFERENCES "billing_payment_intents"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "blog_widgets_to_articles" ADD CONSTRAINT "blog_widgets_to_articles_widgetId_fkey" FOREIGN KEY ("widgetId") REFERENCES "blog_widgets"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "blog_widgets_to_articles" ADD CONSTRAINT "blog_widgets_to_articles_articleId_fkey" FOREIGN KEY ("articleId") REFERENCES "blog_articles"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "blog_widgets_to_categories" ADD CONSTRAINT "blog_widgets_to_categories_widgetId_fkey" FOREIGN KEY ("widgetId") REFERENCES "blog_widgets"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "blog_widgets_to_categories" ADD CONSTRAINT "blog_widgets_to_categories_categoryId_fkey" FOREIGN KEY ("categoryId") REFERENCES "blog_categories"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "blog_categories_to_articles" ADD CONSTRAINT "blog_categories_to_articles_categoryId_fkey" FOREIGN KEY ("categoryId") REFERENCES "blog_categories"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "blog_categories_to_articles" ADD CONSTRAINT "blog_categories_to_articles_articleId_fkey" FOREIGN KEY ("articleId") REFERENCES "blog_articles"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "blog_articles_to_file_storage_module_files" ADD CONSTRAINT "blog_articles_to_file_storage_module_files_articleId_fkey" FOREIGN KEY ("articleId") REFERENCES "blog_articles"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "blog_articles_to_file_storage_module_files" ADD CONSTRAINT "blog_articles_to_file_storage_module_files_fileSt_6d4bea6d_fkey" FOREIGN KEY ("fileStorageModuleFileId") REFERENCES "file_storage_files"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "blog_articles_to_website_builder_module_widgets" ADD CONSTRAINT "blog_articles_to_website_builder_module_widgets_articleId_fkey" FOREIGN KEY ("articleId") REFERENCES "blog_articles"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "blog_articles_to_website_builder_module_widgets" ADD CONSTRAINT "blog_articles_to_website_builder_module_widgets_w_6e3cb9df_fkey" FOREIGN KEY ("websiteBuilderModuleWidgetId") REFERENCES "website_builder_widgets"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "blog_articles_to_ecommerce_module_products" ADD CONSTRAINT "blog_articles_to_ecommerce_module_products_articleId_fkey" FOREIGN KEY ("articleId") REFERENCES "blog_articles"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "blog_articles_to_ecommerce_module_products" ADD CONSTRAINT "blog_articles_to_ecommerce_module_products_ecomme_c787faff_fkey" FOREIGN KEY ("ecommerceModuleProductId") REFERENCES "ecommerce_products"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "crm_requests" ADD CONSTRAINT "crm_requests_formId_fkey" FOREIGN KEY ("formId") REFERENCES "crm_forms"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "crm_forms_to_inputs" ADD CONSTRAINT "crm_forms_to_inputs_formId_fkey" FOREIGN KEY ("formId") REFERENCES "crm_forms"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "crm_forms_to_inputs" ADD CONSTRAINT "crm_forms_to_inputs_inputId_fkey" FOREIGN KEY ("inputId") REFERENCES "crm_inputs"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "crm_widgets_to_forms" ADD CONSTRAINT "crm_widgets_to_forms_widgetId_fkey" FOREIGN KEY ("widgetId") REFERENCES "crm_widgets"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "crm_widgets_to_forms" ADD CONSTRAINT "crm_widgets_to_forms_formId_fkey" FOREIGN KEY ("formId") REFERENCES "crm_forms"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ecommerce_orders_to_products" ADD CONSTRAINT "ecommerce_orders_to_products_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "ecommerce_orders"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ecommerce_orders_to_products" ADD CONSTRAINT "ecommerce_orders_to_products_productId_fkey" FOREIGN KEY ("productId") REFERENCES "ecommerce_products"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ecommerce_orders_to_billing_module_currencies" ADD CONSTRAINT "ecommerce_orders_to_billing_module_currencies_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "ecommerce_orders"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ecommerce_orders_to_billing_module_currencies" ADD CONSTRAINT "ecommerce_orders_to_billing_module_currencies_bil_b3220954_fkey" FOREIGN KEY ("billingModuleCurrencyId") REFERENCES "billing_currencies"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ecommerce_orders_to_billing_module_payment_intents" ADD CONSTRAINT "ecommerce_orders_to_billing_module_payment_intents_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "ecommerce_orders"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ecommerce_orders_to_billing_module_payment_intents" ADD CONSTRAINT "ecommerce_orders_to_billing_module_payment_intent_78c3c765_fkey" FOREIGN KEY ("billingModulePaymentIntentId") REFERENCES "billing_payment_intents"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ecommerce_orders_to_file_storage_module_files" ADD CONSTRAINT "ecommerce_orders_to_file_storage_module_files_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "ecommerce_orders"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ecommerce_orders_to_file_storage_module_files" ADD CONSTRAINT "ecommerce_orders_to_file_storage_module_files_fil_68b16b44_fkey" FOREIGN KEY ("fileStorageModuleFileId") REFERENCES "file_storage_files"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ecommerce_categories_to_products" ADD CONSTRAINT "ecommerce_categories_to_products_categoryId_fkey" FOREIGN KEY ("categoryId") REFERENCES "ecommerce_categories"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ecommerce_categories_to_products" ADD CONSTRAINT "ecommerce_categories_to_products_productId_fkey" FOREIGN KEY ("productId") REFERENCES "ecommerce_products"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ecommerce_categories_to_file_storage_module_files" ADD CONSTRAINT "ecommerce_categories_to_file_storage_module_files_89b8f5ee_fkey" FOREIGN KEY ("categoryId") REFERENCES "ecommerce_categories"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ecommerce_categories_to_file_storage_module_files" ADD CONSTRAINT "ecommerce_categories_to_file_storage_module_files_53a5d0ef_fkey" FOREIGN KEY ("fileStorageModuleFileId") REFERENCES "file_storage_files"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ecommerce_stores_to_products" ADD CONSTRAINT "ecommerce_stores_to_products_storeId_fkey" FOREIGN KEY ("storeId") REFERENCES "ecommerce_stores"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ecommerce_stores_to_products" ADD CONSTRAINT "ecommerce_stores_to_products_productId_fkey" FOREIGN KEY ("productId") REFERENCES "ecommerce_products"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ecommerce_stores_to_attributes" ADD CONSTRAINT "ecommerce_stores_to_attributes_storeId_fkey" FOREIGN KEY ("storeId") REFERENCES "ecommerce_stores"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ecommerce_stores_to_attributes" ADD CONSTRAINT "ecommerce_stores_to_attributes_attributeId_fkey" FOREIGN KEY ("attributeId") REFERENCES "ecommerce_attributes"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ecommerce_stores_to_products_to_attributes" ADD CONSTRAINT "ecommerce_stores_to_products_to_attributes_stores_274f5303_fkey" FOREIGN KEY ("storesToProductsId") REFERENCES "ecommerce_stores_to_products"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ecommerce_stores_to_products_to_attributes" ADD CONSTRAINT "ecommerce_stores_to_products_to_attributes_attributeId_fkey" FOREIGN KEY ("attributeId") REFERENCES "ecommerce_attributes"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ecommerce_products_to_attributes" ADD CONSTRAINT "ecommerce_products_to_attributes_productId_fkey" FOREIGN KEY ("productId") REFERENCES "ecommerce_products"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ecommerce_products_to_attributes" ADD CONSTRAINT "ecommerce_products_to_attributes_attributeId_fkey" FOREIGN KEY ("attributeId") REFERENCES "ecommerce_attributes"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ecommerce_products_to_file_storage_module_files" ADD CONSTRAINT "ecommerce_products_to_file_storage_module_files_productId_fkey" FOREIGN KEY ("productId") REFERENCES "ecommerce_products"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ecommerce_products_to_file_storage_module_files" ADD CONSTRAINT "ecommerce_products_to_file_storage_module_files_f_595a2cf5_fkey" FOREIGN KEY ("fileStorageModuleFileId") REFERENCES "file_storage_files"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ecommerce_products_to_website_builder_module_widgets" ADD CONSTRAINT "ecommerce_products_to_website_builder_module_widg_fb75a0f2_fkey" FOREIGN KEY ("productId") REFERENCES "ecommerce_products"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ecommerce_products_to_website_builder_module_widgets" ADD CONSTRAINT "ecommerce_products_to_website_builder_module_widg_51cf3df0_fkey" FOREIGN KEY ("websiteBuilderModuleWidgetId") REFERENCES "website_builder_widgets"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ecommerce_attribute_keys_to_attributes" ADD CONSTRAINT "ecommerce_attribute_keys_to_attributes_attributeKeyId_fkey" FOREIGN KEY ("attributeKeyId") REFERENCES "ecommerce_attribute_keys"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ecommerce_attribute_keys_to_attributes" ADD CONSTRAINT "ecommerce_attribute_keys_to_attributes_attributeId_fkey" FOREIGN KEY ("attributeId") REFERENCES "ecommerce_attributes"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ecommerce_attributes_to_billing_module_currencies" ADD CONSTRAINT "ecommerce_attributes_to_billing_module_currencies_3ee3f783_fkey" FOREIGN KEY ("attributeId") REFERENCES "ecommerce_attributes"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ecommerce_attributes_to_billing_module_currencies" ADD CONSTRAINT "ecommerce_attributes_to_billing_module_currencies_012caa7e_fkey" FOREIGN KEY ("billingModuleCurrencyId") REFERENCES "billing_currencies"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ecommerce_widgets_to_products" ADD CONSTRAINT "ecommerce_widgets_to_products_widgetId_fkey" FOREIGN KEY ("widgetId") REFERENCES "ecommerce_widgets"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ecommerce_widgets_to_products" ADD CONSTRAINT "ecommerce_widgets_to_products_productId_fkey" FOREIGN KEY ("productId") REFERENCES "ecommerce_products"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ecommerce_widgets_to_stores" ADD CONSTRAINT "ecommerce_widgets_to_stores_widgetId_fkey" FOREIGN KEY ("widgetId") REFERENCES "ecommerce_widgets"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ecommerce_widgets_to_stores" ADD CONSTRAINT "ecommerce_widgets_to_stores_storeId_fkey" FOREIGN KEY ("storeId") REFERENCES "ecommerce_stores"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ecommerce_widgets_to_categories" ADD CONSTRAINT "ecommerce_widgets_to_categories_widgetId_fkey" FOREIGN KEY ("widgetId") REFERENCES "ecommerce_widgets"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ecommerce_widgets_to_categories" ADD CONSTRAINT "ecommerce_widgets_to_categories_categoryId_fkey" FOREIGN KEY ("categoryId") REFERENCES "ecommerce_categories"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "file_storage_widgets_to_files" ADD CONSTRAINT "file_storage_widgets_to_files_widgetId_fkey" FOREIGN KEY ("widgetId") REFERENCES "file_storage_widgets"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "file_storage_widgets_to_files" ADD CONSTRAINT "file_storage_widgets_to_files_fileId_fkey" FOREIGN KEY ("fileId") REFERENCES "file_storage_files"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "host_pages_to_layouts" ADD CONSTRAINT "host_pages_to_layouts_pageId_fkey" FOREIGN KEY ("pageId") REFERENCES "host_pages"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "host_pages_to_layouts" ADD CONSTRAINT "host_pages_to_layouts_layoutId_fkey" FOREIGN KEY ("layoutId") REFERENCES "host_layouts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "host_pages_to_widgets" ADD CONSTRAINT "host_pages_to_widgets_pageId_fkey" FOREIGN KEY ("pageId") REFERENCES "host_pages"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "host_pages_to_widgets" ADD CONSTRAINT "host_pages_to_widgets_widgetId_fkey" FOREIGN KEY ("widgetId") REFERENCES "host_widgets"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "host_layouts_to_widgets" ADD CONSTRAINT "host_layouts_to_widgets_layoutId_fkey" FOREIGN KEY ("layoutId") REFERENCES "host_layouts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "host_layouts_to_widgets" ADD CONSTRAINT "host_layouts_to_widgets_widgetId_fkey" FOREIGN KEY ("widgetId") REFERENCES "host_widgets"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "host_pages_to_metadata" ADD CONSTRAINT "host_pages_to_metadata_pageId_fkey" FOREIGN KEY ("pageId") REFERENCES "host_pages"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "host_pages_to_metadata" ADD CONSTRAINT "host_pages_to_metadata_metadataId_fkey" FOREIGN KEY ("metadataId") REFERENCES "host_metadata"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "host_widgets_to_external_widgets" ADD CONSTRAINT "host_widgets_to_external_widgets_widgetId_fkey" FOREIGN KEY ("widgetId") REFERENCES "host_widgets"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "notification_topics" ADD CONSTRAINT "notification_topics_templateId_fkey" FOREIGN KEY ("templateId") REFERENCES "notification_templates"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "notification_notifications" ADD CONSTRAINT "notification_notifications_topicId_fkey" FOREIGN KEY ("topicId") REFERENCES "notification_topics"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "notification_notifications" ADD CONSTRAINT "notification_notifications_templateId_fkey" FOREIGN KEY ("templateId") REFERENCES "notification_templates"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "rbac_sessions" ADD CONSTRAINT "rbac_sessions_subjectId_fkey" FOREIGN KEY ("subjectId") REFERENCES "rbac_subjects"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "rbac_subjects_to_identities" ADD CONSTRAINT "rbac_subjects_to_identities_subjectId_fkey" FOREIGN KEY ("subjectId") REFERENCES "rbac_subjects"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "rbac_subjects_to_identities" ADD CONSTRAINT "rbac_subjects_to_identities_identityId_fkey" FOREIGN KEY ("identityId") REFERENCES "rbac_identities"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "rbac_subjects_to_roles" ADD CONSTRAINT "rbac_subjects_to_roles_subjectId_fkey" FOREIGN KEY ("subjectId") REFERENCES "rbac_subjects"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "rbac_subjects_to_roles" ADD CONSTRAINT "rbac_subjects_to_roles_roleId_fkey" FOREIGN KEY ("roleId") REFERENCES "rbac_roles"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "rbac_subjects_to_ecommerce_module_products" ADD CONSTRAINT "rbac_subjects_to_ecommerce_module_products_subjectId_fkey" FOREIGN KEY ("subjectId") REFERENCES "rbac_subjects"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "rbac_subjects_to_ecommerce_module_products" ADD CONSTRAINT "rbac_subjects_to_ecommerce_module_products_ecomme_bbc8ff32_fkey" FOREIGN KEY ("ecommerceModuleProductId") REFERENCES "ecommerce_products"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "rbac_subjects_to_ecommerce_module_orders" ADD CONSTRAINT "rbac_subjects_to_ecommerce_module_orders_subjectId_fkey" FOREIGN KEY ("subjectId") REFERENCES "rbac_subjects"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "rbac_subjects_to_ecommerce_module_orders" ADD CONSTRAINT "rbac_subjects_to_ecommerce_module_orders_ecommerc_d751b537_fkey" FOREIGN KEY ("ecommerceModuleOrderId") REFERENCES "ecommerce_orders"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "rbac_subjects_to_social_module_profiles" ADD CONSTRAINT "rbac_subjects_to_social_module_profiles_subjectId_fkey" FOREIGN KEY ("subjectId") REFERENCES "rbac_subjects"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "rbac_subjects_to_social_module_profiles" ADD CONSTRAINT "rbac_subjects_to_social_module_profiles_socialMod_54bf628e_fkey" FOREIGN KEY ("socialModuleProfileId") REFERENCES "social_profiles"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "rbac_subjects_to_notification_module_topics" ADD CONSTRAINT "rbac_subjects_to_notification_module_topics_subjectId_fkey" FOREIGN KEY ("subjectId") REFERENCES "rbac_subjects"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "rbac_subjects_to_notification_module_topics" ADD CONSTRAINT "rbac_subjects_to_notification_module_topics_notif_7ff383a6_fkey" FOREIGN KEY ("notificationModuleTopicId") REFERENCES "notification_topics"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "rbac_subjects_to_billing_module_payment_intents" ADD CONSTRAINT "rbac_subjects_to_billing_module_payment_intents_subjectId_fkey" FOREIGN KEY ("subjectId") REFERENCES "rbac_subjects"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "rbac_subjects_to_billing_module_payment_intents" ADD CONSTRAINT "rbac_subjects_to_billing_module_payment_intents_b_646fa9ea_fkey" FOREIGN KEY ("billingModulePaymentIntentId") REFERENCES "billing_payment_intents"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "rbac_roles_to_actions" ADD CONSTRAINT "rbac_roles_to_actions_roleId_fkey" FOREIGN KEY ("roleId") REFERENCES "rbac_roles"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "rbac_roles_to_actions" ADD CONSTRAINT "rbac_roles_to_actions_actionId_fkey" FOREIGN KEY ("actionId") REFERENCES "rbac_actions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "rbac_roles_to_ecommerce_module_products" ADD CONSTRAINT "rbac_roles_to_ecommerce_module_products_roleId_fkey" FOREIGN KEY ("roleId") REFERENCES "rbac_roles"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "rbac_roles_to_ecommerce_module_products" ADD CONSTRAINT "rbac_roles_to_ecommerce_module_products_ecommerce_22f74176_fkey" FOREIGN KEY ("ecommerceModuleProductId") REFERENCES "ecommerce_products"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "social_reactions" ADD CONSTRAINT "social_reactions_messageId_fkey" FOREIGN KEY ("messageId") REFERENCES "social_messages"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "social_reactions" ADD CONSTRAINT "social_reactions_profileId_fkey" FOREIGN KEY ("profileId") REFERENCES "social_profiles"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "social_profiles_to_messages" ADD CONSTRAINT "social_profiles_to_messages_profileId_fkey" FOREIGN KEY ("profileId") REFERENCES "social_profiles"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "social_profiles_to_messages" ADD CONSTRAINT "social_profiles_to_messages_messageId_fkey" FOREIGN KEY ("messageId") REFERENCES "social_messages"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "social_profiles_to_chats" ADD CONSTRAINT "social_profiles_to_chats_profileId_fkey" FOREIGN KEY ("profileId") REFERENCES "social_profiles"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "social_profiles_to_chats" ADD CONSTRAINT "social_profiles_to_chats_chatId_fkey" FOREIGN KEY ("chatId") REFERENCES "social_chats"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "social_chats_to_messages" ADD CONSTRAINT "social_chats_to_messages_chatId_fkey" FOREIGN KEY ("chatId") REFERENCES "social_chats"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "social_chats_to_messages" ADD CONSTRAINT "social_chats_to_messages_messageId_fkey" FOREIGN KEY ("messageId") REFERENCES "social_messages"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "social_profiles_to_website_builder_module_widgets" ADD CONSTRAINT "social_profiles_to_website_builder_module_widgets_0edcf073_fkey" FOREIGN KEY ("profileId") REFERENCES "social_profiles"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "social_profiles_to_website_builder_module_widgets" ADD CONSTRAINT "social_profiles_to_website_builder_module_widgets_6b0e74ad_fkey" FOREIGN KEY ("websiteBuilderModuleWidgetId") REFERENCES "website_builder_widgets"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "social_profiles_to_ecommerce_module_products" ADD CONSTRAINT "social_profiles_to_ecommerce_module_products_profileId_fkey" FOREIGN KEY ("profileId") REFERENCES "social_profiles"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "social_profiles_to_ecommerce_module_products" ADD CONSTRAINT "social_profiles_to_ecommerce_module_products_ecom_acb3fcbc_fkey" FOREIGN KEY ("ecommerceModuleProductId") REFERENCES "ecommerce_products"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "social_profiles_to_ecommerce_module_attributes" ADD CONSTRAINT "social_profiles_to_ecommerce_module_attributes_profileId_fkey" FOREIGN KEY ("profileId") REFERENCES "social_profiles"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "social_profiles_to_ecommerce_module_attributes" ADD CONSTRAINT "social_profiles_to_ecommerce_module_attributes_ec_5da7bac4_fkey" FOREIGN KEY ("ecommerceModuleAttributeId") REFERENCES "ecommerce_attributes"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "social_profiles_to_file_storage_module_files" ADD CONSTRAINT "social_profiles_to_file_storage_module_files_profileId_fkey" FOREIGN KEY ("profileId") REFERENCES "social_profiles"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "social_profiles_to_file_storage_module_files" ADD CONSTRAINT "social_profiles_to_file_storage_module_files_file_3059aabc_fkey" FOREIGN KEY ("fileStorageModuleFileId") REFERENCES "file_storage_files"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "social_widgets_to_profiles" ADD CONSTRAINT "social_widgets_to_profiles_widgetId_fkey" FOREIGN KEY ("widgetId") REFERENCES "social_widgets"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "social_widgets_to_profiles" ADD CONSTRAINT "social_widgets_to_profiles_profileId_fkey" FOREIGN KEY ("profileId") REFERENCES "social_profiles"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "social_widgets_to_chats" ADD CONSTRAINT "social_widgets_to_chats_widgetId_fkey" FOREIGN KEY ("widgetId") REFERENCES "social_widgets"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "social_widgets_to_chats" ADD CONSTRAINT "social_widgets_to_chats_chatId_fkey" FOREIGN KEY ("chatId") REFERENCES "social_chats"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "website_builder_widgets_to_features" ADD CONSTRAINT "website_builder_widgets_to_features_widgetId_fkey" FOREIGN KEY ("widgetId") REFERENCES "website_builder_widgets"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "website_builder_widgets_to_features" ADD CONSTRAINT "website_builder_widgets_to_features_featureId_fkey" FOREIGN KEY ("featureId") REFERENCES "website_builder_features"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "website_builder_widgets_to_sliders" ADD CONSTRAINT "website_builder_widgets_to_sliders_widgetId_fkey" FOREIGN KEY ("widgetId") REFERENCES "website_builder_widgets"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "website_builder_widgets_to_sliders" ADD CONSTRAINT "website_builder_widgets_to_sliders_sliderId_fkey" FOREIGN KEY ("sliderId") REFERENCES "website_builder_sliders"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "website_builder_widgets_to_stores" ADD CONSTRAINT "website_builder_widgets_to_stores_widgetId_fkey" FOREIGN KEY ("widgetId") REFERENCES "website_builder_widgets"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "website_builder_widgets_to_stores" ADD CONSTRAINT "website_builder_widgets_to_stores_ecommerceModuleStoreId_fkey" FOREIGN KEY ("ecommerceModuleStoreId") REFERENCES "ecommerce_stores"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "website_builder_widgets_to_logotypes" ADD CONSTRAINT "website_builder_widgets_to_logotypes_widgetId_fkey" FOREIGN KEY ("widgetId") REFERENCES "website_builder_widgets"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "website_builder_widgets_to_logotypes" ADD CONSTRAINT "website_builder_widgets_to_logotypes_logotypeId_fkey" FOREIGN KEY ("logotypeId") REFERENCES "website_builder_logotypes"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "website_builder_widgets_to_file_storage_module_files" ADD CONSTRAINT "website_builder_widgets_to_file_storage_module_fi_10ea2cf6_fkey" FOREIGN KEY ("widgetId") REFERENCES "website_builder_widgets"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "website_builder_widgets_to_file_storage_module_files" ADD CONSTRAINT "website_builder_widgets_to_file_storage_module_fi_784da58c_fkey" FOREIGN KEY ("fileStorageModuleFileId") REFERENCES "file_storage_files"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "website_builder_widgets_to_buttons_arrays" ADD CONSTRAINT "website_builder_widgets_to_buttons_arrays_widgetId_fkey" FOREIGN KEY ("widgetId") REFERENCES "website_builder_widgets"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "website_builder_widgets_to_buttons_arrays" ADD CONSTRAINT "website_builder_widgets_to_buttons_arrays_buttonsArrayId_fkey" FOREIGN KEY ("buttonsArrayId") REFERENCES "website_builder_buttons_arrays"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "website_builder_buttons_arrays_to_buttons" ADD CONSTRAINT "website_builder_buttons_arrays_to_buttons_buttonsArrayId_fkey" FOREIGN KEY ("buttonsArrayId") REFERENCES "website_builder_buttons_arrays"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "website_builder_buttons_arrays_to_buttons" ADD CONSTRAINT "website_builder_buttons_arrays_to_buttons_buttonId_fkey" FOREIGN KEY ("buttonId") REFERENCES "website_builder_buttons"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "website_builder_sliders_to_slides" ADD CONSTRAINT "website_builder_sliders_to_slides_sliderId_fkey" FOREIGN KEY ("sliderId") REFERENCES "website_builder_sliders"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "website_builder_sliders_to_slides" ADD CONSTRAINT "website_builder_sliders_to_slides_slideId_fkey" FOREIGN KEY ("slideId") REFERENCES "website_builder_slides"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "website_builder_slides_to_file_storage_module_files" ADD CONSTRAINT "website_builder_slides_to_file_storage_module_fil_36d013ec_fkey" FOREIGN KEY ("slideId") REFERENCES "website_builder_slides"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "website_builder_slides_to_file_storage_module_files" ADD CONSTRAINT "website_builder_slides_to_file_storage_module_fil_46e6a7e9_fkey" FOREIGN KEY ("fileStorageModuleFileId") REFERENCES "file_storage_files"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "website_builder_slides_to_buttons_arrays" ADD CONSTRAINT "website_builder_slides_to_buttons_arrays_slideId_fkey" FOREIGN KEY ("slideId") REFERENCES "website_builder_slides"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "website_builder_slides_to_buttons_arrays" ADD CONSTRAINT "website_builder_slides_to_buttons_arrays_buttonsArrayId_fkey" FOREIGN KEY ("buttonsArrayId") REFERENCES "website_builder_buttons_arrays"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "website_builder_features_to_file_storage_module_files" ADD CONSTRAINT "website_builder_features_to_file_storage_module_f_16151d32_fkey" FOREIGN KEY ("featureId") REFERENCES "website_builder_features"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "website_builder_features_to_file_storage_module_files" ADD CONSTRAINT "website_builder_features_to_file_storage_module_f_4c1ee28a_fkey" FOREIGN KEY ("fileStorageModuleFileId") REFERENCES "file_storage_files"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "website_builder_logotypes_to_file_storage_module_files" ADD CONSTRAINT "website_builder_logotypes_to_file_storage_module__36e9f55e_fkey" FOREIGN KEY ("logotypeId") REFERENCES "website_builder_logotypes"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "website_builder_logotypes_to_file_storage_module_files" ADD CONSTRAINT "website_builder_logotypes_to_file_storage_module__898a779a_fkey" FOREIGN KEY ("fileStorageModuleFileId") REFERENCES "file_storage_files"("id") ON DELETE CASCADE ON UPDATE CASCADE;
