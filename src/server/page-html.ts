/** JSON inside a <script type="application/json">: `<` escaped so that no text can close the element. */
export function scriptJson(value: string): string {
  return value.replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

export interface PageParts {
  /** Server-rendered markup of #root. */
  body: string;
  /** The machines' persisted snapshot, JSON. */
  state: string;
  /** The configuration copy, JSON. */
  config: string;
  /** Chunks the rendered screen needs, preloaded. */
  preload: string[];
}

/** The shell template of the build, filled with a rendered page. */
export function pageHtml(template: string, { body, state, config, preload }: PageParts): string {
  const links = preload
    .map((href) => (href.endsWith('.css') ? `<link rel="stylesheet" href="${href}" />` : `<link rel="modulepreload" href="${href}" />`))
    .join('\n    ');
  return template
    .replace('</head>', `    ${links}\n  </head>`)
    .replace('<div id="root"></div>', `<div id="root">${body}</div>`)
    .replace(
      '</body>',
      `  <script type="application/json" id="vitrine-state">${scriptJson(state)}</script>\n` +
        `    <script type="application/json" id="vitrine-config">${scriptJson(config)}</script>\n  </body>`,
    );
}
