// Renders the page once in plain Node from the built server bundle, writes it into the built
// index.html (dist/page.html) and checks that every part is there.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import assert from 'node:assert/strict';

const { render } = await import(new URL('../dist/server/entry-server.js', import.meta.url).href);
const { appHtml, styleTags, stateJson } = await render('en');

const template = readFileSync(new URL('../dist/client/index.html', import.meta.url), 'utf8');
const page = template
  .replace('<!--styles-->', styleTags)
  .replace('<!--app-->', appHtml)
  .replace('<!--state-->', `<script type="application/json" id="page-state">${stateJson}</script>`);
writeFileSync(new URL('../dist/page.html', import.meta.url), page);

const parts = [
  ['news list: the first five items, newest first', /<ol class="news-list">(?:(?!<\/ol>).)*Sister site news 12(?:(?!<\/ol>).)*Sister site news 8<\/a>/s],
  ['news list: the sixth item is on page 2', (html) => !html.includes('Sister site news 7<')],
  ['FAQ from the main site under its own path prefix', /<ul class="faq-list"><li>How do I sign up\?<\/li>/],
  ['page state for hydration', (html) => /"queryKey":\["media","list","EN","",""\]/.test(html) && /"queryKey":\["faq","EN"\]/.test(html)],
  ['header (@inphr/ui Header) with its navigation', /<header[\s>](?:(?!<\/header>).)*aria-label="Main"(?:(?!<\/header>).)*inPHR CARE/s],
  ['service card (@inphr/ui ServiceCard)', /<h3[^>]*><a href="https:\/\/care\.sister\.example\/service\/inphrcare">inPHR CARE<\/a><\/h3>/],
  ['carousel (@inphr/ui/carousel)', (html) => html.includes('aria-label="Highlights"') && html.includes('Your health record, with you')],
  ['pagination (@inphr/ui Pagination): 3 pages', (html) => html.includes('aria-label="News pages"') && html.includes('aria-label="Page 3"')],
  ['styles collected from styled-components', () => /<style[^>]*data-styled/.test(styleTags)],
];
for (const [name, test] of parts) {
  assert.ok(typeof test === 'function' ? test(page) : test.test(page), `missing from the server-rendered page: ${name}`);
  console.log(`  ✓ ${name}`);
}

// A site that imports only the clients does not bundle the studio's contract (full zod and all).
const assets = new URL('../dist/client/assets/', import.meta.url);
const scripts = readdirSync(assets).filter((file) => file.endsWith('.js'));
const studioIn = scripts.filter((file) => readFileSync(new URL(file, assets), 'utf8').includes('x-csrf-token'));
assert.deepEqual(studioIn, [], `the studio's contract was bundled into ${studioIn.join(', ')}`);
console.log('  ✓ the client bundle holds none of the studio contract');

console.log(`server-rendered page: ${page.length} characters (${appHtml.length} of app HTML), written to dist/page.html`);
console.log(appHtml.slice(0, 400).replace(/\s+/g, ' ') + '…');
