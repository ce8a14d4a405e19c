import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { LinkButton, type LinkButtonProps } from '@inphr/ui';

/** A button-looking link that navigates inside the app (a real href for new tabs and crawlers). */
export function RouterLinkButton({ href, onClick, ...rest }: LinkButtonProps & { href: string }) {
  const navigate = useNavigate();
  return (
    <LinkButton
      href={href}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        onClick?.(event);
        if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        void navigate(href);
      }}
      {...rest}
    />
  );
}
