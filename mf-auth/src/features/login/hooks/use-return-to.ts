import { useSearchParams } from '@interim/shared/routing';
import { readReturnTo } from '../return-path';

/** The safe return path of the current URL (`?returnTo=`), or undefined. */
export function useReturnTo(): string | undefined {
  const [search] = useSearchParams();
  return readReturnTo(search);
}
