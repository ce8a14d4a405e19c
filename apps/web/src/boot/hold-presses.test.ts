import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdPresses } from './hold-presses';
import { HYDRATED_ATTRIBUTE, markAppStarted } from './protocol';
import { replayEarlyActions } from './replay';

function page(html: string) {
  document.body.innerHTML = html;
}

afterEach(() => {
  window.__inphrEarly?.take();
  delete window.__inphrEarly;
  document.documentElement.removeAttribute(HYDRATED_ATTRIBUTE);
  document.body.innerHTML = '';
});

describe('the early script holds presses until the app has started, and the app replays them once', () => {
  it('holds a press on a button and a submission, lets links and native commands through, and replays each once', async () => {
    page(`
      <button type="button" id="dot"><span id="dot-label">2</span></button>
      <a href="#next" id="link"><button type="button" id="in-link">in a link</button></a>
      <form id="form"><input id="name" name="name"><button id="send">Send</button></form>
    `);
    window.__inphrEarly = holdPresses(window);
    const pressed = vi.fn();
    const submitted = vi.fn((event: Event) => event.preventDefault());
    document.getElementById('dot')!.addEventListener('click', pressed);
    document.getElementById('form')!.addEventListener('submit', submitted);

    document.getElementById('dot-label')!.click();
    const name = document.getElementById('name') as HTMLInputElement;
    name.value = 'Kim Minji';
    name.dispatchEvent(new Event('input', { bubbles: true }));
    (document.getElementById('form') as HTMLFormElement).requestSubmit();
    const linkClick = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.getElementById('in-link')!.dispatchEvent(linkClick);

    expect(pressed, 'held: the page has no app yet').not.toHaveBeenCalled();
    expect(submitted, 'held: the form is not posted to the page').not.toHaveBeenCalled();
    expect(linkClick.defaultPrevented, 'a link is followed').toBe(false);

    // The app starts, and the form is rendered anew (its typed value lost), as hydration may do.
    name.value = '';
    const replayed = replayEarlyActions(window);
    markAppStarted(document);
    await replayed;
    expect(pressed).toHaveBeenCalledOnce();
    expect(submitted).toHaveBeenCalledOnce();
    expect(name.value).toBe('Kim Minji');

    // After the start nothing is held, and nothing is replayed again.
    document.getElementById('dot')!.click();
    expect(pressed).toHaveBeenCalledTimes(2);
    await replayEarlyActions(window);
    expect(pressed).toHaveBeenCalledTimes(2);
  });

  it('notes a checkbox as checked or not, and a select by its value', async () => {
    page(`<input type="checkbox" id="consent"><select id="domain"><option>naver.com</option><option>gmail.com</option></select>`);
    window.__inphrEarly = holdPresses(window);
    const consent = document.getElementById('consent') as HTMLInputElement;
    consent.click();
    const domain = document.getElementById('domain') as HTMLSelectElement;
    domain.value = 'gmail.com';
    domain.dispatchEvent(new Event('change', { bubbles: true }));
    const held = window.__inphrEarly.take();
    expect(held.fields).toEqual([
      [consent, { checked: true }],
      [domain, { value: 'gmail.com' }],
    ]);
  });
});
