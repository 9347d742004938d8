import { domSanitiser, provideSanitiser } from '../../src/app/pagebuilder/sanitiser';
import { sanitiserDom } from '../../src/server/sanitiser-dom';

// Node tests render pages as the server does: the sanitiser gets the server's DOM.
provideSanitiser(() => domSanitiser(sanitiserDom()));
