import { useCallback } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { ApiClientId, type ApiClient } from '../../../contracts/workbench/ApiClient.ts';
import { HttpError } from '../../../core/http/HttpError.ts';
import { useAsyncData, useService } from '../../../core/react/index.ts';

export type DetailState<T> = { kind: 'loading' } | { kind: 'noId' } | { kind: 'notFound' } | { kind: 'failed' } | { kind: 'shown'; item: T; preview?: boolean };

/** 内容管理's channel of a detail page: with `&preview=1` its administrator sees any item there, published or not. */
export type PreviewChannel = 'news' | 'partyBuild' | 'books' | 'eduPub' | 'digitalPub';

/** What a detail page's call is given: the item's id; a missing item is the page's to say, not a notice. */
export interface DetailRequest {
  path: { id: number };
  silent: true;
}

/** A detail page's call through the typed client, e.g. `(api, request) => api.get('/website/newsinformation/detail/{id}', request)`. */
export type DetailLoader<T> = (api: ApiClient, request: DetailRequest) => Promise<{ data: T }>;

/**
 * The item a detail page shows: `?id=` of the address, loaded by `load` (a module-level function); a 404 is the page's to say.
 * With `&preview=1` (内容管理's 预览) it is loaded through the administrators' preview, which the server refuses to anyone else.
 */
export function useDetail<T>(load: DetailLoader<T>, previewChannel?: PreviewChannel): DetailState<T> {
  const api = useService(ApiClientId);
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const id = Number(search.get('id'));
  const valid = Number.isInteger(id) && id >= 1;
  const preview = previewChannel !== undefined && search.get('preview') === '1';
  const loadItem = useCallback(async (): Promise<DetailState<T>> => {
    if (!valid) return { kind: 'noId' };
    try {
      const request: DetailRequest = { path: { id }, silent: true };
      // The preview answers what the channel's own detail call answers (the contract's anyOf, one shape a channel).
      const item = preview && previewChannel ? ((await api.get('/admin/website/content/{channel}/{id}/preview', { ...request, path: { channel: previewChannel, id } })).data as T) : (await load(api, request)).data;
      return { kind: 'shown', item, preview };
    } catch (error) {
      if (error instanceof HttpError && (error.status === 404 || error.status === 400 || (preview && (error.status === 401 || error.status === 403)))) return { kind: 'notFound' };
      return { kind: 'failed' };
    }
  }, [api, load, id, valid, preview, previewChannel]);
  // A preview needs the administrator's session, which a server render never has: the browser loads it.
  const { data } = useAsyncData(loadItem, preview ? undefined : `${pathname}?id=${valid ? id : ''}`);
  return data ?? { kind: 'loading' };
}
