import { Input } from 'antd';
import { useNavigate } from 'react-router';
import { NotifierId } from '../../../contracts/workbench/Http.ts';
import { RouteContributions } from '../../../contracts/workbench/Routes.ts';
import { useContributions, useService } from '../../../core/react/index.ts';
import { SEARCH_RESULT_PATH } from '../PublicSiteApi.ts';
import { zhCN } from '../zhCN.ts';

/** The header's search (part 1 §2): an empty keyword is refused with a warning, otherwise the result page opens. */
export function SiteSearch() {
  const notifier = useService(NotifierId);
  const navigate = useNavigate();
  const routes = useContributions(RouteContributions);
  const searchable = routes.some((route) => route.path === SEARCH_RESULT_PATH);

  const search = (value: string) => {
    const keyWord = value.trim();
    if (!keyWord) {
      notifier.warning(zhCN.search.empty);
      return;
    }
    // The result page comes with a later plugin; until it is there, say so instead of a 404.
    if (!searchable) {
      notifier.info(zhCN.search.unavailable);
      return;
    }
    navigate(`${SEARCH_RESULT_PATH}?${new URLSearchParams({ keyWord })}`);
  };

  return (
    <Input.Search
      aria-label={zhCN.search.placeholder}
      placeholder={zhCN.search.placeholder}
      enterButton={zhCN.search.button}
      maxLength={100}
      allowClear
      onSearch={search}
      style={{ width: 320 }}
    />
  );
}
