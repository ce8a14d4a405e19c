import { installMenus } from '@inphr/ui/menus';
import { holdPresses } from './hold-presses';
import { keepOrigin } from './keep-origin';
import { keepLanguageOfAddress } from './keep-language';

/*
 * The body's first element (an inline script the server places, allowed by its hash): what the
 * page needs from its first paint, before the rest of it has arrived and long before the app
 * starts. The header is parsed after it, so its menus and the care-site button are right at once.
 */
window.__inphrEarly = holdPresses(window);
installMenus(document);
keepOrigin(window);
keepLanguageOfAddress(window);
