import { readFileSync, statSync } from 'node:fs';

const cache = new Map<string, { mtimeMs: number; value: unknown }>();

/**
 * A JSON file parsed once per version of the file (its mtime): index.html is answered on every page load, and the
 * files behind it (a build's manifests, the remotes' package.json) change only with a deployment. Null when the file
 * is missing or not JSON.
 */
export function readJsonFile<T>(file: string): T | null {
  try {
    const { mtimeMs } = statSync(file);
    const hit = cache.get(file);
    if (hit && hit.mtimeMs === mtimeMs) return hit.value as T;
    const value = JSON.parse(readFileSync(file, 'utf8')) as T;
    cache.set(file, { mtimeMs, value });
    return value;
  } catch {
    return null;
  }
}
