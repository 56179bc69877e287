/**
 * What `npm run cms` lets through to decap-server, which on its own answers any page that reaches
 * it and reads or writes any file of the clone (a forged `Host` by DNS rebinding could read
 * `.git/config` and set `core.fsmonitor`, a command git runs at the next commit):
 * - the request's `Host` must be this backend's own address (`localhost:CMS_PORT` or
 *   `127.0.0.1:CMS_PORT`): a rebound name (`attacker.example:CMS_PORT`) is refused;
 * - its `Origin`, when it has one, must be the local site's (`http://localhost:PORT` or
 *   `http://127.0.0.1:PORT`, where `npm start` serves /admin);
 * - every path an action carries must lie in a content or media folder, or be a data file, that
 *   the CMS configuration names (scripts/build/cms-config.ts, the same object /admin/config.yml is
 *   written from); every branch it names must be the configuration's branch or one of the
 *   editorial workflow's `cms/<collection>/<slug>` branches.
 * A refusal is `403 {"error":"<field>: <why>"}` and reaches neither git nor the files.
 */
import path from 'node:path';
import type { cmsConfig } from '../build/cms-config';

type CmsConfig = ReturnType<typeof cmsConfig>;

/** What the configuration lets the editor touch. */
export type CmsAccess = {
  /** Folders (relative to the repository, no trailing slash) whose files may be read and written. */
  folders: string[];
  /** Single files (the data files) that may be read and written. */
  files: string[];
  /** Collection names (the editorial workflow's branches are `cms/<collection>/<slug>`). */
  collections: string[];
  /** The branch entries are published to. */
  branch: string;
};

export function cmsAccess(config: CmsConfig): CmsAccess {
  const folders = new Set<string>([config.media_folder]);
  const files: string[] = [];
  for (const collection of config.collections as Array<{
    folder?: string;
    media_folder?: string;
    files?: Array<{ file: string }>;
  }>) {
    if (collection.folder !== undefined) {
      folders.add(collection.folder);
      // A collection's own media folder is relative to its entries ('' = beside them).
      if (collection.media_folder !== undefined)
        folders.add(path.posix.join(collection.folder, collection.media_folder));
    }
    files.push(...(collection.files ?? []).map((file) => file.file));
  }
  return {
    folders: [...folders].map((folder) => folder.replace(/\/+$/, '')),
    files,
    collections: config.collections.map((collection) => collection.name),
    branch: config.backend.branch,
  };
}

/** Why a path is refused, or null when it is inside what the configuration names. */
export function pathRefusal(
  value: unknown,
  access: CmsAccess,
  { folder = false } = {},
): string | null {
  if (typeof value !== 'string' || value === '') return 'must be a path';
  if (value.includes('\0') || value.includes('\\')) return 'has a character no content path has';
  if (value.startsWith('/') || /^[A-Za-z]:/.test(value))
    return 'must be relative to the repository';
  const segments = value.split('/');
  if (segments.some((segment) => segment === '..' || segment === '.' || segment === ''))
    return 'must not step out of its folder (no "..", ".", or empty part)';
  if (segments.some((segment) => segment.startsWith('.')))
    return 'must not name a hidden file or folder (such as .git)';
  if (folder ? access.folders.includes(value) : access.files.includes(value)) return null;
  if (access.folders.some((allowed) => value.startsWith(`${allowed}/`))) return null;
  return `is outside the folders the CMS edits (${[...access.folders, ...access.files].join(', ')})`;
}

/** A slug as Decap writes it (letters of any script, digits, `-`, `_`, `.`), usable in a branch name. */
const SLUG = /^[\p{L}\p{N}][\p{L}\p{N}._-]*$/u;

function slugRefusal(value: unknown): string | null {
  if (
    typeof value !== 'string' ||
    !SLUG.test(value) ||
    value.includes('..') ||
    value.endsWith('.lock')
  )
    return 'must be an entry slug';
  return null;
}

function collectionRefusal(value: unknown, access: CmsAccess): string | null {
  return typeof value === 'string' && access.collections.includes(value)
    ? null
    : `must be one of ${access.collections.join(', ')}`;
}

type Check = [field: string, refusal: string | null];

