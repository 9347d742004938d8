import { leadsToScreen } from '../../../machines/pages';
import type { BackendFeature } from '../../domain/feature-names';

// Apart from the footer's links, which only the footer's chunk needs: the header shows this link from the first render.

/** The contact page, linked from the header, the drawer and the footer (spec §2). */
export const CONTACT_PATH = '/contact-us';

/** The contact links show once the page is built, while the store takes messages (store config `contact_enabled`). */
export const contactLinkShown = (contactEnabled: boolean, features: readonly BackendFeature[]) => contactEnabled && leadsToScreen(CONTACT_PATH, features);
