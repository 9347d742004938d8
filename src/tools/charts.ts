// `npm run charts`: writes docs/statecharts/<machine>.md (Mermaid diagram, states, transitions) and the index.
import { mkdirSync, writeFileSync } from 'node:fs';
import { machines } from '../../machines/index';
import { statechartPages } from './charts/pages';

const DIR = 'docs/statecharts';
mkdirSync(DIR, { recursive: true });
for (const [file, content] of statechartPages(machines)) {
  writeFileSync(`${DIR}/${file}`, content);
  console.log(`wrote ${DIR}/${file}`);
}
