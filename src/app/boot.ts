// The one script a page names: it fetches the app's scripts once the server's page is on screen, so that on a slow
// line the stylesheet and the page's main image have the bandwidth to themselves until then. The scripts wait in an
// inert <template> (its links are not fetched): the entry's address and its chunks' modulepreload links.
//
// A page's first use of `Intl` loads ICU's data: 12–20 ms of this host's main thread, made as the entry is evaluated
// (React Aria asks which locales are supported as its module is read), a long task on a slow phone. That data is the
// renderer process's, shared by its threads: once a worker has used it, the page's first call costs a fraction of a
// millisecond (docs/performance.md). This same file, which the browser has just fetched, is that worker, told the
// page's language by its name.
if (typeof document === 'undefined') {
  Intl.DateTimeFormat.supportedLocalesOf([self.name]);
  new Intl.NumberFormat(self.name).format(1);
  close();
} else {
  const locale = document.documentElement.lang;
  if (locale && self.Worker) new Worker(import.meta.url, { type: 'module', name: locale });
  startPage();
}

/** Links added per task: each costs the browser up to half a millisecond (more on a slow phone); seventy at once were a long task. */
const LINKS_PER_TASK = 5;

function load(): void {
  const scripts = document.getElementById('vitrine-scripts');
  if (!(scripts instanceof HTMLTemplateElement) || !scripts.dataset.entry) return;
  const entry = document.createElement('script');
  entry.type = 'module';
  entry.fetchPriority = 'low';
  entry.src = scripts.dataset.entry;
  document.head.append(entry);
  const links = [...scripts.content.children];
  const next = () => {
    document.head.append(...links.splice(0, LINKS_PER_TASK));
    if (links.length) setTimeout(next);
  };
  next();
}

/** Once the browser reports the first contentful paint (on screen, not only drawn): every browser the build targets does. */
function afterFirstPaint(then: () => void): void {
  const observer = new PerformanceObserver((list) => {
    if (!list.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    then();
  });
  observer.observe({ type: 'paint', buffered: true });
}

// A tap on a button before the app has started would do nothing: React is not listening yet. The last one is kept (its
// default, a form's native submit, prevented) and handed to the app once hydrated, which taps it again
// (src/app/services/early-tap.ts: the event's name and its detail are the same there). Once React listens (from the
// page's root), it hydrates a tapped part on the spot and hands it the tap, unless the part's code has not come: that
// tap reaches no handler, and is kept the same way (the button still not React's once the event is through).
let kept: Element | null = null;
let handedOver = false;
// src/app/services/react-owns.ts's test, written out (the boot script imports nothing, which would be a chunk to fetch
// before it runs), for React's mark on its root too.
const reactOwns = (element: Element, mark = '__reactFiber$') => Object.keys(element).some((key) => key.startsWith(mark));

/** The page's side of the boot script: the early taps and forms kept, the app's scripts fetched. */
function startPage(): void {
  document.addEventListener(
    'click',
    (event) => {
      // A click's target is an element (a tap on text names its parent).
      const button = (event.target as Element).closest('button');
      if (!button || handedOver) return;
      // Every page of the shop has the app's root (public/index.html).
      if (reactOwns(document.getElementById('root')!, '__reactContainer$')) {
        setTimeout(() => void (handedOver || reactOwns(button) || (kept = button)));
      } else {
        event.preventDefault();
        kept = button;
      }
    },
    true,
  );
  document.addEventListener(
    'vitrine:hydrated',
    (event) => {
      handedOver = true;
      (event as CustomEvent<{ tap: Element | null }>).detail.tap = kept;
    },
    { once: true },
  );

  // No form of the shop is sent by the browser: the app sends each from its machine, and its handler says so by
  // preventing the default. A form the app did not take (Enter before it started, or a tap once React listens on a part
  // whose code has not come: React then calls no handler) would go as a GET of the page's address with its fields in the
  // URL, a password among them, and the page would load again without what was typed. Stopped; until hydrated, its
  // button is kept (Enter in a field sends a form by its first submit button, which every form of the shop has).
  document.addEventListener('submit', (event) => {
    if (event.defaultPrevented) return;
    event.preventDefault();
    if (!handedOver) kept = event.submitter ?? kept;
  });

  // A hidden tab paints nothing, and in a frame (the admin's preview) the app must listen for the message that may come
  // as the frame loads: both load at once.
  if (document.visibilityState !== 'visible' || window.top !== window) load();
  else afterFirstPaint(load);
}
