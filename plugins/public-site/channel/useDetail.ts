import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { HttpClientId } from '../../../contracts/workbench/Http.ts';
import { HttpError } from '../../../core/http/HttpError.ts';
import { useAsyncData, useService } from '../../../core/react/index.ts';

export type DetailState<T> = { kind: 'loading' } | { kind: 'noId' } | { kind: 'notFound' } | { kind: 'failed' } | { kind: 'shown'; item: T; preview?: boolean };

/** 内容管理's channel of a detail page: with `&preview=1` its administrator sees any item there, published or not. */
export type PreviewChannel = 'news' | 'partyBuild' | 'books' | 'eduPub' | 'digitalPub';

const previewUrl = (channel: PreviewChannel, id: number) => `/admin/website/content/${channel}/${id}/preview`;

/**
 * The item a detail page shows: `?id=` of the address, loaded from `urlOf(id)`; a 404 is the page's to say.
 * With `&preview=1` (内容管理's 预览) it is loaded through the administrators' preview, which the server refuses to anyone else.
 */
export function useDetail<T>(urlOf: (id: number) => string, previewChannel?: PreviewChannel): DetailState<T> {
  const http = useService(HttpClientId);
  const [search] = useSearchParams();
  const id = Number(search.get('id'));
  const valid = Number.isInteger(id) && id >= 1;
  const preview = previewChannel !== undefined && search.get('preview') === '1';
  const load = useCallback(async (): Promise<DetailState<T>> => {
    if (!valid) return { kind: 'noId' };
    try {
      const url = preview && previewChannel ? previewUrl(previewChannel, id) : urlOf(id);
      return { kind: 'shown', item: (await http.get<T>(url, { silent: true })).data, preview };
    } catch (error) {
      if (error instanceof HttpError && (error.status === 404 || error.status === 400 || (preview && (error.status === 401 || error.status === 403)))) return { kind: 'notFound' };
      return { kind: 'failed' };
    }
  }, [http, urlOf, id, valid, preview, previewChannel]);
  const { data } = useAsyncData(load);
  return data ?? { kind: 'loading' };
}
