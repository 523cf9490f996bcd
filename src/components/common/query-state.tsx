/**
 * One read's three faces: its content once there is data (kept while a later refetch fails), the
 * failure with 다시 시도 when there is none, and the quiet loading state before either.
 */
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Loading } from '#src/components/ui/loading.tsx';
import { FailureNote } from './failure-note.tsx';

export interface QueryStateProps<T> {
  query: UseQueryResult<T>;
  /** What failed, in the screen's words ("최근 기록을 불러오지 못했습니다."). */
  failed: string;
  children: (data: T) => ReactNode;
}

export function QueryState<T>({ query, failed, children }: QueryStateProps<T>) {
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.isError) return <FailureNote message={failed} onRetry={() => void query.refetch()} />;
  return <Loading />;
}
