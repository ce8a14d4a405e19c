import { createElement, useState, type ElementType, type ReactNode } from 'react';
import { KEPT_PART_ATTRIBUTE, isHydratingServerPage } from '../lib/hydration';
import { useLanguage } from '../lib/language';

type ElementProps = Record<string, unknown> & { children?: ReactNode };

interface ServerPartProps extends ElementProps {
  /** The element or styled component the part is (a section, a grid): it keeps its own styles and attributes. */
  as: ElementType;
  children: ReactNode;
}

/**
 * A part of a page with nothing to do in the browser (texts, pictures, links): the browser keeps
 * the HTML the server sent instead of hydrating it, so none of its components run on a phone's
 * main thread when the page wakes up (docs/decisions/0017-static-parts-stay-server-html.md).
 *
 * While the page the server sent is being hydrated, the part renders as its element with the
 * server's children left in place (`dangerouslySetInnerHTML` of an empty string, which React
 * neither compares nor writes while hydrating, nor later while it stays the same). Rendered after a
 * navigation inside the app, or once the language changed, it renders its children as any other
 * component does. Its links are plain `<a href>`s: the app's click handler (use-kept-links.ts) sends
 * them through the router, so moving between pages stays inside the app.
 *
 * Only for what is the same for every visitor of the page in its language and needs no script:
 * no state, no effect, no event handler inside.
 */
export function ServerPart({ as, children, ...props }: ServerPartProps) {
  const { lang } = useLanguage();
  // Decided once, at the part's first render: kept only when it is hydrating the server's HTML.
  const [keptLang] = useState(() => (isHydratingServerPage() ? lang : undefined));
  // Marked wherever it renders (the server's HTML, a kept part, one rendered later): its links are
  // plain `<a href>`s while it is kept, which the app's click handler sends through the router.
  const marker = { [KEPT_PART_ATTRIBUTE]: '' };
  // A new element when the part starts rendering its children (another language): React then
  // builds it afresh instead of merging children into HTML it never knew.
  return keptLang === lang
    ? createElement(as, { ...props, ...marker, key: 'kept', suppressHydrationWarning: true, dangerouslySetInnerHTML: { __html: '' } })
    : createElement(as, { ...props, ...marker, key: 'rendered' }, children);
}
