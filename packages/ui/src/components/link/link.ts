import { createElement, type AnchorHTMLAttributes, type ReactElement, type ReactNode } from 'react';

/**
 * Renders a link. The app injects its router's link here, so this package stays router-free.
 */
export type RenderLink = (props: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; children?: ReactNode }) => ReactElement;

export const defaultRenderLink: RenderLink = (props) => createElement('a', props);
