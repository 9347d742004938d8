// Mutation runs keep one module graph across runs (persistent-threads.ts), and the domain keeps a few caches (the
// promos read, the routes matched): a cache would answer a mutant with what the unmutated code, or another mutant,
// computed. Before each test file the domain's modules are evaluated again, as a plain run evaluates them; the rest
// (the server's DOM, the views) stays. Setup files run again for each test file.
interface ModuleNode {
  promise?: unknown;
  exports?: unknown;
  evaluated: boolean;
  importers: Set<string>;
}
type WorkerState = { evaluatedModules: { idToModuleMap: Map<string, ModuleNode> } };

const { evaluatedModules } = (globalThis as unknown as { __vitest_worker__: WorkerState }).__vitest_worker__;
for (const [id, node] of evaluatedModules.idToModuleMap) {
  if (!id.includes('/src/domain/')) continue;
  node.promise = undefined;
  node.exports = undefined;
  node.evaluated = false;
  node.importers.clear();
}
