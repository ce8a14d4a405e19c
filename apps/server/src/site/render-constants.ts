// The placeholder of the nonce and the id of the page state, under render.ts's names: both are
// defined in packages/api (render-contract.ts); every other module imports them from there.
export { NONCE_PLACEHOLDER, PAGE_STATE_ID as STATE_ID } from '@inphr/api';
