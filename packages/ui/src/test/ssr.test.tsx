// @vitest-environment node
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import {
  Checkbox,
  DataTable,
  Dropdown,
  Footer,
  Header,
  LoadingIndicator,
  Modal,
  Pagination,
  ScrollToTopButton,
  SearchBox,
  Select,
  ServiceCard,
  Tabs,
  TextField,
} from '../index';
import { Carousel } from '../components/carousel';

// Every component renders on the server without touching window or document.
function ssr(ui: ReactElement): string {
  const sheet = new ServerStyleSheet();
  try {
    return renderToString(sheet.collectStyles(ui));
  } finally {
    sheet.seal();
  }
}

const noop = () => {};

const cases: Array<[string, ReactElement]> = [
  ['Dropdown', <Dropdown label="About" items={[{ key: 'a', label: 'A', href: '/a' }]} />],
  [
    'Header',
    <Header
      homeHref="/"
      homeLabel="Home"
      logo="inPHR"
      navLabel="Main"
      entries={[{ key: 's', label: 'Services', href: '/service' }]}
      languages={[{ code: 'ko', label: '한국어', flagSrc: '/kr.svg' }]}
      currentLanguage="ko"
      languageButtonLabel="Language"
      onLanguageChange={noop}
      openMenuLabel="Open"
      closeMenuLabel="Close"
    />,
  ],
  [
    'Footer',
    <Footer
      label="Footer"
      logo="inPHR"
      companyName="Co"
      details={[]}
      addresses={[]}
      policies={[]}
      policiesLabel="Policies"
      certifications={[]}
      certificationsLabel="Certs"
      copyright="©"
    />,
  ],
  ['Pagination', <Pagination page={1} totalPages={9} onChange={noop} label="P" previousLabel="Prev" nextLabel="Next" pageLabel={String} />],
  ['ServiceCard', <ServiceCard title="inPHR CARE" intro="i" bullets={['a']} href="/service/inphrcare" />],
  ['ScrollToTopButton', <ScrollToTopButton label="Top" />],
  ['LoadingIndicator', <LoadingIndicator word="LOADING" label="Loading" />],
  ['SearchBox', <SearchBox label="Search" value="" onChange={noop} onSearch={noop} buttonLabel="Search" />],
  ['Tabs', <Tabs label="T" tabs={[{ id: 'a', label: 'A' }]} selectedId="a" onChange={noop} panelId="p" />],
  ['DataTable', <DataTable caption="C" columns={[{ key: 'a', header: 'A' }]} rows={[]} emptyText="None" />],
  ['TextField', <TextField id="t" label="T" value="" onChange={noop} />],
  ['Select', <Select id="s" label="S" value="" options={[{ value: '', label: 'All' }]} onChange={noop} />],
  ['Checkbox', <Checkbox id="c" label="C" checked={false} onChange={noop} />],
  ['Carousel', <Carousel slides={['a', 'b']} label="C" goToLabel={String} pauseLabel="Pause" playLabel="Play" autoplayMs={5000} />],
  ['Carousel strip', <Carousel slides={['a', 'b', 'c']} variant="strip" label="C" goToLabel={String} pauseLabel="Pause" playLabel="Play" />],
];

describe('server rendering', () => {
  it.each(cases)('%s renders to HTML', (_name, ui) => {
    expect(ssr(ui).length).toBeGreaterThan(0);
  });

  it('renders an open Modal as nothing', () => {
    expect(
      ssr(
        <Modal open title="T" closeLabel="Close" onClose={noop}>
          Body
        </Modal>,
      ),
    ).toBe('');
  });
});
