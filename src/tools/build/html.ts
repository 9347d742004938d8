/** The shell page: the template with the stylesheets, the entry script and modulepreload links for what the first render needs. */
export function shellHtml(
  template: string,
  { entry, preload, css, devScript }: { entry: string; preload: string[]; css: string[]; devScript?: string },
): string {
  // Scripts at low priority: on a slow link the stylesheet and the page's main image come first (the page is
  // already rendered by the server), and the code that hydrates it follows.
  const head = [
    ...css.map((href) => `<link rel="stylesheet" href="${href}" />`),
    ...preload.map((href) => `<link rel="modulepreload" fetchpriority="low" href="${href}" />`),
    `<script type="module" fetchpriority="low" src="${entry}"></script>`,
    ...(devScript ? [`<script type="module" src="${devScript}"></script>`] : []),
  ].join('\n    ');
  if (!template.includes('<!--app-head-->')) throw new Error('public/index.html lacks the <!--app-head--> marker');
  return template.replace('<!--app-head-->', head);
}
