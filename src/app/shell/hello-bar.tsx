import { useSelector } from '@xstate/react';
import { Suspense } from 'react';
import { selectHelloBar } from '../../../machines/app.machine';
import { selectBlockContent, type CmsBlockActor } from '../../../machines/cms-block.machine';
import { blockContent } from './panels';
import { useShell } from './shell-actor';

/**
 * The header's hello bar (spec §2 "top banner block"): the store's `top-banner` CMS block, rendered as CMS content is
 * everywhere. A server renders it once loaded, so the page does not move when the browser takes over.
 */
export function HelloBar() {
  const bar = useShell(selectHelloBar);
  return bar && <HelloBarBlock bar={bar} />;
}

/** The block once loaded; nothing while it loads or if it failed. */
function HelloBarBlock({ bar }: { bar: CmsBlockActor }) {
  const content = useSelector(bar, selectBlockContent);
  if (!content || content.nodes.length === 0) return null;
  return (
    <div className="hello-bar">
      <Suspense fallback={null}>
        <blockContent.Component content={content} />
      </Suspense>
    </div>
  );
}
