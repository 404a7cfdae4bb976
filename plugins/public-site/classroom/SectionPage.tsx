import { useCallback } from 'react';
import { Pagination, Typography } from 'antd';
import { useLocation, useSearchParams } from 'react-router';
import { ApiClientId } from '../../../contracts/workbench/ApiClient.ts';
import { useAsyncData, useService } from '../../../core/react/index.ts';
import type { ClassroomSection } from './ClassroomApi.ts';
import { ClassroomNav } from './ClassroomNav.tsx';
import { SECTION_PAGES, sectionPage } from './ClassroomSections.ts';
import { ItemDetail } from './ItemDetail.tsx';
import { ItemList } from './ItemList.tsx';
import { useDocumentTitle } from '../layout/PageTitle.tsx';
import { zhCN } from './zhCN.ts';

// Two rows of four on a wide screen.
const PAGE_SIZE = 8;

function positive(value: string | null): number | null {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : null;
}

/** A section's list, paged (`?page=`), or with `?id=` one of its items. */
function SectionList({ section }: { section: ClassroomSection }) {
  const api = useService(ApiClientId);
  const [params, setParams] = useSearchParams();
  const current = positive(params.get('page')) ?? 1;
  const load = useCallback(
    async () => (await api.get('/website/classroom/items', { query: { section, current, size: PAGE_SIZE } })).data,
    [api, section, current],
  );
  const { data, loading } = useAsyncData(load, `classroom:${section}:${current}`);
  const page = sectionPage(section);
  useDocumentTitle(`${page.title} - ${zhCN.classroom}`);
  return (
    <section aria-label={page.title}>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {page.title}
      </Typography.Title>
      <ItemList items={data?.records ?? []} loading={loading} />
      <Pagination
        style={{ marginTop: 16, justifyContent: 'flex-end' }}
        current={current}
        pageSize={PAGE_SIZE}
        total={data?.total ?? 0}
        showTotal={(total) => zhCN.total(total)}
        showSizeChanger={false}
        hideOnSinglePage={false}
        onChange={(next) => setParams(next === 1 ? {} : { page: String(next) })}
      />
    </section>
  );
}

/** One of the five section routes (which one, its path says): the list, or with `?id=` an item's detail. */
export function SectionPage() {
  const { pathname } = useLocation();
  const { section } = SECTION_PAGES.find((page) => page.path === pathname) ?? SECTION_PAGES[0];
  const [params] = useSearchParams();
  const id = positive(params.get('id'));
  return (
    <>
      <ClassroomNav />
      {id ? <ItemDetail id={id} section={section} /> : <SectionList section={section} />}
    </>
  );
}
