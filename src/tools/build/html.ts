/**
 * The shell page: the template with the stylesheets, the boot script, and in an inert <template> the entry script's
 * address and modulepreload links for what the first render needs, which the boot script adds once the page has been
 * painted (src/app/boot.ts).
 */
export function shellHtml(
  template: string,
  { entry, boot, preload, css, devScript }: { entry: string; boot: string; preload: string[]; css: string[]; devScript?: string },
): string {
  // Scripts at low priority: the page is already rendered by the server; the code that hydrates it follows.
  const head = [
    ...css.map((href) => `<link rel="stylesheet" href="${href}" />`),
    `<template id="vitrine-scripts" data-entry="${entry}">`,
    ...preload.map((href) => `  <link rel="modulepreload" fetchpriority="low" href="${href}" />`),
    '</template>',
    `<script type="module" src="${boot}"></script>`,
    ...(devScript ? [`<script type="module" src="${devScript}"></script>`] : []),
  ].join('\n    ');
  if (!template.includes('<!--app-head-->')) throw new Error('public/index.html lacks the <!--app-head--> marker');
  return template.replace('<!--app-head-->', head);
}
