// Magento's content directives ({{media}}, {{store}}, {{widget}}, {{block}}, {{trans}}) as the GraphQL API renders
// them in CMS pages, blocks and catalogue descriptions. Unknown directives are left as they are, like Magento.

export interface DirectiveContext {
  /** The store's base URL, ending in "/". */
  baseUrl: string;
  /** The media base URL, ending in "/". */
  mediaUrl: string;
  /** The content of an active CMS block, by identifier or id. */
  block(id: string): string | undefined;
  /** HTML of a catalog products list widget. */
  productsWidget(params: Record<string, string>): string;
}

const DIRECTIVE = /\{\{([a-z]{0,10})(.*?)\}\}/gis;
const PARAM = /([a-z0-9_-]+)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"']+))/gi;
/** Blocks may include blocks; a cycle stops here. */
const MAX_DEPTH = 5;

const PRODUCTS_WIDGET = 'Magento\\CatalogWidget\\Block\\Product\\ProductsList';
const BLOCK_WIDGET = 'Magento\\Cms\\Block\\Widget\\Block';

export function parseParams(text: string): Record<string, string> {
  const params: Record<string, string> = {};
  for (const m of text.matchAll(PARAM)) params[m[1]!.toLowerCase()] = m[2] ?? m[3] ?? m[4] ?? '';
  return params;
}

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Renders the directives of `html`. */
export function filterContent(html: string, context: DirectiveContext, depth = 0): string {
  if (!html.includes('{{')) return html;
  return html.replace(DIRECTIVE, (whole, name: string, rest: string) => {
    switch (name.toLowerCase()) {
      case 'media':
        return `${context.mediaUrl}${(parseParams(rest).url ?? '').replace(/^\/+/, '')}`;
      case 'store':
        return storeUrl(parseParams(rest), context.baseUrl);
      case 'trans': {
        const text = /^\s*(?:"([^"]*)"|'([^']*)')/.exec(rest);
        return text ? escapeHtml(text[1] ?? text[2] ?? '') : whole;
      }
      case 'block': {
        const params = parseParams(rest);
        const id = params.id ?? params.block_id;
        return id === undefined ? whole : renderBlock(id, context, depth);
      }
      case 'widget': {
        const params = parseParams(rest);
        if (params.type === PRODUCTS_WIDGET) return context.productsWidget(params);
        if (params.type === BLOCK_WIDGET && params.block_id) {
          return `<div class="widget block block-static-block">${renderBlock(params.block_id, context, depth)}</div>`;
        }
        return '';
      }
      default:
        return whole;
    }
  });
}

function renderBlock(id: string, context: DirectiveContext, depth: number): string {
  if (depth >= MAX_DEPTH) return '';
  const content = context.block(id);
  return content === undefined ? '' : filterContent(content, context, depth + 1);
}

/** {{store url="path"}} is a route URL (trailing slash); {{store direct_url="path"}} is taken as is. */
function storeUrl(params: Record<string, string>, baseUrl: string): string {
  if (params.direct_url !== undefined) return `${baseUrl}${params.direct_url.replace(/^\/+/, '')}`;
  const path = (params.url ?? '').replace(/^\/+/, '');
  return path === '' || path.endsWith('/') ? `${baseUrl}${path}` : `${baseUrl}${path}/`;
}

/** Writes back the {{widget}} directives whose parameters `rewrite` changes (it returns undefined to keep one). */
export function rewriteWidgets(
  html: string, rewrite: (params: Record<string, string>) => Record<string, string> | undefined,
): string {
  return html.replace(DIRECTIVE, (whole, name: string, rest: string) => {
    if (name.toLowerCase() !== 'widget') return whole;
    const params = rewrite(parseParams(rest));
    return params ? `{{widget ${Object.entries(params).map(([k, v]) => `${k}="${v}"`).join(' ')}}}` : whole;
  });
}
