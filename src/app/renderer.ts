// React's renderer for the browser, imported by the entry on its own (main.tsx): a chunk of its own, evaluated in a
// task of its own. This module gives the package, which is CommonJS, its named exports in that chunk.
export { createRoot, hydrateRoot } from 'react-dom/client';
