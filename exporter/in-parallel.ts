/**
 * Runs `work` over `items`, at most `limit` at a time: for copies that wait on the file system,
 * not on this thread.
 */
export async function inParallel<T>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const workers = Array.from({ length: limit }, async () => {
    while (next < items.length) await work(items[next++] as T);
  });
  await Promise.all(workers);
}
