import { memo, Suspense, useContext, useLayoutEffect, useState, type ComponentType } from 'react';
import { HydrationContext } from '../hydration';

/** Whether the part has hydrated, and the hold it keeps on the page's hydration until then. */
interface Apart {
  hydrated: boolean;
  release?: () => void;
}

/**
 * Renders nothing, beside the part: its effect runs when the part's boundary has hydrated (the wrapper's, outside the
 * boundary, ran when the page around it did): two commits, hence two effects.
 */
function PartHydrated({ apart }: { apart: Apart }) {
  useLayoutEffect(() => {
    apart.hydrated = true;
    apart.release?.();
  }, [apart]);
  return null;
}

/**
 * A part of a page that React hydrates on its own, after the controls a shopper taps first (a Suspense boundary the
 * server's HTML already filled waits for the browser's idle time; a tap before then hydrates only what it lands in).
 * The part takes no props (it reads its state itself) and sits in a memo, so a re-render around it never hands the
 * boundary new children: a boundary changed before it has hydrated is hydrated at once, in the task of the change,
 * which is the shopper's tap. The page's hydration is not done until the part has hydrated: the browser services that
 * would change what it shows wait for it. A part that waits for something first (`hydratesNow` false as the page
 * hydrates: the mega menu on a narrow screen) does not hold the page's hydration.
 */
export function hydratedApart(Part: ComponentType, hydratesNow: () => boolean = () => true): ComponentType {
  return memo(function HydratedApart() {
    const hydration = useContext(HydrationContext);
    const [apart] = useState<Apart>(() => ({ hydrated: false }));
    // In the commit, as the page's own (src/app/screens/routed-page.tsx): the hold comes before the page's render settles.
    useLayoutEffect(() => {
      if (!hydration || apart.hydrated || !hydratesNow()) return;
      apart.release = hydration.hold();
      return () => apart.release?.();
    }, [hydration, apart]);
    return (
      <Suspense fallback={null}>
        <Part />
        <PartHydrated apart={apart} />
      </Suspense>
    );
  });
}
