import { useMemo, type ComponentType, type ReactNode } from 'react';
import type { Content, ContentNode } from '../../domain/page-builder';
import { useCspNonce } from '../ui/csp-nonce';
import { PriorityNode } from './render/content-picture';
import type { RendererProps } from './render/types';
import { renderers } from './renderers';

function renderNode(node: ContentNode, key: number): ReactNode {
  const Render = renderers[node.contentType] as ComponentType<RendererProps<ContentNode['contentType']>>;
  return (
    <Render key={key} node={node} render={renderNode}>
      {node.children.length > 0 ? node.children.map(renderNode) : null}
    </Render>
  );
}

const IMAGE_BEARERS = new Set<ContentNode['contentType']>(['row', 'column', 'banner', 'slide', 'image']);

/** The first node in reading order that shows an image: on a page, its largest image. */
function firstImage(nodes: readonly ContentNode[]): ContentNode | null {
  for (const node of nodes) {
    if (IMAGE_BEARERS.has(node.contentType) && 'desktopImage' in node && (node.desktopImage || node.mobileImage)) return node;
    const below = firstImage(node.children);
    if (below) return below;
  }
  return null;
}

/**
 * Content of the CMS (spec §3 content tree): its stylesheet, in a <style> element carrying the page's CSP nonce,
 * and its nodes. `priority` marks the page's main content, whose first image is fetched first.
 */
export function PageContent({ content, priority = false }: { content: Content; priority?: boolean }) {
  const nonce = useCspNonce();
  const first = useMemo(() => (priority ? firstImage(content.nodes) : null), [content, priority]);
  return (
    <PriorityNode.Provider value={first}>
      {content.css && <style nonce={nonce}>{content.css}</style>}
      {content.nodes.map(renderNode)}
    </PriorityNode.Provider>
  );
}
