import { addTypenameSelectionDocumentTransform, type ClientPresetConfig } from '@graphql-codegen/client-preset';
import type { CodegenConfig } from '@graphql-codegen/cli';

// The shop's operations, typed from the schema, and their manifest (persisted-documents.json: sha256 → document), the
// only documents the public /graphql answers (src/server/trusted-documents.ts). Each document carries the __typename
// fields the normalized cache adds as it sends it, so that what the server runs answers what the cache expects.
const config: CodegenConfig = {
  schema: ['src/backend/schema/magento.graphql', 'src/backend/schema/adyen.graphql', 'src/backend/schema/extensions.graphql'],
  documents: ['src/app/graphql/*.ts'],
  generates: {
    'src/app/graphql/generated/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false, persistedDocuments: { hashAlgorithm: 'sha256' } } satisfies ClientPresetConfig,
      documentTransforms: [addTypenameSelectionDocumentTransform],
      config: { enumType: 'string-literal', useTypeImports: true, scalars: { ID: 'string' } },
    },
  },
};

export default config;
