import { Link } from 'react-router';
import type { RenderLink } from '@inphr/ui';

/** Lets packages/ui components navigate through the router without knowing it. */
export const renderRouterLink: RenderLink = ({ href, ...rest }) => (/^https?:\/\//.test(href) ? <a href={href} {...rest} /> : <Link to={href} {...rest} />);
