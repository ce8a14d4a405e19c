import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import styled from 'styled-components';
import { paths, toApiLanguage } from '@inphr/content';
import { LoadingIndicator, theme } from '@inphr/ui';
import { Container, Section } from '../../components/page-section';
import { useAppDeps, type AppDeps } from '../../lib/app-deps';
import { currentLanguage, useLanguage } from '../../lib/language';
import { PageRedirect, type PrefetchArgs } from '../../app/routing/page-module';
import { formatRegDate } from '../../lib/dates';
import { RouterLinkButton } from '../../lib/router-link-button';
import { mediaDetailOptions } from '@inphr/api/queries';
import { sanitizerOf } from '../../lib/sanitize-on-demand';

function parseId(value: string | undefined): number | undefined {
  return value && /^[1-9][0-9]{0,9}$/.test(value) && Number(value) <= 2_147_483_647 ? Number(value) : undefined;
}

export async function prefetch(deps: AppDeps, { params }: PrefetchArgs) {
  const id = parseId(params.id);
  // An unknown or invalid item sends the visitor to the list (docs/spec.md, "States").
  if (id === undefined) throw new PageRedirect(paths.media.getHref());
  try {
    // fetchQuery (not prefetch): each visit counts one view, even when an older copy is cached.
    await deps.queryClient.fetchQuery(mediaDetailOptions(deps.careApi, id, toApiLanguage(currentLanguage(deps.i18n)), sanitizerOf(deps, 'news')));
  } catch {
    throw new PageRedirect(paths.media.getHref());
  }
}

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  border-top: 2px solid ${theme.colors.text};
  th,
  td {
    padding: ${theme.space.sm} ${theme.space.md};
    border-bottom: 1px solid ${theme.colors.border};
    text-align: start;
  }
  th {
    width: 8rem;
    background: ${theme.colors.surface};
    font-weight: ${theme.fontWeights.medium};
  }
  h1 {
    font-size: ${theme.fontSizes.xl};
    margin: 0;
  }
`;
const Body = styled.div`
  padding: ${theme.space.xl} 0;
  border-bottom: 1px solid ${theme.colors.border};
  img {
    height: auto;
    border-radius: ${theme.radii.md};
  }
  table {
    border-collapse: collapse;
    margin: ${theme.space.md} 0;
    display: block;
    overflow-x: auto;
  }
  th,
  td {
    border: 1px solid ${theme.colors.border};
    padding: ${theme.space.xs} ${theme.space.sm};
  }
`;
const Actions = styled.div`
  display: flex;
  justify-content: center;
  margin-top: ${theme.space.xl};
`;

export default function NewsDetailPage() {
  const { t } = useTranslation();
  const deps = useAppDeps();
  const { careApi } = deps;
  const { apiLang } = useLanguage();
  const navigate = useNavigate();
  const id = parseId(useParams().id);
  const query = useQuery({ ...mediaDetailOptions(careApi, id ?? 0, apiLang, sanitizerOf(deps, 'news')), enabled: id !== undefined });
  const failed = id === undefined || query.isError;
  useEffect(() => {
    // On an error the visitor is taken back to the list, without a message (docs/spec.md, "Errors").
    if (failed) void navigate(paths.media.getHref(), { replace: true });
  }, [failed, navigate]);

  return (
    <Section>
      <Container>
        {!query.data ? (
          <LoadingIndicator word={t('common:loading.word')} label={t('common:loading.label')} />
        ) : (
          <article>
            <Table>
              <caption className="visually-hidden">{t('media:detailCaption')}</caption>
              <tbody>
                <tr>
                  <td colSpan={2}>
                    <h1>{query.data.title}</h1>
                  </td>
                </tr>
                <tr>
                  <th scope="row">{t('media:date')}</th>
                  <td>
                    <time dateTime={query.data.regDt}>{formatRegDate(query.data.regDt)}</time>
                  </td>
                </tr>
                <tr>
                  <th scope="row">{t('media:views')}</th>
                  <td data-testid="view-count">{query.data.reviewCnt}</td>
                </tr>
              </tbody>
            </Table>
            <Body data-testid="media-body" dangerouslySetInnerHTML={{ __html: query.data.contents }} />
            <Actions>
              <RouterLinkButton href={paths.media.getHref()} variant="secondary">
                {t('media:backToList')}
              </RouterLinkButton>
            </Actions>
          </article>
        )}
      </Container>
    </Section>
  );
}
