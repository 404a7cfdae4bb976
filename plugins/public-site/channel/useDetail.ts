import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { HttpClientId } from '../../../contracts/workbench/Http.ts';
import { HttpError } from '../../../core/http/HttpError.ts';
import { useAsyncData, useService } from '../../../core/react/index.ts';

export type DetailState<T> = { kind: 'loading' } | { kind: 'noId' } | { kind: 'notFound' } | { kind: 'failed' } | { kind: 'shown'; item: T };

/** The item a detail page shows: `?id=` of the address, loaded from `urlOf(id)`; a 404 is the page's to say. */
export function useDetail<T>(urlOf: (id: number) => string): DetailState<T> {
  const http = useService(HttpClientId);
  const [search] = useSearchParams();
  const id = Number(search.get('id'));
  const valid = Number.isInteger(id) && id >= 1;
  const load = useCallback(async (): Promise<DetailState<T>> => {
    if (!valid) return { kind: 'noId' };
    try {
      return { kind: 'shown', item: (await http.get<T>(urlOf(id), { silent: true })).data };
    } catch (error) {
      if (error instanceof HttpError && (error.status === 404 || error.status === 400)) return { kind: 'notFound' };
      return { kind: 'failed' };
    }
  }, [http, urlOf, id, valid]);
  const { data } = useAsyncData(load);
  return data ?? { kind: 'loading' };
}
