import { selectStoreName } from '../../../machines/app.machine';
import { documentTitle } from '../../domain/page-title';
import { useShell } from '../shell/shell-actor';

/**
 * The page's document title by the one rule (`documentTitle`), with the store name of the configuration the page was
 * served with. React hoists it into the head: in the server's HTML, and updated on every page change in the browser.
 */
export function DocumentTitle({ title }: { title: string | null }) {
  const storeName = useShell(selectStoreName);
  return <title>{documentTitle(title, storeName)}</title>;
}