/** Every field of an action that names a file, folder, branch or entry, checked. */
function checks(
  action: string,
  params: Record<string, unknown>,
  access: CmsAccess,
): Check[] | null {
  const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
  const at = (value: unknown, key: string): unknown =>
    value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
  const filePath = (field: string, value: unknown): Check => [field, pathRefusal(value, access)];
  const entry = (): Check[] => [
    ['params.collection', collectionRefusal(params.collection, access)],
    ['params.slug', slugRefusal(params.slug)],
  ];
  const branch: Check = [
    'params.branch',
    params.branch === access.branch ? null : `must be ${access.branch}`,
  ];
  switch (action) {
    case 'info':
      return [];
    case 'entriesByFolder':
      return [branch, ['params.folder', pathRefusal(params.folder, access, { folder: true })]];
    case 'getMedia':
      return [
        branch,
        ['params.mediaFolder', pathRefusal(params.mediaFolder, access, { folder: true })],
      ];
    case 'entriesByFiles':
      return [
        branch,
        ['params.files', Array.isArray(params.files) ? null : 'must be a list'],
        ...list(params.files).map((file, i) =>
          filePath(`params.files[${i}].path`, at(file, 'path')),
        ),
      ];
    case 'getEntry':
    case 'getMediaFile':
      return [branch, filePath('params.path', params.path)];
    case 'deleteFile':
      return [branch, filePath('params.path', params.path)];
    case 'deleteFiles':
      return [
        branch,
        ['params.paths', Array.isArray(params.paths) ? null : 'must be a list'],
        ...list(params.paths).map((value, i) => filePath(`params.paths[${i}]`, value)),
      ];
    case 'persistMedia':
      return [branch, filePath('params.asset.path', at(params.asset, 'path'))];
    case 'persistEntry': {
      const dataFiles = params.dataFiles === undefined ? [params.entry] : list(params.dataFiles);
      const options = params.options;
      return [
        branch,
        ['params.dataFiles', dataFiles.length > 0 ? null : 'must name the entry file'],
        [
          'params.options.collectionName',
          at(options, 'useWorkflow') === true
            ? collectionRefusal(at(options, 'collectionName'), access)
            : null,
        ],
        ...dataFiles.flatMap((file, i): Check[] => [
          filePath(`params.dataFiles[${i}].path`, at(file, 'path')),
          ...(at(file, 'newPath') === undefined
            ? []
            : [filePath(`params.dataFiles[${i}].newPath`, at(file, 'newPath'))]),
          [`params.dataFiles[${i}].slug`, slugRefusal(at(file, 'slug'))],
        ]),
        ['params.assets', Array.isArray(params.assets) ? null : 'must be a list'],
        ...list(params.assets).map((asset, i) =>
          filePath(`params.assets[${i}].path`, at(asset, 'path')),
        ),
      ];
    }
    case 'unpublishedEntries':
      return [branch];
    case 'unpublishedEntry': {
      if (typeof params.id === 'string') {
        const slash = params.id.indexOf('/');
        return [
          branch,
          [
            'params.id',
            slash > 0 &&
            !collectionRefusal(params.id.slice(0, slash), access) &&
            !slugRefusal(params.id.slice(slash + 1))
              ? null
              : 'must be <collection>/<slug>',
          ],
        ];
      }
      return [branch, ...entry()];
    }
    case 'unpublishedEntryDataFile':
    case 'unpublishedEntryMediaFile':
      return [branch, ...entry(), filePath('params.path', params.path)];
    case 'deleteUnpublishedEntry':
    case 'updateUnpublishedEntryStatus':
    case 'publishUnpublishedEntry':
    case 'getDeployPreview':
      return [branch, ...entry()];
    default:
      return null;
  }
}

/** `field: why` for a request body the backend must not act on, or null when it may. */
export function actionRefusal(body: unknown, access: CmsAccess): string | null {
  if (!body || typeof body !== 'object') return 'body: must be a JSON object';
  const { action, params } = body as { action?: unknown; params?: unknown };
  if (typeof action !== 'string') return 'action: must be a string';
  const paramsObject =
    params && typeof params === 'object' ? (params as Record<string, unknown>) : {};
  const list = checks(action, paramsObject, access);
  if (!list) return `action: ${action} is not an action of the editor`;
  const refused = list.find(([, refusal]) => refusal !== null);
  return refused ? `${refused[0]}: ${refused[1]}` : null;
}

/** The addresses a request may be sent to: this backend on loopback, by either name. */
export function allowedHosts(cmsPort: number): string[] {
  return [`localhost:${cmsPort}`, `127.0.0.1:${cmsPort}`];
}

/** The pages that may call this backend: the local site's /admin (`npm start` on PORT). */
export function allowedOrigins(sitePort: number): string[] {
  return [`http://localhost:${sitePort}`, `http://127.0.0.1:${sitePort}`];
}
