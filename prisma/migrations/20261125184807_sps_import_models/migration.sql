-- CreateTable
CREATE TABLE "crm_steps" (
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

    CONSTRAINT "crm_steps_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "crm_options" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "adminTitle" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "title" JSONB NOT NULL DEFAULT '{}',
    "className" TEXT,
    "variant" TEXT NOT NULL DEFAULT 'default',

    CONSTRAINT "crm_options_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "crm_forms_to_steps" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "formId" UUID NOT NULL,
    "stepId" UUID NOT NULL,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "className" TEXT,
    "variant" TEXT NOT NULL DEFAULT 'default',

    CONSTRAINT "crm_forms_to_steps_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "crm_steps_to_inputs" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "stepId" UUID NOT NULL,
    "inputId" UUID NOT NULL,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "className" TEXT,
    "variant" TEXT NOT NULL DEFAULT 'default',

    CONSTRAINT "crm_steps_to_inputs_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "crm_inputs_to_options" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "inputId" UUID NOT NULL,
    "optionId" UUID NOT NULL,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "className" TEXT,
    "variant" TEXT NOT NULL DEFAULT 'default',

    CONSTRAINT "crm_inputs_to_options_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ecommerce_stores_to_orders" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "storeId" UUID NOT NULL,
    "orderId" UUID NOT NULL,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "className" TEXT,
    "variant" TEXT NOT NULL DEFAULT 'default',

    CONSTRAINT "ecommerce_stores_to_orders_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "social_attributes" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "adminTitle" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "string" JSONB NOT NULL DEFAULT '{}',
    "number" DECIMAL(30,10),
    "boolean" BOOLEAN,
    "date" TIMESTAMPTZ(3),
    "datetime" TIMESTAMPTZ(3),
    "variant" TEXT NOT NULL DEFAULT 'default',

    CONSTRAINT "social_attributes_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "social_attribute_keys" (
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

    CONSTRAINT "social_attribute_keys_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "social_profiles_to_attributes" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "profileId" UUID NOT NULL,
    "attributeId" UUID NOT NULL,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "className" TEXT,
    "variant" TEXT NOT NULL DEFAULT 'default',

    CONSTRAINT "social_profiles_to_attributes_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "social_attribute_keys_to_attributes" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "attributeKeyId" UUID NOT NULL,
    "attributeId" UUID NOT NULL,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "className" TEXT,
    "variant" TEXT NOT NULL DEFAULT 'default',

    CONSTRAINT "social_attribute_keys_to_attributes_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "crm_steps_slug_key" ON "crm_steps"("slug");

-- CreateIndex
CREATE INDEX "crm_steps_orderIndex_idx" ON "crm_steps"("orderIndex");

-- CreateIndex
CREATE UNIQUE INDEX "crm_options_slug_key" ON "crm_options"("slug");

-- CreateIndex
CREATE INDEX "crm_forms_to_steps_formId_idx" ON "crm_forms_to_steps"("formId");

-- CreateIndex
CREATE INDEX "crm_forms_to_steps_stepId_idx" ON "crm_forms_to_steps"("stepId");

-- CreateIndex
CREATE INDEX "crm_forms_to_steps_orderIndex_idx" ON "crm_forms_to_steps"("orderIndex");

-- CreateIndex
CREATE INDEX "crm_steps_to_inputs_stepId_idx" ON "crm_steps_to_inputs"("stepId");

-- CreateIndex
CREATE INDEX "crm_steps_to_inputs_inputId_idx" ON "crm_steps_to_inputs"("inputId");

-- CreateIndex
CREATE INDEX "crm_steps_to_inputs_orderIndex_idx" ON "crm_steps_to_inputs"("orderIndex");

-- CreateIndex
CREATE INDEX "crm_inputs_to_options_inputId_idx" ON "crm_inputs_to_options"("inputId");

-- CreateIndex
CREATE INDEX "crm_inputs_to_options_optionId_idx" ON "crm_inputs_to_options"("optionId");

-- CreateIndex
CREATE INDEX "crm_inputs_to_options_orderIndex_idx" ON "crm_inputs_to_options"("orderIndex");

-- CreateIndex
CREATE INDEX "ecommerce_stores_to_orders_storeId_idx" ON "ecommerce_stores_to_orders"("storeId");

-- CreateIndex
CREATE INDEX "ecommerce_stores_to_orders_orderId_idx" ON "ecommerce_stores_to_orders"("orderId");

-- CreateIndex
CREATE INDEX "ecommerce_stores_to_orders_orderIndex_idx" ON "ecommerce_stores_to_orders"("orderIndex");

-- CreateIndex
CREATE UNIQUE INDEX "social_attributes_slug_key" ON "social_attributes"("slug");

-- CreateIndex
CREATE UNIQUE INDEX "social_attribute_keys_slug_key" ON "social_attribute_keys"("slug");

-- CreateIndex
CREATE INDEX "social_profiles_to_attributes_profileId_idx" ON "social_profiles_to_attributes"("profileId");

-- CreateIndex
CREATE INDEX "social_profiles_to_attributes_attributeId_idx" ON "social_profiles_to_attributes"("attributeId");

-- CreateIndex
CREATE INDEX "social_profiles_to_attributes_orderIndex_idx" ON "social_profiles_to_attributes"("orderIndex");

-- CreateIndex
CREATE INDEX "social_attribute_keys_to_attributes_attributeKeyId_idx" ON "social_attribute_keys_to_attributes"("attributeKeyId");

-- CreateIndex
CREATE INDEX "social_attribute_keys_to_attributes_attributeId_idx" ON "social_attribute_keys_to_attributes"("attributeId");

-- CreateIndex
CREATE INDEX "social_attribute_keys_to_attributes_orderIndex_idx" ON "social_attribute_keys_to_attributes"("orderIndex");

-- AddForeignKey
ALTER TABLE "crm_forms_to_steps" ADD CONSTRAINT "crm_forms_to_steps_formId_fkey" FOREIGN KEY ("formId") REFERENCES "crm_forms"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "crm_forms_to_steps" ADD CONSTRAINT "crm_forms_to_steps_stepId_fkey" FOREIGN KEY ("stepId") REFERENCES "crm_steps"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "crm_steps_to_inputs" ADD CONSTRAINT "crm_steps_to_inputs_stepId_fkey" FOREIGN KEY ("stepId") REFERENCES "crm_steps"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "crm_steps_to_inputs" ADD CONSTRAINT "crm_steps_to_inputs_inputId_fkey" FOREIGN KEY ("inputId") REFERENCES "crm_inputs"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "crm_inputs_to_options" ADD CONSTRAINT "crm_inputs_to_options_inputId_fkey" FOREIGN KEY ("inputId") REFERENCES "crm_inputs"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "crm_inputs_to_options" ADD CONSTRAINT "crm_inputs_to_options_optionId_fkey" FOREIGN KEY ("optionId") REFERENCES "crm_options"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ecommerce_stores_to_orders" ADD CONSTRAINT "ecommerce_stores_to_orders_storeId_fkey" FOREIGN KEY ("storeId") REFERENCES "ecommerce_stores"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ecommerce_stores_to_orders" ADD CONSTRAINT "ecommerce_stores_to_orders_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "ecommerce_orders"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "social_profiles_to_attributes" ADD CONSTRAINT "social_profiles_to_attributes_profileId_fkey" FOREIGN KEY ("profileId") REFERENCES "social_profiles"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "social_profiles_to_attributes" ADD CONSTRAINT "social_profiles_to_attributes_attributeId_fkey" FOREIGN KEY ("attributeId") REFERENCES "social_attributes"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "social_attribute_keys_to_attributes" ADD CONSTRAINT "social_attribute_keys_to_attributes_attributeKeyId_fkey" FOREIGN KEY ("attributeKeyId") REFERENCES "social_attribute_keys"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "social_attribute_keys_to_attributes" ADD CONSTRAINT "social_attribute_keys_to_attributes_attributeId_fkey" FOREIGN KEY ("attributeId") REFERENCES "social_attributes"("id") ON DELETE CASCADE ON UPDATE CASCADE;
