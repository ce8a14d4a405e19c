import { useEffect, useState } from 'react';
import { Link, NavLink, Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { useMutation, useQuery, type QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, LoadingIndicator, theme } from '@inphr/ui';
import { StudioApiError, del, onPasswordChangeRequired, onSessionEnded, setCsrfToken } from '../api/client';
import { studioPaths } from './paths';
import { MeProvider, can, meQuery } from './session';
import { LanguageSelect } from './language-select';
import { SignInNote } from './sign-in-note';
import { PasswordRequired } from './password-required';
import { Reauthenticate } from './reauthenticate';
import { SecondFactorRequired } from './second-factor-required';

const MAIN_ID = 'studio-main';

/** Every signed-in screen: skip link, navigation, the account, and the screen itself. */
export function StudioLayout({ queryClient }: { queryClient: QueryClient }) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const me = useQuery(meQuery);
  const [settingUp, setSettingUp] = useState(false);
  useEffect(() => {
    if (me.data?.secondFactorRequired) setSettingUp(true);
  }, [me.data?.secondFactorRequired]);

  useEffect(() => {
    onSessionEnded(() => {
      setCsrfToken('');
      queryClient.clear();
      // The path alone: a query holds a search (an inquirer's name), which no address bar or log keeps.
      void navigate(`${studioPaths.signIn}?expired=1&next=${encodeURIComponent(location.pathname)}`);
    });
  }, [navigate, queryClient, location.pathname]);
  // Asked for meanwhile: /me says so, and the screen below gives way to the password form.
  useEffect(() => onPasswordChangeRequired(() => void queryClient.invalidateQueries({ queryKey: meQuery.queryKey })), [queryClient]);

  const signOut = useMutation({
    mutationFn: () => del('session'),
    onSettled: () => {
      setCsrfToken('');
      queryClient.clear();
      void navigate(studioPaths.signIn);
    },
  });

  if (me.isPending) return <LoadingIndicator word="STUDIO" label={t('app.loading')} />;
  // A failed refresh of /me (the session ended while the tab was away) keeps the screen and what is
  // typed on it: the next call asks for the password in place (reauthenticate.tsx).
  if (me.isError && !me.data) {
    if (me.error instanceof StudioApiError && me.error.status === 401) {
      return <Navigate to={`${studioPaths.signIn}?next=${encodeURIComponent(location.pathname)}`} replace />;
    }
    return (
      <Centered role="alert">
        {t('errors.unavailable')}{' '}
        <Button variant="secondary" onClick={() => void me.refetch()}>
          {t('common.retry')}
        </Button>
      </Centered>
    );
  }

  if (me.data.mustChangePassword) return <PasswordRequired onSignOut={() => signOut.mutate()} signingOut={signOut.isPending} />;
  // Held until the person goes on: the recovery codes of the new second factor are on that screen.
  if (me.data.secondFactorRequired || settingUp) {
    return (
      <MeProvider value={me.data}>
        <SecondFactorRequired
          onSignOut={() => signOut.mutate()}
          signingOut={signOut.isPending}
          onContinue={me.data.secondFactorRequired ? undefined : () => setSettingUp(false)}
        />
      </MeProvider>
    );
  }

  const admin = can(me.data.role, 'admin');
  const items = [
    { to: studioPaths.home, label: t('nav.overview'), end: true },
    { to: studioPaths.news, label: t('nav.news') },
    { to: studioPaths.images, label: t('nav.images') },
    { to: studioPaths.faq, label: t('nav.faq') },
    { to: studioPaths.inquiries, label: t('nav.inquiries') },
    ...(admin
      ? [
          { to: studioPaths.staff, label: t('nav.staff') },
          { to: studioPaths.audit, label: t('nav.audit') },
        ]
      : []),
  ];

  return (
    <MeProvider value={me.data}>
      <Reauthenticate email={me.data.email} />
      <SkipLink href={`#${MAIN_ID}`}>{t('app.skipToContent')}</SkipLink>
      <Header>
        <Brand to={studioPaths.home}>{t('app.name')}</Brand>
        <Nav aria-label={t('nav.label')}>
          <NavList>
            {items.map((item) => (
              <li key={item.to}>
                <NavItem to={item.to} end={'end' in item}>
                  {item.label}
                </NavItem>
              </li>
            ))}
          </NavList>
        </Nav>
        <Account>
          <LanguageSelect />
          <NavItem
            to={studioPaths.account}
            aria-label={t('nav.accountOf', {
              email: me.data.email,
              role: t(`roles.${me.data.role}`),
            })}
          >
            {me.data.email}
          </NavItem>
          <Button variant="ghost" onClick={() => signOut.mutate()} disabled={signOut.isPending}>
            {t('nav.signOut')}
          </Button>
        </Account>
      </Header>
      <Main id={MAIN_ID} tabIndex={-1}>
        <SignInNote note={me.data.signInNote} />
        <Outlet />
      </Main>
    </MeProvider>
  );
}

const SkipLink = styled.a`
  position: absolute;
  left: ${theme.space.sm};
  top: -100px;
  z-index: ${theme.zIndices.modal};
  padding: ${theme.space.xs} ${theme.space.md};
  background: ${theme.colors.primary};
  color: ${theme.colors.textInverse};
  &:focus {
    top: ${theme.space.sm};
  }
`;

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.md} ${theme.space.xl};
  padding: ${theme.space.sm} ${theme.space.lg};
  background: ${theme.colors.surfaceDark};
  color: ${theme.colors.textInverse};
`;

const Brand = styled(Link)`
  color: ${theme.colors.textInverse};
  font-weight: ${theme.fontWeights.bold};
  font-size: ${theme.fontSizes.lg};
  text-decoration: none;
`;

const Nav = styled.nav`
  flex: 1 1 auto;
`;

const NavList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const NavItem = styled(NavLink)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 ${theme.space.sm};
  border-radius: ${theme.radii.sm};
  color: ${theme.colors.textInverse};
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
  &[aria-current='page'] {
    background: rgba(255, 255, 255, 0.16);
    font-weight: ${theme.fontWeights.bold};
  }
  &:focus-visible {
    outline: 3px solid #8ab4f8;
    outline-offset: 2px;
  }
`;

const Account = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.xs};
  & button {
    color: ${theme.colors.textInverse};
    border-color: ${theme.colors.textInverse};
  }
`;

const Main = styled.main`
  max-width: ${theme.layout.maxWidth};
  margin: 0 auto;
  /* A form with its languages side by side takes the wide screen's room: each toolbar then shows more tools. */
  &:has([data-side-by-side]) {
    max-width: min(100%, 1880px);
  }
  padding: ${theme.space.xl} ${theme.space.lg} ${theme.space.xxl};
  &:focus {
    outline: none;
  }
`;

const Centered = styled.div`
  padding: ${theme.space.xxl};
  text-align: center;
`;
