import { createBrowserRouter } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { STUDIO_BASENAME, studioPaths } from './paths';
import { StudioLayout } from './layout';
import { RouteError } from './route-error';
import { SignInPage } from '../pages/sign-in-page';
import { WelcomePage } from '../pages/welcome-page';
import { PasswordResetPage } from '../pages/password-reset-page';
import { ForgotPasswordPage } from '../pages/forgot-password-page';
import { NewsListPage } from '../pages/news-list-page';
import { OverviewPage } from '../pages/overview-page';
import { NewsEditPage } from '../pages/news-edit-page';
import { FaqListPage } from '../pages/faq-list-page';
import { ImageLibraryPage } from '../pages/image-library-page';
import { FaqEditPage } from '../pages/faq-edit-page';
import { InquiryListPage } from '../pages/inquiry-list-page';
import { InquiryPage } from '../pages/inquiry-page';
import { StaffPage } from '../pages/staff-page';
import { AuditPage } from '../pages/audit-page';
import { AccountPage } from '../pages/account-page';
import { NotFoundPage } from '../pages/not-found-page';

export function createStudioRouter(queryClient: QueryClient) {
  return createBrowserRouter(
    [
      {
        path: studioPaths.signIn,
        element: <SignInPage />,
        errorElement: <RouteError />,
      },
      // For someone not signed in, outside the signed-in layout like the sign-in page.
      { path: studioPaths.welcome, element: <WelcomePage />, errorElement: <RouteError /> },
      { path: studioPaths.passwordReset, element: <PasswordResetPage />, errorElement: <RouteError /> },
      { path: studioPaths.forgotPassword, element: <ForgotPasswordPage />, errorElement: <RouteError /> },
      {
        path: studioPaths.home,
        element: <StudioLayout queryClient={queryClient} />,
        errorElement: <RouteError />,
        children: [
          { index: true, element: <OverviewPage /> },
          { path: 'news', element: <NewsListPage /> },
          { path: 'news/new', element: <NewsEditPage key="new" /> },
          { path: 'news/:id', element: <NewsEditPage /> },
          { path: 'images', element: <ImageLibraryPage /> },
          { path: 'faq', element: <FaqListPage /> },
          { path: 'faq/new', element: <FaqEditPage key="new" /> },
          { path: 'faq/:id', element: <FaqEditPage /> },
          { path: 'inquiries', element: <InquiryListPage /> },
          { path: 'inquiries/:id', element: <InquiryPage /> },
          { path: 'staff', element: <StaffPage /> },
          { path: 'audit', element: <AuditPage /> },
          { path: 'account', element: <AccountPage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
    { basename: STUDIO_BASENAME },
  );
}
