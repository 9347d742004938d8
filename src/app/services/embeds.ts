import { fromCallback } from 'xstate';
import type { EmbedWidgetEvent, EmbedWidgetInput } from '../../../machines/embed-widget.machine';
import type { PageEmbeds } from '../../domain/embeds';

/** What the server told the page about widgets (#vitrine-embeds); null on a page it did not render. */
function pageEmbeds(): PageEmbeds | null {
  const text = document.getElementById('vitrine-embeds')?.textContent;
  try {
    return text ? (JSON.parse(text) as PageEmbeds) : null;
  } catch {
    return null;
  }
}

/** Each script once per page, however many widgets use it; a failed load is tried again when asked. */
const scripts = new Map<string, Promise<void>>();

function loadScript(url: string): Promise<void> {
  let loading = scripts.get(url);
  if (!loading) {
    loading = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = url;
      script.async = true;
      script.addEventListener('load', () => resolve(), { once: true });
      script.addEventListener('error', () => reject(new Error(`The widget script ${url} did not load.`)), { once: true });
      document.head.append(script);
    });
    loading.catch(() => scripts.delete(url));
    scripts.set(url, loading);
  }
  return loading;
}

/**
 * A widget's script (spec §7 third-party scripts), loaded when the widget is shown. A page the server rendered for
 * another path (an in-app link led here) may not allow it: the widget asks for the page from the server. A page
 * rendered for this very path that does not allow it (or a page the server did not render) gets no script.
 */
export const embedScript = fromCallback<EmbedWidgetEvent, EmbedWidgetInput>(({ input, sendBack }) => {
  const page = pageEmbeds();
  const url = page?.scripts[input.embed];
  if (!page) return void sendBack({ type: 'embed.failed' });
  if (!url) return void sendBack({ type: 'embed.unconfigured' });
  if (!page.allowed.includes(input.embed)) {
    return void sendBack({ type: page.path === window.location.pathname ? 'embed.failed' : 'embed.blocked' });
  }
  let stopped = false;
  loadScript(url).then(
    () => stopped || sendBack({ type: 'embed.loaded' }),
    () => stopped || sendBack({ type: 'embed.failed' }),
  );
  return () => {
    stopped = true;
  };
});
