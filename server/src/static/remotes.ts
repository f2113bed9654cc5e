import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../config.js';
import { readJsonFile } from './json-file.js';

/** The five remotes: MF name → folder. */
export const REMOTES = [
  { name: 'mf_official', folder: 'mf-official' },
  { name: 'mf_competition', folder: 'mf-competition' },
  { name: 'mf_finance', folder: 'mf-finance' },
  { name: 'mf_venue', folder: 'mf-venue' },
  { name: 'mf_account', folder: 'mf-account' },
] as const;

export interface RemoteEntry {
  name: string;
  entry: string;
  version: string;
  previous?: { entry: string; version: string };
}

const readJson = (file: string): unknown => JSON.parse(readFileSync(file, 'utf8'));

function packageVersion(folder: string): string {
  const pkg = readJsonFile<{ version?: unknown }>(path.join(repoRoot, folder, 'package.json'));
  return typeof pkg?.version === 'string' ? pkg.version : '0.0.0';
}

function isEntry(value: unknown): value is RemoteEntry {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return typeof v.name === 'string' && typeof v.entry === 'string' && typeof v.version === 'string';
}

function isPrevious(value: unknown): value is { entry: string; version: string } {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return typeof v.entry === 'string' && typeof v.version === 'string';
}

/**
 * The registry served at /remotes.json: defaults built from the remotes' package.json, overridden entry by entry
 * by the registry file (REMOTES_JSON, else DATA_DIR/remotes.json) when it exists.
 */
export function loadRemotes(registryFile: string, warn: (message: string) => void = () => undefined): { remotes: RemoteEntry[] } {
  const remotes: RemoteEntry[] = REMOTES.map((r) => ({
    name: r.name,
    entry: `/remotes/${r.folder}/mf-manifest.json`,
    version: packageVersion(r.folder),
  }));
  if (!existsSync(registryFile)) return { remotes };
  let raw: { remotes?: unknown };
  try {
    raw = readJson(registryFile) as { remotes?: unknown };
  } catch {
    // A half-written or broken override must not take every remote down: serve the defaults and say why.
    warn(`远程应用注册表 ${registryFile} 不是合法的 JSON，已改用默认入口`);
    return { remotes };
  }
  const overrides = Array.isArray(raw?.remotes) ? raw.remotes : [];
  for (const item of overrides) {
    if (!isEntry(item)) continue;
    const entry: RemoteEntry = { name: item.name, entry: item.entry, version: item.version };
    const previous = (item as { previous?: unknown }).previous;
    if (isPrevious(previous)) entry.previous = { entry: previous.entry, version: previous.version };
    const index = remotes.findIndex((r) => r.name === item.name);
    if (index >= 0) remotes[index] = entry;
    else remotes.push(entry);
  }
  return { remotes };
}
