import { Suspense } from 'react';
import type { TabItemNode } from '../../../domain/page-builder';
import { lazyWithPreload } from '../../ui/lazy';
import type { RendererProps } from './types';

/** react-aria's tabs weigh more than the rest of the content: their own chunk (a server waits for it). */
const tabsWidget = lazyWithPreload(() => import('./tabs-widget').then((m) => m.TabsWidget));

/** Tabs (spec §3): react-aria's, once their code is there; until then, the default tab's content. */
export function Tabs({ node, render }: RendererProps<'tabs'>) {
  const items = node.children.filter((child): child is TabItemNode => child.contentType === 'tab-item');
  const shown = items[node.defaultIndex] ?? items[0];
  return (
    <Suspense fallback={shown ? render(shown, 0) : null}>
      <tabsWidget.Component node={node} items={items} render={render} />
    </Suspense>
  );
}
