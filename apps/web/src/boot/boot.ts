import { BOOT_DATA_ID, type BootData } from '@inphr/api';
import { installAppStarter } from './start-app';

/*
 * The body's last element (an inline script the server places, allowed by its hash, the same on
 * every page): starts the app on the visitor's intent. What to load is in the data block before it.
 */
installAppStarter(window, JSON.parse(document.getElementById(BOOT_DATA_ID)!.textContent!) as BootData);
