// Stylesheets are bundled by esbuild; importing one has no value in TypeScript.
declare module '*.css';
