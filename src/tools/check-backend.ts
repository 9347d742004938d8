// npm run check:backend -- [--schema FILE]… | [--url URL] [--operations DIR]
//
// Validates every GraphQL operation of the storefront (the operation documents exported by src/app/graphql/*.ts) against
// a backend's schema plus Vitrine's extensions (src/backend/schema/extensions.graphql):
//   --schema FILE  an SDL file; given more than once, the files are read together (Magento's schema, then modules'
//                  schemas such as Adyen's, whose `extend type` definitions apply to it)
//   --url URL      a live backend, read by introspection: its GraphQL endpoint, or the shop's base URL (as MAGENTO_URL
//                  takes it) to which /graphql is appended
//   (neither)      the embedded backend's own schema (Magento's subset and Adyen's)
// Extension definitions the schema already has are left as they are, and reported when their shape differs.
// Exit code 1 when an operation is invalid or an extension conflicts.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Kind, buildASTSchema, parse, validate, type DefinitionNode, type DocumentNode, print, type GraphQLSchema } from 'graphql';
import { applyExtensions } from '../backend/graphql/schema-compat';
import { featureLines } from '../domain/backend-features';
import { embeddedSchema, featuresOf, introspectedSchema } from '../server/backend-schema';
import { ADYEN_SCHEMA_FILE, CORE_SCHEMA_FILE, EXTENSIONS_SCHEMA_FILE, readSchemaFile } from '../backend/graphql/schema';

export interface CheckOptions {
  schemaFiles: string[];
  url?: string;
  operationsDir: string;
}

export interface OperationFinding {
  file: string;
  exportName: string;
  operation: string;
  errors: string[];
}

export interface CheckResult {
  exitCode: number;
  lines: string[];
}

export function parseArgs(argv: readonly string[]): CheckOptions {
  const options: CheckOptions = { schemaFiles: [], operationsDir: 'src/app/graphql' };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const value = argv[i + 1];
    if ((arg === '--schema' || arg === '--url' || arg === '--operations') && (value === undefined || value.startsWith('--'))) {
      throw new Error(`${arg} needs a value`);
    }
    if (arg === '--schema') options.schemaFiles.push(argv[++i]!);
    else if (arg === '--url') options.url = argv[++i]!;
    else if (arg === '--operations') options.operationsDir = argv[++i]!;
    else throw new Error(`Unknown argument ${arg}`);
  }
  if (options.url && options.schemaFiles.length > 0) throw new Error('Give --schema files or --url, not both');
  return options;
}

/** The GraphQL endpoint of `url`: a full endpoint as it is, a shop's base URL (as MAGENTO_URL takes it) + /graphql. */
export function graphqlEndpoint(url: string): string {
  const endpoint = new URL(url);
  const path = endpoint.pathname.replace(/\/+$/, '');
  endpoint.pathname = path.endsWith('/graphql') ? path : `${path}/graphql`;
  return endpoint.href;
}

async function loadSchema(options: CheckOptions): Promise<{ schema: GraphQLSchema; source: string }> {
  if (options.url) {
    const url = graphqlEndpoint(options.url);
    return { schema: await introspectedSchema(url), source: url };
  }
  if (options.schemaFiles.length > 0) {
    const definitions: DefinitionNode[] = [];
    for (const file of options.schemaFiles) definitions.push(...parse(readFileSync(file, 'utf8')).definitions);
    return { schema: buildASTSchema({ kind: Kind.DOCUMENT, definitions }), source: options.schemaFiles.join(' + ') };
  }
  const definitions = [CORE_SCHEMA_FILE, ADYEN_SCHEMA_FILE].flatMap((file) => parse(readSchemaFile(file)).definitions);
  return {
    schema: buildASTSchema({ kind: Kind.DOCUMENT, definitions }),
    source: `the embedded backend (${CORE_SCHEMA_FILE} + ${ADYEN_SCHEMA_FILE})`,
  };
}

function isDocument(value: unknown): value is DocumentNode {
  return typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === Kind.DOCUMENT;
}

