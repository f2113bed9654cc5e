import { useEffect, useState } from 'react';

/**
 * The list `load` gives for `id` (null while loading, [] when it fails — the client shows the refusal); loaded again
 * when `id` changes. `load` should be a module-level function, so that it stays the same between renders.
 */
export function useListOf<T>(id: number, load: (id: number) => Promise<T[]>): T[] | null {
  const [list, setList] = useState<T[] | null>(null);
  useEffect(() => {
    let live = true;
    setList(null);
    load(id)
      .then((got) => live && setList(got))
      .catch(() => live && setList([]));
    return () => {
      live = false;
    };
  }, [id, load]);
  return list;
}
