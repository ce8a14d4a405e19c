import type { ReactElement } from 'react';
import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Header, Modal, Pagination, Tabs, TextField } from '../index';
import { Carousel } from '../components/carousel';

// Hydrating the server HTML must not warn (setup.ts fails the test on console.error).
async function hydrate(ui: ReactElement) {
  const tree = ui;
  const container = document.createElement('div');
  container.innerHTML = renderToString(tree);
  document.body.appendChild(container);
  const errors: unknown[] = [];
  let root: ReturnType<typeof hydrateRoot> | undefined;
  await act(async () => {
    root = hydrateRoot(container, tree, { onRecoverableError: (error) => errors.push(error) });
  });
  expect(errors).toEqual([]);
  act(() => root?.unmount());
  container.remove();
}

const noop = () => {};

describe('hydration', () => {
  it('Header', async () => {
    await hydrate(
      <Header
        homeHref="/"
        homeLabel="Home"
        logo="inPHR"
        navLabel="Main"
        entries={[
          { key: 'g', label: 'About', items: [{ key: 'b', label: 'Business', href: '/business' }] },
          { key: 's', label: 'Services', href: '/service' },
        ]}
        languages={[{ code: 'ko', label: '한국어', flagSrc: '/kr.svg', href: '/?lng=ko' }]}
        currentLanguage="ko"
        languageButtonLabel="Language"
        onLanguageChange={noop}
        openMenuLabel="Open"
        closeMenuLabel="Close"
      />,
    );
  });

  it('Carousel', async () => {
    await hydrate(<Carousel slides={['a', 'b', 'c']} label="C" goToLabel={String} pauseLabel="Pause" playLabel="Play" autoplayMs={5000} />);
  });

  it('Modal, Pagination, Tabs, TextField', async () => {
    await hydrate(
      <>
        <Modal open title="T" closeLabel="Close" onClose={noop}>
          Body
        </Modal>
        <Pagination page={2} totalPages={9} onChange={noop} label="P" previousLabel="Prev" nextLabel="Next" pageLabel={String} />
        <Tabs label="T" tabs={[{ id: 'a', label: 'A' }]} selectedId="a" onChange={noop} panelId="p" />
        <TextField id="t" label="T" value="" onChange={noop} error="Required" />
      </>,
    );
  });
});