function operationNames(doc: DocumentNode): string {
  const names = doc.definitions
    .filter((d) => d.kind === Kind.OPERATION_DEFINITION)
    .map((d) => (d.kind === Kind.OPERATION_DEFINITION ? d.name?.value ?? `anonymous ${d.operation}` : ''));
  return names.length > 0 ? names.join(', ') : 'fragments';
}

/**
 * Every exported operation document of the .ts files of `dir`. A fragment's own document is left out: each
 * operation that spreads it carries its definition and is checked with it.
 */
async function loadOperations(dir: string): Promise<Array<{ file: string; exportName: string; document: DocumentNode }>> {
  const root = resolve(dir);
  if (!existsSync(root)) return [];
  const files = readdirSync(root).filter((f) => f.endsWith('.ts') && !f.endsWith('.d.ts') && !f.endsWith('.test.ts')).sort();
  const found: Array<{ file: string; exportName: string; document: DocumentNode }> = [];
  for (const name of files) {
    const path = join(root, name);
    const module = (await import(pathToFileURL(path).href)) as Record<string, unknown>;
    for (const [exportName, value] of Object.entries(module)) {
      if (isDocument(value) && value.definitions.some((d) => d.kind === Kind.OPERATION_DEFINITION)) {
        found.push({ file: relative(process.cwd(), path), exportName, document: value });
      }
    }
  }
  return found;
}

export async function runCheck(options: CheckOptions): Promise<CheckResult> {
  const lines: string[] = [];
  const { schema: target, source } = await loadSchema(options);
  const applied = applyExtensions(target, parse(readSchemaFile(EXTENSIONS_SCHEMA_FILE)));
  lines.push(`Schema: ${source}`);
  lines.push(`Extensions (${EXTENSIONS_SCHEMA_FILE}): ${applied.added.length} added, ${applied.present.length} already in the schema`
    + (applied.conflicts.length > 0 ? `, ${applied.conflicts.length} in conflict` : ''));
  for (const conflict of applied.conflicts) lines.push(`  conflict: ${conflict}`);
  // The backend's features as its schema stands, before the extensions are assumed for the check; the embedded
  // backend serves them.
  const served = options.url || options.schemaFiles.length > 0 ? target : embeddedSchema();
  lines.push('Features (off: the first field it needs that the schema lacks):', ...featureLines(featuresOf(served)));

  const operations = await loadOperations(options.operationsDir);
  if (operations.length === 0) {
    lines.push(`No operations found: no DocumentNode is exported from ${options.operationsDir}/*.ts. Nothing to check.`);
    return { exitCode: applied.conflicts.length > 0 ? 1 : 0, lines };
  }
  const findings: OperationFinding[] = operations.map(({ file, exportName, document }) => {
    // gql documents carry no locations: validate the printed document, whose lines the report quotes.
    const text = print(document);
    const sourceLines = text.split('\n');
    return {
      file,
      exportName,
      operation: operationNames(document),
      errors: validate(applied.schema, parse(text)).map((e) => {
        const where = e.locations?.map((l) => `line ${l.line}, column ${l.column}: ${sourceLines[l.line - 1]?.trim()}`).join('; ');
        return where ? `${e.message} (${where})` : e.message;
      }),
    };
  });
  for (const f of findings) {
    lines.push(`${f.errors.length === 0 ? 'ok  ' : 'FAIL'} ${f.operation}  ${f.file} (${f.exportName})`);
    for (const error of f.errors) lines.push(`       ${error}`);
  }
  const failed = findings.filter((f) => f.errors.length > 0).length;
  lines.push(`${findings.length} operations checked, ${findings.length - failed} passed, ${failed} failed`);
  return { exitCode: failed > 0 || applied.conflicts.length > 0 ? 1 : 0, lines };
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  Promise.resolve()
    .then(() => runCheck(parseArgs(process.argv.slice(2))))
    .then((result) => {
      console.log(result.lines.join('\n'));
      process.exitCode = result.exitCode;
    })
    .catch((error: unknown) => {
      console.error(`check:backend: ${error instanceof Error ? error.message : String(error)}`);
      process.exitCode = 2;
    });
}
