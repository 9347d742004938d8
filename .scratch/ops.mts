import { readdirSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { print, visit, Kind, type DocumentNode } from 'graphql';
const rows: any[] = [];
for (const f of readdirSync('src/app/graphql').filter((f) => f.endsWith('.ts'))) {
  const m = await import(pathToFileURL(`src/app/graphql/${f}`).href);
  for (const [name, v] of Object.entries(m)) {
    const d = v as DocumentNode;
    if (!d || (d as any).kind !== 'Document' || !d.definitions.some((x) => x.kind === Kind.OPERATION_DEFINITION)) continue;
    let fields = 0, aliases = 0, directives = 0, maxSame = 0;
    visit(d, { Field(n) { fields++; if (n.alias) aliases++; directives += n.directives?.length ?? 0; }, SelectionSet(s) { const c = new Map(); for (const x of s.selections) if (x.kind === 'Field') { const k = (x.alias ?? x.name).value; c.set(k, (c.get(k) ?? 0) + 1); } maxSame = Math.max(maxSame, ...c.values(), 0); } });
    const text = print(d);
    rows.push({ name, bytes: text.length, fields, aliases, directives, maxSame });
  }
}
rows.sort((a, b) => b.bytes - a.bytes);
console.log(rows.length, 'operations'); console.table(rows.slice(0, 6));
console.log('max fields', Math.max(...rows.map((r) => r.fields)), 'max aliases', Math.max(...rows.map((r) => r.aliases)), 'max directives', Math.max(...rows.map((r) => r.directives)), 'maxSame', Math.max(...rows.map((r) => r.maxSame)));
