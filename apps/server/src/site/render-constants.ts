// The placeholder of the nonce and the id of the page state: the contract with the web app (packages/api).
export { NONCE_PLACEHOLDER, PAGE_STATE_ID as STATE_ID } from '@inphr/api';
